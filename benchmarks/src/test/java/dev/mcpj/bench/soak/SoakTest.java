package dev.mcpj.bench.soak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.lang.ProcessBuilder.Redirect;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The soak on each transport: every answer exactly once and right, every cancelled call never
 * answered, the server's heap after GC, threads and file descriptors flat from the first tenth of
 * the calls to the last, and a prompt exit. A short run by default; {@code -Dsoak.calls} (the
 * {@code fuzz} profile: a million) makes it long; {@code -Dsoak.transports=stdio,...} picks transports.
 */
class SoakTest {
    private static final long CALLS = Long.getLong("soak.calls", 1_000);
    private static final int WINDOW = 16;
    private static final List<String> TRANSPORTS =
            List.of(System.getProperty("soak.transports", "stdio,http-2025-11-25,http-2026-07-28").split(","));

    // As long as the soak it is asked for: a million calls take many minutes.
    @Timeout(value = 4, unit = TimeUnit.HOURS)
    @ParameterizedTest
    @ValueSource(strings = {"stdio", "http-2025-11-25", "http-2026-07-28"})
    void everyCallIsAnsweredOnceAndRightAndNothingGrows(String transport) throws Exception {
        assumeTrue(TRANSPORTS.contains(transport), "not among -Dsoak.transports");
        SoakResult result = Soak.run(transport, CALLS, WINDOW, Redirect.DISCARD);
        System.out.println("soak " + Runtime.version().feature() + " " + result.summary());
        assertEquals(List.of(), result.failures(Soak.slack(transport, WINDOW)), result.summary());
    }
}
