package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.spring.boot.app.LibraryApplication;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The library application launched as a process with {@code --mcpj.transport=stdio}, as an MCP
 * client launches a server: it answers a client's requests on standard output, which carries
 * nothing but those answers (no banner, no log line), logs to standard error instead, and exits
 * when the client closes standard input.
 */
class StdioProcessTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @Test
    void answersOverStdioWithNothingElseOnStandardOutput(@TempDir Path dir) throws Exception {
        Path stderr = dir.resolve("stderr.txt");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), LibraryApplication.class.getName(),
                "--mcpj.transport=stdio")
                .redirectError(stderr.toFile())
                .start();
        List<String> lines = new ArrayList<>();
        try (OutputStream in = process.getOutputStream();
             BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(),
                     StandardCharsets.UTF_8))) {
            send(in, """
                {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",\
                "capabilities":{},"clientInfo":{"name":"stdio-test","version":"1"}}}""");
            lines.add(out.readLine());
            send(in, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
            send(in, "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}");
            lines.add(out.readLine());
            send(in, """
                {"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"search_books",\
                "arguments":{"query":"solaris"}}}""");
            lines.add(out.readLine());
            in.close();
            for (String line; (line = out.readLine()) != null; ) {
                lines.add(line);
            }
        } finally {
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        }
        String log = Files.readString(stderr);
        assertThat(process.exitValue()).as("stderr:\n%s", log).isZero();
        assertThat(lines).as("stdout, stderr:\n%s", log).hasSize(3);
        for (String line : lines) {
            assertThat(JSON.readTree(line).path("jsonrpc").asString()).as(line).isEqualTo("2.0");
        }
        JsonNode init = JSON.readTree(lines.get(0));
        assertThat(init.path("result").path("serverInfo").path("name").asString()).isEqualTo("library");
        JsonNode tools = JSON.readTree(lines.get(1)).path("result").path("tools");
        assertThat(tools.valueStream().map(t -> t.path("name").asString()).sorted().toList())
                .containsExactly("count_tools", "search_books", "shout");
        JsonNode call = JSON.readTree(lines.get(2));
        assertThat(call.path("id").asInt()).isEqualTo(3);
        assertThat(call.path("result").path("content").path(0).path("text").asString()).isEqualTo("Solaris");
        // Logging went on, to standard error.
        assertThat(log).contains("Started LibraryApplication").contains("Serving MCP over stdio");
    }

    private static void send(OutputStream in, String line) throws IOException {
        in.write((line.strip() + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }
}
