package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.HttpMcpServer;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Tasks (protocol 2025-11-25) driven by the official TypeScript SDK client's experimental tasks API
 * ({@code client.experimental.tasks} of {@code @modelcontextprotocol/sdk}, pinned in
 * {@code node/package.json}) through {@code node/ts-sdk-tasks-client.mjs}, against
 * {@link TaskServer} over stdio (its own process) and over Streamable HTTP ({@link HttpMcpServer}
 * in this JVM). The script runs every scenario once per transport and prints a JSON summary; each
 * test here checks one scenario on both transports.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TypeScriptSdkTasksTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String RELATED_TASK = "io.modelcontextprotocol/related-task";
    private final Map<String, JsonNode> runs = new LinkedHashMap<>();

    @BeforeAll
    @Timeout(300)
    void runClient() throws IOException {
        runs.put("stdio", summary(NodeClients.node("ts-sdk-tasks-client-stdio", Duration.ofMinutes(3),
                "ts-sdk-tasks-client.mjs", "--java", Interop.javaExecutable(),
                "--classpath", System.getProperty("java.class.path"), "--main", TaskServer.class.getName())));
        McpServer server = TaskServer.create();
        try (HttpMcpServer http = HttpMcpServer.builder(server).port(0).start()) {
            runs.put("http", summary(NodeClients.node("ts-sdk-tasks-client-http", Duration.ofMinutes(3),
                    "ts-sdk-tasks-client.mjs", "--url", http.url().toString())));
        } finally {
            server.close();
        }
    }

    private static JsonNode summary(ExternalProcess.Result result) {
        String out = result.stdout().strip();
        JsonNode s;
        try {
            s = JSON.readTree(out.substring(out.lastIndexOf('\n') + 1));
        } catch (RuntimeException e) {
            throw new AssertionError("The client printed no JSON summary\n" + result.describe(), e);
        }
        assertThat(result.exitCode()).as("%s\nsummary: %s", result.describe(), s.path("failure")).isZero();
        return s;
    }

    /** Runs the checks on the summary of each transport, naming the transport in any failure. */
    private void onEachTransport(BiConsumer<String, JsonNode> checks) {
        assertThat(runs).containsOnlyKeys("stdio", "http");
        runs.forEach(checks);
    }

    @Test
    void theSdkSeesTheTasksCapabilityAndEachToolsTaskSupport() {
        onEachTransport((transport, s) -> {
            assertThat(s.at("/serverCapabilities/tasks")).as(transport)
                    .isEqualTo(json("{\"list\":{},\"cancel\":{},\"requests\":{\"tools\":{\"call\":{}}}}"));
            assertThat(s.path("tools")).as(transport).isEqualTo(json("""
                    {"echo":null,"interrupted_builds":null,"open_gate":null,
                     "approve_release":{"taskSupport":"optional"},"load_table":{"taskSupport":"optional"},"make_report":{"taskSupport":"optional"},
                     "run_build":{"taskSupport":"required"}}"""));
            assertThat(s.path("sdkSees")).as(transport).isEqualTo(json("""
                    {"make_report":{"task":true,"required":false},"run_build":{"task":true,"required":true},
                     "echo":{"task":false,"required":false}}"""));
            assertThat(s.path("clientErrors").size()).as("%s: %s", transport, s.path("clientErrors")).isZero();
        });
    }

    @Test
    void callToolStreamMakesAnOptionalToolATaskAndFetchesItsResult() {
        onEachTransport((transport, s) -> {
            List<JsonNode> messages = list(s.path("streamed"));
            String id = s.at("/ids/streamed").asString();
            assertThat(messages.size()).as("%s: %s", transport, messages).isGreaterThanOrEqualTo(3);
            JsonNode created = messages.get(0);
            assertThat(created.path("type").asString()).as(transport).isEqualTo("taskCreated");
            assertTask(transport, created.path("task"), id, "working", 3_600_000);
            assertThat(created.at("/task/lastUpdatedAt")).as(transport).isEqualTo(created.at("/task/createdAt"));
            for (JsonNode polled : messages.subList(1, messages.size() - 2)) {
                assertThat(polled.path("type").asString()).as(transport).isEqualTo("taskStatus");
                assertTask(transport, polled.path("task"), id, "working", 3_600_000);
            }
            JsonNode ended = messages.get(messages.size() - 2);
            assertThat(ended.path("type").asString()).as(transport).isEqualTo("taskStatus");
            assertTask(transport, ended.path("task"), id, "completed", 3_600_000);
            JsonNode result = messages.get(messages.size() - 1);
            assertThat(result.path("type").asString()).as(transport).isEqualTo("result");
            assertReport(transport, result.path("result"), id, "report on 3 rows");
        });
    }

    @Test
    void aTaskIsCreatedPolledAndItsResultAwaitedStepByStep() {
        onEachTransport((transport, s) -> {
            JsonNode step = s.path("stepByStep");
            String id = s.at("/ids/stepByStep").asString();
            // The ttl the client asked for is kept (it is below the server's hour).
            assertTask(transport, step.at("/created/task"), id, "working", 60_000);
            assertThat(step.path("whileRunning")).as(transport).isEqualTo(step.at("/created/task"));
            assertThat(step.path("listedWhileRunning")).as(transport).isEqualTo(step.at("/created/task"));
            // tasks/result waited for the handler, which waited for the gate.
            assertThat(step.path("resultSettledBeforeGate").asBoolean(true)).as(transport).isFalse();
            assertThat(step.at("/gate/content/0/text").asString()).as(transport).isEqualTo("opened");
            assertReport(transport, step.path("result"), id, "report on 7 rows");
            assertTask(transport, step.path("afterwards"), id, "completed", 60_000);
            assertThat(step.at("/afterwards/createdAt")).as(transport).isEqualTo(step.at("/created/task/createdAt"));
            assertThat(instant(step.at("/afterwards/lastUpdatedAt")))
                    .as(transport).isAfter(instant(step.at("/afterwards/createdAt")));
            // The result stays; asking again answers the same.
            assertThat(step.path("resultAgain")).as(transport).isEqualTo(step.path("result"));
            assertError(transport, step.path("cancelEnded"), -32602,
                    "Task '" + id + "' has already ended (completed) and cannot be cancelled");
        });
    }

    @Test
    void aTaskAsksTheUserThroughTasksResultAndFinishes() {
        onEachTransport((transport, s) -> {
            String id = s.at("/ids/asking").asString();
            List<JsonNode> streamed = list(s.path("asking"));
            assertThat(streamed.get(0).path("type").asString()).as("%s: %s", transport, streamed).isEqualTo("taskCreated");
            assertReport(transport, streamed.get(streamed.size() - 1).path("result"), id, "released 2.0");
            // The question was asked once, tied to the task.
            assertThat(s.path("elicitations").size()).as("%s: %s", transport, s.path("elicitations")).isEqualTo(1);
            JsonNode asked = s.at("/elicitations/0");
            assertThat(asked.path("message").asString()).as(transport).isEqualTo("Which version?");
            assertThat(asked.at("/_meta/" + RELATED_TASK.replace("/", "~1") + "/taskId").asString()).as("%s: %s", transport, asked)
                    .isEqualTo(id);
            // While it waited, the task said so.
            assertThat(list(s.path("statusNotifications")).stream()
                    .filter(n -> n.path("taskId").asString().equals(id)).map(n -> n.path("status").asString()).toList())
                    .as(transport).contains("input_required", "completed");
        });
    }

    @Test
    void aFailedTasksResultIsTheCallsOwnError() {
        onEachTransport((transport, s) -> {
            JsonNode failing = s.path("failing");
            String id = s.at("/ids/failing").asString();
            assertTask(transport, failing.path("get"), id, "failed", 3_600_000);
            assertThat(failing.at("/get/statusMessage").asString()).as(transport).isEqualTo("No table named 'nope'");
            // tasks/result answers exactly the error the call would have had.
            assertError(transport, failing.path("result"), -32602, "No table named 'nope'");
            // The SDK's stream saw the failure but reports an error of its own making, without asking
            // tasks/result for the real one (a limitation of the 1.32.2 client).
            List<JsonNode> streamed = list(failing.path("streamed"));
            assertThat(streamed.get(0).path("type").asString()).as(transport).isEqualTo("taskCreated");
            JsonNode last = streamed.get(streamed.size() - 1);
            assertThat(streamed.get(streamed.size() - 2).at("/task/status").asString()).as(transport).isEqualTo("failed");
            assertThat(last.path("type").asString()).as(transport).isEqualTo("error");
            assertError(transport, last, -32603, "Task " + id + " failed");
        });
    }

    @Test
    void taskSupportIsEnforcedByTheServerAsWellAsByTheSdk() {
        onEachTransport((transport, s) -> {
            // The SDK refuses a plain callTool of a required tool itself, before sending anything.
            assertThat(s.at("/required/callTool/jsonRpcError/code").asInt()).as(transport).isEqualTo(-32600);
            assertThat(s.at("/required/callTool/jsonRpcError/message").asString()).as(transport)
                    .contains("requires task-based execution");
            // Sent anyway, the server refuses it as the specification says.
            assertError(transport, s.at("/required/rawPlainCall"), -32601,
                    "Tool 'run_build' runs only as a task: call it with params.task");
            assertError(transport, s.at("/forbidden/asTask"), -32601, "Tool 'echo' does not run as a task");
            assertThat(s.at("/forbidden/plain/content/0/text").asString()).as(transport).isEqualTo("hi");
        });
    }

    @Test
    void cancellingARunningTaskInterruptsItsHandler() {
        onEachTransport((transport, s) -> {
            JsonNode cancel = s.path("cancel");
            String id = s.at("/ids/build").asString();
            assertTask(transport, cancel.at("/created/task"), id, "working", 3_600_000);
            assertThat(cancel.path("before")).as(transport).isEqualTo(cancel.at("/created/task"));
            // tasks/cancel answers the task, now cancelled; tasks/get agrees.
            assertTask(transport, cancel.path("cancelled"), id, "cancelled", 3_600_000);
            assertThat(cancel.at("/cancelled/statusMessage").asString()).as(transport).isEqualTo("Cancelled by the client");
            assertThat(cancel.path("after")).as(transport).isEqualTo(cancel.path("cancelled"));
            // The tasks/result that was waiting ends, and a later one answers the same: no result.
            String noResult = "Task '" + id + "' was cancelled: it has no result";
            assertError(transport, cancel.path("waitingResult"), -32602, noResult);
            assertError(transport, cancel.path("resultAfter"), -32602, noResult);
            assertError(transport, cancel.path("cancelAgain"), -32602,
                    "Task '" + id + "' has already ended (cancelled) and cannot be cancelled");
            // The handler was interrupted: the server counted it.
            assertThat(last(cancel.path("interruptedBuilds"))).as("%s: %s", transport, cancel).isEqualTo("1");
        });
    }

    @Test
    void aStreamedTaskCancelledMidwayEndsTheStream() {
        onEachTransport((transport, s) -> {
            JsonNode c = s.path("streamCancel");
            String id = s.at("/ids/streamCancel").asString();
            assertTask(transport, c.path("cancelled"), id, "cancelled", 3_600_000);
            List<JsonNode> streamed = list(c.path("streamed"));
            assertThat(streamed.get(0).path("type").asString()).as(transport).isEqualTo("taskCreated");
            assertThat(streamed.get(streamed.size() - 2).path("task")).as(transport).isEqualTo(c.path("cancelled"));
            assertError(transport, streamed.get(streamed.size() - 1), -32603, "Task " + id + " was cancelled");
            assertThat(last(c.path("interruptedBuilds"))).as("%s: %s", transport, c).isEqualTo("2");
        });
    }

    @Test
    void anUnknownTaskIsInvalidParamsForEveryMethod() {
        onEachTransport((transport, s) -> {
            String unknown = "Unknown task 'no-such-task': it does not exist, has expired, or belongs to another caller";
            for (String method : List.of("get", "result", "cancel")) {
                assertError(transport + " " + method, s.at("/unknown/" + method), -32602, unknown);
            }
        });
    }

    @Test
    void everyTaskIsListedAndItsEndAnnounced() {
        onEachTransport((transport, s) -> {
            JsonNode ids = s.path("ids");
            List<String> expectedIds = List.of(ids.path("streamed").asString(), ids.path("stepByStep").asString(),
                    ids.path("asking").asString(), ids.path("failing").asString(), ids.path("build").asString(), ids.path("streamCancel").asString());
            List<String> statuses = List.of("completed", "completed", "completed", "failed", "cancelled", "cancelled");
            List<JsonNode> listed = list(s.path("listed"));
            assertThat(listed.stream().map(t -> t.path("taskId").asString()).toList()).as(transport)
                    .containsExactlyElementsOf(expectedIds);
            assertThat(listed.stream().map(t -> t.path("status").asString()).toList()).as(transport)
                    .containsExactlyElementsOf(statuses);
            assertThat(s.path("listPages").asInt()).as(transport).isEqualTo(1);
            // One notifications/tasks/status per task as it ended, equal to what tasks/list shows.
            List<JsonNode> ended = list(s.path("statusNotifications")).stream()
                    .filter(n -> List.of("completed", "failed", "cancelled").contains(n.path("status").asString()))
                    .toList();
            assertThat(ended).as(transport).containsExactlyInAnyOrderElementsOf(listed);
        });
    }

    private static void assertTask(String transport, JsonNode task, String id, String status, long ttl) {
        assertThat(task.path("taskId").asString()).as("%s: %s", transport, task).isEqualTo(id);
        assertThat(task.path("status").asString()).as("%s: %s", transport, task).isEqualTo(status);
        assertThat(task.path("ttl").asLong()).as("%s: %s", transport, task).isEqualTo(ttl);
        assertThat(task.path("pollInterval").asLong()).as("%s: %s", transport, task).isEqualTo(100);
        assertThat(instant(task.path("lastUpdatedAt"))).as("%s: %s", transport, task)
                .isAfterOrEqualTo(instant(task.path("createdAt")));
    }

    private static void assertReport(String transport, JsonNode result, String id, String text) {
        assertThat(result).as(transport).isEqualTo(json("{\"_meta\":{\"" + RELATED_TASK + "\":{\"taskId\":\"" + id
                + "\"}},\"content\":[{\"type\":\"text\",\"text\":\"" + text + "\"}]}"));
    }

    private static void assertError(String transport, JsonNode outcome, int code, String message) {
        assertThat(outcome.at("/jsonRpcError/code").asInt()).as("%s: %s", transport, outcome).isEqualTo(code);
        assertThat(outcome.at("/jsonRpcError/message").asString()).as("%s: %s", transport, outcome)
                .isEqualTo("MCP error " + code + ": " + message);
    }

    private static List<JsonNode> list(JsonNode array) {
        List<JsonNode> out = new ArrayList<>();
        array.forEach(out::add);
        return out;
    }

    private static String last(JsonNode array) {
        return array.path(array.size() - 1).asString();
    }

    private static JsonNode json(String text) {
        return JSON.readTree(text);
    }

    /** A task's timestamp: an ISO 8601 instant, as the specification requires. */
    private static Instant instant(JsonNode text) {
        return Instant.parse(text.asString());
    }
}
