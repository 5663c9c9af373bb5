package dev.mcpj.server.intercept;

import dev.mcpj.server.AttributeKey;
import dev.mcpj.server.Attributes;
import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Completion;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.testing.SpecSchema;
import dev.mcpj.server.testing.TestClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

class InterceptorTest {
    private static final String MODERN_META = "\"_meta\":{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
            + "\"io.modelcontextprotocol/clientCapabilities\":{}}";

    private final List<String> events = new CopyOnWriteArrayList<>();
    private final AtomicInteger toolRuns = new AtomicInteger();

    /** A server with one of each kind, and {@code interceptors} in order. */
    private McpServer server(Interceptor... interceptors) {
        McpServer.Builder b = McpServer.builder("intercepted", "1.0");
        for (Interceptor i : interceptors) {
            b.intercept(i);
        }
        McpServer server = b.build();
        server.registerTool(ServerTool.builder("echo").inputSchema(
                        "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}}}").handler((args, ctx) -> {
                    toolRuns.incrementAndGet();
                    events.add("tool");
                    return CallToolResult.text(args.string("text"));
                }).build());
        server.registerTool(ServerTool.builder("broken").handler((args, ctx) -> {
            throw new ToolException("no luck");
        }).build());
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("greet").argument(PromptArgument.required("name", "Who")).build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("Hello " + args.get("name"))))
                .completion("name", (v, c) -> Completion.matching(v, List.of("Ada", "Alan")))
                .build());
        server.registerResource(ServerResource.of(Resource.builder("mem://readme", "readme").build(),
                (req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", "read me"))));
        server.registerResourceTemplate(ServerResourceTemplate.builder(ResourceTemplate.builder("books://{isbn}", "Book").build())
                .handler((req, ctx) -> List.of(ResourceContents.text(req.uri(), "text/plain", req.variable("isbn"))))
                .build());
        return server;
    }

    private Interceptor recording(String name) {
        return invocation -> {
            events.add(name + " before " + invocation.method());
            return Decision.observe(outcome -> events.add(name + " after " + outcome.status()));
        };
    }

    @Test
    void interceptorsRunInOrderAndTheirObserversInReverseAroundTheHandler() {
        try (McpServer server = server(recording("outer"), recording("inner"));
             TestClient client = TestClient.initialized(server)) {
            assertThat(client.callTool("echo", json("{\"text\":\"hi\"}")).at("/content/0/text").asString())
                    .isEqualTo("hi");
            assertThat(events).containsExactly("outer before tools/call", "inner before tools/call", "tool",
                    "inner after SUCCESS", "outer after SUCCESS");
        }
    }

    @Test
    void everyInterceptedMethodIsSeenWithWhatItConcerns() {
        List<String> seen = new CopyOnWriteArrayList<>();
        Interceptor describe = i -> {
            String concerned = i.tool() != null ? "tool " + i.tool().tool().name()
                    : i.prompt() != null ? "prompt " + i.prompt().prompt().name()
                    : i.resource() != null ? "resource " + i.resource().resource().uri()
                    : i.resourceTemplate() != null ? "template " + i.resourceTemplate().template().uriTemplate()
                    : "-";
            seen.add(i.method() + " " + i.target() + " " + i.arguments() + " " + concerned);
            return Decision.proceed();
        };
        try (McpServer server = server(describe); TestClient client = TestClient.initialized(server)) {
            client.request("tools/list", json("{}"));
            client.callTool("echo", json("{\"text\":\"hi\"}"));
            client.request("resources/list", json("{}"));
            client.request("resources/templates/list", json("{}"));
            client.request("resources/read", json("{\"uri\":\"mem://readme\"}"));
            client.request("resources/read", json("{\"uri\":\"books://42\"}"));
            client.request("prompts/list", json("{}"));
            client.request("prompts/get", json("{\"name\":\"greet\",\"arguments\":{\"name\":\"Ada\"}}"));
            client.request("completion/complete", json(
                    "{\"ref\":{\"type\":\"ref/prompt\",\"name\":\"greet\"},\"argument\":{\"name\":\"name\",\"value\":\"A\"}}"));
            client.request("completion/complete", json(
                    "{\"ref\":{\"type\":\"ref/resource\",\"uri\":\"books://{isbn}\"},\"argument\":{\"name\":\"isbn\",\"value\":\"4\"}}"));
            client.request("ping", json("{}"));
        }
        assertThat(seen).containsExactly(
                "tools/list null {} -",
                "tools/call echo {\"text\":\"hi\"} tool echo",
                "resources/list null {} -",
                "resources/templates/list null {} -",
                "resources/read mem://readme {} resource mem://readme",
                "resources/read books://42 {} template books://{isbn}",
                "prompts/list null {} -",
                "prompts/get greet {\"name\":\"Ada\"} prompt greet",
                "completion/complete greet {\"name\":\"A\"} prompt greet",
                "completion/complete books://{isbn} {\"isbn\":\"4\"} template books://{isbn}");
    }

    @Test
    void modernRequestsAreInterceptedWithTheirVersionAndThePrincipalOfTheConnection() {
        List<String> seen = new CopyOnWriteArrayList<>();
        Interceptor who = i -> {
            seen.add(i.method() + " " + i.protocolVersion() + " " + i.principal() + " " + i.attributes().keys().stream().map(AttributeKey::name).toList());
            return Decision.proceed();
        };
        try (McpServer server = server(who);
             TestClient client = new TestClient(server, SpecSchema.MODERN, Attributes.of(AttributeKey.PRINCIPAL, "alice"))) {
            JsonNode r = client.request("tools/call", json("{" + MODERN_META + ",\"name\":\"echo\",\"arguments\":{\"text\":\"x\"}}"));
            assertThat(r.at("/result/content/0/text").asString()).isEqualTo("x");
            client.request("server/discover", json("{" + MODERN_META + "}"));
        }
        assertThat(seen).containsExactly("tools/call 2026-07-28 alice [principal]");
    }

    @Test
    void aConnectionWithoutAPrincipalAttributeHasNoPrincipal() {
        List<String> seen = new CopyOnWriteArrayList<>();
        String bob = "bob";
        try (McpServer server = server(i -> {
            seen.add(String.valueOf(i.principal()));
            return Decision.proceed();
        }); TestClient client = new TestClient(server, SpecSchema.LEGACY, Attributes.of(AttributeKey.PRINCIPAL, bob));
             TestClient anonymous = new TestClient(server, SpecSchema.LEGACY)) {
            client.initialize("2025-11-25", TestClient.JSON.createObjectNode());
            anonymous.initialize("2025-11-25", TestClient.JSON.createObjectNode());
            client.request("tools/list", json("{}"));
            anonymous.request("tools/list", json("{}"));
        }
        assertThat(seen).containsExactly("bob", "null");
    }

    @Test
    void anInterceptorAnswersAToolCallWithoutRunningTheTool() {
        Interceptor refuse = i -> i.tool() != null && i.principal() == null
                ? Decision.answer(CallToolResult.error("Sign in to use " + i.target()))
                : Decision.proceed();
        try (McpServer server = server(recording("outer"), refuse, recording("never"));
             TestClient client = TestClient.initialized(server)) {
            JsonNode result = client.callTool("echo", json("{\"text\":\"hi\"}"));
            assertThat(result.get("isError").asBoolean()).isTrue();
            assertThat(result.at("/content/0/text").asString()).isEqualTo("Sign in to use echo");
        }
        assertThat(toolRuns).hasValue(0);
        assertThat(events).containsExactly("outer before tools/call", "outer after TOOL_ERROR");
    }

    @Test
    void anInterceptorFailsARequestWithItsMcpException() {
        Interceptor deny = i -> {
            throw new ProtocolException(-31001, "Not for you", json("{\"why\":\"policy\"}"));
        };
        try (McpServer server = server(recording("outer"), deny); TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("prompts/get", json("{\"name\":\"greet\",\"arguments\":{\"name\":\"Ada\"}}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-31001);
            assertThat(r.at("/error/message").asString()).isEqualTo("Not for you");
            assertThat(r.at("/error/data/why").asString()).isEqualTo("policy");
            JsonNode modern = client.request("tools/call", json("{" + MODERN_META + ",\"name\":\"echo\"}"));
            assertThat(modern.at("/error/code").asInt()).isEqualTo(-31001);
        }
        assertThat(toolRuns).hasValue(0);
        assertThat(events).containsExactly("outer before prompts/get", "outer after ERROR",
                "outer before tools/call", "outer after ERROR");
    }

    @Test
    void anInterceptorThatCrashesGetsAGenericErrorWithNoInternalsOnTheWire() {
        Interceptor crash = i -> {
            throw new IllegalStateException("secret detail of " + getClass().getName());
        };
        try (McpServer server = server(crash); TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("tools/call", TestClient.toolParams("echo", json("{}")));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(r.toString()).doesNotContain("secret", "IllegalStateException", "InterceptorTest");
            // the connection goes on serving
            assertThat(client.request("ping", json("{}")).has("result")).isTrue();
        }
        assertThat(toolRuns).hasValue(0);
    }

    @Test
    void aToolResultAnswerToAnotherMethodIsAnInternalError() {
        try (McpServer server = server(i -> Decision.answer(CallToolResult.text("cached")));
             TestClient client = TestClient.initialized(server)) {
            JsonNode r = client.request("tools/list", json("{}"));
            assertThat(r.at("/error/code").asInt()).isEqualTo(-32603);
            assertThat(client.callTool("echo", json("{}")).at("/content/0/text").asString()).isEqualTo("cached");
        }
    }

    @Test
    void observersSeeToolErrorsAndProtocolErrorsAndAnObserverThatThrowsChangesNothing() {
        LinkedBlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        Interceptor watch = i -> Decision.observe(outcomes::add);
        Interceptor throwing = i -> Decision.observe(o -> {
            throw new IllegalStateException("observer bug");
        });
        try (McpServer server = server(watch, throwing); TestClient client = TestClient.initialized(server)) {
            assertThat(client.callTool("broken", json("{}")).get("isError").asBoolean()).isTrue();
            JsonNode unknown = client.request("tools/call", TestClient.toolParams("nope", json("{}")));
            assertThat(unknown.at("/error/code").asInt()).isEqualTo(-32602);
            assertThat(client.callTool("echo", json("{\"text\":\"ok\"}")).at("/content/0/text").asString()).isEqualTo("ok");
        }
        List<Outcome> all = new ArrayList<>(outcomes);
        assertThat(all).extracting(Outcome::status).containsExactly(
                Outcome.Status.TOOL_ERROR, Outcome.Status.ERROR, Outcome.Status.SUCCESS);
        assertThat(all.get(0).result().at("/content/0/text").asString()).isEqualTo("no luck");
        assertThat(all.get(1).errorCode()).isEqualTo(-32602);
        assertThat(all.get(1).errorMessage()).contains("nope");
        assertThat(all.get(2).result().at("/content/0/text").asString()).isEqualTo("ok");
        assertThat(all).allMatch(o -> !o.duration().isNegative());
    }

    @Test
    void theObserverOfAnAsyncToolIsToldWhenItsResultCompletes() throws Exception {
        CompletableFuture<CallToolResult> later = new CompletableFuture<>();
        LinkedBlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        CountDownLatch seen = new CountDownLatch(1);
        try (McpServer server = server(i -> {
            seen.countDown();
            return Decision.observe(outcomes::add);
        })) {
            server.registerTool(ServerTool.builder("later").asyncHandler((args, ctx) -> later).build());
            try (TestClient client = TestClient.initialized(server)) {
                CompletableFuture<JsonNode> response = client.requestAsync("tools/call", TestClient.toolParams("later", null));
                assertThat(seen.await(20, TimeUnit.SECONDS)).isTrue();
                assertThat(response).isNotDone();
                assertThat(outcomes).isEmpty();
                later.complete(CallToolResult.text("done"));
                assertThat(TestClient.await(response).at("/result/content/0/text").asString()).isEqualTo("done");
                Outcome outcome = outcomes.poll(20, TimeUnit.SECONDS);
                assertThat(outcome.status()).isEqualTo(Outcome.Status.SUCCESS);
            }
        }
    }

    @Test
    void aCancelledRequestIsObservedAsCancelled() throws Exception {
        CompletableFuture<CallToolResult> never = new CompletableFuture<>();
        LinkedBlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        try (McpServer server = server(i -> Decision.observe(outcomes::add))) {
            server.registerTool(ServerTool.builder("never").asyncHandler((args, ctx) -> never).build());
            try (TestClient client = TestClient.initialized(server)) {
                client.requestWithId(TestClient.JSON.stringNode("c-1"), "tools/call", TestClient.toolParams("never", null));
                client.notify("notifications/cancelled", json("{\"requestId\":\"c-1\"}"));
                Outcome outcome = outcomes.poll(20, TimeUnit.SECONDS);
                assertThat(outcome.status()).isEqualTo(Outcome.Status.CANCELLED);
                assertThat(outcome.result()).isNull();
            }
        }
    }

    @Test
    void methodsInterceptorsDoNotSeePassUntouched() {
        List<String> methods = new CopyOnWriteArrayList<>();
        try (McpServer server = server(i -> {
            methods.add(i.method());
            throw new InvalidParamsException("refused");
        }); TestClient client = TestClient.initialized(server)) {
            assertThat(client.request("ping", json("{}")).has("result")).isTrue();
            ObjectNode level = json("{\"level\":\"info\"}");
            assertThat(client.request("logging/setLevel", level).has("result")).isTrue();
            assertThat(client.request("tools/list", json("{}")).at("/error/code").asInt()).isEqualTo(-32602);
        }
        assertThat(methods).containsExactly("tools/list");
    }

    /** Sees every request and every notification, and records what it saw and how each ended. */
    private static Interceptor seeingNotifications(List<String> seen, LinkedBlockingQueue<Outcome> outcomes) {
        return new Interceptor() {
            @Override
            public Decision intercept(Invocation invocation) {
                seen.add(invocation.method() + " id=" + invocation.requestId() + " traceparent="
                        + invocation.meta().path("traceparent").asString("-"));
                return Decision.observe(outcomes::add);
            }

            @Override
            public boolean seesEveryRequest() {
                return true;
            }

            @Override
            public boolean seesNotifications() {
                return true;
            }
        };
    }

    @Test
    void notificationsReachTheInterceptorsThatSeeThemAndTheirObserversAreToldOnceHandled() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        List<String> requestsOnly = new CopyOnWriteArrayList<>();
        LinkedBlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        Interceptor everyRequest = new Interceptor() {
            @Override
            public Decision intercept(Invocation invocation) {
                requestsOnly.add(invocation.method());
                return Decision.proceed();
            }

            @Override
            public boolean seesEveryRequest() {
                return true;
            }
        };
        try (McpServer server = server(seeingNotifications(seen, outcomes), everyRequest);
             TestClient client = TestClient.initialized(server)) {
            client.notify("notifications/roots/list_changed", json("{\"_meta\":{\"traceparent\":\"00-t-s-01\"}}"));
            client.request("ping", json("{}"));
            assertThat(seen).containsExactly("initialize id=1 traceparent=-",
                    "notifications/initialized id=null traceparent=-",
                    "notifications/roots/list_changed id=null traceparent=00-t-s-01", "ping id=2 traceparent=-");
            assertThat(requestsOnly).as("an interceptor sees notifications only if it asks to")
                    .containsExactly("initialize", "ping");
            List<Outcome.Status> statuses = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                statuses.add(outcomes.poll(20, TimeUnit.SECONDS).status());
            }
            assertThat(statuses).containsExactly(Outcome.Status.SUCCESS, Outcome.Status.NOTIFIED,
                    Outcome.Status.NOTIFIED, Outcome.Status.SUCCESS);
        }
    }

    @Test
    void anInterceptorThatThrowsOnANotificationDropsIt() throws Exception {
        LinkedBlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        CompletableFuture<CallToolResult> never = new CompletableFuture<>();
        Interceptor refuser = new Interceptor() {
            @Override
            public Decision intercept(Invocation invocation) {
                if (invocation.method().equals("notifications/cancelled")) {
                    throw new InvalidParamsException("no cancelling here");
                }
                return Decision.proceed();
            }

            @Override
            public boolean seesNotifications() {
                return true;
            }
        };
        try (McpServer server = server(seeingNotifications(new CopyOnWriteArrayList<>(), outcomes), refuser)) {
            server.registerTool(ServerTool.builder("never").asyncHandler((args, ctx) -> never).build());
            try (TestClient client = TestClient.initialized(server)) {
                outcomes.poll(20, TimeUnit.SECONDS); // initialize
                outcomes.poll(20, TimeUnit.SECONDS); // notifications/initialized
                CompletableFuture<JsonNode> call = client.requestWithId(TestClient.JSON.stringNode("c-1"), "tools/call",
                        TestClient.toolParams("never", null));
                client.notify("notifications/cancelled", json("{\"requestId\":\"c-1\"}"));
                Outcome dropped = outcomes.poll(20, TimeUnit.SECONDS);
                assertThat(dropped.status()).isEqualTo(Outcome.Status.ERROR);
                assertThat(dropped.errorCode()).isEqualTo(-32602);
                never.complete(CallToolResult.text("done"));
                assertThat(TestClient.await(call).at("/result/content/0/text").asString())
                        .as("the cancellation was dropped: the call was answered").isEqualTo("done");
            }
        }
    }

    @Test
    void anObserverSeesRequestsBeforeEveryInterceptorWhateverTheOrderTheyWereAdded() throws Exception {
        LinkedBlockingQueue<Outcome> outcomes = new LinkedBlockingQueue<>();
        try (McpServer server = McpServer.builder("observed", "1.0")
                .intercept(invocation -> {
                    events.add("refuser " + invocation.method());
                    throw new ProtocolException(-31429, "Too many requests");
                })
                .observe(invocation -> {
                    events.add("observer " + invocation.method());
                    return Decision.observe(outcomes::add);
                })
                .build()) {
            server.registerTool(ServerTool.builder("echo").handler((args, ctx) -> CallToolResult.text("hi")).build());
            try (TestClient client = TestClient.initialized(server)) {
                JsonNode refused = client.request("tools/call", TestClient.toolParams("echo", null));
                assertThat(refused.at("/error/code").asInt()).isEqualTo(-31429);
                Outcome outcome = outcomes.poll(20, TimeUnit.SECONDS);
                assertThat(outcome.status()).isEqualTo(Outcome.Status.ERROR);
                assertThat(outcome.errorCode()).isEqualTo(-31429);
                assertThat(events).containsExactly("observer tools/call", "refuser tools/call");
            }
        }
    }

    @Test
    void aConnectionIsClosedOnlyOnceEveryInterceptorHeardOfIt() throws Exception {
        CountDownLatch hearing = new CountDownLatch(1);
        CountDownLatch flushed = new CountDownLatch(1);
        java.util.concurrent.atomic.AtomicBoolean heard = new java.util.concurrent.atomic.AtomicBoolean();
        Interceptor slowToHear = new Interceptor() {
            @Override
            public Decision intercept(Invocation invocation) {
                return Decision.proceed();
            }

            @Override
            public void connectionClosed(dev.mcpj.server.Connection connection, String sessionId,
                                         java.time.Duration duration) {
                hearing.countDown();
                try {
                    flushed.await(); // an exporter flushing, say, until the test lets it finish
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                heard.set(true);
            }
        };
        try (McpServer server = server(slowToHear)) {
            TestClient client = TestClient.initialized(server);
            client.closeOutput(); // the client leaves: the connection closes on a thread of its own
            CompletableFuture<Void> closed = CompletableFuture.runAsync(() -> {
                try {
                    client.connection().awaitClosed();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            });
            assertThat(hearing.await(20, TimeUnit.SECONDS)).as("the close hook runs").isTrue();
            assertThat(closed).as("awaitClosed() waits while the hook runs").isNotDone();
            flushed.countDown();
            closed.get(20, TimeUnit.SECONDS);
            assertThat(heard).as("the close hook finished before awaitClosed() returned").isTrue();
            assertThat(client.connection().isClosed()).isTrue();
        }
    }
}
