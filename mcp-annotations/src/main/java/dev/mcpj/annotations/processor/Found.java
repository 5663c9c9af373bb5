package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * An annotation found on a declaration (or on its type, for type-use annotations such as
 * JSpecify's {@code @Nullable}), with the element to report on. Annotations are recognised by
 * name so that the processor depends on no validation or nullness library.
 *
 * @param element the declaration carrying it
 * @param mirror  the annotation
 * @param onType  whether it annotates the declaration's type rather than the declaration; a
 *                diagnostic then points at the declaration only
 */
record Found(Element element, AnnotationMirror mirror, boolean onType) {
    static final String OURS = "dev.mcpj.annotations.";

    /**
     * The annotations of the declarations that make up one property (a record component, its
     * accessor and field; or a bean's field, getter and setter), the first occurrence of each
     * annotation type winning, then those on the first declaration's type.
     */
    static List<Found> on(Element... declarations) {
        List<Found> found = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (Element e : declarations) {
            if (e == null) {
                continue;
            }
            for (AnnotationMirror m : e.getAnnotationMirrors()) {
                if (seen.add(qualifiedName(m))) {
                    found.add(new Found(e, m, false));
                }
            }
        }
        for (Element e : declarations) {
            if (e == null) {
                continue;
            }
            for (AnnotationMirror m : e.asType().getAnnotationMirrors()) {
                if (seen.add(qualifiedName(m))) {
                    found.add(new Found(e, m, true));
                }
            }
            break;
        }
        return found;
    }

    static String qualifiedName(AnnotationMirror m) {
        return ((TypeElement) m.getAnnotationType().asElement()).getQualifiedName().toString();
    }

    String qualifiedName() {
        return qualifiedName(mirror);
    }

    String simpleName() {
        return mirror.getAnnotationType().asElement().getSimpleName().toString();
    }

    /** Whether this is one of the annotations of {@code dev.mcpj.annotations}. */
    boolean isOurs() {
        return qualifiedName().startsWith(OURS);
    }

    /** The annotation to report on, or {@code null} for a type-use annotation. */
    AnnotationMirror reportMirror() {
        return onType ? null : mirror;
    }

    /** The value of an element of the annotation, defaults included, or {@code null} if it has none. */
    AnnotationValue value(Elements elements, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The value to report on: explicitly written values only, as defaults have no position. */
    AnnotationValue explicitValue(String name) {
        if (onType) {
            return null;
        }
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : mirror.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue();
            }
        }
        return null;
    }

    /** The first annotation with this simple name. */
    static Found named(List<Found> found, String simpleName) {
        for (Found f : found) {
            if (f.simpleName().equals(simpleName)) {
                return f;
            }
        }
        return null;
    }

    /** The first of our own annotations with this simple name. */
    static Found ours(List<Found> found, String simpleName) {
        for (Found f : found) {
            if (f.isOurs() && f.simpleName().equals(simpleName)) {
                return f;
            }
        }
        return null;
    }
}
