package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EventsTest {
    private static byte[] b(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String s(byte[] b) {
        return new String(b, StandardCharsets.UTF_8);
    }

    @Test
    void aMessageEventCarriesItsIdAndOneDataLinePerLine() {
        assertThat(s(SseFormat.message("3-7", b("{\"a\":1}")))).isEqualTo("event: message\nid: 3-7\ndata: {\"a\":1}\n\n");
        assertThat(s(SseFormat.message("1-1", b("{\r\n}")))).isEqualTo("event: message\nid: 1-1\ndata: {\ndata: }\n\n");
    }

    @Test
    void thePrimingEventHasAnIdARetryAndEmptyData() {
        assertThat(s(SseFormat.priming("0-1", 1500))).isEqualTo("id: 0-1\nretry: 1500\ndata: \n\n");
    }

    private static EventBuffer buffer(int maxEvents, long maxBytes) {
        return new EventBuffer(maxEvents, maxBytes, new EventBudget(Long.MAX_VALUE));
    }

    @Test
    void theBufferReplaysOnlyTheBrokenStreamAfterTheGivenEvent() {
        EventBuffer buffer = buffer(10, 1_000);
        buffer.add(1, 1, b("a"));
        buffer.add(2, 2, b("b"));
        buffer.add(1, 3, b("c"));
        buffer.add(1, 4, b("d"));
        assertThat(buffer.after(1, 1)).extracting(EventsTest::s).containsExactly("c", "d");
        assertThat(buffer.after(2, 0)).extracting(EventsTest::s).containsExactly("b");
        assertThat(buffer.after(3, 0)).isEmpty();
    }

    @Test
    void theBufferDropsTheOldestEventsBeyondItsBoundsAndRefusesToReplayOverTheGap() {
        EventBuffer byCount = buffer(2, 1_000);
        for (int i = 1; i <= 4; i++) {
            byCount.add(1, i, b("e" + i));
        }
        assertThat(byCount.after(1, 2)).extracting(EventsTest::s).containsExactly("e3", "e4");
        assertThat(byCount.after(1, 0)).as("e1 and e2 are gone: no replay with a gap").isNull();

        EventBuffer byBytes = buffer(100, 10);
        byBytes.add(1, 1, b("12345"));
        byBytes.add(1, 2, b("12345"));
        byBytes.add(1, 3, b("123"));
        assertThat(byBytes.after(1, 1)).extracting(EventsTest::s).containsExactly("12345", "123");
        byBytes.add(1, 4, b("x".repeat(50)));
        assertThat(byBytes.after(1, 3)).as("the newest is kept even if alone too large").hasSize(1);
    }

    @Test
    void theBudgetAcrossBuffersDropsTheOldestEventOfAnyBufferFirst() {
        EventBudget budget = new EventBudget(10);
        EventBuffer first = new EventBuffer(100, 1_000, budget);
        EventBuffer second = new EventBuffer(100, 1_000, budget);
        first.add(1, 1, b("aaaa"));
        second.add(1, 1, b("bbbb"));
        assertThat(budget.bytes()).isEqualTo(8);
        second.add(1, 2, b("cccc"));
        assertThat(budget.bytes()).as("the oldest event, the first buffer's, was dropped").isEqualTo(8);
        assertThat(first.after(1, 0)).as("the first buffer's stream lost an event").isNull();
        assertThat(second.after(1, 0)).extracting(EventsTest::s).containsExactly("bbbb", "cccc");
        second.clear();
        assertThat(budget.bytes()).isZero();
    }

    @Test
    void theBudgetForgetsEventsTheirBufferDroppedItself() {
        EventBudget budget = new EventBudget(1_000_000);
        EventBuffer small = new EventBuffer(1, 1_000, budget);
        for (int i = 1; i <= 10_000; i++) {
            small.add(1, i, b("e"));
        }
        assertThat(budget.bytes()).isEqualTo(1);
    }
}
