package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;

/**
 * What an annotated method becomes: a tool, a prompt or a resource. Diagnostics about a method
 * carry the tag of its kind ({@code [McpPromptAccess]}), so that tags name what the user wrote.
 */
enum Kind {
    TOOL("McpTool", "tools"),
    PROMPT("McpPrompt", "prompts"),
    RESOURCE("McpResource", "resources");

    /** The annotation's simple name, which is also the prefix of the kind's tags. */
    final String annotation;
    /** The plural, as in "registers tools". */
    final String plural;

    Kind(String annotation, String plural) {
        this.annotation = annotation;
        this.plural = plural;
    }

    String qualifiedName() {
        return Found.OURS + annotation;
    }

    /** The tag of a concern of this kind: {@code McpPromptAccess}. */
    String tag(String concern) {
        return annotation + concern;
    }

    /** The annotation of this kind on {@code method}, or {@code null}. */
    AnnotationMirror on(Element method) {
        for (AnnotationMirror m : method.getAnnotationMirrors()) {
            if (Found.qualifiedName(m).equals(qualifiedName())) {
                return m;
            }
        }
        return null;
    }

    /** The kinds whose annotation {@code method} carries, in declaration order of the annotations. */
    static List<Kind> of(Element method) {
        List<Kind> kinds = new ArrayList<>();
        for (AnnotationMirror m : method.getAnnotationMirrors()) {
            for (Kind k : values()) {
                if (Found.qualifiedName(m).equals(k.qualifiedName())) {
                    kinds.add(k);
                }
            }
        }
        return kinds;
    }
}
