package dev.mcpj.conformance;

import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import java.util.Optional;

/**
 * Tools the suite uses to probe the server rather than a feature: a schema that must survive
 * {@code tools/list} untouched ({@code json-schema-2020-12}), and the diagnostic hooks of
 * {@code server-stateless} (2026-07-28): a tool that needs an undeclared capability, a call whose
 * stream is inspected, a tool that logs, and triggers that change the tool and prompt lists; and a
 * tool with an argument mirrored in a header ({@code http-custom-header-server-validation}).
 */
final class DiagnosticTools {
    /** What the triggers add and remove; listed only between two triggers. */
    static final String DYNAMIC_TOOL = "test_dynamic_tool";
    static final String DYNAMIC_PROMPT = "test_dynamic_prompt";

    /**
     * The inputSchema of {@code json_schema_2020_12_tool}: 2020-12 keywords that an SDK might strip
     * ({@code $schema}, {@code $defs} with an {@code $anchor}, {@code additionalProperties},
     * {@code allOf}/{@code anyOf}, {@code if}/{@code then}/{@code else}).
     */
    static final String JSON_SCHEMA_2020_12 = """
            {"$schema":"https://json-schema.org/draft/2020-12/schema",
             "type":"object",
             "$defs":{"address":{"$anchor":"addressDef","type":"object",
                                 "properties":{"street":{"type":"string"},"city":{"type":"string"}}}},
             "properties":{"name":{"type":"string"},
                           "address":{"$ref":"#/$defs/address"},
                           "contactMethod":{"type":"string","enum":["phone","email"]},
                           "phone":{"type":"string"},
                           "email":{"type":"string"}},
             "allOf":[{"anyOf":[{"required":["phone"]},{"required":["email"]}]}],
             "if":{"properties":{"contactMethod":{"const":"phone"}},"required":["contactMethod"]},
             "then":{"required":["phone"]},
             "else":{"required":["email"]},
             "additionalProperties":false}""";

    private DiagnosticTools() {
    }

    static void register(McpServer server) {
        server.registerTool(ServerTool.builder("json_schema_2020_12_tool")
                        .description("Tool with JSON Schema 2020-12 features for conformance testing (SEP-1613)").inputSchema(JSON_SCHEMA_2020_12).handler((args, ctx) -> CallToolResult.text("JSON Schema 2020-12 tool called with: " + args.json())).build());

        // Asks the client's model, so a 2026-07-28 client that did not declare sampling gets
        // MissingRequiredClientCapabilityError (-32021).
        server.registerTool(ServerTool.builder("test_missing_capability")
                        .description("Test tool requiring sampling").handler((args, ctx) -> CallToolResult.text("Success: " + InteractiveTools.text(ctx.sample(
                        SamplingRequest.builder(20).message(SamplingMessage.user("Reply with OK")).build())))).build());

        // The suite reads every frame of this call's response stream: in 2026-07-28 the question
        // must come back as an input_required result, never as a request of the server's own.
        server.registerTool(ServerTool.builder("test_streaming_elicitation")
                        .description("Diagnostic tool validating response progress streams").handler((args, ctx) -> {
                    ctx.progress(50, 100.0, "Asking the user");
                    var answer = ctx.elicit("Please confirm the streaming test",
                            ElicitationSchema.builder().bool("ok", null, true, null).build());
                    ctx.progress(100, 100.0, "Answered");
                    return CallToolResult.text("Streaming complete: " + InteractiveTools.describe(answer));
                }).build());

        server.registerTool(ServerTool.builder("test_logging_tool")
                        .description("Diagnostic logging validator tool").handler((args, ctx) -> {
                    ctx.log(LoggingLevel.INFO, "Diagnostic trace logging activated");
                    return CallToolResult.text("Logging evaluated");
                }).build());

        // SEP-2243 (http-custom-header-server-validation): an argument the client must mirror in an
        // Mcp-Param-Region header, which the HTTP transport checks against the body.
        server.registerTool(ServerTool.builder("test_custom_header")
                        .description("Echoes its region argument, which clients also send as the Mcp-Param-Region "
                                + "header (x-mcp-header)").inputSchema("""
                                {"type":"object",
                                 "properties":{"region":{"type":"string","x-mcp-header":"Region",
                                                         "description":"A region name, mirrored in a header"}},
                                 "required":["region"]}""").handler((args, ctx) -> CallToolResult.text("Region: " + args.string("region"))).build());

        Object listLock = new Object();
        server.registerTool(ServerTool.builder("test_trigger_tool_change")
                        .description("Adds " + DYNAMIC_TOOL + " if it is absent, removes it otherwise, so that "
                                + "the tool list changes").handler((args, ctx) -> CallToolResult.text("Mutation triggered: " + DYNAMIC_TOOL
                        + (toggleTool(server, listLock) ? " added" : " removed"))).build());

        server.registerTool(ServerTool.builder("test_trigger_prompt_change")
                        .description("Adds " + DYNAMIC_PROMPT + " if it is absent, removes it otherwise, so that "
                                + "the prompt list changes").handler((args, ctx) -> CallToolResult.text("Mutation triggered: " + DYNAMIC_PROMPT
                        + (togglePrompt(server, listLock) ? " added" : " removed"))).build());
    }

    /** Adds or removes the dynamic tool; returns whether it was added. */
    private static boolean toggleTool(McpServer server, Object lock) {
        synchronized (lock) {
            Optional<Registration<ServerTool>> present = server.tool(DYNAMIC_TOOL);
            if (present.isPresent()) {
                present.get().remove();
                return false;
            }
            server.registerTool(ServerTool.builder(DYNAMIC_TOOL)
                            .description("A tool that test_trigger_tool_change adds and removes").handler((args, ctx) -> CallToolResult.text("This is a dynamically registered tool.")).build());
            return true;
        }
    }

    /** Adds or removes the dynamic prompt; returns whether it was added. */
    private static boolean togglePrompt(McpServer server, Object lock) {
        synchronized (lock) {
            Optional<Registration<ServerPrompt>> present = server.prompt(DYNAMIC_PROMPT);
            if (present.isPresent()) {
                present.get().remove();
                return false;
            }
            server.registerPrompt(ServerPrompt.of(Prompt.builder(DYNAMIC_PROMPT)
                            .description("A prompt that test_trigger_prompt_change adds and removes")
                            .build(),
                    (args, ctx) -> GetPromptResult.of(PromptMessage.user("This is a dynamically registered prompt."))));
            return true;
        }
    }
}
