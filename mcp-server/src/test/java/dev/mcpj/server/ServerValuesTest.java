package dev.mcpj.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.SamplingContent;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.Prompt;
import dev.mcpj.core.prompt.PromptArgument;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.server.client.ElicitationResult;
import dev.mcpj.server.client.ElicitationSchema;
import dev.mcpj.server.client.FormElicitation;
import dev.mcpj.server.client.SamplingMessage;
import dev.mcpj.server.client.SamplingRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

/** The server's API values keep their own copies of what they are given, and cannot be changed. */
class ServerValuesTest {

    @Test
    void treesHandedInAreCopied() {
        ObjectNode content = Json.object().put("name", "Ada");
        ElicitationResult answer = new ElicitationResult(ElicitationResult.Action.ACCEPT, content);
        ObjectNode metadata = Json.object().put("trace", "1");
        SamplingRequest request = SamplingRequest.builder(10).message(SamplingMessage.user("hi")).metadata(metadata).build();

        content.put("name", "Grace");
        metadata.put("trace", "2");

        assertThat(answer.content().get("name").asString()).isEqualTo("Ada");
        assertThat(request.metadata().get("trace").asString()).isEqualTo("1");
    }

    @Test
    void collectionsHandedInAreCopiedAndCannotBeChanged() {
        Map<String, String> variables = new LinkedHashMap<>(Map.of("id", "7"));
        ResourceRequest resource = new ResourceRequest("users://7", variables);
        List<String> values = new ArrayList<>(List.of("a", "b"));
        Completion completion = new Completion(values, null, false);
        List<SamplingContent> blocks = new ArrayList<>(List.of(Content.text("hi")));
        SamplingMessage message = new SamplingMessage(dev.mcpj.core.content.Role.USER, blocks);

        variables.put("id", "8");
        values.clear();
        blocks.add(Content.text("more"));

        assertThat(resource.variable("id")).isEqualTo("7");
        assertThat(completion.values()).containsExactly("a", "b");
        assertThat(message.content()).containsExactly((TextContent) Content.text("hi"));
        assertThatThrownBy(() -> resource.variables().put("x", "y")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> completion.values().add("c")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> message.content().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void completionProvidersOfARegisteredUnitCannotBeChanged() {
        ServerPrompt prompt = ServerPrompt.builder(Prompt.builder("p").argument(PromptArgument.required("a", null)).build())
                .handler((args, ctx) -> GetPromptResult.of(PromptMessage.user("x")))
                .completion("a", (value, ctx) -> Completion.empty())
                .build();
        assertThatThrownBy(() -> prompt.completions().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void aNamedQuestionNeedsANonEmptyKey() {
        ElicitationSchema form = ElicitationSchema.builder().string("name", null, true).build();
        assertThat(FormElicitation.builder("Name?", form).key("user_name").build().key()).isEqualTo("user_name");
        assertThat(FormElicitation.builder("Name?", form).build().key()).isNull();
        assertThatThrownBy(() -> FormElicitation.builder("Name?", form).key("").build())
                .isInstanceOf(IllegalArgumentException.class).hasMessage("A question's key must not be empty");
        assertThatThrownBy(() -> SamplingRequest.builder(10).key(""))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("A question's key must not be empty");
    }
}
