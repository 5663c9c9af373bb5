package dev.mcpj.interop;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.ToolResultContent;
import dev.mcpj.core.content.ToolUseContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import dev.mcpj.server.client.SamplingResult;
import dev.mcpj.server.client.ToolChoice;
import dev.mcpj.server.client.UrlElicitation;
import dev.mcpj.server.client.UrlElicitationRequiredException;
import dev.mcpj.transport.stdio.StdioTransport;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A stdio server whose tools ask the client what the interop scripts answer: the user to open a
 * URL (asked, or required by throwing), and the client's model to use a tool. Launched by
 * {@link AskingClientsTest} from the test class path.
 */
public final class AskingServer {
    static final String CONNECT_URL = "https://auth.example.com/connect?state=connect-1";
    static final String SIGN_IN_URL = "https://auth.example.com/authorize?state=signin-1";
    private static final Tool WEATHER = Tool.builder("get_weather").description("The weather in a city")
            .inputSchema("{\"type\":\"object\",\"properties\":{\"city\":{\"type\":\"string\"}},\"required\":[\"city\"]}")
            .build();

    private AskingServer() {
    }

    static McpServer create() {
        McpServer server = McpServer.builder("mcpj-interop-asking", "1.0.0").build();
        AtomicBoolean signedIn = new AtomicBoolean();

        server.registerTool(ServerTool.builder("connect_account").description("Ask the user to open a page").handler((args, ctx) -> {
                    ElicitationResult answer = ctx.elicit(UrlElicitation.builder(CONNECT_URL,
                            "Connect your Example account").elicitationId("connect-1").build());
                    return CallToolResult.text("connect: " + answer.action().name().toLowerCase(java.util.Locale.ROOT));
                }).build());

        server.registerTool(ServerTool.builder("read_calendar").description("Needs the user signed in at Example").handler((args, ctx) -> {
                    if (!signedIn.get()) {
                        throw new UrlElicitationRequiredException("Sign in to Example first",
                                UrlElicitation.builder(SIGN_IN_URL, "Sign in to Example").elicitationId("signin-1")
                                        .key("signin").build());
                    }
                    return CallToolResult.text("3 meetings today");
                }).build());

        // What the page at SIGN_IN_URL would do once the user signed in there.
        server.registerTool(ServerTool.builder("finish_sign_in").description("Completes the sign-in").handler((args, ctx) -> {
                    signedIn.set(true);
                    server.notifyElicitationComplete("signin-1");
                    return CallToolResult.text("signed in");
                }).build());

        server.registerTool(ServerTool.builder("weather_agent").description("Let the client's model use a tool").handler((args, ctx) -> {
                    List<SamplingMessage> conversation = new ArrayList<>(List.of(SamplingMessage.user("Weather in Oslo?")));
                    SamplingResult first = ctx.sample(request(conversation));
                    if (!first.wantsToolUse()) {
                        return CallToolResult.text("the model used no tool (" + first.stopReason() + ")");
                    }
                    ToolUseContent use = first.toolUses().get(0);
                    conversation.add(SamplingMessage.assistant(first.contents()));
                    conversation.add(SamplingMessage.user(List.of(ToolResultContent.text(use.id(),
                            "18 degrees in " + use.input().path("city").asString("?")))));
                    SamplingResult second = ctx.sample(request(conversation));
                    String text = second.content() instanceof TextContent t ? t.text() : "?";
                    return CallToolResult.text(use.name() + "(" + use.input() + ") -> " + text + " [" + second.stopReason() + "]");
                }).build());
        return server;
    }

    private static SamplingRequest request(List<SamplingMessage> conversation) {
        ObjectNode metadata = JsonMapper.builder().build().createObjectNode().put("tenant", "interop");
        return SamplingRequest.builder(200)
                .messages(conversation)
                .systemPrompt("Answer with the tool's help")
                .tools(List.of(WEATHER))
                .toolChoice(ToolChoice.AUTO)
                .temperature(0.2)
                .stopSequences(List.of("STOP"))
                .metadata(metadata)
                .build();
    }

    public static void main(String[] args) throws InterruptedException {
        StdioTransport.serve(create());
    }
}
