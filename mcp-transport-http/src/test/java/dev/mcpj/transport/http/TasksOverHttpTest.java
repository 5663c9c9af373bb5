package dev.mcpj.transport.http;

import dev.mcpj.server.AttributeKey;
import static dev.mcpj.transport.http.HttpTestClient.request;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskStatus;
import dev.mcpj.server.task.TaskStore;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;

/**
 * Tasks over HTTP on both engines: a task outlives the session that started it, so a new session
 * of the same principal fetches its result, while another principal cannot see it; in 2026-07-28
 * every request is a connection of its own, and a later one polls the task.
 */
class TasksOverHttpTest {
    private static final String TASKS = "{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}}}";
    private final CountDownLatch release = new CountDownLatch(1);
    private final CompletableFuture<String> completed = new CompletableFuture<>();
    private McpServer server;
    private TestEngine engine;

    private HttpTestClient start(String engineName) throws Exception {
        TaskStore store = TaskStore.inMemory();
        server = McpServer.builder("tasks-http", "1.0").taskStore(new TaskStore() {
            @Override
            public void create(StoredTask task) {
                store.create(task);
            }

            @Override
            public Optional<StoredTask> get(String taskId) {
                return store.get(taskId);
            }

            // Tells the test once the store holds a completed task: what a tasks/get then reads.
            @Override
            public void update(StoredTask task) {
                store.update(task);
                if (task.status() == TaskStatus.COMPLETED) {
                    completed.complete(task.taskId());
                }
            }

            @Override
            public List<StoredTask> list(String owner) {
                return store.list(owner);
            }
        }).build();
        server.registerTool(ServerTool.builder("report")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    release.await();
                    return CallToolResult.text("report for " + ctx.attributes().get(AttributeKey.PRINCIPAL).orElse(null));
                })
                .build());
        engine = engineName.equals("jdk") ? new TestEngine.Jdk() : new TestEngine.Jetty();
        return new HttpTestClient(engine.start(server, HttpTransportOptions.builder()
                .authenticator(headers -> headers.firstValue("Authorization")
                        .map(h -> Authentication.allow(h.substring("Bearer ".length())))
                        .orElse(Authentication.reject("Bearer"))).build()));
    }

    @AfterEach
    void stop() throws Exception {
        release.countDown();
        if (engine != null) {
            engine.stop();
        }
        if (server != null) {
            server.close();
        }
    }

    /** The JSON-RPC message of a reply, whether sent as JSON or as the last event of a stream. */
    private static JsonNode message(HttpTestClient.Reply reply) {
        String body = reply.body().strip();
        if (body.startsWith("{")) {
            return reply.json();
        }
        JsonNode last = null;
        for (String line : body.split("\n")) {
            if (line.startsWith("data:") && line.length() > 5 && line.substring(5).strip().startsWith("{")) {
                JsonNode n = HttpTestClient.JSON.readTree(line.substring(5).strip());
                if (n.has("id")) {
                    last = n;
                }
            }
        }
        return last;
    }

    private static String session(HttpTestClient client, String token) throws Exception {
        HttpTestClient.Reply init = client.post(null, HttpTestClient.initializeRequest("2025-11-25", "{}"),
                "Authorization", "Bearer " + token);
        String session = init.header("Mcp-Session-Id").orElseThrow();
        client.post(session, "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                "MCP-Protocol-Version", "2025-11-25", "Authorization", "Bearer " + token);
        return session;
    }

    private static JsonNode post(HttpTestClient client, String session, String token, String body) throws Exception {
        return message(client.post(session, body, "MCP-Protocol-Version", "2025-11-25", "Authorization", "Bearer " + token));
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdk", "jetty"})
    void aNewSessionOfTheSamePrincipalFetchesTheResultOfATaskStartedOnAnEndedOne(String engineName) throws Exception {
        HttpTestClient client = start(engineName);
        String first = session(client, "alice");
        JsonNode created = post(client, first, "alice", request(1, "tools/call",
                "{\"name\":\"report\",\"arguments\":{},\"task\":{}}"));
        String taskId = created.path("result").path("task").path("taskId").asString();
        assertThat(taskId).isNotEmpty();
        assertThat(client.send(client.request(first, "Authorization", "Bearer alice", "MCP-Protocol-Version", "2025-11-25")
                .DELETE().build()).status()).as("the first session ends").isEqualTo(200);

        String bobs = session(client, "bob");
        assertThat(post(client, bobs, "bob", request(2, "tasks/get", "{\"taskId\":\"" + taskId + "\"}"))
                .path("error").path("code").asInt()).as("another principal's task is unknown").isEqualTo(-32602);

        release.countDown();
        String second = session(client, "alice");
        JsonNode result = post(client, second, "alice", request(3, "tasks/result", "{\"taskId\":\"" + taskId + "\"}"));
        assertThat(result.path("result").path("content").get(0).path("text").asString()).isEqualTo("report for alice");
    }

    @ParameterizedTest
    @ValueSource(strings = {"jdk", "jetty"})
    void aStatelessRequestPollsATaskThatAnEarlierOneStarted(String engineName) throws Exception {
        HttpTestClient client = start(engineName);
        String call = "{\"name\":\"report\",\"arguments\":{},\"_meta\":{\"io.modelcontextprotocol/clientCapabilities\":"
                + TASKS + "}}";
        JsonNode created = message(client.postModern(1, "tools/call", "report", call, "Authorization", "Bearer alice"));
        assertThat(created.path("result").path("resultType").asString()).isEqualTo("task");
        String taskId = created.path("result").path("taskId").asString();
        String get = "{\"taskId\":\"" + taskId + "\",\"_meta\":{\"io.modelcontextprotocol/clientCapabilities\":"
                + TASKS + "}}";
        assertThat(message(client.postModern(2, "tasks/get", taskId, get, "Authorization", "Bearer bob"))
                .path("error").path("code").asInt()).isEqualTo(-32602);
        assertThat(client.postModern(3, "tasks/get", "another-task", get, "Authorization", "Bearer alice").status())
                .as("Mcp-Name must match the taskId").isEqualTo(400);
        release.countDown();
        // In 2026-07-28 a client learns that a task ended only by asking (no tasks/result, no
        // stream to follow): the test asks once the store says the task completed.
        assertThat(completed.get(20, TimeUnit.SECONDS)).isEqualTo(taskId);
        JsonNode task = message(client.postModern(4, "tasks/get", taskId, get, "Authorization", "Bearer alice"))
                .path("result");
        assertThat(task.path("status").asString()).isEqualTo("completed");
        assertThat(task.path("result").path("content").get(0).path("text").asString()).isEqualTo("report for alice");
    }
}
