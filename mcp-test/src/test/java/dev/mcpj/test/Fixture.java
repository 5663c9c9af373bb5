package dev.mcpj.test;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.Completion;
import dev.mcpj.server.LoggingLevel;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerLimits;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import tools.jackson.databind.json.JsonMapper;

/** A server with a bit of everything, and a page size of two so that lists take several pages. */
final class Fixture {
    private Fixture() {
    }

    static McpServer server() {
        McpServer server = McpServer.builder("fixture", "1.0")
                .limits(ServerLimits.defaults().withPageSize(2))
                .progressInterval(Duration.ZERO)
                .build();
        server.registerTool(ServerTool.builder("add")
                        .description("Add two numbers").inputSchema("""
                                {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},
                                 "required":["a","b"]}""").handler((args, ctx) -> CallToolResult.text(String.valueOf((long) (args.number("a") + args.number("b"))))).build());
        server.registerTool(ServerTool.builder("point").handler((args, ctx) -> CallToolResult.structured(
                JsonMapper.builder().build().readTree("{\"x\":1,\"y\":2.5,\"tags\":[\"a\"]}"))).build());
        server.registerTool(ServerTool.builder("fail").handler((args, ctx) -> {
            throw new ToolException("Unit 'parsec' is not supported");
        }).build());
        server.registerTool(ServerTool.builder("count").handler((args, ctx) -> {
            for (int i = 1; i <= 3; i++) {
                ctx.progress(i, 3.0, "step " + i);
            }
            ctx.log(LoggingLevel.INFO, "counted");
            return CallToolResult.text("3");
        }).build());
        server.registerTool(ServerTool.builder("sign_up").handler((args, ctx) -> {
            ElicitationResult answer = ctx.elicit("Your name?", ElicitationSchema.builder()
                    .string("name", "Your name", true).build());
            String summary = ctx.sample(SamplingRequest.builder(50)
                    .message(SamplingMessage.user("Greet " + answer.content().get("name").asString()))
                    .build()).content() instanceof TextContent t ? t.text() : "?";
            String roots = ctx.roots().stream().map(r -> r.uri()).collect(Collectors.joining(","));
            return CallToolResult.text(summary + " @ " + roots);
        }).build());
        for (int i = 1; i <= 3; i++) {
            String uri = "memo://" + i;
            server.registerResource(ServerResource.of(Resource.builder(uri, "memo " + i).mimeType("text/plain").build(),
                    (request, ctx) -> List.of(ResourceContents.text(request.uri(), "text/plain", "memo at " + request.uri()))));
        }
        server.registerPrompt(ServerPrompt.builder(Prompt.builder("review")
                        .argument(PromptArgument.required("language", "The language"))
                        .build())
                .handler((arguments, ctx) -> GetPromptResult.of(PromptMessage.user("Review this " + arguments.get("language"))))
                .completion("language", (value, context) -> Completion.matching(value, List.of("java", "javascript", "kotlin")))
                .build());
        return server;
    }

    static String text(List<Content> content) {
        return ((TextContent) content.get(0)).text();
    }
}
