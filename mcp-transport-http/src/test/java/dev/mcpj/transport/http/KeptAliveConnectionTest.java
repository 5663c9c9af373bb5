package dev.mcpj.transport.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The frame fuzz's connection sees what a server should never do, against servers scripted to do
 * it: bytes after a response, a kept-alive connection closed without a word, a response that only
 * a close could end. And it reads what servers rightly do: chunks, {@code Connection: close}.
 */
@Timeout(value = 1, unit = TimeUnit.MINUTES)
class KeptAliveConnectionTest {
    private static final byte[] BODY = "{}".getBytes(StandardCharsets.US_ASCII);
    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}";

    private ServerSocket listener;
    private final List<Socket> accepted = new ArrayList<>();
    private KeptAliveConnection connection;
    /** Counted down once the client has read a response whole: a script waits for it before it misbehaves. */
    private final CountDownLatch read = new CountDownLatch(1);

    @AfterEach
    void stop() throws IOException {
        if (connection != null) {
            connection.close();
        }
        for (Socket s : accepted) {
            s.close();
        }
        if (listener != null) {
            listener.close();
        }
    }

    /** A server that answers the requests on each connection it accepts with {@code script}. */
    private interface Script {
        void serve(Socket socket, InputStream in, OutputStream out) throws IOException;
    }

    private void serve(Script script) throws IOException {
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        CompletableFuture.runAsync(() -> {
            while (!listener.isClosed()) {
                try {
                    Socket s = listener.accept();
                    synchronized (accepted) {
                        accepted.add(s);
                    }
                    script.serve(s, new BufferedInputStream(s.getInputStream()), s.getOutputStream());
                } catch (IOException e) {
                    return;
                }
            }
        });
        connection = new KeptAliveConnection(URI.create("http://127.0.0.1:" + listener.getLocalPort() + "/mcp"),
                Duration.ofSeconds(20));
    }

    @Test
    void aByteAfterAResponseFailsTheNextRequest() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, OK + "X");
            readRequest(in);
            write(out, OK);
        });
        assertThat(connection.post("/mcp", Map.of(), BODY).text()).isEqualTo("{}");
        // Seen before the next request is written, or at the latest as the start of its response.
        assertThatThrownBy(() -> connection.post("/mcp", Map.of(), BODY)).isInstanceOf(IOException.class)
                .hasMessageContaining("X").satisfies(e -> assertThat(e.getMessage())
                        .containsAnyOf("after its last response", "not a status line"));
    }

    @Test
    void aByteWhileTheConnectionIsQuietFailsTheCheck() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, OK);
            awaitRead();
            write(out, "\r\n");
        });
        connection.post("/mcp", Map.of(), BODY);
        read.countDown();
        assertThatThrownBy(() -> connection.assertQuiet(Duration.ofSeconds(10)))
                .isInstanceOf(IOException.class).hasMessageContaining("wrote a byte after its last response");
    }

    @Test
    void aKeptAliveConnectionClosedWithoutAWordFailsTheNextRequest() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, OK);
            s.shutdownOutput(); // the server's end, with no Connection: close
            readRequest(in);
        });
        connection.post("/mcp", Map.of(), BODY);
        assertThatThrownBy(() -> connection.post("/mcp", Map.of(), BODY))
                .isInstanceOf(IOException.class).hasMessageContaining("closed a kept-alive connection without saying so");
        assertThat(connection.opened()).isEqualTo(1);
    }

    @Test
    void aKeptAliveConnectionClosedWithoutAWordFailsTheQuietCheck() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, OK);
            awaitRead();
            s.shutdownOutput();
        });
        connection.post("/mcp", Map.of(), BODY);
        read.countDown();
        assertThatThrownBy(() -> connection.assertQuiet(Duration.ofSeconds(10)))
                .isInstanceOf(IOException.class).hasMessageContaining("closed a kept-alive connection without saying so");
    }

    @Test
    void aResponseThatOnlyACloseCouldEndIsRefused() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{}");
        });
        assertThatThrownBy(() -> connection.post("/mcp", Map.of(), BODY))
                .isInstanceOf(IOException.class).hasMessageContaining("neither Content-Length nor chunks");
    }

    @Test
    void connectionCloseIsHonouredAndTheNextRequestOpensAnother() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, "HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 2\r\n\r\n{}");
            s.close();
        });
        assertThat(connection.post("/mcp", Map.of(), BODY).status()).isEqualTo(400);
        assertThat(connection.post("/mcp", Map.of(), BODY).status()).isEqualTo(400);
        assertThat(connection.opened()).isEqualTo(2);
        assertThat(connection.closedAsSaid()).isEqualTo(2);
    }

    @Test
    void chunksAreReadWholeAndTheConnectionServesTheNextRequest() throws IOException {
        serve((s, in, out) -> {
            readRequest(in);
            write(out, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "7;ext=1\r\ndata: {\r\n" + "4\r\n}\n\n\n\r\n" + "0\r\n\r\n");
            Map<String, String> headers = readRequest(in);
            assertThat(headers).containsEntry("mcp-method", "ping");
            write(out, OK);
            readRequest(in);
            write(out, OK);
        });
        KeptAliveConnection.Response streamed = connection.post("/mcp", Map.of(), BODY);
        assertThat(streamed.header("content-type")).isEqualTo("text/event-stream");
        assertThat(streamed.text()).isEqualTo("data: {}\n\n\n");
        assertThat(connection.post("/mcp", Map.of("Mcp-Method", "ping"), BODY).text()).isEqualTo("{}");
        // A byte left of either response would come before the next status line, and fail it.
        assertThat(connection.post("/mcp", Map.of(), BODY).text()).isEqualTo("{}");
        assertThat(connection.opened()).isEqualTo(1);
    }

    /** Reads one request with a {@code Content-Length} body; returns its headers, names in lower case. */
    private static Map<String, String> readRequest(InputStream in) throws IOException {
        Map<String, String> headers = new HashMap<>();
        String line = readLine(in);
        if (line == null) {
            throw new IOException("no request");
        }
        while (!(line = readLine(in)).isEmpty()) {
            int colon = line.indexOf(':');
            headers.put(line.substring(0, colon).toLowerCase(Locale.ROOT), line.substring(colon + 1).trim());
        }
        in.readNBytes(Integer.parseInt(headers.get("content-length")));
        return headers;
    }

    private static String readLine(InputStream in) throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (int b = in.read(); b != '\n'; b = in.read()) {
            if (b < 0) {
                return line.size() == 0 ? null : line.toString(StandardCharsets.ISO_8859_1);
            }
            if (b != '\r') {
                line.write(b);
            }
        }
        return line.toString(StandardCharsets.ISO_8859_1);
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /**
     * Waits until the client has read the response, so that what the script writes next comes
     * after it. Whether the client has begun its quiet check by then does not matter: a byte or
     * an end that came early waits in the socket, and the check finds it all the same.
     */
    private void awaitRead() throws IOException {
        try {
            if (!read.await(20, TimeUnit.SECONDS)) {
                throw new IOException("the client did not read the response");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }
}
