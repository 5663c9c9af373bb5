package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import io.modelcontextprotocol.client.McpClient;
import io.modelcontextprotocol.client.McpSyncClient;
import io.modelcontextprotocol.client.transport.ServerParameters;
import io.modelcontextprotocol.client.transport.StdioClientTransport;
import io.modelcontextprotocol.json.jackson3.JacksonMcpJsonMapper;
import io.modelcontextprotocol.spec.McpSchema;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The tools that use the request context, driven by the official MCP Java SDK
 * ({@code io.modelcontextprotocol.sdk:mcp}) as a sync client over its stdio transport: progress
 * (with a numeric and a string token, both the caller's choice in this SDK), logging at the level
 * the client set, a timeout, elicitation, sampling and roots answered by the client's handlers,
 * and a client without those capabilities.
 *
 * <p>Cancellation is not covered here: the Java SDK 2.1.0 client cannot cancel a request. Neither
 * {@link McpSyncClient} nor {@code McpAsyncClient} has a cancel method, and nothing in the SDK
 * sends {@code notifications/cancelled} (disposing the async client's {@code Mono} only forgets
 * the answer). {@link StdioContextCancellationTest} covers cancellation in raw protocol instead,
 * and {@link TypeScriptSdkContextTest} through the TypeScript SDK.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(180)
class JavaSdkContextTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private final Queue<String> serverStderr = new ConcurrentLinkedQueue<>();
    private final List<McpSchema.ProgressNotification> progress = new CopyOnWriteArrayList<>();
    private final List<McpSchema.LoggingMessageNotification> logs = new CopyOnWriteArrayList<>();
    /** Notified as each progress or log notification reaches its consumer. */
    private final Object arrivals = new Object();
    private final Queue<McpSchema.ElicitResult> elicitAnswers = new ConcurrentLinkedQueue<>();
    private final List<McpSchema.ElicitFormRequest> elicitRequests = new CopyOnWriteArrayList<>();
    private final List<McpSchema.CreateMessageRequest> samplingRequests = new CopyOnWriteArrayList<>();
    private McpSyncClient client;
    private long serverPid;

    @BeforeAll
    void connect() {
        Set<ProcessHandle> before = ServerThreads.children();
        client = McpClient.sync(transport(serverStderr))
                .clientInfo(McpSchema.Implementation.builder("mcpj-interop-java-sdk-context", "1.0.0").build())
                .initializationTimeout(PATIENCE)
                .requestTimeout(PATIENCE)
                .capabilities(McpSchema.ClientCapabilities.builder().elicitation().sampling().roots(true).build())
                .elicitation(request -> {
                    elicitRequests.add(request);
                    McpSchema.ElicitResult answer = elicitAnswers.poll();
                    return answer != null ? answer : new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.CANCEL, null);
                })
                .sampling(request -> {
                    samplingRequests.add(request);
                    return new McpSchema.CreateMessageResult(McpSchema.Role.ASSISTANT,
                            new McpSchema.TextContent("A cat sat on a mat."), "interop-test-model",
                            McpSchema.CreateMessageResult.StopReason.END_TURN);
                })
                .roots(new McpSchema.Root("file:///home/user/project", "project"), new McpSchema.Root("file:///srv/scratch", null))
                .progressConsumer(p -> arrived(progress, p))
                .loggingConsumer(l -> arrived(logs, l))
                .build();
        client.initialize();
        serverPid = ServerThreads.newChild(before).pid();
    }

    @AfterAll
    void disconnect() {
        if (client != null) {
            assertThat(client.closeGracefully()).as("graceful close; server stderr: %s", serverStderr).isTrue();
        }
        assertThat(String.join("\n", serverStderr)).doesNotContain("still running after the");
    }

    @Test
    void progressWithANumericToken() {
        McpSchema.CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder("count_slowly")
                .arguments(Map.of("to", 2, "delay_ms", 50)).progressToken(7).build());
        assertThat(onlyText(result)).isEqualTo("counted to 2");
        List<McpSchema.ProgressNotification> seen = await(() -> progressWithToken(7), 3);
        assertThat(seen).extracting(McpSchema.ProgressNotification::progress).containsExactlyInAnyOrder(0.0, 1.0, 2.0);
        assertThat(seen).extracting(McpSchema.ProgressNotification::total).containsOnly(2.0);
        assertThat(seen).extracting(McpSchema.ProgressNotification::message)
                .containsExactlyInAnyOrder("counted 0 of 2", "counted 1 of 2", "counted 2 of 2");
        seen.forEach(p -> assertThat(p.progressToken()).isInstanceOf(Number.class));
    }

    @Test
    void progressWithAStringToken() {
        McpSchema.CallToolResult result = client.callTool(McpSchema.CallToolRequest.builder("count_slowly")
                .arguments(Map.of("to", 2, "delay_ms", 50)).progressToken("abc").build());
        assertThat(onlyText(result)).isEqualTo("counted to 2");
        List<McpSchema.ProgressNotification> seen = await(() -> progressWithToken("abc"), 3);
        assertThat(seen).extracting(McpSchema.ProgressNotification::progress).containsExactlyInAnyOrder(0.0, 1.0, 2.0);
        assertThat(seen).extracting(McpSchema.ProgressNotification::message)
                .containsExactlyInAnyOrder("counted 0 of 2", "counted 1 of 2", "counted 2 of 2");
        seen.forEach(p -> assertThat(p.progressToken()).isEqualTo("abc"));
    }

    @Test
    void noProgressWithoutAToken() {
        int before = progress.size();
        assertThat(onlyText(call("count_slowly", Map.of("to", 2, "delay_ms", 10)))).isEqualTo("counted to 2");
        client.ping();
        assertThat(progress).hasSize(before);
    }

    @Test
    void loggingSendsExactlyTheMessagesAtOrAboveTheLevelSet() {
        // In any order: this SDK hands each notification to a sync consumer on a pooled thread of its
        // own, so consumers may see them out of order (the wire order is checked in raw protocol and
        // through the TypeScript SDK).
        assertThat(logAt(McpSchema.LoggingLevel.INFO, 3)).containsExactlyInAnyOrder(
                "info dev.mcpj.examples.ContextTools step two: working",
                "warning dev.mcpj.examples.ContextTools step three: almost out of coffee",
                "info null done");
        assertThat(logAt(McpSchema.LoggingLevel.WARNING, 1)).containsExactlyInAnyOrder(
                "warning dev.mcpj.examples.ContextTools step three: almost out of coffee");
        assertThat(logAt(McpSchema.LoggingLevel.DEBUG, 4)).containsExactlyInAnyOrder(
                "debug dev.mcpj.examples.ContextTools step one: reading",
                "info dev.mcpj.examples.ContextTools step two: working",
                "warning dev.mcpj.examples.ContextTools step three: almost out of coffee",
                "info null done");
        assertThat(logAt(McpSchema.LoggingLevel.ERROR, 0)).isEmpty();
    }

    @Test
    void slowToolTimesOutAndItsHandlerIsStopped() {
        McpSchema.CallToolResult result = call("too_slow", Map.of());
        assertThat(result.isError()).isTrue();
        assertThat(onlyText(result)).isEqualTo("Tool 'too_slow' timed out after 500 ms");
        if (!ServerThreads.available()) {
            return;
        }
        // The handler sleeps 10 s: a dump finished well within that shows it was interrupted; a
        // slower dump (a very busy machine) proves nothing, so only then is that check skipped.
        long answered = System.nanoTime();
        int threads = ServerThreads.inContextTools(serverPid);
        if (Duration.ofNanos(System.nanoTime() - answered).compareTo(Duration.ofSeconds(8)) < 0) {
            assertThat(threads).as("threads still in the too_slow handler after its timeout").isZero();
        }
        assertThat(ServerThreads.awaitInContextTools(serverPid, n -> n == 0, PATIENCE)).isZero();
        assertThat(onlyText(call("add", Map.of("a", 1, "b", 2)))).isEqualTo("3");
    }

    @Test
    void elicitationAcceptDeclineCancel() {
        elicitAnswers.add(new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.ACCEPT,
                Map.of("name", "Ada", "plan", "pro")));
        elicitAnswers.add(new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.DECLINE, null));
        elicitAnswers.add(new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.CANCEL, null));
        elicitAnswers.add(new McpSchema.ElicitResult(McpSchema.ElicitResult.Action.ACCEPT, Map.of("name", "Grace")));
        assertThat(onlyText(call("sign_up", Map.of()))).isEqualTo("signed up Ada on the pro plan");
        assertThat(onlyText(call("sign_up", Map.of()))).isEqualTo("the user declined");
        assertThat(onlyText(call("sign_up", Map.of()))).isEqualTo("the user cancelled");
        assertThat(onlyText(call("sign_up", Map.of()))).isEqualTo("signed up Grace on the free plan");

        assertThat(elicitRequests).hasSize(4);
        McpSchema.ElicitFormRequest asked = elicitRequests.get(0);
        assertThat(asked.message()).isEqualTo("Please sign up");
        assertThat((JsonNode) JSON.valueToTree(asked.requestedSchema())).isEqualTo(JSON.readTree("""
                {"type":"object","properties":{
                  "name":{"type":"string","description":"Your name"},
                  "plan":{"type":"string","description":"Plan","enum":["free","pro"],"default":"free"}},
                 "required":["name"]}"""));
    }

    @Test
    void samplingReturnsTheClientsText() {
        String text = "The cat, tired after a long day, sat on the mat.";
        assertThat(onlyText(call("summarize", Map.of("text", text)))).isEqualTo("summary: A cat sat on a mat.");
        assertThat(samplingRequests).hasSize(1);
        McpSchema.CreateMessageRequest asked = samplingRequests.get(0);
        assertThat(asked.systemPrompt()).isEqualTo("Summarize in one sentence.");
        assertThat(asked.maxTokens()).isEqualTo(100);
        assertThat(asked.messages()).hasSize(1);
        assertThat(asked.messages().get(0).role()).isEqualTo(McpSchema.Role.USER);
        assertThat(((McpSchema.TextContent) asked.messages().get(0).content()).text()).isEqualTo(text);
    }

    @Test
    void rootsAreListed() {
        // The Java SDK client keeps its roots in a map keyed by URI, so it sends them in no set order.
        String text = onlyText(call("list_roots", Map.of()));
        assertThat(text).startsWith("roots: ");
        assertThat(text.substring("roots: ".length()).split(", "))
                .containsExactlyInAnyOrder("file:///home/user/project (project)", "file:///srv/scratch");
    }

    @Test
    void clientWithoutTheCapabilitiesGetsAClearToolError() {
        Queue<String> stderr = new ConcurrentLinkedQueue<>();
        McpSyncClient bare = McpClient.sync(transport(stderr))
                .clientInfo(McpSchema.Implementation.builder("mcpj-interop-java-sdk-bare", "1.0.0").build())
                .initializationTimeout(PATIENCE)
                .requestTimeout(PATIENCE)
                .build();
        try {
            bare.initialize();
            assertToolError(bare, "sign_up", Map.of(),
                    "Cannot ask the user (elicitation): the client did not declare the 'elicitation' capability");
            assertToolError(bare, "summarize", Map.of("text", "anything"),
                    "Cannot ask the client's model (sampling): the client did not declare the 'sampling' capability");
            assertToolError(bare, "list_roots", Map.of(),
                    "Cannot list the client's roots: the client did not declare the 'roots' capability");
        } finally {
            assertThat(bare.closeGracefully()).as("graceful close; server stderr: %s", stderr).isTrue();
        }
    }

    // ---- helpers ----

    private static StdioClientTransport transport(Queue<String> stderr) {
        ServerParameters server = ServerParameters.builder(Interop.javaExecutable())
                .args("-jar", Interop.examplesJar().toString())
                .build();
        StdioClientTransport transport = new StdioClientTransport(server, new JacksonMcpJsonMapper(JSON));
        transport.setStdErrorHandler(stderr::add);
        return transport;
    }

    /** Sets the level, calls log_three, and returns "level logger data" of what the client got. */
    private List<String> logAt(McpSchema.LoggingLevel level, int expected) {
        client.setLoggingLevel(level);
        logs.clear();
        assertThat(onlyText(call("log_three", Map.of()))).isEqualTo("logged");
        await(() -> logs, expected);
        // The notifications precede the answer on the wire; a ping's round trip and a short pause
        // let any extra one (which would be a failure) reach the consumer too.
        client.ping();
        sleep(200);
        List<String> seen = new ArrayList<>();
        for (McpSchema.LoggingMessageNotification n : logs) {
            seen.add(n.level().name().toLowerCase(java.util.Locale.ROOT) + " " + n.logger() + " " + n.data());
        }
        return seen;
    }

    private List<McpSchema.ProgressNotification> progressWithToken(Object token) {
        return progress.stream().filter(p -> sameToken(p.progressToken(), token)).toList();
    }

    private static boolean sameToken(Object a, Object b) {
        if (a instanceof Number x && b instanceof Number y) {
            return x.longValue() == y.longValue();
        }
        return a.equals(b);
    }

    /** Keeps a notification the client handed to a consumer, and wakes {@link #await}. */
    private <T> void arrived(List<T> into, T notification) {
        synchronized (arrivals) {
            into.add(notification);
            arrivals.notifyAll();
        }
    }

    /**
     * Waits until {@code items} has at least {@code count} elements, woken by each notification
     * that arrives (up to a safety limit of {@code PATIENCE}); returns them.
     */
    private <T> List<T> await(Supplier<List<T>> items, int count) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        synchronized (arrivals) {
            while (items.get().size() < count) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("Expected " + count + " items within " + PATIENCE.toSeconds()
                            + " s, got " + items.get());
                }
                try {
                    arrivals.wait(TimeUnit.NANOSECONDS.toMillis(left) + 1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new AssertionError("Interrupted", e);
                }
            }
            return List.copyOf(items.get());
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("Interrupted", e);
        }
    }

    private McpSchema.CallToolResult call(String tool, Map<String, Object> arguments) {
        return client.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
    }

    private static void assertToolError(McpSyncClient c, String tool, Map<String, Object> arguments, String text) {
        McpSchema.CallToolResult result = c.callTool(McpSchema.CallToolRequest.builder(tool).arguments(arguments).build());
        assertThat(result.isError()).as("isError of %s", result).isTrue();
        assertThat(onlyText(result)).isEqualTo(text);
    }

    private static String onlyText(McpSchema.CallToolResult result) {
        assertThat(result.content()).as("content of %s", result).hasSize(1);
        assertThat(result.content().get(0)).as("content of %s", result).isInstanceOf(McpSchema.TextContent.class);
        return ((McpSchema.TextContent) result.content().get(0)).text();
    }
}
