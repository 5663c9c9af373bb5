package dev.mcpj.test;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.test.internal.Exchange;
import java.util.Comparator;
import org.assertj.core.api.AbstractAssert;
import tools.jackson.databind.JsonNode;

/**
 * Assertions on a tool's result; start with {@link McpAssertions#assertThat(CallToolResult)}.
 *
 * {@snippet :
 * assertThat(client.callTool("add", Map.of("a", 2, "b", 3))).isNotError().hasText("5");
 * assertThat(client.callTool("search", Map.of("query", "dune")))
 *         .hasStructuredContentAt("/books/0/title", "Dune");
 * }
 */
public final class CallToolResultAssert extends AbstractAssert<CallToolResultAssert, CallToolResult> {
    /** Numbers are equal when their values are, whatever their JSON spelling ({@code 5} and {@code 5.0}). */
    private static final Comparator<JsonNode> NUMERIC = (a, b) -> {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue());
        }
        return a.equals(b) ? 0 : 1;
    };

    CallToolResultAssert(CallToolResult actual) {
        super(actual, CallToolResultAssert.class);
    }

    /**
     * Checks that the tool succeeded ({@code isError} unset).
     *
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert isNotError() {
        isNotNull();
        if (actual.isError()) {
            failWithMessage("Expected the tool to succeed, but it failed with: %s", text());
        }
        return this;
    }

    /**
     * Checks that the tool failed ({@code isError} set).
     *
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert isError() {
        isNotNull();
        if (!actual.isError()) {
            failWithMessage("Expected the tool to fail, but it succeeded with: %s", text());
        }
        return this;
    }

    /**
     * Checks that the text of the result's text blocks, joined, is exactly {@code expected}.
     *
     * @param expected the whole text expected
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert hasText(String expected) {
        isNotNull();
        String text = text();
        if (!text.equals(expected)) {
            failWithActualExpectedAndMessage(text, expected, "Expected the result's text to be%n  %s%nbut was%n  %s",
                    expected, text);
        }
        return this;
    }

    /**
     * Checks that the text of the result's text blocks, joined, contains {@code expected}.
     *
     * @param expected the text expected somewhere in it
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert hasTextContaining(String expected) {
        isNotNull();
        String text = text();
        if (!text.contains(expected)) {
            failWithMessage("Expected the result's text to contain%n  %s%nbut it was%n  %s", expected, text);
        }
        return this;
    }

    /**
     * Checks the number of content blocks.
     *
     * @param expected how many blocks the result should have
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert hasContentCount(int expected) {
        isNotNull();
        if (actual.content().size() != expected) {
            failWithMessage("Expected %s content blocks but found %s: %s", expected, actual.content().size(),
                    actual.content());
        }
        return this;
    }

    /**
     * Checks that the structured content equals {@code expectedJson}, read as JSON; numbers compare
     * by value.
     *
     * @param expectedJson the structured content expected, as JSON text
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert hasStructuredContent(String expectedJson) {
        return structuredContentEquals("", Exchange.JSON.readTree(expectedJson));
    }

    /**
     * Checks the value at a JSON Pointer (RFC 6901) in the structured content: {@code expected}
     * is a string, number, boolean, {@code Map}, {@code List}, record or Jackson tree.
     *
     * @param jsonPointer where the value is, such as {@code /books/0/title}; {@code ""} for the whole content
     * @param expected   the value expected there
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert hasStructuredContentAt(String jsonPointer, Object expected) {
        return structuredContentEquals(jsonPointer, Exchange.JSON.valueToTree(expected));
    }

    /**
     * Checks that the result has structured content.
     *
     * @return this assertion, to chain further checks
     */
    public CallToolResultAssert hasStructuredContent() {
        isNotNull();
        if (actual.structuredContent() == null) {
            failWithMessage("Expected structured content, but the result has none (text: %s)", text());
        }
        return this;
    }

    private CallToolResultAssert structuredContentEquals(String pointer, JsonNode expected) {
        hasStructuredContent();
        JsonNode value = actual.structuredContent().at(pointer);
        if (value.isMissingNode()) {
            failWithMessage("Expected a value at %s in the structured content, but there is none: %s",
                    pointer.isEmpty() ? "the root" : pointer, actual.structuredContent());
        }
        if (!value.equals(NUMERIC, expected)) {
            failWithActualExpectedAndMessage(value.toString(), expected.toString(),
                    "Expected the structured content%s to be%n  %s%nbut was%n  %s",
                    pointer.isEmpty() ? "" : " at " + pointer, expected, value);
        }
        return this;
    }

    private String text() {
        StringBuilder sb = new StringBuilder();
        for (Content c : actual.content()) {
            if (c instanceof TextContent t) {
                sb.append(t.text());
            }
        }
        return sb.toString();
    }
}
