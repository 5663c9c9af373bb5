package dev.mcpj.examples;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.ClientLogger;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import org.slf4j.Logger;

/**
 * Tools that use the request context: progress, logging to the client, cancellation, a timeout,
 * and questions to the client (elicitation, sampling, roots).
 */
public final class ContextTools {
    public void register(McpServer server) {
        server.registerTool(ServerTool.builder("count_slowly")
                        .description("Count to the given number, reporting progress at each step.").inputSchema("""
                                {"type":"object","properties":{"to":{"type":"integer","minimum":1,"maximum":100},
                                 "delay_ms":{"type":"integer","minimum":0,"maximum":1000,"default":50}},"required":["to"]}""").handler((args, ctx) -> {
                    long to = args.integer("to");
                    long delay = args.integer("delay_ms", 50);
                    for (long i = 0; i <= to; i++) {
                        ctx.progress(i, (double) to, "counted " + i + " of " + to);
                        if (i < to) {
                            Thread.sleep(delay);
                        }
                    }
                    return CallToolResult.text("counted to " + to);
                }).build());

        server.registerTool(ServerTool.builder("log_three")
                        .description("Log one message at debug, info and warning level, through the slf4j bridge.").handler((args, ctx) -> {
                    Logger log = ClientLogger.of(ctx, ContextTools.class);
                    log.debug("step one: reading");
                    log.info("step two: working");
                    log.warn("step three: almost out of coffee");
                    ctx.log(LoggingLevel.INFO, "done");
                    return CallToolResult.text("logged");
                }).build());

        server.registerTool(ServerTool.builder("wait_forever")
                        .description("Block until cancelled (for trying out cancellation).").handler((args, ctx) -> {
                    Thread.sleep(Duration.ofHours(1).toMillis());
                    return CallToolResult.text("woke up");
                }).build());

        server.registerTool(ServerTool.builder("too_slow")
                                .description("Sleep longer than this tool's 500 ms timeout.")
                .timeout(Duration.ofMillis(500))
                .handler((args, ctx) -> {
                    Thread.sleep(10_000);
                    return CallToolResult.text("finished");
                })
                .build());

        server.registerTool(ServerTool.builder("sign_up")
                        .description("Ask the user for a name and a plan, and report what they chose.").handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit("Please sign up", ElicitationSchema.builder()
                            .string("name", "Your name", true)
                            .enumeration("plan", "Plan", false, List.of("free", "pro"), "free")
                            .build());
                    return CallToolResult.text(switch (answer.action()) {
                        case ACCEPT -> "signed up " + answer.content().get("name").asString() + " on the "
                                + answer.content().path("plan").asString("free") + " plan";
                        case DECLINE -> "the user declined";
                        case CANCEL -> "the user cancelled";
                    });
                }).build());

        server.registerTool(ServerTool.builder("summarize")
                        .description("Ask the client's model to summarize a text.").inputSchema("""
                                {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""").handler((args, ctx) -> {
                    var answer = ctx.sample(SamplingRequest.builder(100)
                            .systemPrompt("Summarize in one sentence.")
                            .message(SamplingMessage.user(args.string("text")))
                            .build());
                    return CallToolResult.text("summary: " + (answer.content() instanceof TextContent t ? t.text() : "?"));
                }).build());

        server.registerTool(ServerTool.builder("list_roots")
                        .description("List the client's roots.").handler((args, ctx) -> CallToolResult.text(ctx.roots().stream()
                        .map(r -> r.uri() + (r.name() == null ? "" : " (" + r.name() + ")"))
                        .collect(Collectors.joining(", ", "roots: ", "")))).build());
    }
}
