package dev.mcpj.server;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.internal.task.InMemoryTaskStore;
import dev.mcpj.server.task.TaskStore;
import dev.mcpj.server.testing.HeldCall;
import dev.mcpj.server.testing.ManualClock;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import dev.mcpj.server.testing.WatchedTaskStore;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Tasks in protocol 2026-07-28 (the {@code io.modelcontextprotocol/tasks} extension): which calls
 * become tasks, every transition of a task's status, the methods on tasks, and who may see them.
 */
class TasksTest {
    private final HeldCall held = new HeldCall();
    private static final String EXTENSION = "{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}},\"elicitation\":{}}";
    private static final String NONE = "{}";

    private final List<String> outcomes = new CopyOnWriteArrayList<>();
    private final WatchedTaskStore store = new WatchedTaskStore(TaskStore.inMemory());
    private McpServer server = server(store, Duration.ofHours(1));

    private McpServer server(TaskStore store, Duration ttl) {
        return server(store, ttl, Clock.systemUTC());
    }

    private McpServer server(TaskStore store, Duration ttl, Clock clock) {
        McpServer s = McpServer.builder("tasks", "1")
                .clock(clock)
                .taskStore(store)
                .taskTtl(ttl)
                .taskPollInterval(Duration.ofMillis(250))
                .intercept(invocation -> {
                    if ("refused".equals(invocation.target())) {
                        throw new ProtocolException(-32050, "Not today");
                    }
                    return Decision.observe(outcome -> outcomes.add(invocation.method() + " " + outcome.status()));
                })
                .build();
        s.registerTool(ServerTool.builder("wait")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler(held.answering("released"))
                .build());
        s.registerTool(askName());
        s.registerTool(ServerTool.builder("broken")
                .taskSupport(TaskSupport.REQUIRED)
                .handler((args, ctx) -> {
                    throw new ProtocolException(ErrorCode.INTERNAL_ERROR, "Broken on purpose");
                })
                .build());
        s.registerTool(ServerTool.builder("refused")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> CallToolResult.text("never"))
                .build());
        s.registerTool(ServerTool.builder("plain").handler((args, ctx) -> CallToolResult.text("plain")).build());
        return s;
    }

    @AfterEach
    void close() {
        held.release();
        server.close();
    }

    static ObjectNode params(String caps, String rest) {
        return json("{\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":" + caps + "}" + (rest.isEmpty() ? "" : "," + rest) + "}");
    }

    static JsonNode call(TestClient c, String caps, String tool) {
        return c.request("tools/call", params(caps, "\"name\":\"" + tool + "\",\"arguments\":{}"));
    }

    static JsonNode tasks(TestClient c, String method, String caps, String taskId) {
        return c.request(method, params(caps, "\"taskId\":\"" + taskId + "\""));
    }

    /**
     * Asks tasks/get until {@code until} holds, again each time {@code store} writes a task (the
     * test's own timeout bounds it).
     */
    static JsonNode awaitTask(TestClient c, WatchedTaskStore store, String taskId, Predicate<JsonNode> until)
            throws InterruptedException {
        while (true) {
            long seen = store.writes();
            JsonNode got = tasks(c, "tasks/get", EXTENSION, taskId);
            if (until.test(got)) {
                return got;
            }
            store.awaitWriteAfter(seen);
        }
    }

    static Predicate<JsonNode> status(String status) {
        return r -> r.path("result").path("status").asString("").equals(status);
    }

    private TestClient client(String principal) {
        return new TestClient(server, SpecSchema.MODERN, principal == null ? Attributes.empty() : Attributes.of(AttributeKey.PRINCIPAL, principal));
    }

    /** A task-capable tool that asks the client for a name and greets it. */
    static ServerTool askName() {
        return ServerTool.builder("ask")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    ElicitationResult a = ctx.elicit("Name?", ElicitationSchema.builder().string("name", null, true).build());
                    return CallToolResult.text("Hello, " + a.content().path("name").asString());
                })
                .build();
    }

    @Test
    void aTaskCapableToolBecomesATaskOnlyForAClientThatDeclaresTheExtension() {
        try (TestClient c = client(null)) {
            JsonNode plain = call(c, EXTENSION, "plain").get("result");
            assertThat(plain.path("resultType").asString()).isEqualTo("complete");
            assertThat(plain.has("taskId")).isFalse();

            held.release();
            JsonNode withoutExtension = call(c, NONE, "wait").get("result");
            assertThat(withoutExtension.path("content").get(0).path("text").asString()).isEqualTo("released");

            JsonNode created = call(c, EXTENSION, "wait").get("result");
            assertThat(created.path("resultType").asString()).isEqualTo("task");
            assertThat(created.path("taskId").asString()).hasSizeGreaterThan(20);
            assertThat(created.path("status").asString()).isEqualTo("working");
            assertThat(created.path("ttlMs").asLong()).isEqualTo(3_600_000L);
            assertThat(created.path("pollIntervalMs").asLong()).isEqualTo(250L);
            assertThat(created.path("createdAt").asString()).matches("\\d{4}-\\d\\d-\\d\\dT.*Z");
            assertThat(created.has("ttl") || created.has("result") || created.has("requestState")).isFalse();
        }
    }

    @Test
    void aToolThatRequiresATaskRefusesAClientWithoutTheExtension() {
        try (TestClient c = client(null)) {
            JsonNode error = call(c, NONE, "broken").get("error");
            assertThat(error.path("code").asInt()).isEqualTo(-32021);
            assertThat(error.path("data").path("requiredCapabilities").path("extensions")
                    .has("io.modelcontextprotocol/tasks")).isTrue();
            for (String method : List.of("tasks/get", "tasks/cancel")) {
                assertThat(tasks(c, method, NONE, "x").path("error").path("code").asInt()).isEqualTo(-32021);
            }
            for (String method : List.of("tasks/result", "tasks/list")) {
                assertThat(tasks(c, method, EXTENSION, "x").path("error").path("code").asInt())
                        .as(method + " does not exist in 2026-07-28").isEqualTo(-32601);
            }
            assertThat(tasks(c, "tasks/get", EXTENSION, "nope").path("error").path("code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void workingThenCompletedWithTheResultInlined() throws Exception {
        try (TestClient c = client(null)) {
            String id = call(c, EXTENSION, "wait").get("result").path("taskId").asString();
            assertThat(tasks(c, "tasks/get", EXTENSION, id).path("result").path("status").asString()).isEqualTo("working");
            held.release();
            JsonNode done = awaitTask(c, store, id, status("completed")).get("result");
            assertThat(done.path("resultType").asString()).isEqualTo("complete");
            assertThat(done.path("result").path("content").get(0).path("text").asString()).isEqualTo("released");
            assertThat(done.has("error")).isFalse();
            assertThat(outcomes).as("the interceptor watched the task's call to its end")
                    .contains("tools/call SUCCESS");
        }
    }

    @Test
    void inputRequiredUntilTheClientAnswersThenWorkingThenCompleted() throws Exception {
        try (TestClient c = client(null)) {
            String id = call(c, EXTENSION, "ask").get("result").path("taskId").asString();
            JsonNode waiting = awaitTask(c, store, id, status("input_required")).get("result");
            String key = waiting.path("inputRequests").propertyNames().iterator().next();
            assertThat(waiting.path("inputRequests").path(key).path("method").asString()).isEqualTo("elicitation/create");

            JsonNode ack = c.request("tasks/update", params(EXTENSION, "\"taskId\":\"" + id
                    + "\",\"inputResponses\":{\"unknown\":{\"action\":\"accept\"}}")).get("result");
            assertThat(ack.path("resultType").asString()).isEqualTo("complete");
            assertThat(ack.has("taskId") || ack.has("status")).isFalse();
            assertThat(tasks(c, "tasks/get", EXTENSION, id).path("result").path("status").asString())
                    .as("an unknown key answers nothing").isEqualTo("input_required");

            c.request("tasks/update", params(EXTENSION, "\"taskId\":\"" + id + "\",\"inputResponses\":{\"" + key
                    + "\":{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}}"));
            JsonNode done = awaitTask(c, store, id, status("completed")).get("result");
            assertThat(done.path("result").path("content").get(0).path("text").asString()).isEqualTo("Hello, Ada");
            assertThat(done.has("inputRequests")).isFalse();
        }
    }

    @Test
    void aProtocolErrorOfTheHandlerFailsTheTaskWithThatError() throws Exception {
        try (TestClient c = client(null)) {
            String id = call(c, EXTENSION, "broken").get("result").path("taskId").asString();
            JsonNode failed = awaitTask(c, store, id, status("failed")).get("result");
            assertThat(failed.path("error").path("code").asInt()).isEqualTo(-32603);
            assertThat(failed.path("error").path("message").asString()).isEqualTo("Broken on purpose");
            assertThat(failed.has("result")).isFalse();
        }
    }

    @Test
    void cancellingInterruptsTheHandlerAndTheTaskStaysCancelled() throws Exception {
        try (TestClient c = client(null)) {
            String id = call(c, EXTENSION, "wait").get("result").path("taskId").asString();
            assertThat(held.started()).isTrue();
            JsonNode ack = tasks(c, "tasks/cancel", EXTENSION, id).get("result");
            assertThat(ack.path("resultType").asString()).isEqualTo("complete");
            assertThat(ack.has("status")).isFalse();
            assertThat(held.interrupted()).as("the handler was interrupted").isTrue();
            assertThat(tasks(c, "tasks/get", EXTENSION, id).path("result").path("status").asString()).isEqualTo("cancelled");
            assertThat(tasks(c, "tasks/cancel", EXTENSION, id).get("result").path("resultType").asString())
                    .as("cancelling an ended task is acknowledged").isEqualTo("complete");
            assertThat(tasks(c, "tasks/get", EXTENSION, id).path("result").path("status").asString()).isEqualTo("cancelled");
        }
    }

    @Test
    void cancellingATaskThatWaitsForInputEndsIt() throws Exception {
        try (TestClient c = client(null)) {
            String id = call(c, EXTENSION, "ask").get("result").path("taskId").asString();
            awaitTask(c, store, id, status("input_required"));
            tasks(c, "tasks/cancel", EXTENSION, id);
            JsonNode cancelled = tasks(c, "tasks/get", EXTENSION, id).get("result");
            assertThat(cancelled.path("status").asString()).isEqualTo("cancelled");
            assertThat(cancelled.has("inputRequests")).isFalse();
        }
    }

    @Test
    void oneCallersTaskIsUnknownToAnother() {
        try (TestClient alice = client("alice"); TestClient bob = client("bob"); TestClient anonymous = client(null)) {
            String id = call(alice, EXTENSION, "wait").get("result").path("taskId").asString();
            for (TestClient other : List.of(bob, anonymous)) {
                for (String method : List.of("tasks/get", "tasks/cancel")) {
                    assertThat(tasks(other, method, EXTENSION, id).path("error").path("code").asInt())
                            .as(method).isEqualTo(-32602);
                }
            }
            assertThat(tasks(alice, "tasks/get", EXTENSION, id).path("result").path("status").asString()).isEqualTo("working");
        }
    }

    @Test
    void aTaskOutlivesTheConnectionThatStartedIt() throws Exception {
        String id;
        try (TestClient first = client("alice")) {
            id = call(first, EXTENSION, "wait").get("result").path("taskId").asString();
        }
        held.release();
        try (TestClient second = client("alice")) {
            JsonNode done = awaitTask(second, store, id, status("completed")).get("result");
            assertThat(done.path("result").path("content").get(0).path("text").asString()).isEqualTo("released");
        }
    }

    @Test
    void aTaskIsForgottenOnceItsTimeToLiveHasPassed() throws Exception {
        // The server and its store share a clock that moves only when the test moves it: the
        // handler is running before the time to live is up, however slowly its thread starts.
        ManualClock clock = new ManualClock();
        server.close();
        server = server(new InMemoryTaskStore(TaskStore.DEFAULT_MAX_TASKS_PER_PRINCIPAL, clock),
                Duration.ofMillis(300), clock);
        try (TestClient c = client(null)) {
            String id = call(c, EXTENSION, "wait").get("result").path("taskId").asString();
            assertThat(held.started()).isTrue();
            clock.advance(Duration.ofMillis(299));
            assertThat(tasks(c, "tasks/get", EXTENSION, id).path("result").path("status").asString())
                    .as("kept until its time to live has passed").isEqualTo("working");
            clock.advance(Duration.ofMillis(1));
            assertThat(held.interrupted()).as("a task still running when its time is up is stopped")
                    .isTrue();
            JsonNode gone = tasks(c, "tasks/get", EXTENSION, id);
            assertThat(gone.path("error").path("code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void aCallerWithTooManyTasksIsRefused() {
        server.close();
        server = server(TaskStore.inMemory(2), Duration.ofHours(1));
        try (TestClient c = client("alice"); TestClient other = client("bob")) {
            call(c, EXTENSION, "wait");
            call(c, EXTENSION, "wait");
            JsonNode refused = call(c, EXTENSION, "wait").get("error");
            assertThat(refused.path("code").asInt()).isEqualTo(-32600);
            assertThat(refused.path("message").asString()).contains("Too many tasks");
            assertThat(call(other, EXTENSION, "wait").get("result").path("resultType").asString())
                    .as("the limit is per principal").isEqualTo("task");
        }
    }

    @Test
    void interceptorsMeetTaskAugmentedCalls() {
        try (TestClient c = client(null)) {
            JsonNode error = call(c, EXTENSION, "refused").get("error");
            assertThat(error.path("code").asInt()).isEqualTo(-32050);
        }
    }
}
