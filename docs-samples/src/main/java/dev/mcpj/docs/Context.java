package dev.mcpj.docs;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.ClientLogger;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.Root;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.ToolChoice;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import tools.jackson.databind.node.ObjectNode;

/** The samples of the guide's page on the request context. */
public final class Context {
    private Context() {
    }

    /**
     * Registers the page's tools.
     *
     * @param server the server to register them on
     */
    public static void register(McpServer server) {
        // region progress-log-cancel
        server.registerTool(ServerTool.builder("import_rows")
                .parameter(ToolParameter.integer("rows").minimum(1))
                .handler((args, ctx) -> {
                    Logger log = ClientLogger.of(ctx, Context.class);   // slf4j, sent to the client
                    long rows = args.integer("rows");
                    for (long row = 1; row <= rows; row++) {
                        ctx.throwIfCancelled();                      // notifications/cancelled arrived
                        importRow(row);
                        ctx.progress(row, (double) rows, "imported row " + row);
                    }
                    log.info("imported {} rows", rows);
                    ctx.log(LoggingLevel.NOTICE, "import finished");
                    return CallToolResult.text("imported " + rows + " rows");
                })
                .build());
        // endregion

        // region elicit-form
        server.registerTool(ServerTool.builder("sign_up")
                .handler((args, ctx) -> {
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
                })
                .build());
        // endregion

        // region sample
        server.registerTool(ServerTool.builder("summarize")
                .parameter(ToolParameter.string("text"))
                .handler((args, ctx) -> {
                    SamplingResult answer = ctx.sample(SamplingRequest.builder(100)
                            .systemPrompt("Summarize in one sentence.")
                            .message(SamplingMessage.user(args.string("text")))
                            .build());
                    return CallToolResult.text(answer.content() instanceof TextContent text ? text.text() : "?");
                })
                .build());
        // endregion

        // region roots
        server.registerTool(ServerTool.builder("list_roots")
                .handler((args, ctx) -> CallToolResult.text(ctx.roots().stream()
                        .map(Root::uri)
                        .collect(Collectors.joining(", ", "roots: ", ""))))
                .build());
        // endregion
    }

    private static void importRow(long row) {
        // the work of one row
    }

    /**
     * Asks the user to open a page, or ends the request until they have.
     *
     * @param server       the server, told when the page is done
     * @param ctx          the request's context
     * @param authorizeUrl the page to open
     * @param state        the elicitation's id, known to the page
     * @return the user's answer
     * @throws InterruptedException if interrupted while waiting for the answer
     */
    public static ElicitationResult urlElicitation(McpServer server, RequestContext ctx,
                                                   String authorizeUrl, String state) throws InterruptedException {
        // region elicit-url
        ElicitationResult consent = ctx.elicit(UrlElicitation.builder(authorizeUrl, "Sign in to Example").build());
        // endregion
        if (consent.action() == ElicitationResult.Action.ACCEPT) {
            return consent;
        }
        // region elicit-url-required
        // end the request until the user has been there: -32042 with the elicitations (2025-11-25),
        // an input_required result asking for them (2026-07-28)
        throw new UrlElicitationRequiredException("Sign in to Example first",
                UrlElicitation.builder(authorizeUrl, "Sign in to Example").elicitationId(state).build());
        // endregion
    }

    /**
     * Called when the page opened by a URL elicitation is done.
     *
     * @param server the server
     * @param state  the elicitation's id
     */
    public static void elicitationDone(McpServer server, String state) {
        // region elicit-url-complete
        server.notifyElicitationComplete(state);   // notifications/elicitation/complete
        // endregion
    }

    /**
     * Asks the client's model, letting it call a tool of ours on the way.
     *
     * @param ctx         the request's context
     * @param weatherTool the tool the model may use
     * @return the model's last answer
     * @throws InterruptedException if interrupted while waiting for the answer
     */
    public static SamplingResult samplingWithTools(RequestContext ctx, Tool weatherTool)
            throws InterruptedException {
        // region sampling-tools
        List<SamplingMessage> conversation = new ArrayList<>(List.of(SamplingMessage.user("Weather in Oslo?")));
        SamplingResult answer = ctx.sample(SamplingRequest.builder(500).messages(conversation)
                .tools(List.of(weatherTool)).toolChoice(ToolChoice.AUTO).build());
        while (answer.wantsToolUse()) {
            conversation.add(SamplingMessage.assistant(answer.contents()));
            conversation.add(SamplingMessage.user(answer.toolUses().stream()
                    .map(use -> ToolResultContent.text(use.id(), weather(use.input()))).toList()));
            answer = ctx.sample(SamplingRequest.builder(500).messages(conversation).tools(List.of(weatherTool)).build());
        }
        // endregion
        return answer;
    }

    private static String weather(ObjectNode input) {
        return "12 °C and windy in " + input.path("city").asString("Oslo");
    }
}
