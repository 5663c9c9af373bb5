package dev.mcpj.bench.soak;

import dev.mcpj.bench.NumberText;
import dev.mcpj.bench.Texts;
import java.util.List;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The soak's calls, the same sequence on every transport: call {@code n} is half the time an
 * {@code add}, three tenths a 10 KiB {@code echo} of one of three texts (mixed scripts and
 * escapes, plain ASCII, dense escapes), a tenth a call that fails (a tool error, or an unknown
 * tool), and every hundredth a {@code block} that the client cancels once it has started.
 */
final class SoakCalls {
    static final JsonMapper JSON = JsonMapper.builder().build();

    /** What call {@code n} is. */
    enum Kind { ADD, ECHO, FAIL, UNKNOWN_TOOL, CANCEL }

    /**
     * One call.
     *
     * @param params   the {@code params} object as JSON
     * @param expected the text the answer carries, for {@code add} and {@code echo}
     */
    record SoakCall(long n, Kind kind, String tool, String params, String expected) {
        /** The progress token of a call that is to be cancelled. */
        String progressToken() {
            return "c" + n;
        }
    }

    private static final List<String> BODIES = List.of(
            Texts.body(Texts.LOAD_BODY_CHARS),
            Texts.asciiBody(Texts.LOAD_BODY_CHARS),
            denseEscapes(Texts.LOAD_BODY_CHARS));
    private static final List<String> ESCAPED = BODIES.stream().map(b -> {
        String literal = JSON.writeValueAsString(b);
        return literal.substring(1, literal.length() - 1);
    }).toList();

    private SoakCalls() {
    }

    static SoakCall call(long n) {
        if (n % 100 == 99) {
            return new SoakCall(n, Kind.CANCEL, "block", "{\"name\":\"block\",\"arguments\":{},\"_meta\":{\"progressToken\":\"c"
                    + n + "\"}}", null);
        }
        int slot = (int) (n % 10);
        if (slot < 5 || slot == 9) {
            long base = n % 1000 - 300;
            double a = n % 3 == 2 ? base + 0.5 : base;
            double b = n % 3 == 2 ? 0.25 : n % 7;
            return new SoakCall(n, Kind.ADD, "add", "{\"name\":\"add\",\"arguments\":{\"a\":" + NumberText.format(a)
                    + ",\"b\":" + NumberText.format(b) + "}}", NumberText.format(a + b));
        }
        if (slot < 8) {
            int body = (int) (n / 10 % BODIES.size());
            String prefix = n + ":";
            return new SoakCall(n, Kind.ECHO, "echo", "{\"name\":\"echo\",\"arguments\":{\"text\":\"" + prefix
                    + ESCAPED.get(body) + "\"}}", prefix + BODIES.get(body));
        }
        return n / 10 % 2 == 0
                ? new SoakCall(n, Kind.FAIL, "fail", "{\"name\":\"fail\",\"arguments\":{}}", null)
                : new SoakCall(n, Kind.UNKNOWN_TOOL, "missing", "{\"name\":\"missing\",\"arguments\":{}}", null);
    }

    /** What is wrong with {@code response} as the answer to {@code call}, or null if it is right. */
    static String problem(SoakCall call, JsonNode response) {
        JsonNode result = response.get("result");
        JsonNode error = response.get("error");
        String got = abbreviated(response);
        switch (call.kind()) {
            case ADD, ECHO -> {
                if (result == null || result.path("isError").asBoolean(false)
                        || !call.expected().equals(result.path("content").path(0).path("text").asString(null))) {
                    return call.kind() + " " + call.n() + ": got " + got;
                }
                return null;
            }
            case FAIL -> {
                boolean ok = result != null && result.path("isError").asBoolean(false)
                        && result.path("content").path(0).path("text").asString("").contains("failed on purpose");
                return ok ? null : "fail " + call.n() + ": expected a tool error, got " + got;
            }
            case UNKNOWN_TOOL -> {
                boolean ok = error != null && error.path("code").asInt() == -32602;
                return ok ? null : "unknown tool " + call.n() + ": expected error -32602, got " + got;
            }
            default -> {
                return "cancelled call " + call.n() + " was answered: " + got;
            }
        }
    }

    static String abbreviated(JsonNode node) {
        String s = node.toString();
        return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }

    /** Text in which every few characters need an escape: quotes, backslashes, control characters. */
    private static String denseEscapes(int chars) {
        String unit = "a\"b\\c\n\td\u0001/";
        StringBuilder text = new StringBuilder(chars + unit.length());
        while (text.length() < chars) {
            text.append(unit);
        }
        return text.substring(0, chars);
    }
}
