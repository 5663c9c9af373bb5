package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * What the readers of a class's prompt and resource methods share: the compiler's utilities, the
 * reporter, the reading of text parameters and of completion, and the name of the class that will
 * be generated (for messages).
 */
abstract sealed class MemberReader<T> permits PromptReader, ResourceReader {
    final Elements elements;
    final Types types;
    final Reporter reporter;
    final TextParams text;
    final Completions completions;
    final String generated;

    MemberReader(Elements elements, Types types, Reporter reporter, TextParams text, Completions completions,
                 String generated) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.text = text;
        this.completions = completions;
        this.generated = generated;
    }

    /** The members {@code methods} declare; those with mistakes are reported and left out. */
    final List<T> read(List<ExecutableElement> methods) {
        Map<String, ExecutableElement> taken = new HashMap<>();
        List<T> members = new ArrayList<>();
        for (ExecutableElement m : methods) {
            T member = member(m, taken);
            if (member != null) {
                members.add(member);
            }
        }
        return members;
    }

    /**
     * The member {@code m} declares, or {@code null} after reporting its mistakes; {@code taken}
     * holds the members read so far by the key that must be unique (a name, a URI), which this adds to.
     */
    abstract T member(ExecutableElement m, Map<String, ExecutableElement> taken);
}
