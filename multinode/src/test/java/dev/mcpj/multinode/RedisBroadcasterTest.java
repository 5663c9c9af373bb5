package dev.mcpj.multinode;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.redis.RedisBroadcaster;
import dev.mcpj.server.cluster.Broadcaster;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link RedisBroadcaster} against a real Redis: two broadcasters stand for two processes. A
 * message reaches the subscribers of both, once each, only on its channel and prefix, and no
 * longer after a subscription is closed.
 */
class RedisBroadcasterTest extends AgainstRedis {
    @Test
    void aMessageReachesEverySubscriberOfItsChannelOnEveryProcessOnce() throws Exception {
        try (RedisBroadcaster a = RedisBroadcaster.create(client, "t1:");
             RedisBroadcaster b = RedisBroadcaster.create(client, "t1:");
             RedisBroadcaster otherDeployment = RedisBroadcaster.create(client, "t2:")) {
            BlockingQueue<String> onA = new LinkedBlockingQueue<>();
            BlockingQueue<String> onB = new LinkedBlockingQueue<>();
            BlockingQueue<String> elsewhere = new LinkedBlockingQueue<>();
            BlockingQueue<String> otherChannel = new LinkedBlockingQueue<>();
            a.subscribe("resources/updated", onA::add);
            Broadcaster.Subscription sb = b.subscribe("resources/updated", onB::add);
            b.subscribe("elicitation/complete", otherChannel::add);
            otherDeployment.subscribe("resources/updated", elsewhere::add);

            a.publish("resources/updated", "file:///one");
            assertThat(onA.poll(10, TimeUnit.SECONDS)).isEqualTo("file:///one");
            assertThat(onB.poll(10, TimeUnit.SECONDS)).isEqualTo("file:///one");

            sb.close();
            sb.close();
            b.publish("resources/updated", "file:///two");
            assertThat(onA.poll(10, TimeUnit.SECONDS)).as("the publisher's own process too").isEqualTo("file:///two");
            // A marker published after both messages: once it arrives, nothing else is coming.
            b.publish("elicitation/complete", "marker");
            assertThat(otherChannel.poll(10, TimeUnit.SECONDS)).isEqualTo("marker");
            assertThat(onA).isEmpty();
            assertThat(onB).as("closed").isEmpty();
            assertThat(otherChannel).isEmpty();
            assertThat(elsewhere).as("another prefix").isEmpty();
        }
    }

    @Test
    void aFailingListenerDoesNotStopTheOthers() throws Exception {
        try (RedisBroadcaster a = RedisBroadcaster.create(client, "t3:")) {
            BlockingQueue<String> got = new LinkedBlockingQueue<>();
            a.subscribe("c", m -> {
                throw new IllegalStateException("listener bug");
            });
            a.subscribe("c", got::add);
            for (String m : List.of("1", "2")) {
                a.publish("c", m);
            }
            assertThat(got.poll(10, TimeUnit.SECONDS)).isEqualTo("1");
            assertThat(got.poll(10, TimeUnit.SECONDS)).isEqualTo("2");
        }
    }
}
