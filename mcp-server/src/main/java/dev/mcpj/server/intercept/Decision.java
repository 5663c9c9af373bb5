package dev.mcpj.server.intercept;

import dev.mcpj.core.tool.CallToolResult;
import java.util.Objects;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/** What an {@link Interceptor} decided about a request. */
public final class Decision {
    private static final Decision PROCEED = new Decision(null, null);

    private final @Nullable Consumer<Outcome> observer;
    private final @Nullable CallToolResult answer;

    private Decision(@Nullable Consumer<Outcome> observer, @Nullable CallToolResult answer) {
        this.observer = observer;
        this.answer = answer;
    }

    /**
     * Passes the request on.
     *
     * @return the decision
     */
    public static Decision proceed() {
        return PROCEED;
    }

    /**
     * Passes the request on, and tells {@code observer} how it ended once it is answered (or
     * cancelled), just before the answer is sent. The observer runs on whichever thread ends the
     * request; what it throws is logged and changes nothing.
     *
     * @param observer told how the request ended
     * @return the decision
     */
    public static Decision observe(Consumer<Outcome> observer) {
        return new Decision(Objects.requireNonNull(observer, "observer"), null);
    }

    /**
     * Answers a {@code tools/call} with {@code result} without calling the tool: a result with
     * {@code isError} (see {@link CallToolResult#error(String)}) tells the model why. For any other
     * method, fail the request by throwing an {@link dev.mcpj.core.McpException} instead; an answer
     * given to one is a mistake, answered with an internal error.
     *
     * @param result the tool's result, as if it had run
     * @return the decision
     */
    public static Decision answer(CallToolResult result) {
        return new Decision(null, Objects.requireNonNull(result, "result"));
    }

    /** {@return the observer to tell the outcome, or {@code null}} */
    public @Nullable Consumer<Outcome> observer() {
        return observer;
    }

    /** {@return the result that answers the request in place of its tool, or {@code null} to pass it on} */
    public @Nullable CallToolResult answer() {
        return answer;
    }
}
