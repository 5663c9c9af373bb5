package dev.mcpj.annotations.processor;

import java.util.Map;

/**
 * A typed place that holds an argument or a property: a parameter, a record component or a bean
 * property. {@code Optional} wrappers are unwrapped here; constraints apply to the unwrapped type.
 *
 * @param type     the unwrapped type
 * @param wrapper  how the Java type wraps it
 * @param nullable whether an annotation named {@code Nullable} is present
 * @param keywords the schema keywords of its constraints
 */
record Slot(JType type, Wrapper wrapper, boolean nullable, Map<String, Object> keywords) {

    /** Whether the value may be left out (before defaults are considered). */
    boolean optional() {
        return wrapper != Wrapper.NONE || nullable;
    }

    enum Wrapper {
        NONE("", ""), OPTIONAL("java.util.Optional", ""), OPTIONAL_INT("java.util.OptionalInt", "int"),
        OPTIONAL_LONG("java.util.OptionalLong", "long"), OPTIONAL_DOUBLE("java.util.OptionalDouble", "double");

        final String qualifiedName;
        final String primitive;

        Wrapper(String qualifiedName, String primitive) {
            this.qualifiedName = qualifiedName;
            this.primitive = primitive;
        }
    }
}
