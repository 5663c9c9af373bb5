package dev.mcpj.transport.http;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * POST bodies for the HTTP frame fuzzer: valid messages of the era under test (requests of each
 * method the server handles, notifications, responses, batches), and byte-level mutations of
 * them: changed, dropped, repeated and inserted bytes, cuts, odd tokens, invalid UTF-8, bodies
 * made empty or padded with whitespace and garbage.
 */
final class HttpFrames {
    private static final List<String> TOKENS = List.of("{", "}", "[", "]", "\"", "\\", ",", ":", "null", "\\u0000",
            "\\ud800", "1e999", "-0", "\u0000", "\r\n", "\"id\":", "\"method\":\"ping\",", "\"jsonrpc\":\"2.0\",",
            "\u00e9", "\ud83d\ude42", "9223372036854775808", "[[[[[[[[", "\"_meta\":{}");

    private final Random random;
    private final boolean stateless;
    private long nextId = 1;

    HttpFrames(Random random, boolean stateless) {
        this.random = random;
        this.stateless = stateless;
    }

    /** The next body: valid about a third of the time, else mutated once or more. */
    byte[] next() {
        byte[] body = valid().getBytes(StandardCharsets.UTF_8);
        int mutations = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(3);
        for (int i = 0; i < mutations; i++) {
            body = mutate(body);
        }
        return body;
    }

    /** A valid message of some kind, with a fresh id. */
    String valid() {
        long id = nextId++;
        return switch (random.nextInt(12)) {
            case 0 -> request(id, "ping", null);
            case 1 -> request(id, "tools/list", "{}");
            case 2, 3 -> request(id, "tools/call", "{\"name\":\"add\",\"arguments\":{\"a\":" + (random.nextInt(200) - 100)
                    + ",\"b\":" + (random.nextBoolean() ? "-0" : "1e300") + "}}");
            case 4 -> request(id, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\""
                    + (random.nextBoolean() ? "caf\u00e9 \\ud83d\\ude42 \\u0000" : "x".repeat(random.nextInt(5000))) + "\"}}");
            case 5 -> request(id, "tools/call", "{\"name\":\"" + (random.nextBoolean() ? "fail" : "missing")
                    + "\",\"arguments\":{}}");
            case 6 -> request(id, random.nextBoolean() ? "resources/list" : "no/such/method", "{}");
            case 7 -> "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":" + (id - 1) + "}}";
            case 8 -> "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"result\":{}}";
            case 9 -> "[" + request(id, "ping", null) + "," + request(nextId++, "ping", null) + "]";
            case 10 -> request(id, "initialize", "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"fuzz\",\"version\":\"1\"}}");
            default -> request(id, "tools/call", "{\"name\":\"echo\",\"arguments\":{\"text\":\"p\"},"
                    + "\"_meta\":{\"progressToken\":\"p" + id + "\"}}");
        };
    }

    /** A request; in the stateless era its params carry the required {@code _meta}. */
    private String request(long id, String method, String params) {
        return stateless ? HttpTestClient.modernRequest(id, method, params) : HttpTestClient.request(id, method, params);
    }

    /** One mutation of the body's bytes. */
    byte[] mutate(byte[] body) {
        int at = body.length == 0 ? 0 : random.nextInt(body.length + 1);
        int end = Math.min(body.length, at + 1 + random.nextInt(16));
        return switch (random.nextInt(10)) {
            case 0 -> {
                byte[] changed = body.clone();
                if (changed.length > 0) {
                    changed[Math.min(at, changed.length - 1)] = (byte) random.nextInt(256);
                }
                yield changed;
            }
            case 1 -> concat(Arrays.copyOfRange(body, 0, at), Arrays.copyOfRange(body, end, body.length));
            case 2 -> concat(Arrays.copyOfRange(body, 0, end), Arrays.copyOfRange(body, at, body.length));
            case 3 -> concat(Arrays.copyOfRange(body, 0, at), token(), Arrays.copyOfRange(body, at, body.length));
            case 4 -> Arrays.copyOfRange(body, 0, at);
            case 5 -> concat(Arrays.copyOfRange(body, 0, at), new byte[] {(byte) (0x80 + random.nextInt(128))},
                    Arrays.copyOfRange(body, at, body.length));
            case 6 -> concat(body, random.nextBoolean() ? " {}".getBytes(StandardCharsets.UTF_8) : token());
            case 7 -> concat(" \t\r\n".getBytes(StandardCharsets.UTF_8), body, "\r\n ".getBytes(StandardCharsets.UTF_8));
            case 8 -> random.nextBoolean() ? new byte[0] : " ".getBytes(StandardCharsets.UTF_8);
            default -> concat("[".getBytes(StandardCharsets.UTF_8), body, "]".getBytes(StandardCharsets.UTF_8));
        };
    }

    private byte[] token() {
        return TOKENS.get(random.nextInt(TOKENS.size())).getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] concat(byte[]... parts) {
        int length = 0;
        for (byte[] p : parts) {
            length += p.length;
        }
        byte[] out = new byte[length];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }
}
