package dev.mcpj.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.server.cluster.Broadcaster;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** A server whose build fails part way leaves nothing behind: no subscription, no thread of its own. */
class FailedBuildTest {

    /** Subscribes twice, then fails as a broadcaster whose Redis went away would. */
    private static final class FailingBroadcaster implements Broadcaster {
        final List<String> open = new ArrayList<>();

        @Override
        public void publish(String channel, String message) {
        }

        @Override
        public Subscription subscribe(String channel, Consumer<String> listener) {
            if (open.size() == 2) {
                throw new IllegalStateException("broadcaster unreachable");
            }
            open.add(channel);
            return () -> open.remove(channel);
        }
    }

    @Test
    void aBroadcasterThatCannotSubscribeFailsTheBuildAndItsEarlierSubscriptionsAreClosed() {
        FailingBroadcaster broadcaster = new FailingBroadcaster();
        long timersBefore = timerThreads();

        assertThatThrownBy(() -> McpServer.builder("failing", "1.0").broadcaster(broadcaster).build())
                .isInstanceOf(IllegalStateException.class).hasMessage("broadcaster unreachable");

        assertThat(broadcaster.open).isEmpty();
        assertThat(timerThreads()).as("no timer thread left running").isLessThanOrEqualTo(timersBefore);
    }

    private static long timerThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && t.getName().startsWith("mcp-timer")).count();
    }
}
