package dev.mcpj.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProtocolVersionsTest {
    @Test
    void eachRevisionKnowsTheContentItCarries() {
        assertThat(ProtocolVersions.ALL.stream().filter(ProtocolVersions::hasResourceLinks))
                .containsExactly("2026-07-28", "2025-11-25", "2025-06-18");
        assertThat(ProtocolVersions.ALL.stream().filter(ProtocolVersions::hasAudio))
                .containsExactly("2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26");
    }

    @Test
    void theErasAreApartAndNewestFirst() {
        assertThat(ProtocolVersions.ALL).containsExactly("2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26",
                "2024-11-05");
        assertThat(ProtocolVersions.isStateless("2026-07-28")).isTrue();
        assertThat(ProtocolVersions.isInitializeEra("2026-07-28")).isFalse();
        assertThat(ProtocolVersions.negotiate("1999-01-01")).isEqualTo(ProtocolVersions.LATEST_INITIALIZE_ERA);
    }
}
