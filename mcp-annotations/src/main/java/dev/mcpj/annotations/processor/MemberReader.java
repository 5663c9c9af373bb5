package dev.mcpj.annotations.processor;

import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * What the readers of a class's prompt and resource methods share: the compiler's utilities, the
 * reporter, the reading of text parameters and of completion, and the name of the class that will
 * be generated (for messages).
 */
abstract sealed class MemberReader permits PromptReader, ResourceReader {
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
}
