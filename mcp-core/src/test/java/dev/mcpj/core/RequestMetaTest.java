package dev.mcpj.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.internal.Json;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.node.ObjectNode;

class RequestMetaTest {

    private static ObjectNode params(String meta) {
        return (ObjectNode) Json.mapper().readTree("{\"_meta\":" + meta + "}");
    }

    @Test
    void readsTheMetadataOfAStatelessRequest() {
        RequestMeta meta = RequestMeta.read(params("{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{\"roots\":{}},"
                + "\"io.modelcontextprotocol/clientInfo\":{\"name\":\"c\",\"version\":\"9\"},"
                + "\"io.modelcontextprotocol/logLevel\":\"info\"}"));
        assertThat(meta.protocolVersion()).isEqualTo("2026-07-28");
        assertThat(meta.clientCapabilities().has("roots")).isTrue();
        assertThat(meta.clientInfo().name()).isEqualTo("c");
        assertThat(meta.logLevel().asString()).isEqualTo("info");
        RequestMeta bare = RequestMeta.read(params("{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}"));
        assertThat(bare.clientInfo().name()).isEqualTo("unknown");
        assertThat(bare.logLevel()).isNull();
    }

    @Test
    void checksTheVersionFirstThenThatItIsSpokenThenTheCapabilities() {
        assertThatThrownBy(() -> RequestMeta.read(params("{\"io.modelcontextprotocol/protocolVersion\":5}")))
                .isInstanceOf(InvalidParamsException.class).hasMessageContaining("protocolVersion must be a string");
        assertThatThrownBy(() -> RequestMeta.read((ObjectNode) Json.mapper().readTree("{}")))
                .isInstanceOf(InvalidParamsException.class);
        assertThatThrownBy(() -> RequestMeta.read(params("{\"io.modelcontextprotocol/protocolVersion\":\"2099-01-01\"}")))
                .isInstanceOfSatisfying(ProtocolException.class, e -> {
                    assertThat(e.code()).isEqualTo(-32022);
                    assertThat(e.data().get("requested").asString()).isEqualTo("2099-01-01");
                    assertThat(e.data().get("supported").size()).isEqualTo(ProtocolVersions.ALL.size());
                });
        assertThatThrownBy(() -> RequestMeta.read(params("{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\","
                + "\"io.modelcontextprotocol/clientCapabilities\":[]}")))
                .isInstanceOf(InvalidParamsException.class).hasMessageContaining("clientCapabilities is required");
    }

    @Test
    void aRequestIsStatelessWhenItsMetaNamesAVersionWhateverItIs() {
        assertThat(RequestMeta.namesVersion(params("{\"io.modelcontextprotocol/protocolVersion\":null}"))).isTrue();
        assertThat(RequestMeta.namesVersion(params("{}"))).isFalse();
        assertThat(RequestMeta.namesVersion(params("[]"))).isFalse();
        assertThat(RequestMeta.namesVersion(null)).isFalse();
    }

    @Test
    void theVersionListsSplitTheEras() {
        assertThat(ProtocolVersions.isStateless("2026-07-28")).isTrue();
        assertThat(ProtocolVersions.isStateless("2025-11-25")).isFalse();
        assertThat(ProtocolVersions.isInitializeEra("2024-11-05")).isTrue();
        assertThat(ProtocolVersions.isInitializeEra(null)).isFalse();
        assertThat(ProtocolVersions.ALL).startsWith("2026-07-28").endsWith("2024-11-05");
        assertThat(ProtocolVersions.negotiate("2025-06-18")).isEqualTo("2025-06-18");
        assertThat(ProtocolVersions.negotiate("2026-07-28")).isEqualTo("2025-11-25");
    }
}
