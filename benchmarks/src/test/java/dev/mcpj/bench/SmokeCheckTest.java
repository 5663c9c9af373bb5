package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.mcpj.bench.peer.FaultyServer;
import dev.mcpj.bench.peer.RawJacksonServer;
import java.lang.ProcessBuilder.Redirect;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class SmokeCheckTest {

    @Test
    void rawJacksonPeerPasses() {
        SmokeResult result = SmokeCheck.run(TestServers.java(RawJacksonServer.class));

        assertTrue(result.passed(), result.summary());
        assertEquals(3 + SmokeCheck.WINDOWS.size() * SmokeCheck.CALLS_PER_WINDOW, result.correctness().sent());
    }

    @Test
    void duplicatedAnswerFails() {
        SmokeResult result = smokeFaulty("duplicate");

        assertFalse(result.passed());
        assertEquals(1, result.correctness().duplicated(), result.summary());
    }

    @Test
    void wrongAnswerFails() {
        SmokeResult result = smokeFaulty("wrong");

        assertFalse(result.passed());
        assertEquals(1, result.correctness().mismatched(), result.summary());
    }

    @Test
    void crashFailsWithLostCalls() {
        SmokeResult result = smokeFaulty("crash");

        assertFalse(result.passed());
        assertTrue(result.failure().contains("exited with code 3"), result.summary());
        assertTrue(result.correctness().lost() > 0, result.summary());
    }

    @Test
    void hangIsCutShortByTheStallTimeout() {
        SmokeResult result =
                SmokeCheck.run(
                        TestServers.java(FaultyServer.class, "hang"), Redirect.DISCARD, Duration.ofSeconds(5));

        // The server hangs on its first call; on a loaded machine its JVM may not even answer
        // initialize within the stall timeout. Either way the run ends with the one call lost.
        assertFalse(result.passed());
        assertTrue(result.failure().matches("(1 in flight|initialize): no response for 5 s.*"), result.summary());
        assertEquals(1, result.correctness().lost(), result.summary());
    }

    @Test
    void missingCommandFailsWithoutThrowing() {
        SmokeResult result = SmokeCheck.run(List.of("no-such-command-for-mcpj-bench"));

        assertFalse(result.passed());
        assertTrue(result.failure().startsWith("cannot start the server"), result.summary());
    }

    private static SmokeResult smokeFaulty(String fault) {
        return SmokeCheck.run(TestServers.java(FaultyServer.class, fault));
    }
}
