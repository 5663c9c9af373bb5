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
import dev.mcpj.server.testing.HeldCall;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * Tasks in protocol 2025-11-25 (experimental): {@code execution.taskSupport}, the client asking
 * for a task with {@code params.task}, {@code tasks/get}, {@code tasks/result},
 * {@code tasks/list}, {@code tasks/cancel} and status notifications. Every frame is checked
 * against the 2025-11-25 schema.
 */
class LegacyTasksTest {
    private final HeldCall held = new HeldCall();
    private final McpServer server = McpServer.builder("legacy-tasks", "1").build();

    LegacyTasksTest() {
        server.registerTool(ServerTool.builder("build")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    ctx.progress(1, 2.0, "halfway");
                    ctx.log(LoggingLevel.INFO, "building");
                    return held.answering("built").call(args, ctx);
                })
                .build());
        server.registerTool(ServerTool.builder("confirm")
                .taskSupport(TaskSupport.REQUIRED)
                .handler((args, ctx) -> {
                    ElicitationResult a = ctx.elicit("Sure?", ElicitationSchema.builder().bool("ok", null, true, null).build());
                    return CallToolResult.text(a.accepted() ? "confirmed" : "declined");
                })
                .build());
        server.registerTool(ServerTool.builder("crash")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    throw new ProtocolException(ErrorCode.INTERNAL_ERROR, "Crashed on purpose");
                })
                .build());
        server.registerTool(ServerTool.builder("refuse")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> CallToolResult.error("No such table"))
                .build());
        server.registerTool(ServerTool.builder("ask_later")
                .taskSupport(TaskSupport.OPTIONAL)
                .handler((args, ctx) -> {
                    held.awaitRelease();
                    ctx.elicit("Still there?", ElicitationSchema.builder().bool("ok", null, true, null).build());
                    return CallToolResult.text("answered");
                })
                .build());
        server.registerTool(ServerTool.builder("quick").handler((args, ctx) -> CallToolResult.text("quick")).build());
    }

    @AfterEach
    void close() {
        held.release();
        server.close();
    }

    private TestClient client(String principal) {
        TestClient c = new TestClient(server, SpecSchema.LEGACY, principal == null ? Attributes.empty() : Attributes.of(AttributeKey.PRINCIPAL, principal));
        c.initialize("2025-11-25", json("{\"elicitation\":{},\"tasks\":{}}"));
        return c;
    }

    private static JsonNode callAsTask(TestClient c, String tool) {
        return c.request("tools/call", json("{\"name\":\"" + tool + "\",\"arguments\":{},\"task\":{\"ttl\":60000},"
                + "\"_meta\":{\"progressToken\":\"p1\"}}"));
    }

    private static JsonNode onTask(TestClient c, String method, String taskId) {
        return c.request(method, json("{\"taskId\":\"" + taskId + "\"}"));
    }

    @Test
    void theServerDeclaresTasksAndListsEachToolsTaskSupport() {
        try (TestClient c = new TestClient(server, SpecSchema.LEGACY)) {
            JsonNode init = c.initialize("2025-11-25", json("{}")).get("result");
            JsonNode tasks = init.path("capabilities").path("tasks");
            assertThat(tasks.path("requests").path("tools").has("call")).isTrue();
            assertThat(tasks.has("list") && tasks.has("cancel")).isTrue();
            JsonNode tools = c.request("tools/list", json("{}")).path("result").path("tools");
            List<String> support = new ArrayList<>();
            tools.forEach(t -> support.add(t.path("name").asString() + "="
                    + t.path("execution").path("taskSupport").asString("absent")));
            assertThat(support).containsExactlyInAnyOrder("build=optional", "confirm=required", "crash=optional",
                    "refuse=optional", "ask_later=optional", "quick=absent");
        }
    }

    @Test
    void taskSupportViolationsAreMethodNotFound() {
        try (TestClient c = client(null)) {
            assertThat(callAsTask(c, "quick").path("error").path("code").asInt()).isEqualTo(-32601);
            assertThat(c.request("tools/call", json("{\"name\":\"confirm\",\"arguments\":{}}"))
                    .path("error").path("code").asInt()).isEqualTo(-32601);
            assertThat(c.request("tasks/update", json("{\"taskId\":\"x\",\"inputResponses\":{}}"))
                    .path("error").path("code").asInt()).as("tasks/update is of 2026-07-28").isEqualTo(-32601);
        }
    }

    @Test
    void aTaskRunsOnAndTasksResultWaitsForExactlyItsResult() throws Exception {
        try (TestClient c = client(null)) {
            JsonNode created = callAsTask(c, "build").get("result");
            String id = created.path("task").path("taskId").asString();
            assertThat(created.path("task").path("status").asString()).isEqualTo("working");
            assertThat(created.path("task").path("ttl").asLong()).isEqualTo(60_000L);
            assertThat(onTask(c, "tasks/get", id).path("result").path("status").asString()).isEqualTo("working");

            CompletableFuture<JsonNode> result = c.requestAsync("tasks/result", json("{\"taskId\":\"" + id + "\"}"));
            assertThat(result).as("tasks/result waits while the task works").isNotDone();
            held.release();
            JsonNode answer = TestClient.await(result).get("result");
            assertThat(answer.path("content").get(0).path("text").asString()).isEqualTo("built");
            assertThat(answer.path("_meta").path("io.modelcontextprotocol/related-task").path("taskId").asString())
                    .isEqualTo(id);
            assertThat(onTask(c, "tasks/get", id).path("result").path("status").asString()).isEqualTo("completed");

            assertThat(c.notifications("notifications/progress")).as("progress keeps working in a task").isNotEmpty();
            assertThat(c.notifications("notifications/tasks/status"))
                    .anySatisfy(n -> assertThat(n.path("params").path("status").asString()).isEqualTo("completed"));
            assertThat(onTask(c, "tasks/cancel", id).path("error").path("code").asInt())
                    .as("an ended task cannot be cancelled").isEqualTo(-32602);
        }
    }

    @Test
    void tasksResultOfAFailedTaskIsItsError() {
        try (TestClient c = client(null)) {
            String id = callAsTask(c, "crash").get("result").path("task").path("taskId").asString();
            JsonNode error = onTask(c, "tasks/result", id).get("error");
            assertThat(error.path("code").asInt()).isEqualTo(-32603);
            assertThat(error.path("message").asString()).isEqualTo("Crashed on purpose");
            assertThat(onTask(c, "tasks/get", id).path("result").path("status").asString()).isEqualTo("failed");
        }
    }

    @Test
    void aQuestionPutsTheTaskInInputRequiredUntilTheClientAnswers() throws Exception {
        try (TestClient c = client(null)) {
            CompletableFuture<JsonNode> asked = new CompletableFuture<>();
            c.respondWith(request -> {
                asked.complete(request);
                return null; // answered below, once the task is seen waiting
            });
            String id = callAsTask(c, "confirm").get("result").path("task").path("taskId").asString();
            JsonNode question = TestClient.await(asked);
            assertThat(question.path("params").path("_meta").path("io.modelcontextprotocol/related-task")
                    .path("taskId").asString()).isEqualTo(id);
            assertThat(onTask(c, "tasks/get", id).path("result").path("status").asString()).isEqualTo("input_required");
            c.send("{\"jsonrpc\":\"2.0\",\"id\":" + question.get("id") + ",\"result\":"
                    + "{\"action\":\"accept\",\"content\":{\"ok\":true}}}");
            JsonNode result = onTask(c, "tasks/result", id).get("result");
            assertThat(result.path("content").get(0).path("text").asString()).isEqualTo("confirmed");
        }
    }

    @Test
    void cancellingInterruptsTheHandler() throws Exception {
        try (TestClient c = client(null)) {
            String id = callAsTask(c, "build").get("result").path("task").path("taskId").asString();
            assertThat(held.started()).isTrue();
            JsonNode cancelled = onTask(c, "tasks/cancel", id).get("result");
            assertThat(cancelled.path("status").asString()).isEqualTo("cancelled");
            assertThat(held.interrupted()).isTrue();
            assertThat(onTask(c, "tasks/get", id).path("result").path("status").asString()).isEqualTo("cancelled");
            assertThat(onTask(c, "tasks/result", id).path("error").path("code").asInt()).isEqualTo(-32602);
        }
    }

    @Test
    void tasksListShowsOnlyTheCallersTasks() {
        try (TestClient alice = client("alice"); TestClient bob = client("bob")) {
            String a1 = callAsTask(alice, "build").get("result").path("task").path("taskId").asString();
            String a2 = callAsTask(alice, "build").get("result").path("task").path("taskId").asString();
            String b1 = callAsTask(bob, "build").get("result").path("task").path("taskId").asString();
            List<String> listed = new ArrayList<>();
            alice.request("tasks/list", json("{}")).path("result").path("tasks")
                    .forEach(t -> listed.add(t.path("taskId").asString()));
            assertThat(listed).containsExactly(a1, a2);
            for (String method : List.of("tasks/get", "tasks/result", "tasks/cancel")) {
                assertThat(onTask(alice, method, b1).path("error").path("code").asInt()).as(method).isEqualTo(-32602);
            }
        }
    }

    @Test
    void aNewConnectionFetchesTheResultOfATaskStartedOnAnother() {
        String id;
        try (TestClient first = client("alice")) {
            id = callAsTask(first, "build").get("result").path("task").path("taskId").asString();
        }
        held.release();
        try (TestClient second = client("alice")) {
            JsonNode result = onTask(second, "tasks/result", id).get("result");
            assertThat(result.path("content").get(0).path("text").asString()).isEqualTo("built");
        }
    }

    @Test
    void aToolErrorFailsTheTaskAndTasksResultReturnsThatResult() {
        try (TestClient c = client(null)) {
            String id = callAsTask(c, "refuse").get("result").path("task").path("taskId").asString();
            JsonNode result = onTask(c, "tasks/result", id).get("result");
            assertThat(result.path("isError").asBoolean()).isTrue();
            assertThat(result.path("content").get(0).path("text").asString()).isEqualTo("No such table");
            assertThat(result.path("_meta").path("io.modelcontextprotocol/related-task").path("taskId").asString())
                    .isEqualTo(id);
            assertThat(onTask(c, "tasks/get", id).path("result").path("status").asString())
                    .as("2025-11-25: a tool call whose result has isError is a failed task").isEqualTo("failed");
        }
    }

    @Test
    void aQuestionOfATaskWhoseConnectionClosedFailsAtOnce() {
        String id;
        try (TestClient first = client(null)) {
            id = callAsTask(first, "ask_later").get("result").path("task").path("taskId").asString();
        }
        held.release();
        try (TestClient second = client(null)) {
            JsonNode result = onTask(second, "tasks/result", id).get("result");
            assertThat(result.path("isError").asBoolean()).isTrue();
            assertThat(result.path("content").get(0).path("text").asString()).contains("has closed");
        }
    }
}
