package dev.mcpj.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
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

/** The example server with {@code --trace}, as a process on stdio: its spans go to standard error. */
class TracedExamplesServerTest {
    private static final String TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";

    @Test
    void tracesEveryRequestToStandardErrorAndKeepsStandardOutputForTheProtocol(@TempDir Path dir) throws Exception {
        Path stderr = dir.resolve("stderr");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                ExamplesServer.class.getName(), "--trace")
                .redirectError(stderr.toFile()).start();
        List<String> out = new ArrayList<>();
        try (OutputStream in = process.getOutputStream();
             BufferedReader reader = new BufferedReader(new InputStreamReader(process.getInputStream(),
                     StandardCharsets.UTF_8))) {
            String lines = """
                    {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}
                    {"jsonrpc":"2.0","method":"notifications/initialized"}
                    {"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"add","arguments":{"a":1,"b":2},"_meta":{"traceparent":"00-%s-00f067aa0ba902b7-01"}}}
                    """.formatted(TRACE_ID);
            in.write(lines.getBytes(StandardCharsets.UTF_8));
            in.flush();
            out.add(reader.readLine());
            out.add(reader.readLine()); // the call's answer: then the input ends
            in.close();
            assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the server exits once its input ends").isTrue();
            assertThat(reader.readLine()).as("nothing more on standard output").isNull();
        } finally {
            process.destroyForcibly();
        }
        String err = Files.readString(stderr);
        assertThat(out).as(err).allMatch(l -> l != null && l.startsWith("{\"jsonrpc\":\"2.0\""));
        assertThat(out.get(1)).contains("\"id\":2,\"result\"");
        assertThat(err).contains("'initialize'").contains("'tools/call add' : " + TRACE_ID)
                .contains("mcp.method.name=\"tools/call\"");
    }
}
