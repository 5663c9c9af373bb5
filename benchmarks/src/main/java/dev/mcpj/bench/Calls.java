package dev.mcpj.bench;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Predicate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** The requests the driver sends, each with the check its answer must pass. */
final class Calls {

    /** The protocol version the driver asks for; a server may answer with another it supports. */
    static final String PROTOCOL_VERSION = "2025-11-25";

    private static final ObjectMapper MAPPER = JsonMapper.builder().build();
    private static final byte[] QUOTE = {'"'};

    private Calls() {}

    /**
     * The {@code initialize} request. Its check also hands the protocol version the server chose to
     * {@code chosenVersion}.
     */
    static Call initialize(Consumer<String> chosenVersion) {
        String params = "{\"protocolVersion\":\"" + PROTOCOL_VERSION + "\",\"capabilities\":{},"
                + "\"clientInfo\":{\"name\":\"mcpj-bench-driver\",\"version\":\"1.0.0\"}}";
        Predicate<JsonNode> accepts = result -> {
            JsonNode version = result.path("protocolVersion");
            boolean valid = version.isString()
                    && result.path("capabilities").path("tools").isObject()
                    && result.path("serverInfo").path("name").isString();
            if (valid) {
                chosenVersion.accept(version.stringValue());
            }
            return valid;
        };
        return new Call("initialize", params, new ResultCheck.Tree(accepts),
                "a protocol version, tools capability and name");
    }

    static Call ping() {
        return new Call("ping", "{}", new ResultCheck.Tree(JsonNode::isObject), "an empty result");
    }

    static Call toolsList() {
        Predicate<JsonNode> accepts = result -> hasTool(result, "add") && hasTool(result, "echo");
        return new Call("tools/list", "{}", new ResultCheck.Tree(accepts), "the tools add and echo");
    }

    /** {@code add} of {@code a} and {@code b}, expecting their sum as {@link NumberText} prints it. */
    static Call add(double a, double b) {
        String sum = NumberText.format(a + b);
        String params = "{\"name\":\"add\",\"arguments\":{\"a\":" + NumberText.format(a)
                + ",\"b\":" + NumberText.format(b) + "}}";
        return toolCall(params, literal(sum), sum::equals, "text \"" + sum + "\"");
    }

    /**
     * The {@code n}th {@code add} of a load: small integers, and every third call binary fractions
     * such as 12.5 + 0.25, whose sums print the same in Java and JavaScript.
     */
    static Call numberedAdd(int n) {
        int base = n % 1000 - 300;
        return n % 3 == 2 ? add(base + 0.5, 0.25) : add(base, n % 7);
    }

    /** {@code echo} of {@code text}, expecting the same text back. */
    static Call echo(String text) {
        String params = "{\"name\":\"echo\",\"arguments\":{\"text\":" + MAPPER.writeValueAsString(text) + "}}";
        return toolCall(params, literal(text), text::equals, "the " + text.length() + " chars sent");
    }

    /**
     * {@code echo} calls for load, cheap to build: call {@code n} sends {@code n + ":" + body}, with
     * the body escaped and encoded once up front, and expects that text back.
     */
    static IntFunction<Call> numberedEcho(String body) {
        byte[] escapedBody = withoutQuotes(literal(body));
        byte[] start = "{\"name\":\"echo\",\"arguments\":{\"text\":\"".getBytes(StandardCharsets.UTF_8);
        byte[] end = "\"}}".getBytes(StandardCharsets.UTF_8);
        return n -> {
            String prefix = n + ":";
            byte[] text = concat(prefix.getBytes(StandardCharsets.UTF_8), escapedBody);
            byte[] params = concat(start, text, end);
            byte[] expected = concat(QUOTE, text, QUOTE);
            Predicate<String> accepts = echoed -> echoed.length() == prefix.length() + body.length()
                    && echoed.startsWith(prefix)
                    && echoed.startsWith(body, prefix.length());
            return toolCall(params, expected, accepts, "\"" + prefix + "\" and the body");
        };
    }

    private static Call toolCall(String params, byte[] literal, Predicate<String> textOk, String expectation) {
        return toolCall(params.getBytes(StandardCharsets.UTF_8), literal, textOk, expectation);
    }

    private static Call toolCall(byte[] params, byte[] literal, Predicate<String> textOk, String expectation) {
        return new Call("tools/call", params, new ResultCheck.ToolText(literal, textOk), expectation);
    }

    private static byte[] literal(String text) {
        return MAPPER.writeValueAsBytes(text);
    }

    private static byte[] withoutQuotes(byte[] literal) {
        return Arrays.copyOfRange(literal, 1, literal.length - 1);
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] part : parts) {
            length += part.length;
        }
        byte[] joined = new byte[length];
        int at = 0;
        for (byte[] part : parts) {
            System.arraycopy(part, 0, joined, at, part.length);
            at += part.length;
        }
        return joined;
    }

    private static boolean hasTool(JsonNode toolsListResult, String name) {
        for (JsonNode tool : toolsListResult.path("tools")) {
            if (name.equals(tool.path("name").asString(""))) {
                return true;
            }
        }
        return false;
    }
}
