package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProtocolErasTest {

    @Test
    void splitsWhatTheServerSpeaksAtTheLastRevisionWithInitialize() {
        ProtocolEras eras = ProtocolEras.of(List.of("2027-01-01", "2026-07-28", "2025-11-25", "2025-06-18"));
        assertThat(eras.stateless()).containsExactly("2027-01-01", "2026-07-28");
        assertThat(eras.legacy()).containsExactly("2025-11-25", "2025-06-18");
        assertThat(eras.isStateless("2026-07-28")).isTrue();
        assertThat(eras.isLegacy("2026-07-28")).isFalse();
        assertThat(eras.isStateless(null)).isFalse();
        assertThat(eras.isLegacy("2024-11-05")).as("not spoken by this server").isFalse();
        assertThat(eras.all()).containsExactly("2027-01-01", "2026-07-28", "2025-11-25", "2025-06-18");
    }
}
