package dev.mcpj.bench.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.HttpMcpServer;
import java.net.URI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The HTTP load driver against our server in this process: it counts right answers, and only those. */
class HttpDriversTest {
    private HttpMcpServer http;

    @AfterEach
    void stop() {
        if (http != null) {
            http.close();
        }
    }

    private URI serve(McpServer server) throws Exception {
        http = HttpMcpServer.builder(server).port(0).start();
        return http.url();
    }

    @Test
    void everyLoadModeIsAnsweredRightInSharedSessions() throws Exception {
        URI url = serve(HttpBenchServer.newServer());
        for (String mode : new String[] {"session", "modern"}) {
            for (String tool : new String[] {"add", "echo"}) {
                HttpLoadDriver.Result result = new HttpLoadDriver.Load(url, mode, tool, 3).run(2, 0, 0.3);
                assertEquals(0, result.errors(), mode + " " + tool);
                assertTrue(result.sortedNanos().length > 0, mode + " " + tool);
                assertTrue(result.answered() >= result.sortedNanos().length);
            }
        }
        assertEquals(6, http.sessionCount(), "the sessions the session loads opened");
    }

    @Test
    void aWrongAnswerIsAnErrorAndNotALatency() throws Exception {
        McpServer wrong = McpServer.builder("wrong", "1").build();
        wrong.registerTool(ServerTool.builder("add").handler((a, ctx) -> CallToolResult.text("4")).build());
        HttpLoadDriver.Result result = new HttpLoadDriver.Load(serve(wrong), "session", "add", 1).run(1, 0, 0.3);
        assertTrue(result.errors() > 0);
        assertEquals(0, result.sortedNanos().length);
        assertEquals(0, result.answered());
        assertTrue(result.line().contains(" calls=0 errors=" + result.errors() + " "), result.line());
    }

    @Test
    void aToolErrorIsNotARightAnswer() throws Exception {
        McpServer failing = McpServer.builder("failing", "1").build();
        failing.registerTool(ServerTool.builder("slow").handler((a, ctx) -> CallToolResult.error("slept")).build());
        try (HttpWire wire = new HttpWire(serve(failing))) {
            String session = wire.openSession();
            HttpWire.Reply reply = wire.call("session", session, "slow", 1, 0);
            assertEquals(200, reply.status());
            assertFalse(HttpWire.correct("slow", reply), reply.body());
        }
    }
}
