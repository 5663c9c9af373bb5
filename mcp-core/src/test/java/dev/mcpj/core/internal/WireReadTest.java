package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.content.BlobResourceContents;
import dev.mcpj.core.content.EmbeddedResource;
import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.core.jsonrpc.McpJson;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The readers of content a peer sends: what they keep, and what they refuse. */
class WireReadTest {
    private static JsonNode json(String text) {
        return Json.mapper().readTree(text);
    }

    @Test
    void anEmbeddedResourceKeepsTheMetaOfItsContents() {
        EmbeddedResource e = (EmbeddedResource) McpJson.readContent(json("""
                {"type":"resource","resource":{"uri":"file:///a","text":"x","_meta":{"k":1}},"_meta":{"outer":true}}"""));

        assertThat(((TextResourceContents) e.resource()).meta()).isEqualTo(json("{\"k\":1}"));
        assertThat(e.meta()).isEqualTo(json("{\"outer\":true}"));
    }

    @Test
    void resourceContentsWithoutTextAreABlob() {
        assertThat(McpJson.readResourceContents(json("{\"uri\":\"file:///b\",\"mimeType\":\"image/png\",\"blob\":\"AA==\"}")))
                .isEqualTo(new BlobResourceContents("file:///b", "image/png", "AA==", null));
    }

    @Test
    void aContentBlockThatIsNoObjectIsRefusedWithAClearError() {
        assertThatThrownBy(() -> McpJson.readContent(null))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("A content block must be an object");
        assertThatThrownBy(() -> McpJson.readContent(json("\"text\"")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("A content block must be an object");
    }

    @Test
    void resourceContentsWithoutAUriAreRefused() {
        assertThatThrownBy(() -> McpJson.readResourceContents(json("{\"text\":\"x\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("Missing string field \"uri\"");
    }
}
