package dev.mcpj.bench;

import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;

/** What the {@code result} of a correct answer holds. */
sealed interface ResultCheck {

    /** Any result, checked on its tree: for the few calls of a session's setup. */
    record Tree(Predicate<JsonNode> accepts) implements ResultCheck {}

    /**
     * A tool result of exactly one text block and no error, whose text passes {@code accepts}.
     * Checked on the response's bytes without building a tree: the driver shares the machine with
     * the server it measures, and building a tree of a 10 KiB echo cost it more CPU than the
     * server spent answering.
     *
     * @param literal the text as a JSON string literal, quotes included, in the escaping the
     *     driver uses; when the response holds these very bytes, the text is right without being
     *     decoded. Any other spelling of the text is decoded and given to {@code accepts}.
     * @param accepts tells whether a decoded text is right
     */
    record ToolText(byte[] literal, Predicate<String> accepts) implements ResultCheck {}
}
