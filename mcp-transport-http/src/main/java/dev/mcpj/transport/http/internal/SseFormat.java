package dev.mcpj.transport.http.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/** The bytes of server-sent events. */
final class SseFormat {
    /** A comment line: ignored by clients, but it keeps proxies and the connection awake. */
    static final byte[] KEEP_ALIVE = ": keep-alive\n\n".getBytes(StandardCharsets.US_ASCII);

    private SseFormat() {
    }

    /** A {@code message} event carrying one JSON message; without an id when {@code id} is {@code null}. */
    static byte[] message(String id, byte[] json) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length + 48);
        ascii(out, id == null ? "event: message\n" : "event: message\nid: " + id + "\n");
        // A message is one line of JSON; should it ever hold a line break, each line becomes
        // its own data field and the client joins them back.
        int start = 0;
        for (int i = 0; i <= json.length; i++) {
            if (i == json.length || json[i] == '\n') {
                int end = i > start && json[i - 1] == '\r' ? i - 1 : i;
                ascii(out, "data: ");
                out.write(json, start, end - start);
                out.write('\n');
                start = i + 1;
            }
        }
        out.write('\n');
        return out.toByteArray();
    }

    /**
     * The event that opens a stream: an id and empty data, so the client can resume even before
     * the first message, and the suggested reconnection delay.
     */
    static byte[] priming(String id, long retryMillis) {
        return ("id: " + id + "\nretry: " + retryMillis + "\ndata: \n\n").getBytes(StandardCharsets.US_ASCII);
    }

    /** A comment: clients ignore it, a person reading the stream sees it. One line; line breaks become spaces. */
    static byte[] comment(String text) {
        return (": " + text.replace('\r', ' ').replace('\n', ' ') + "\n\n").getBytes(StandardCharsets.UTF_8);
    }

    /** A bare reconnection delay: no event, only the hint a client uses when the stream ends. */
    static byte[] retry(long retryMillis) {
        return ("retry: " + retryMillis + "\n\n").getBytes(StandardCharsets.US_ASCII);
    }

    private static void ascii(ByteArrayOutputStream out, String s) {
        out.writeBytes(s.getBytes(StandardCharsets.UTF_8));
    }
}
