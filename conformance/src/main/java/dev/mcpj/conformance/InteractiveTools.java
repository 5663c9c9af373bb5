package dev.mcpj.conformance;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * Tools that talk to the client while they run: log messages, progress, sampling and elicitation
 * (scenarios {@code tools-call-with-logging}, {@code -with-progress}, {@code -sampling},
 * {@code -elicitation}, {@code elicitation-sep1034-defaults}, {@code elicitation-sep1330-enums},
 * {@code server-sse-polling}). A question the client cannot answer (it lacks the capability, or
 * answers badly) is left to the server, which reports it as an {@code isError} result.
 */
final class InteractiveTools {
    /** The pause between the steps of the logging and progress tools, as in the reference. */
    private static final long STEP_MILLIS = 50;

    private InteractiveTools() {
    }

    static void register(McpServer server) {
        server.registerTool(ServerTool.builder("test_tool_with_logging")
                        .description("Tests tool that emits log messages during execution").handler((args, ctx) -> {
                    ctx.log(LoggingLevel.INFO, "Tool execution started");
                    Thread.sleep(STEP_MILLIS);
                    ctx.log(LoggingLevel.INFO, "Tool processing data");
                    Thread.sleep(STEP_MILLIS);
                    ctx.log(LoggingLevel.INFO, "Tool execution completed");
                    return CallToolResult.text("Tool with logging executed successfully");
                }).build());

        server.registerTool(ServerTool.builder("test_tool_with_progress")
                        .description("Tests tool that reports progress notifications").handler((args, ctx) -> {
                    for (int step = 0; step <= 100; step += 50) {
                        if (step > 0) {
                            Thread.sleep(STEP_MILLIS);
                        }
                        ctx.progress(step, 100.0, "Completed step " + step + " of 100");
                    }
                    return CallToolResult.text(progressToken(ctx));
                }).build());

        server.registerTool(ServerTool.builder("test_sampling")
                        .description("Tests server-initiated sampling (LLM completion request)").inputSchema("""
                                {"type":"object",
                                 "properties":{"prompt":{"type":"string",
                                                         "description":"The prompt to send to the LLM"}},
                                 "required":["prompt"]}""").handler((args, ctx) -> {
                    SamplingResult answer = ctx.sample(SamplingRequest.builder(100)
                            .message(SamplingMessage.user(args.string("prompt")))
                            .build());
                    return CallToolResult.text("LLM response: " + text(answer));
                }).build());

        server.registerTool(ServerTool.builder("test_elicitation")
                        .description("Tests server-initiated elicitation (user input request)").inputSchema("""
                                {"type":"object",
                                 "properties":{"message":{"type":"string",
                                                          "description":"The message to show the user"}},
                                 "required":["message"]}""").handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit(args.string("message"), ElicitationSchema.builder()
                            .string("username", "User's response", true)
                            .string("email", "User's email address", true)
                            .build());
                    return CallToolResult.text("User response: " + describe(answer));
                }).build());

        server.registerTool(ServerTool.builder("test_elicitation_sep1034_defaults")
                        .description("Tests elicitation with default values per SEP-1034").handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit("Please review and update the form fields with defaults",
                            ElicitationSchema.builder()
                                    .string("name", "User name", false, "John Doe")
                                    .integer("age", "User age", false, 30L)
                                    .number("score", "User score", false, 95.5)
                                    .enumeration("status", "User status", false,
                                            List.of("active", "inactive", "pending"), "active")
                                    .bool("verified", "Verification status", false, true)
                                    .build());
                    return CallToolResult.text("Elicitation completed: " + describe(answer));
                }).build());

        server.registerTool(ServerTool.builder("test_elicitation_sep1330_enums")
                        .description("Tests elicitation with enum schema improvements per SEP-1330").handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit("Please select options from the enum fields",
                            ElicitationSchema.builder()
                                    .enumeration("untitledSingle", "Select one option", false,
                                            List.of("option1", "option2", "option3"), null)
                                    .titledEnumeration("titledSingle", "Select one option with titles", false,
                                            titles("value1", "First Option", "value2", "Second Option",
                                                    "value3", "Third Option"), null)
                                    .legacyEnumeration("legacyEnum", "Select one option (legacy)", false,
                                            List.of("opt1", "opt2", "opt3"),
                                            List.of("Option One", "Option Two", "Option Three"))
                                    .multiSelect("untitledMulti", "Select multiple options", false,
                                            List.of("option1", "option2", "option3"), null)
                                    .titledMultiSelect("titledMulti", "Select multiple options with titles", false,
                                            titles("value1", "First Choice", "value2", "Second Choice",
                                                    "value3", "Third Choice"), null)
                                    .build());
                    return CallToolResult.text("Elicitation completed: " + describe(answer));
                }).build());

        // Closes the call's SSE stream mid-call (where the transport can), so that the client
        // reconnects with Last-Event-ID and receives the result on the resumed stream.
        server.registerTool(ServerTool.builder("test_reconnection")
                        .description("Tests SSE stream disconnection and client reconnection (SEP-1699). Server "
                                + "will close the stream mid-call and send the result after client reconnects.").handler((args, ctx) -> {
                    ctx.closeResponseStream();
                    Thread.sleep(100);
                    return CallToolResult.text("Reconnection test completed successfully. If you received this, "
                            + "the client properly reconnected after stream closure.");
                }).build());
    }

    /** The request's progress token as text (the reference's {@code String(token ?? 0)}). */
    private static String progressToken(RequestContext ctx) {
        JsonNode token = ctx.meta().get("progressToken");
        if (token == null || token.isNull()) {
            return "0";
        }
        return token.isString() ? token.stringValue() : token.toString();
    }

    static String text(SamplingResult answer) {
        return answer.content() instanceof TextContent t ? t.text() : "No response";
    }

    /** The answer as the reference prints it: {@code action=accept, content={...}}. */
    static String describe(ElicitationResult answer) {
        return "action=" + answer.action().name().toLowerCase(java.util.Locale.ROOT)
                + ", content=" + (answer.content() == null ? "{}" : answer.content().toString());
    }

    /** Titles by value, in the order given. */
    private static Map<String, String> titles(String... valueTitlePairs) {
        Map<String, String> titles = new LinkedHashMap<>();
        for (int i = 0; i < valueTitlePairs.length; i += 2) {
            titles.put(valueTitlePairs[i], valueTitlePairs[i + 1]);
        }
        return titles;
    }
}
