package dev.mcpj.transport.stdio;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;

/**
 * Frames for the frame fuzzer: valid messages of every kind the server handles (requests of
 * each method, notifications, responses), and mutations of them, from single changed bytes to
 * swapped ids, dropped versions, deep params, invalid UTF-8 and garbage after the message.
 */
final class Frames {
    static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":"
            + "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"fuzz\",\"version\":\"1\"}}}";
    static final String INITIALIZED = "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";

    private static final List<String> TEXTS = List.of("", "plain", "quote \\\" backslash \\\\ slash \\/",
            "controls \\u0000\\u0001\\u001f\\t\\r\\n", "caf\u00e9 \u65e5\u672c \ud83d\ude42", "\\ud83d\\ude42 \\ud800 lone",
            "x".repeat(300), "a\\\"b".repeat(100), "\u2028\u2029");
    private static final List<String> IDS = List.of("1", "-1", "0", "9223372036854775807", "9223372036854775808",
            "-9223372036854775809", "1.5", "1e3", "null", "true", "{}", "[]", "\"\"", "\"id\"", "\"\\u0000\"",
            "2147483648", "\"x\\ud800\"");
    private static final List<String> TOKENS = List.of("{", "}", "[", "]", "\"", "\\", ",", ":", "null", "\\u0000",
            "\\ud800", "1e999", "-", "\u0000", "\t", "\r", "NaN", "\"a\":1,", "\u00e9", "\ud83d\ude42");

    private final Random random;
    private long nextId = 1;

    Frames(Random random) {
        this.random = random;
    }

    /** The next frame: valid about a third of the time, else mutated. */
    byte[] next() {
        byte[] frame = valid().getBytes(StandardCharsets.UTF_8);
        int mutations = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(3);
        for (int i = 0; i < mutations; i++) {
            frame = mutate(frame);
        }
        return frame;
    }

    /** A valid message of some kind, with a fresh id. */
    String valid() {
        long id = nextId++;
        String text = TEXTS.get(random.nextInt(TEXTS.size()));
        return switch (random.nextInt(16)) {
            case 0 -> request(id, "ping", null);
            case 1 -> request(id, "tools/list", random.nextBoolean() ? "{}" : null);
            case 2, 3, 4 -> request(id, "tools/call", "{\"name\":\"add\",\"arguments\":{\"a\":" + number() + ",\"b\":"
                    + number() + "}}");
            case 5, 6 -> request(id, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\"" + text + "\"}}");
            case 7 -> request(id, "tools/call", "{\"name\":\"" + (random.nextBoolean() ? "fail" : "missing")
                    + "\",\"arguments\":{}}");
            case 8 -> request(id, random.nextBoolean() ? "resources/list" : "prompts/list", null);
            case 9 -> request(id, "logging/setLevel", "{\"level\":\"" + (random.nextBoolean() ? "debug" : "nonsense") + "\"}");
            case 10 -> request(id, random.nextBoolean() ? "no/such/method" : "initialize", "{}");
            case 11 -> "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":"
                    + (id - 1) + ",\"reason\":\"" + text + "\"}}";
            case 12 -> "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\",\"params\":{\"progressToken\":1,\"progress\":1}}";
            case 13 -> "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{}}";
            case 14 -> "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"error\":{\"code\":-32601,\"message\":\"" + text + "\"}}";
            default -> request(id, "tools/call", "{\"name\":\"add\",\"arguments\":{\"a\":1,\"b\":2},"
                    + "\"_meta\":{\"progressToken\":\"p" + id + "\"}}");
        };
    }

    private String number() {
        return switch (random.nextInt(6)) {
            case 0 -> "-0";
            case 1 -> "1e308";
            case 2 -> "1.5e-300";
            case 3 -> "9223372036854775808";
            default -> Integer.toString(random.nextInt(2000) - 1000);
        };
    }

    private static String request(long id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\""
                + (params == null ? "" : ",\"params\":" + params) + "}";
    }

    /** One mutation of the frame's bytes or structure. */
    byte[] mutate(byte[] frame) {
        String text = new String(frame, StandardCharsets.ISO_8859_1); // byte for byte, whatever it holds
        int at = text.isEmpty() ? 0 : random.nextInt(text.length() + 1);
        String mutated = switch (random.nextInt(14)) {
            case 0 -> text.isEmpty() ? text : text.substring(0, Math.min(at, text.length() - 1))
                    + (char) random.nextInt(256) + text.substring(Math.min(at, text.length() - 1) + 1);
            case 1 -> text.substring(0, at) + text.substring(Math.min(text.length(), at + 1 + random.nextInt(8)));
            case 2 -> text.substring(0, at) + latin1(TOKENS.get(random.nextInt(TOKENS.size()))) + text.substring(at);
            case 3 -> text.substring(0, at);
            case 4 -> text.replaceFirst("\"id\":[^,}]*", "\"id\":" + latin1(IDS.get(random.nextInt(IDS.size()))));
            case 5 -> text.replaceFirst("\"jsonrpc\":\"2.0\",?", random.nextBoolean() ? "" : "\"jsonrpc\":\"1.0\",");
            case 6 -> text.replaceFirst("\\{", "{\"id\":" + nextId++ + ",");
            case 7 -> text.replaceFirst("\"params\":", "\"params\":" + nesting() + ",\"x\":");
            case 8 -> text + (random.nextBoolean() ? " {}" : latin1(TOKENS.get(random.nextInt(TOKENS.size()))));
            case 9 -> text.substring(0, at) + (char) (0x80 + random.nextInt(128)) + text.substring(at);
            case 10 -> text.replaceFirst("\"method\":\"[^\"]*\"", random.nextBoolean() ? "\"method\":1" : "");
            case 11 -> text.replaceFirst("\"params\":", "\"params\":" + (random.nextBoolean() ? "[1]," : "null,") + "\"y\":");
            case 12 -> "[" + text + "]";
            default -> "   ";
        };
        return mutated.getBytes(StandardCharsets.ISO_8859_1);
    }

    /** A value nested at, around or far past the server's default depth limit of 64. */
    private String nesting() {
        int levels = switch (random.nextInt(3)) {
            case 0 -> 60 + random.nextInt(8);
            case 1 -> 1000 + random.nextInt(5000);
            default -> 1 + random.nextInt(20);
        };
        return "[".repeat(levels) + "]".repeat(levels);
    }

    /** {@code s} as UTF-8, each byte one char, to be spliced into a frame held as ISO-8859-1. */
    private static String latin1(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1);
    }

    /** The frame with its line ends made spaces, so that it stays one line on stdio. */
    static byte[] oneLine(byte[] frame) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(frame.length);
        for (byte b : frame) {
            out.write(b == '\n' ? ' ' : b);
        }
        return out.toByteArray();
    }
}
