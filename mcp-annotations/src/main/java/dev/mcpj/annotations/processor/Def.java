package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.TypeElement;

/**
 * The definition of a record, a bean or a sealed interface, made once per type and shared by every
 * schema that uses it. Identity matters: the schema writer counts references to decide what goes
 * into {@code $defs}. Filled in after it is cached, so that recursive types find it.
 */
final class Def {
    /** The full type, with type arguments: the cache key. */
    final String key;
    /** The name under {@code $defs}, before collisions are resolved: {@code Book}, {@code Page_Book}. */
    final String baseName;
    final TypeElement element;
    final boolean sealed;
    String description;
    final List<Prop> props = new ArrayList<>();
    /** For a sealed interface: its records. */
    final List<Def> variants = new ArrayList<>();
    /** For a record of a sealed interface: the value of its {@code type} property. */
    String discriminator;
    /** For a record: the sealed interfaces whose Jackson mix-in names it. */
    final List<TypeElement> sealedParents = new ArrayList<>();
    /** Set when the type cannot be mapped; thrown again on each later use. */
    TypeMapper.Unsupported failure;

    Def(String key, String baseName, TypeElement element, boolean sealed) {
        this.key = key;
        this.baseName = baseName;
        this.element = element;
        this.sealed = sealed;
    }

    /**
     * A property of a record or bean.
     *
     * @param keywords the schema keywords of its constraints
     */
    record Prop(String name, JType type, boolean required, String description, Map<String, Object> keywords) {
    }

    @Override
    public String toString() {
        return key;
    }
}
