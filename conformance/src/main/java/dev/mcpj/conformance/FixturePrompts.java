package dev.mcpj.conformance;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.server.Completion;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import java.util.List;

/**
 * The prompts of the {@code prompts-*} scenarios, and the completion of {@code arg1} that
 * {@code completion-complete} asks for.
 */
final class FixturePrompts {
    /** What {@code arg1} of {@code test_prompt_with_arguments} suggests. */
    static final List<String> ARG1_SUGGESTIONS = List.of("testValue1", "testValue2", "sampleValue");

    private FixturePrompts() {
    }

    static void register(McpServer server) {
        server.registerPrompt(ServerPrompt.of(Prompt.builder("test_simple_prompt")
                        .title("Simple Test Prompt")
                        .description("A simple prompt without arguments")
                        .build(),
                (args, ctx) -> GetPromptResult.of(PromptMessage.user("This is a simple prompt for testing."))));

        server.registerPrompt(ServerPrompt.builder(Prompt.builder("test_prompt_with_arguments")
                                .title("Prompt With Arguments")
                                .description("A prompt with required arguments")
                                .argument(PromptArgument.required("arg1", "First test argument"))
                                .argument(PromptArgument.required("arg2", "Second test argument"))
                                .build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user(
                        "Prompt with arguments: arg1='" + args.get("arg1") + "', arg2='" + args.get("arg2") + "'")))
                .completion("arg1", (value, context) -> Completion.matching(value, ARG1_SUGGESTIONS))
                .build());

        server.registerPrompt(ServerPrompt.of(Prompt.builder("test_prompt_with_embedded_resource")
                        .title("Prompt With Embedded Resource")
                        .description("A prompt that includes an embedded resource")
                        .argument(PromptArgument.required("resourceUri", "URI of the resource to embed"))
                        .build(),
                (args, ctx) -> GetPromptResult.of(
                        new PromptMessage(Role.USER, Content.embedded(ResourceContents.text(args.get("resourceUri"),
                                "text/plain", "Embedded resource content for testing."))),
                        PromptMessage.user("Please process the embedded resource above."))));

        server.registerPrompt(ServerPrompt.of(Prompt.builder("test_prompt_with_image")
                        .title("Prompt With Image")
                        .description("A prompt that includes image content")
                        .build(),
                (args, ctx) -> GetPromptResult.of(
                        new PromptMessage(Role.USER, Content.image(Media.PNG, "image/png")),
                        PromptMessage.user("Please analyze the image above."))));
    }
}
