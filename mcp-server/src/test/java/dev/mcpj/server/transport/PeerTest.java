package dev.mcpj.server.transport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import org.junit.jupiter.api.Test;

class PeerTest {

    @Test
    void aMessagesPeerKeepsTheNetworkPartsAndAddsTheClients() {
        Peer http = Peer.over("tcp", "http");
        Peer post = http.from("1.1", "192.0.2.7", 50412);

        assertThat(post).isEqualTo(new Peer("tcp", "http", "1.1", "192.0.2.7", 50412));
        assertThat(post.withoutClient()).isEqualTo(http);
    }

    @Test
    void withoutClientOfNetworkPartsAloneIsTheSameValue() {
        Peer pipe = Peer.over("pipe", null);

        assertThat(pipe.withoutClient()).isSameAs(pipe);
        assertThat(Peer.UNKNOWN.withoutClient()).isSameAs(Peer.UNKNOWN);
    }

    @Test
    void aPortOutsideTheRangeIsRefused() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Peer("tcp", "http", null, "::1", 65_536))
                .withMessageContaining("65536");
        assertThatIllegalArgumentException().isThrownBy(() -> new Peer("tcp", "http", null, "::1", -2));
    }
}
