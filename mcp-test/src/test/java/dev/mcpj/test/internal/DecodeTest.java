package dev.mcpj.test.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.tool.CallToolResult;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** The kit reads results through the SDK's codec, and a server's malformed answer fails the test. */
class DecodeTest {
    private static JsonNode json(String text) {
        return Exchange.JSON.readTree(text);
    }

    @Test
    void aToolResultIsReadWithItsBlocksAnnotationsAndMeta() {
        CallToolResult r = Decode.callToolResult(json("""
                {"content":[{"type":"text","text":"5","annotations":{"priority":0.5},"_meta":{"k":1}}],
                 "isError":true}"""));

        assertThat(r.isError()).isTrue();
        TextContent text = (TextContent) r.content().get(0);
        assertThat(text.text()).isEqualTo("5");
        assertThat(text.annotations().priority()).isEqualTo(0.5);
        assertThat(text.meta()).isEqualTo(json("{\"k\":1}"));
    }

    @Test
    void readContentsKeepTheirMeta() {
        assertThat(Decode.resourceContents(json("""
                {"contents":[{"uri":"file:///a","text":"x","_meta":{"k":1}}]}""")))
                .containsExactly(new TextResourceContents("file:///a", null, "x", (ObjectNode) json("{\"k\":1}")));
    }

    @Test
    void anUnknownContentTypeFailsTheTestNamingTheBlock() {
        assertThatThrownBy(() -> Decode.callToolResult(json("{\"content\":[{\"type\":\"video\"}]}")))
                .isInstanceOf(AssertionError.class)
                .hasMessage("Unknown content type \"video\" in {\"type\":\"video\"}");
    }

    @Test
    void aReadResultWithoutAUriFailsTheTest() {
        assertThatThrownBy(() -> Decode.resourceContents(json("{\"contents\":[{\"text\":\"x\"}]}")))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("Missing string field \"uri\"");
    }
}
