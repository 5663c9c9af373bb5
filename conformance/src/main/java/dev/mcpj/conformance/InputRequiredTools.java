package dev.mcpj.conformance;

import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolArguments;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.FormElicitation;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/**
 * Handlers that ask the client questions, for the multi-round-trip scenarios of protocol
 * 2026-07-28 ({@code input-required-result-*}). They are ordinary handlers: in that revision the
 * server answers each unanswered question with an {@code input_required} result and runs the
 * handler again when the client retries with the answers; in 2025-11-25 the same handlers send
 * the questions as requests. Two of them ask several questions at once with the asynchronous
 * variants, which puts all of them in one {@code input_required} result.
 */
final class InputRequiredTools {
    private InputRequiredTools() {
    }

    static void register(McpServer server) {
        server.registerTool(ServerTool.of(tool("test_input_required_result_elicitation",
                        "MRTR: returns InputRequiredResult with elicitation request"),
                (args, ctx) -> CallToolResult.text("Hello, "
                        + field(ctx.elicit(FormElicitation.builder("What is your name?", nameForm()).key("user_name").build()), "name") + "!")));

        server.registerTool(ServerTool.of(tool("test_input_required_result_sampling",
                        "MRTR: returns InputRequiredResult with sampling request"),
                (args, ctx) -> CallToolResult.text("Sampling result: " + InteractiveTools.text(
                        ctx.sample(question("What is the capital of France?", 100).key("capital_question").build())))));

        server.registerTool(ServerTool.of(tool("test_input_required_result_list_roots",
                        "MRTR: returns InputRequiredResult with roots/list request"),
                (args, ctx) -> CallToolResult.text("Found " + ctx.roots("client_roots").size() + " root(s)")));

        server.registerTool(ServerTool.of(tool("test_input_required_result_request_state",
                        "MRTR: returns InputRequiredResult with requestState"),
                (args, ctx) -> confirmed(ctx)
                        ? CallToolResult.text("state-ok: requestState validated")
                        : CallToolResult.text("not confirmed")));

        // All three questions are asked before any answer is awaited.
        server.registerTool(ServerTool.builder(tool("test_input_required_result_multiple_inputs",
                        "MRTR: returns InputRequiredResult with multiple input requests")).asyncHandler((args, ctx) -> {
                    CompletableFuture<ElicitationResult> name = ctx.elicitAsync("What is your name?", nameForm())
                            .toCompletableFuture();
                    CompletableFuture<SamplingResult> greeting = ctx.sampleAsync(question("Generate a greeting", 50).build())
                            .toCompletableFuture();
                    CompletableFuture<List<Root>> roots = ctx.rootsAsync().toCompletableFuture();
                    return CompletableFuture.allOf(name, greeting, roots).thenApply(done -> CallToolResult.text(
                            "Name: " + field(name.join(), "name") + "; Greeting: "
                                    + InteractiveTools.text(greeting.join()) + "; Roots: " + roots.join().size()));
                }).build());

        server.registerTool(ServerTool.of(tool("test_input_required_result_multi_round",
                        "MRTR: multi-round InputRequiredResult workflow"),
                (args, ctx) -> {
                    String name = askName(ctx, "Step 1: What is your name?");
                    ElicitationResult color = ctx.elicit("Step 2: What is your favorite color?",
                            ElicitationSchema.builder().string("color", null, true).build());
                    return CallToolResult.text("Multi-round complete for " + name + " who likes "
                            + field(color, "color"));
                }));

        server.registerTool(ServerTool.of(tool("test_input_required_result_tampered_state",
                        "MRTR: HMAC-signed requestState integrity test"),
                (args, ctx) -> confirmed(ctx)
                        ? CallToolResult.text("integrity-ok: state verified")
                        : CallToolResult.text("not confirmed")));

        server.registerTool(ServerTool.builder(tool("test_input_required_result_capabilities",
                        "MRTR: respects client capabilities in inputRequests")).asyncHandler(InputRequiredTools::askWhatTheClientSupports).build());

        server.registerPrompt(ServerPrompt.of(Prompt.builder("test_input_required_result_prompt")
                        .description("MRTR: prompt that requires elicitation input")
                        .build(),
                (args, ctx) -> {
                    ElicitationResult context = ctx.elicit("What context should the prompt use?",
                            ElicitationSchema.builder().string("context", null, true).build());
                    return GetPromptResult.of(PromptMessage.user("Prompt with context: " + field(context, "context")));
                }));
    }

    /**
     * Asks only what the client declared it can answer (elicitation and/or sampling), both at
     * once, and reports which answers came back.
     */
    private static CompletionStage<CallToolResult> askWhatTheClientSupports(ToolArguments args, RequestContext ctx) {
        List<String> asked = new ArrayList<>();
        List<CompletableFuture<?>> answers = new ArrayList<>();
        if (ctx.clientCapabilities().has("elicitation")) {
            asked.add("elicitation");
            answers.add(ctx.elicitAsync("Elicitation input",
                    ElicitationSchema.builder().string("value", null, true).build()).toCompletableFuture());
        }
        if (ctx.clientCapabilities().has("sampling")) {
            asked.add("sampling");
            answers.add(ctx.sampleAsync(question("Sample request", 50).build()).toCompletableFuture());
        }
        if (asked.isEmpty()) {
            return CompletableFuture.completedFuture(CallToolResult.text("No supported capabilities declared"));
        }
        return CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new))
                .thenApply(done -> CallToolResult.text("capabilities-ok: received " + String.join(",", asked)));
    }

    private static Tool tool(String name, String description) {
        return Tool.builder(name).description(description).build();
    }

    private static ElicitationSchema nameForm() {
        return ElicitationSchema.builder().string("name", null, true).build();
    }

    private static String askName(RequestContext ctx, String message) throws InterruptedException {
        return field(ctx.elicit(message, nameForm()), "name");
    }

    private static boolean confirmed(RequestContext ctx) throws InterruptedException {
        ElicitationResult answer = ctx.elicit("Please confirm",
                ElicitationSchema.builder().bool("ok", null, true, null).build());
        return answer.accepted() && answer.content().path("ok").asBoolean(false);
    }

    private static SamplingRequest.Builder question(String text, int maxTokens) {
        return SamplingRequest.builder(maxTokens).message(SamplingMessage.user(text));
    }

    /** A text field of an accepted form, or {@code "unknown"}. */
    private static String field(ElicitationResult answer, String name) {
        return answer.accepted() ? answer.content().path(name).asString("unknown") : "unknown";
    }
}
