package dev.mcpj.transport.stdio;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Interceptors and visibility over stdio, in a server process of its own. */
class InterceptedStdioProcessTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One server process for {@code user}, and what it wrote. */
    private static final class ServerProcess implements AutoCloseable {
        final Process process;
        final Path stderr;
        final BlockingQueue<JsonNode> lines = new LinkedBlockingQueue<>();
        final List<JsonNode> notifications = new ArrayList<>();
        private final OutputStream in;
        private int ids;

        ServerProcess(Path dir, String user) throws IOException, InterruptedException {
            stderr = dir.resolve(user + ".stderr");
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            ProcessBuilder builder = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    InterceptedStdioServer.class.getName()).redirectError(stderr.toFile());
            builder.environment().put("MCP_USER", user);
            process = builder.start();
            in = process.getOutputStream();
            Thread reader = new Thread(() -> {
                try (BufferedReader out = new BufferedReader(
                        new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                    String line;
                    while ((line = out.readLine()) != null) {
                        lines.add(JSON.readTree(line));
                    }
                } catch (IOException e) {
                    // the process went away: the test notices the missing answers
                }
            }, "stdio-test-reader");
            reader.setDaemon(true);
            reader.start();
            request("initialize", "{\"protocolVersion\":\"2025-11-25\",\"capabilities\":{},"
                    + "\"clientInfo\":{\"name\":\"t\",\"version\":\"1\"}}");
            send("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        }

        void send(String line) throws IOException {
            in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            in.flush();
        }

        /** Sends a request and returns its answer; notifications before it are kept. */
        JsonNode request(String method, String params) throws IOException, InterruptedException {
            int id = ++ids;
            send("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}");
            while (true) {
                JsonNode line = lines.poll(30, TimeUnit.SECONDS);
                assertThat(line).as("an answer to " + method).isNotNull();
                if (line.has("id") && line.get("id").asInt() == id) {
                    return line;
                }
                notifications.add(line);
            }
        }

        JsonNode call(String tool) throws IOException, InterruptedException {
            return request("tools/call", "{\"name\":\"" + tool + "\"}");
        }

        List<String> toolNames() throws IOException, InterruptedException {
            List<String> names = new ArrayList<>();
            request("tools/list", "{}").at("/result/tools").forEach(t -> names.add(t.get("name").asString()));
            return names;
        }

        /** Ends the input, waits for the process to exit, and returns what it wrote to stderr. */
        List<String> finish() throws IOException, InterruptedException {
            in.close();
            assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("the server exits once its input ends").isTrue();
            return Files.readAllLines(stderr);
        }

        @Override
        public void close() {
            process.destroyForcibly();
        }
    }

    @Test
    void interceptorsAndVisibilityApplyInAStdioServerProcess(@TempDir Path dir) throws Exception {
        try (ServerProcess alice = new ServerProcess(dir, "alice"); ServerProcess root = new ServerProcess(dir, "root")) {
            assertThat(alice.toolNames()).containsExactly("add", "forbidden", "install");
            assertThat(root.toolNames()).containsExactly("add", "admin_secret", "forbidden", "install");
            assertThat(alice.call("admin_secret").at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(root.call("admin_secret").at("/result/content/0/text").asString()).isEqualTo("secret");

            assertThat(alice.call("forbidden").at("/result/content/0/text").asString()).isEqualTo("not for you");
            assertThat(alice.call("add").at("/result/content/0/text").asString()).isEqualTo("3");
            assertThat(alice.call("add").at("/result/content/0/text").asString()).isEqualTo("3");
            JsonNode limited = alice.call("add");
            assertThat(limited.at("/error/code").asInt()).isEqualTo(-31429);
            assertThat(limited.at("/error/data/retryAfterMs").asLong()).isPositive();

            assertThat(alice.call("install").at("/result/content/0/text").asString()).isEqualTo("installed");
            assertThat(root.call("install").at("/result/content/0/text").asString()).isEqualTo("installed");
            assertThat(alice.notifications).extracting(n -> n.get("method").asString())
                    .as("alice is told of the public tool only").containsExactly("notifications/tools/list_changed");
            assertThat(root.notifications).extracting(n -> n.get("method").asString())
                    .containsExactly("notifications/tools/list_changed", "notifications/tools/list_changed");

            List<String> outcomes = alice.finish().stream().filter(l -> l.startsWith("outcome ")).toList();
            assertThat(outcomes).containsExactly(
                    "outcome tools/list null alice SUCCESS",
                    "outcome tools/call admin_secret alice ERROR",
                    "outcome tools/call forbidden alice TOOL_ERROR",
                    "outcome tools/call add alice SUCCESS",
                    "outcome tools/call add alice SUCCESS",
                    "outcome tools/call add alice ERROR",
                    "outcome tools/call install alice SUCCESS");
            root.finish();
        }
    }
}
