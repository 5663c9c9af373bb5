package dev.mcpj.bench;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * A quick correctness check of a stdio MCP server, for test suites: the {@code initialize}
 * handshake, {@code ping}, {@code tools/list}, then {@value #CALLS_PER_WINDOW} mixed {@code add} and
 * {@code echo} calls at each of 1, 4 and 64 in flight, and finally the server must exit when its
 * stdin closes. Every answer must arrive exactly once, with its request's id and the right content.
 *
 * <pre>{@code
 * SmokeResult result = SmokeCheck.run(List.of("java", "-cp", classPath, "my.Server"));
 * assertTrue(result.passed(), result.summary());
 * }</pre>
 */
public final class SmokeCheck {

    /** The numbers of calls kept in flight, one pass each. */
    public static final List<Integer> WINDOWS = List.of(1, 4, 64);
    /** Calls per pass; half {@code add}, half {@code echo}. */
    public static final int CALLS_PER_WINDOW = 200;

    /** A server that leaves calls unanswered this long fails. */
    public static final Duration DEFAULT_STALL_TIMEOUT = Duration.ofSeconds(15);

    private static final Duration EXIT_TIMEOUT = Duration.ofSeconds(10);

    private SmokeCheck() {}

    /** Checks the server that {@code command} starts, discarding its stderr. */
    public static SmokeResult run(List<String> command) {
        return run(command, Redirect.DISCARD, DEFAULT_STALL_TIMEOUT);
    }

    /**
     * Checks the server that {@code command} starts.
     *
     * @param stderr where the server's stderr goes
     * @param stallTimeout how long the server may leave calls unanswered before it fails
     */
    public static SmokeResult run(List<String> command, Redirect stderr, Duration stallTimeout) {
        try (McpSession session = McpSession.start(command, stderr, stallTimeout)) {
            Optional<String> failure = exercise(session);
            if (failure.isEmpty() && session.shutdown(EXIT_TIMEOUT).isEmpty()) {
                failure = Optional.of("still running " + EXIT_TIMEOUT.toSeconds() + " s after stdin closed");
            }
            return new SmokeResult(session.correctness(), failure.orElse(null));
        } catch (IOException e) {
            return new SmokeResult(Correctness.NONE, "cannot start the server: " + e.getMessage());
        }
    }

    private static Optional<String> exercise(McpSession session) {
        if (session.initialize().isEmpty()) {
            return Optional.of("initialize: " + session.problem());
        }
        IntFunction<Call> pingThenList = n -> n == 0 ? Calls.ping() : Calls.toolsList();
        if (Load.sequential(session, pingThenList, 2).isEmpty()) {
            return Optional.of("ping and tools/list: " + session.problem());
        }
        List<String> texts = Texts.tricky();
        IntFunction<Call> mixed = n -> n % 2 == 0 ? Calls.numberedAdd(n) : Calls.echo(texts.get(n / 2 % texts.size()));
        for (int window : WINDOWS) {
            if (Load.pipelined(session, mixed, CALLS_PER_WINDOW, window).isEmpty()) {
                return Optional.of(window + " in flight: " + session.problem());
            }
        }
        return Optional.empty();
    }
}
