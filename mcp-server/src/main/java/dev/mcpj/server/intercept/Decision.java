package dev.mcpj.server.intercept;

import dev.mcpj.core.tool.CallToolResult;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/** What an {@link Interceptor} decided about a request. */
public final class Decision {
    private static final Decision PROCEED = new Decision(null, null, null);

    private final @Nullable Consumer<Outcome> observer;
    private final @Nullable CallToolResult answer;
    private final @Nullable Supplier<? extends AutoCloseable> around;

    private Decision(@Nullable Consumer<Outcome> observer, @Nullable CallToolResult answer,
                     @Nullable Supplier<? extends AutoCloseable> around) {
        this.observer = observer;
        this.answer = answer;
        this.around = around;
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
        return new Decision(Objects.requireNonNull(observer, "observer"), null, null);
    }

    /**
     * Answers a {@code tools/call} with {@code result} without calling the tool: a result with
     * {@code isError} (see {@link CallToolResult#error(String)}) tells the model why. For any other
     * method, fail the request by throwing a {@link dev.mcpj.core.ProtocolException} instead; an answer
     * given to one is a mistake, answered with an internal error.
     *
     * @param result the tool's result, as if it had run
     * @return the decision
     */
    public static Decision answer(CallToolResult result) {
        return new Decision(null, Objects.requireNonNull(result, "result"), null);
    }

    /**
     * This decision, and around the request's handler: {@code enter} runs on the thread that
     * runs the handler just before it starts, and what it returns is closed on that thread as
     * soon as the handler returns (for an asynchronous handler, once it has returned its stage,
     * not when the stage completes). Use it to make something current while the handler runs,
     * such as a tracing context, so that what the handler does nests under it:
     * {@code Decision.observe(end).around(context::makeCurrent)}. Requests served without a
     * handler of the application (the lists, {@code ping}, an answer an interceptor gave) never
     * enter. What {@code enter} or the close throws is logged and changes nothing.
     *
     * @param enter opens what the handler runs within; what it returns is closed as the handler
     *     returns
     * @return a decision with this one's observer and answer, entering {@code enter} around the
     *     handler
     */
    public Decision around(Supplier<? extends AutoCloseable> enter) {
        return new Decision(observer, answer, Objects.requireNonNull(enter, "enter"));
    }

    /** {@return the observer to tell the outcome, or {@code null}} */
    public @Nullable Consumer<Outcome> observer() {
        return observer;
    }

    /** {@return what to enter around the request's handler (see {@link #around(Supplier)}), or {@code null}} */
    public @Nullable Supplier<? extends AutoCloseable> around() {
        return around;
    }

    /** {@return the result that answers the request in place of its tool, or {@code null} to pass it on} */
    public @Nullable CallToolResult answer() {
        return answer;
    }
}
