package dev.mcpj.server;

import dev.mcpj.server.Attributes;
import static dev.mcpj.server.TasksTest.askName;
import static dev.mcpj.server.TasksTest.awaitTask;
import static dev.mcpj.server.TasksTest.call;
import static dev.mcpj.server.TasksTest.params;
import static dev.mcpj.server.TasksTest.status;
import static dev.mcpj.server.TasksTest.tasks;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.cluster.Broadcaster;
import dev.mcpj.server.task.StoredTask;
import dev.mcpj.server.task.TaskStatus;
import dev.mcpj.server.task.TaskStore;
import dev.mcpj.server.testing.HeldCall;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import dev.mcpj.server.testing.WatchedTaskStore;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Two servers sharing one task store and one broadcaster, as two processes behind a load
 * balancer do: a task started on one is cancelled, or answered, through the other, and its
 * handler, on the first, is interrupted or gets the answer.
 */
@Timeout(60)
class TasksAcrossServersTest {
    private final HeldCall held = new HeldCall();
    private static final String EXTENSION = "{\"extensions\":{\"io.modelcontextprotocol/tasks\":{}},\"elicitation\":{}}";

    private final WatchedTaskStore store = new WatchedTaskStore(TaskStore.inMemory());
    private final Broadcaster broadcaster = Broadcaster.inProcess();
    private final McpServer runner = server();
    private final McpServer other = server();

    private McpServer server() {
        McpServer s = McpServer.builder("tasks", "1").taskStore(store).broadcaster(broadcaster).build();
        s.registerTool(ServerTool.builder("wait")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler(held.answering("released"))
                .build());
        s.registerTool(askName());
        return s;
    }

    @AfterEach
    void close() {
        held.release();
        runner.close();
        other.close();
    }

    private static TestClient client(McpServer server) {
        return new TestClient(server, SpecSchema.MODERN, Attributes.empty());
    }

    @Test
    void aCancelReceivedByAnotherServerInterruptsTheHandlerWhereItRuns() throws Exception {
        try (TestClient onRunner = client(runner); TestClient onOther = client(other)) {
            String id = call(onRunner, EXTENSION, "wait").get("result").path("taskId").asString();
            assertThat(held.started()).isTrue();
            assertThat(tasks(onOther, "tasks/get", EXTENSION, id).path("result").path("status").asString())
                    .isEqualTo("working");
            JsonNode ack = tasks(onOther, "tasks/cancel", EXTENSION, id);
            assertThat(ack.path("result").path("resultType").asString()).as(ack.toString()).isEqualTo("complete");
            assertThat(tasks(onOther, "tasks/get", EXTENSION, id).path("result").path("status").asString())
                    .as("once the cancel is answered").isEqualTo("cancelled");
            assertThat(held.interrupted()).as("the handler was interrupted").isTrue();
            assertThat(tasks(onRunner, "tasks/get", EXTENSION, id).path("result").path("status").asString())
                    .isEqualTo("cancelled");
        }
    }

    @Test
    void answersReceivedByAnotherServerReachTheHandlerWhereItRuns() throws Exception {
        try (TestClient onRunner = client(runner); TestClient onOther = client(other)) {
            String id = call(onRunner, EXTENSION, "ask").get("result").path("taskId").asString();
            JsonNode waiting = awaitTask(onOther, store, id, status("input_required")).get("result");
            String key = waiting.path("inputRequests").propertyNames().iterator().next();
            onOther.request("tasks/update", params(EXTENSION, "\"taskId\":\"" + id + "\",\"inputResponses\":{\""
                    + key + "\":{\"action\":\"accept\",\"content\":{\"name\":\"Ada\"}}}"));
            assertThat(tasks(onOther, "tasks/get", EXTENSION, id).path("result").path("inputRequests").has(key))
                    .as("once the answer is acknowledged, the question is no longer asked").isFalse();
            JsonNode done = awaitTask(onOther, store, id, status("completed")).get("result");
            assertThat(done.path("result").path("content").get(0).path("text").asString()).isEqualTo("Hello, Ada");
        }
    }

    @Test
    void aTaskThatNoServerRunsIsMarkedCancelledWhereTheCancelArrived() {
        Instant now = Instant.now();
        store.create(new StoredTask("orphan", null, TaskStatus.WORKING, null, now, now, Duration.ofMinutes(5),
                Duration.ofSeconds(1), JsonMapper.builder().build().createObjectNode(), null, null));
        try (TestClient onOther = client(other)) {
            JsonNode ack = tasks(onOther, "tasks/cancel", EXTENSION, "orphan");
            assertThat(ack.path("result").path("resultType").asString()).as(ack.toString()).isEqualTo("complete");
            assertThat(store.get("orphan").orElseThrow().status()).isEqualTo(TaskStatus.CANCELLED);
        }
    }
}
