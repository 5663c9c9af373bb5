package dev.mcpj.bench.soak;

import dev.mcpj.bench.ServerProcess;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.ProcessBuilder.Redirect;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import tools.jackson.databind.JsonNode;

/**
 * The soak over Streamable HTTP, in either protocol era: {@link SoakCalls} from {@code window}
 * concurrent clients to a server process. In the 2025-11-25 era the calls share one session, and
 * a call is cancelled with {@code notifications/cancelled} once its progress arrives on the
 * call's event stream, which must then end without an answer; in the stateless 2026-07-28 era
 * every call stands alone, and is cancelled by closing its response stream. After each tenth of
 * the calls the server's {@code stats} tool is sampled.
 */
final class HttpSoak {
    /** The two eras. */
    enum Era {
        SESSION("2025-11-25"), STATELESS("2026-07-28");

        final String version;

        Era(String version) {
            this.version = version;
        }
    }

    private static final Duration TIMEOUT = Duration.ofSeconds(120);

    private final Era era;
    private final URI url;
    private final HttpClient http;
    private final SoakTally tally = new SoakTally();
    private String session;

    private HttpSoak(Era era, URI url, ExecutorService executor) {
        this.era = era;
        this.url = url;
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).executor(executor)
                .connectTimeout(TIMEOUT).build();
    }

    /** Runs {@code calls} calls against the HTTP server that {@code command} starts (see {@link SoakServer}). */
    static SoakResult run(List<String> command, Era era, long calls, int window, Redirect stderr)
            throws IOException, InterruptedException {
        CompletableFuture<Integer> port = new CompletableFuture<>();
        ServerProcess.LineSink sink = new ServerProcess.LineSink() {
            @Override
            public void onLine(byte[] line) {
                String text = new String(line, StandardCharsets.UTF_8);
                if (text.startsWith("port ")) {
                    port.complete(Integer.parseInt(text.substring(5).trim()));
                }
            }

            @Override
            public void onEndOfStream() {
                port.completeExceptionally(new IOException("the server ended before it listened"));
            }
        };
        ExecutorService workers = Executors.newFixedThreadPool(window);
        ExecutorService client = Executors.newFixedThreadPool(2);
        try (ServerProcess server = ServerProcess.start(command, stderr, sink)) {
            int p;
            try {
                p = port.get(60, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IOException("the server did not say its port", e);
            }
            HttpSoak soak = new HttpSoak(era, URI.create("http://127.0.0.1:" + p + "/mcp"), client);
            return soak.drive(server, workers, calls, window);
        } finally {
            workers.shutdownNow();
            client.shutdownNow();
        }
    }

    private SoakResult drive(ServerProcess server, ExecutorService workers, long calls, int window)
            throws IOException, InterruptedException {
        if (era == Era.SESSION) {
            HttpResponse<String> init = http.send(post(request(-1, "initialize", "{\"protocolVersion\":\"" + era.version
                    + "\",\"capabilities\":{},\"clientInfo\":{\"name\":\"soak\",\"version\":\"1\"}}"), null).build(),
                    HttpResponse.BodyHandlers.ofString());
            session = init.headers().firstValue("Mcp-Session-Id")
                    .orElseThrow(() -> new IOException("initialize gave no session: " + init.statusCode() + " " + init.body()));
            http.send(post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}", null).build(),
                    HttpResponse.BodyHandlers.discarding());
        }
        long every = Math.max(1, calls / 10);
        List<SoakResult.Sample> samples = new ArrayList<>();
        long start = System.nanoTime();
        for (long from = 0; from < calls; from += every) {
            long to = Math.min(calls, from + every);
            AtomicLong next = new AtomicLong(from);
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < window; w++) {
                running.add(workers.submit(() -> {
                    for (long n = next.getAndIncrement(); n < to; n = next.getAndIncrement()) {
                        call(SoakCalls.call(n));
                    }
                    return null;
                }));
            }
            for (Future<?> f : running) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    tally.problem("a client failed: " + e.getCause());
                }
            }
            samples.add(sample(to, from == 0 || to == calls));
            SoakResult.progress("http " + era.version, samples.get(samples.size() - 1), start);
            tally.forgetBefore(to);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        OptionalLong exit = server.closeStdinAndAwaitExit(Duration.ofSeconds(30));
        long exitMillis = exit.isPresent() ? TimeUnit.NANOSECONDS.toMillis(exit.getAsLong()) : -1;
        return tally.result("http " + era.version, calls, seconds, samples, exitMillis);
    }

    private void call(SoakCalls.SoakCall call) {
        tally.sent(call);
        HttpRequest request = post(request(call.n(), "tools/call", call.params()), call.tool()).build();
        try {
            if (call.kind() == SoakCalls.Kind.CANCEL) {
                cancel(call, http.send(request, HttpResponse.BodyHandlers.ofInputStream()));
                return;
            }
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            List<JsonNode> answers = responses(response);
            if (response.statusCode() != 200 || answers.size() != 1) {
                tally.unanswered(call.n(), "HTTP " + response.statusCode() + " with " + answers.size() + " answers: "
                        + abbreviated(response.body()));
                return;
            }
            tally.answered(answers.get(0).path("id").asLong(-1), answers.get(0));
        } catch (IOException e) {
            tally.unanswered(call.n(), "request failed: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Reads the call's event stream up to its progress, cancels, and checks that no answer follows. */
    private void cancel(SoakCalls.SoakCall call, HttpResponse<InputStream> response) throws IOException, InterruptedException {
        try (BufferedReader events = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            String line;
            boolean started = false;
            while (!started && (line = events.readLine()) != null) {
                started = line.startsWith("data:") && line.contains("notifications/progress");
            }
            if (!started) {
                tally.unanswered(call.n(), "the stream ended before the call reported progress");
                return;
            }
            if (era == Era.STATELESS) {
                tally.cancelled(call.n());
                return; // closing the stream is the cancellation
            }
            HttpResponse<String> note = http.send(post("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\","
                    + "\"params\":{\"requestId\":" + call.n() + ",\"reason\":\"soak\"}}", null).build(),
                    HttpResponse.BodyHandlers.ofString());
            if (note.statusCode() != 202) {
                tally.problem("the cancellation of " + call.n() + " got HTTP " + note.statusCode());
            }
            tally.cancelled(call.n());
            while ((line = events.readLine()) != null) {
                JsonNode message = eventData(line);
                if (message != null && !message.has("method")) {
                    tally.answered(call.n(), message);
                }
            }
        }
    }

    private SoakResult.Sample sample(long calls, boolean compared) throws IOException, InterruptedException {
        if (era == Era.STATELESS && compared) {
            // The server learns of a closed stream when its next keep-alive fails: let the last
            // cancellations land before counting the threads and descriptors that are compared.
            Thread.sleep(3 * SoakServer.KEEP_ALIVE.toMillis());
        }
        HttpResponse<String> response = http.send(post(request(-2, "tools/call", "{\"name\":\"stats\",\"arguments\":{}}"),
                "stats").build(), HttpResponse.BodyHandlers.ofString());
        List<JsonNode> answers = responses(response);
        if (answers.size() != 1) {
            throw new IOException("the stats call got " + response.statusCode() + ": " + response.body());
        }
        return StdioSoak.parseSample(calls, answers.get(0));
    }

    /** The JSON-RPC responses in a reply: its JSON body, or the data of its events that are not requests or notifications. */
    private static List<JsonNode> responses(HttpResponse<String> response) {
        String type = response.headers().firstValue("Content-Type").orElse("");
        List<JsonNode> out = new ArrayList<>();
        if (type.startsWith("application/json")) {
            out.add(SoakCalls.JSON.readTree(response.body()));
        } else if (type.startsWith("text/event-stream")) {
            for (String line : response.body().split("\n")) {
                JsonNode message = eventData(line);
                if (message != null && !message.has("method")) {
                    out.add(message);
                }
            }
        }
        return out;
    }

    /** The message in an event's {@code data:} line; null for other lines and for empty data (a priming event). */
    private static JsonNode eventData(String line) {
        if (!line.startsWith("data:")) {
            return null;
        }
        String data = line.substring(5).trim();
        return data.isEmpty() ? null : SoakCalls.JSON.readTree(data);
    }

    /** A request's JSON; in the stateless era with the {@code _meta} every request carries there. */
    private String request(long id, String method, String params) {
        if (era == Era.STATELESS) {
            String meta = "\"io.modelcontextprotocol/protocolVersion\":\"" + era.version + "\","
                    + "\"io.modelcontextprotocol/clientCapabilities\":{},"
                    + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"soak\",\"version\":\"1\"}";
            params = params.contains("\"_meta\":{")
                    ? params.replace("\"_meta\":{", "\"_meta\":{" + meta + ",")
                    : params.substring(0, params.length() - 1) + ",\"_meta\":{" + meta + "}}";
        }
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    private HttpRequest.Builder post(String body, String tool) {
        HttpRequest.Builder b = HttpRequest.newBuilder(url).timeout(TIMEOUT)
                .header("Accept", "application/json, text/event-stream")
                .header("Content-Type", "application/json")
                .header("MCP-Protocol-Version", era.version)
                .POST(HttpRequest.BodyPublishers.ofString(body));
        if (session != null) {
            b.header("Mcp-Session-Id", session);
        }
        if (era == Era.STATELESS && tool != null) {
            b.header("Mcp-Method", "tools/call").header("Mcp-Name", tool);
        }
        return b;
    }

    private static String abbreviated(String s) {
        return s.length() > 200 ? s.substring(0, 200) + "..." : s;
    }
}
