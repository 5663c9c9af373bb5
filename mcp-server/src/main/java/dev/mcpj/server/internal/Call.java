package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.JsonRpcResponse;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.client.ClientRequestException;
import dev.mcpj.server.internal.dispatch.Interceptors;
import dev.mcpj.server.internal.registry.RegisteredTool;
import dev.mcpj.server.internal.session.Inputs;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.internal.task.TaskRun;
import dev.mcpj.server.internal.wire.StatelessResult;
import dev.mcpj.server.transport.ReadLoop;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * One request in flight. It ends exactly once, through {@link #end}: the first of an answer
 * (a result or an error), a cancellation, a timeout or a shutdown wins, and a cancelled request is
 * never answered. What the handler sees of it is its {@link #context()}.
 */
public final class Call {
    /**
     * What serving a request returns when the work it started answers the call later; told apart
     * by identity, never sent.
     */
    public static final JsonNode LATER = Json.object();

    private static final ObjectNode EMPTY = Json.object();
    private static final String SHUTTING_DOWN = "Server is shutting down: the request was stopped before it completed";
    private static final VarHandle DONE;

    static {
        try {
            DONE = MethodHandles.lookup().findVarHandle(Call.class, "done", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Session session;
    private final JsonRpcRequest request;
    private final Profile profile;
    /** The transport's read loop this request came on, lent while it is handled; null if none. */
    private final ReadLoop readLoop;
    private final CallContext context;
    /** Set once, by the ending that wins. */
    private volatile boolean done;
    /** Whether the connection is closing and {@link #stop()} interrupted the handler. */
    private volatile boolean stopping;
    private volatile Inputs inputs;
    private volatile RegisteredTool.Schemas schemas;
    /** Who is told how this call ended, when interceptors watch it; null if none. */
    private volatile Interceptors.Watch watch;
    /** The task this call runs as, once it is one; its answer then goes to the task. */
    private volatile TaskRun task;
    /** Whether the handler may turn this call into a task ({@link RequestContext#startTask()}). */
    private volatile boolean taskOffered;
    /** The headers of the transport message that carried the request, while it is admitted; null if none. */
    private Function<String, String> headers;
    /** What interceptors entered around the handler on the runner's thread; that thread's alone. */
    private List<AutoCloseable> entered;

    // Written under this lock: the handler's thread and stage, the timeout, and what a stop runs.
    private Thread runner;
    private CompletionStage<?> pending;
    private Future<?> timeout;
    private volatile boolean stopped;
    private List<Runnable> onStop;
    private CompletableFuture<Void> cancelled;

    public Call(Session session, JsonRpcRequest request, Profile profile, ReadLoop readLoop) {
        this.session = session;
        this.request = request;
        this.profile = profile;
        this.readLoop = readLoop;
        this.context = new CallContext(this);
    }

    /** What the handler of this call is given. */
    public RequestContext context() {
        return context;
    }

    ReadLoop readLoop() {
        return readLoop;
    }

    AtomicReference<Inline.Run> inlineSlot() {
        return session.inlineSlot();
    }

    public JsonRpcRequest request() {
        return request;
    }

    public RequestId requestId() {
        return request.id();
    }

    public Profile profile() {
        return profile;
    }

    public Session session() {
        return session;
    }

    /** The principal the transport authenticated, by name, or {@code null}. */
    public String principal() {
        return session.principal();
    }

    public ObjectNode params() {
        return request.params() == null ? EMPTY : request.params();
    }

    /** The multi-round-trip state of a modern tool call, or {@code null}. */
    public Inputs inputs() {
        return inputs;
    }

    public void inputs(Inputs inputs) {
        this.inputs = inputs;
    }

    public void watch(Interceptors.Watch watch) {
        this.watch = watch;
    }

    /** The headers of the transport message that carried the request; set while it is admitted. */
    public void headers(Function<String, String> headers) {
        this.headers = headers;
    }

    public Function<String, String> headers() {
        return headers;
    }

    /** The compiled schemas of the tool this call runs, once known. */
    public RegisteredTool.Schemas schemas() {
        return schemas;
    }

    public void schemas(RegisteredTool.Schemas schemas) {
        this.schemas = schemas;
    }

    /** Lets the handler turn this call into a task with {@link RequestContext#startTask()}. */
    public void offerTask() {
        taskOffered = true;
    }

    /** Turns this call into a task if the handler may; true if it is one. */
    boolean startTask() {
        if (task != null) {
            return true;
        }
        return taskOffered && !done && session.core.tasks.begin(this);
    }

    /** The task this call runs as, or {@code null}. */
    public TaskRun task() {
        return task;
    }

    /** Where this call's notifications and requests to the client go: none of its own once a task. */
    RequestId stream() {
        return task != null ? null : request.id();
    }

    public boolean isDone() {
        return done;
    }

    /** Whether the handler was stopped: cancelled, timed out, or the server is shutting down. */
    public boolean isCancelled() {
        return stopped;
    }

    /** Completes once the handler is stopped. */
    synchronized CompletionStage<Void> onCancelled() {
        if (cancelled == null) {
            cancelled = stopped ? CompletableFuture.completedFuture(null) : new CompletableFuture<>();
        }
        return cancelled.minimalCompletionStage();
    }

    /** Runs {@code action} when the handler is stopped (cancelled or timed out). */
    public void onStop(Runnable action) {
        synchronized (this) {
            if (!stopped) {
                if (onStop == null) {
                    onStop = new ArrayList<>(2);
                }
                onStop.add(action);
                return;
            }
        }
        action.run();
    }

    // ---- how a call ends ----

    /**
     * Finishes the call with what serving it produced: {@code result}, or the error serving it
     * threw. A {@link ProtocolException} is answered with its own code and message; a
     * {@link ToolException} or {@link ClientRequestException}, written for the reader, with its
     * message as an internal error (a handler other than a tool's has no {@code isError} result
     * to carry it); an interruption of a stopped handler is not answered again; anything else is
     * a generic internal error that names no internals.
     */
    public void settle(@Nullable JsonNode result, @Nullable Throwable error) {
        String method = request.method();
        if (error == null) {
            complete(result);
        } else if (stopping && (error instanceof InterruptedException || error instanceof CancellationException)) {
            abort(); // the connection closes: the handler stopped because it was told to
        } else if (error instanceof ProtocolException e) {
            fail(e.code(), e.getMessage(), e.data());
        } else if (error instanceof ToolException || error instanceof ClientRequestException) {
            Log.server().warn("Request {} ({}) failed with {}: {}; a handler other than a tool's reports a "
                    + "failure with a ProtocolException, which chooses the error code", request.id(), method,
                    error.getClass().getSimpleName(), error.getMessage());
            fail(ErrorCode.INTERNAL_ERROR.code(), error.getMessage(), null);
        } else if (error instanceof InterruptedException) {
            if (!isCancelled()) {
                fail(ErrorCode.INTERNAL_ERROR.code(), "Interrupted while serving " + method, null);
            }
        } else {
            Log.server().error("Request {} ({}) failed", request.id(), method, error);
            fail(ErrorCode.INTERNAL_ERROR.code(), "Internal error while serving " + method, null);
        }
    }

    /** Answers with a result, unless already answered or cancelled. */
    public boolean complete(JsonNode result) {
        return end(false, result, null, null);
    }

    /** Answers with an error, unless already answered or cancelled. */
    public boolean fail(ErrorCode code, String message, JsonNode data) {
        return fail(code.code(), message, data);
    }

    /** Answers with an error of any code, unless already answered or cancelled. */
    public boolean fail(int code, String message, JsonNode data) {
        if (profile.modern() && (code == ErrorCode.RESOURCE_NOT_FOUND.code()
                || code == ErrorCode.URL_ELICITATION_REQUIRED.code())) {
            code = ErrorCode.INVALID_PARAMS.code(); // retired codes: 2026-07-28 reports these as invalid params
        }
        return end(false, null, new JsonRpcError(request.id(), code, message, data), null);
    }

    /** Answers with {@code result} and stops the handler (the request timed out). */
    public boolean expire(JsonNode result) {
        return end(true, result, null, null);
    }

    /**
     * Answers with an error saying the server is shutting down, and stops the handler: the
     * connection closes without waiting for it.
     */
    public boolean abort() {
        return end(true, null, new JsonRpcError(request.id(), ErrorCode.INTERNAL_ERROR.code(), SHUTTING_DOWN, null),
                null);
    }

    /** Cancels without answering: interrupts a blocking handler and cancels an async one. */
    public boolean cancel() {
        return end(true, null, null, "The request was cancelled");
    }

    /**
     * Cancels the task this call runs as ({@code tasks/cancel}, or its time to live ran out):
     * interrupts a blocking handler, cancels an async one, and marks the task cancelled.
     */
    public void cancelTask(String why) {
        if (task != null) {
            end(true, null, null, why);
        }
    }

    /**
     * Ends the call, unless it has ended: with {@code result}, with {@code error}, or, given
     * {@code cancelled}, without an answer (a task is marked cancelled with that reason). The
     * timeout is called off, the id freed, the handler stopped if {@code stop}, the interceptors
     * told, and the answer sent, or given to the task this call runs as.
     *
     * @return false if the call had already ended
     */
    private boolean end(boolean stop, @Nullable JsonNode result, @Nullable JsonRpcError error,
                        @Nullable String cancelled) {
        if (!DONE.compareAndSet(this, false, true)) {
            return false;
        }
        Future<?> t;
        TaskRun run;
        synchronized (this) {
            t = timeout;
            run = task; // fixed from now on: detach takes this lock and sees the call done
        }
        if (t != null) {
            t.cancel(false);
        }
        session.core.inline.answered(this);
        session.retire(this);
        if (stop) {
            stopHandler();
        }
        Interceptors.Watch w = watch;
        if (w != null) {
            if (result != null) {
                w.result(result);
            } else if (error != null) {
                w.error(error.code(), error.message());
            } else {
                w.cancelled();
            }
        }
        if (cancelled != null && run != null) {
            run.cancelled(cancelled);
            return true;
        }
        if (cancelled != null) {
            session.transport().endStream(request.id());
        } else {
            JsonRpcResponse answer = result != null ? new JsonRpcResult(request.id(), decorate(result)) : error;
            if (run != null) {
                run.settle(answer);
                return true;
            }
            session.sendResponse(answer);
        }
        session.settled();
        return true;
    }

    /**
     * Answers the request with {@code created} and hands the call's own answer to {@code run}
     * from now on; the handler runs on, no longer tied to the request or its connection.
     *
     * @return false if the call was answered or cancelled first
     */
    public boolean detach(TaskRun run, ObjectNode created) {
        synchronized (this) {
            if (done) {
                return false;
            }
            task = run;
        }
        session.retire(this);
        session.core.inline.release(this);
        session.sendResponse(new JsonRpcResult(request.id(), decorate(created)));
        session.settled();
        return true;
    }

    /**
     * Adds what every modern result carries: {@code resultType}, the server's identity, and cache
     * hints on cacheable complete results. Legacy results are sent as they are. The additions go
     * into new top-level and {@code _meta} objects: the trees below them may be a handler's own
     * (a result constant shared by concurrent calls), and are never written into.
     */
    private JsonNode decorate(JsonNode result) {
        if (!profile.modern() || !(result instanceof ObjectNode given)) {
            return result;
        }
        CacheHint hint = session.core.cacheHints.get(request.method());
        return StatelessResult.decorate(given, session.core.serverInfoJson,
                hint == null ? null : hint.ttl().toMillis(), hint == null ? null : hint.scope().wire());
    }

    /**
     * Interrupts the handler because the connection is closing, without answering yet: a
     * handler that finishes now still gets its result answered, one that stops because of the
     * interruption gets the error of {@link #abort()}.
     */
    public void stop() {
        stopping = true;
        if (!done) {
            stopHandler();
        }
    }

    /** Whether the connection is closing and {@link #stop()} interrupted the handler. */
    public boolean isStopping() {
        return stopping;
    }

    /** Interrupts the handler and runs the stop actions; only the first time. */
    private void stopHandler() {
        CompletionStage<?> p;
        List<Runnable> actions;
        CompletableFuture<Void> c;
        synchronized (this) {
            if (stopped) {
                return;
            }
            stopped = true;
            if (runner != null) {
                runner.interrupt();
            }
            p = pending;
            actions = onStop;
            onStop = null;
            c = cancelled;
        }
        if (p instanceof CompletableFuture<?> f) {
            f.cancel(true);
        }
        if (c != null) {
            c.complete(null);
        }
        if (actions != null) {
            actions.forEach(Runnable::run);
        }
    }

    // ---- the handler's thread ----

    /**
     * Marks the current thread as running this call's handler, so a cancel can interrupt it. A
     * cancel that came while the handler was still queued found no thread to interrupt, so the
     * thread interrupts itself here and the handler stops at its first wait.
     */
    public void enter() {
        synchronized (this) {
            runner = Thread.currentThread();
            if (done) {
                runner.interrupt();
            }
        }
        Interceptors.Watch w = watch;
        if (w != null) {
            entered = w.enter();
        }
    }

    /** Unmarks the current thread and clears an interrupt that was meant for this call. */
    public void exit() {
        List<AutoCloseable> scopes = entered;
        if (scopes != null) {
            entered = null;
            Interceptors.Watch.exit(scopes);
        }
        synchronized (this) {
            runner = null;
        }
        Thread.interrupted();
    }

    public synchronized void pending(CompletionStage<?> stage) {
        this.pending = stage;
        if (done && stage instanceof CompletableFuture<?> f) {
            f.cancel(true);
        }
    }

    public synchronized void timeout(Future<?> timeout) {
        this.timeout = timeout;
    }
}
