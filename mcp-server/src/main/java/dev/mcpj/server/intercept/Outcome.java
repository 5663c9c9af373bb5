package dev.mcpj.server.intercept;

import java.time.Duration;
import java.util.Objects;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;

/**
 * How a request ended, as its observers are told: the kind of ending, how long it took from the
 * moment interceptors first saw it, and the result or error it was answered with.
 */
public final class Outcome {

    /** The kinds of ending. */
    public enum Status {
        /** Answered with a result (for {@code tools/call}, one without {@code isError}). */
        SUCCESS,
        /** A {@code tools/call} answered with an {@code isError} result: the tool failed, timed out or was refused. */
        TOOL_ERROR,
        /** Answered with a JSON-RPC error. */
        ERROR,
        /** Cancelled by the client: no answer is sent. */
        CANCELLED,
        /** A notification from the client, handled (see {@link Interceptor#seesNotifications()}). */
        NOTIFIED
    }

    private final Status status;
    private final Duration duration;
    private final @Nullable JsonNode result;
    private final int errorCode;
    private final @Nullable String errorMessage;

    private Outcome(Status status, Duration duration, @Nullable JsonNode result, int errorCode,
                    @Nullable String errorMessage) {
        this.status = Objects.requireNonNull(status, "status");
        this.duration = Objects.requireNonNull(duration, "duration");
        this.result = result;
        this.errorCode = errorCode;
        this.errorMessage = errorMessage;
    }

    /**
     * A request answered with {@code result}.
     *
     * @param result    the result, as the protocol writes it
     * @param toolError whether it is a {@code tools/call} result with {@code isError}
     * @param duration  how long it took
     * @return the outcome
     */
    public static Outcome result(JsonNode result, boolean toolError, Duration duration) {
        return new Outcome(toolError ? Status.TOOL_ERROR : Status.SUCCESS, duration,
                Objects.requireNonNull(result, "result"), 0, null);
    }

    /**
     * A request answered with a JSON-RPC error.
     *
     * @param code     the error's code
     * @param message  the error's message
     * @param duration how long it took
     * @return the outcome
     */
    public static Outcome error(int code, String message, Duration duration) {
        return new Outcome(Status.ERROR, duration, null, code, Objects.requireNonNull(message, "message"));
    }

    /**
     * A request the client cancelled.
     *
     * @param duration how long it took
     * @return the outcome
     */
    public static Outcome cancelled(Duration duration) {
        return new Outcome(Status.CANCELLED, duration, null, 0, null);
    }

    /**
     * A notification from the client, handled.
     *
     * @param duration how long handling it took
     * @return the outcome
     */
    public static Outcome notified(Duration duration) {
        return new Outcome(Status.NOTIFIED, duration, null, 0, null);
    }

    /** {@return how the request ended} */
    public Status status() {
        return status;
    }

    /** {@return how long the request took}: from when the first interceptor saw it to when it was answered or cancelled */
    public Duration duration() {
        return duration;
    }

    /**
     * A copy of the result as the protocol writes it ({@code null} unless {@link Status#SUCCESS}
     * or {@link Status#TOOL_ERROR}).
     *
     * @return the result, or {@code null}
     */
    public @Nullable JsonNode result() {
        return result == null ? null : result.deepCopy();
    }

    /** {@return the JSON-RPC error code, or {@code null} unless {@link Status#ERROR}} */
    public @Nullable Integer errorCode() {
        return status == Status.ERROR ? errorCode : null;
    }

    /** {@return the error message the client was told, or {@code null} unless {@link Status#ERROR}} */
    public @Nullable String errorMessage() {
        return errorMessage;
    }

    @Override
    public String toString() {
        return status == Status.ERROR ? "error " + errorCode + " after " + duration.toMillis() + " ms"
                : status.name().toLowerCase(java.util.Locale.ROOT) + " after " + duration.toMillis() + " ms";
    }
}
