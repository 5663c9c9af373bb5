package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.RequestTarget;
import dev.mcpj.core.internal.Json;
import dev.mcpj.core.internal.Wire;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.Attributes;
import dev.mcpj.server.Connection;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.intercept.Decision;
import dev.mcpj.server.intercept.Interceptor;
import dev.mcpj.server.intercept.Invocation;
import dev.mcpj.server.intercept.Outcome;
import dev.mcpj.server.intercept.Visibility;
import dev.mcpj.server.internal.Call;
import dev.mcpj.server.internal.Log;
import dev.mcpj.server.internal.ServerCore;
import dev.mcpj.server.internal.registry.Catalog;
import dev.mcpj.server.internal.registry.RegisteredPrompt;
import dev.mcpj.server.internal.registry.RegisteredResource;
import dev.mcpj.server.internal.registry.RegisteredTool;
import dev.mcpj.server.internal.session.Session;
import dev.mcpj.server.internal.wire.CompleteParams;
import dev.mcpj.server.transport.Peer;
import java.security.Principal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The interceptors of a server, run in order before a request is served; see {@link Interceptor}.
 * With none registered, a request pays one emptiness check.
 */
public final class Interceptors {
    /** The methods interceptors see. */
    static final Set<String> METHODS = Set.of(McpMethods.TOOLS_CALL, McpMethods.TOOLS_LIST, McpMethods.RESOURCES_LIST,
            McpMethods.RESOURCE_TEMPLATES_LIST, McpMethods.RESOURCES_READ, McpMethods.PROMPTS_LIST, McpMethods.PROMPTS_GET,
            McpMethods.COMPLETE);

    private final ServerCore core;
    private final List<Interceptor> chain;
    /** The interceptors that see every request, in order. */
    private final List<Interceptor> everyRequest;
    /** The interceptors that see notifications, in order. */
    private final List<Interceptor> notifications;
    private final @Nullable Visible visible;

    public Interceptors(ServerCore core, List<Interceptor> chain, @Nullable Visibility visibility) {
        this.core = core;
        this.chain = List.copyOf(chain);
        this.everyRequest = this.chain.stream().filter(Interceptor::seesEveryRequest).toList();
        this.notifications = this.chain.stream().filter(Interceptor::seesNotifications).toList();
        this.visible = visibility == null ? null : new Visible(core, visibility);
    }

    /**
     * Runs the interceptors for {@code call}. Returns the call's answer when an interceptor
     * answered it, or it was a list served with the caller's view of it; null when the call is to
     * be served. An
     * interceptor's {@link ProtocolException} (or any
     * other exception) is thrown on, to fail the call as the dispatcher's own would; the observers
     * of the interceptors before it are told. A method other than those in {@link #METHODS} meets
     * only the interceptors that see every request.
     */
    @Nullable JsonNode admit(Call call) {
        boolean listed = METHODS.contains(call.request().method());
        List<Interceptor> run = listed ? chain : everyRequest;
        if (run.isEmpty() && (!listed || visible == null)) {
            return null;
        }
        Request invocation = new Request(core, call);
        long start = System.nanoTime();
        boolean toolCall = call.request().method().equals(McpMethods.TOOLS_CALL);
        Watch watch = null; // made for the first interceptor that watches, so that passing costs nothing
        try {
            for (Interceptor interceptor : run) {
                Decision decision = interceptor.intercept(invocation);
                if (decision == null) {
                    throw new IllegalStateException(interceptor.getClass().getName() + " returned no decision");
                }
                if (decision.observer() != null || decision.around() != null) {
                    if (watch == null) {
                        watch = new Watch(toolCall, start);
                        call.watch(watch);
                    }
                    watch.add(decision);
                }
                CallToolResult answer = decision.answer();
                if (answer != null) {
                    if (!toolCall) {
                        Log.server().error("{} answered {} with a tool result; only tools/call takes one",
                                interceptor.getClass().getName(), call.request().method());
                        throw new ProtocolException(ErrorCode.INTERNAL_ERROR,
                                "Internal error while serving " + call.request().method());
                    }
                    return McpJson.writeCallToolResult(Downgrade.callToolResult(answer, call.profile().version()));
                }
            }
        } finally {
            invocation.headersDone();
        }
        return !listed || visible == null ? null : visible.admit(call, invocation);
    }

    /**
     * Hands a notification from the client to the interceptors that see notifications, then to
     * {@code handle} (within what they asked to enter around it), and tells their observers once
     * it was handled. An interceptor that throws drops the notification: it is logged, the
     * observers of those before it are told an error, and {@code handle} does not run.
     */
    public void notification(Session session, JsonRpcNotification notification, @Nullable Function<String, String> headers,
                      Runnable handle) {
        if (notifications.isEmpty()) {
            handle.run();
            return;
        }
        Request invocation = new Request(core, session, notification, headers);
        Watch watch = new Watch(false, System.nanoTime());
        try {
            for (Interceptor interceptor : notifications) {
                Decision decision = interceptor.intercept(invocation);
                if (decision == null) {
                    throw new IllegalStateException(interceptor.getClass().getName() + " returned no decision");
                }
                watch.add(decision);
            }
        } catch (RuntimeException e) {
            int code = e instanceof ProtocolException p ? p.code() : ErrorCode.INTERNAL_ERROR.code();
            Log.server().debug("An interceptor dropped notification {}: {}", notification.method(), e.toString());
            watch.error(code, e.getMessage() == null ? "Dropped by an interceptor" : e.getMessage());
            return;
        } finally {
            invocation.headersDone();
        }
        List<AutoCloseable> entered = watch.enter();
        try {
            handle.run();
        } finally {
            if (entered != null) {
                Watch.exit(entered);
            }
            watch.notified();
        }
    }

    /**
     * Whether a change to {@code entry} (a tool, resource, template or prompt added or removed)
     * concerns the caller of {@code session}: whether the caller sees it. True without a
     * visibility; a visibility that fails counts as seeing it.
     */
    public boolean concerns(Session session, Object entry) {
        if (visible == null) {
            return true;
        }
        try {
            return visible.sees(new Request(core, session, listOf(entry)), entry);
        } catch (RuntimeException e) {
            Log.server().error("The visibility failed on a list change", e);
            return true;
        }
    }

    private static String listOf(Object entry) {
        if (entry instanceof RegisteredTool) {
            return McpMethods.TOOLS_LIST;
        }
        if (entry instanceof RegisteredPrompt) {
            return McpMethods.PROMPTS_LIST;
        }
        return entry instanceof ServerResourceTemplate ? McpMethods.RESOURCE_TEMPLATES_LIST : McpMethods.RESOURCES_LIST;
    }

    /** Tells every interceptor that {@code session} closed after {@code duration}. */
    public void closed(Session session, Duration duration) {
        if (chain.isEmpty()) {
            return;
        }
        String sessionId = session.transport().sessionId();
        for (Interceptor interceptor : chain) {
            try {
                interceptor.connectionClosed(session, sessionId, duration);
            } catch (RuntimeException e) {
                Log.server().error("An interceptor failed on a closed connection", e);
            }
        }
    }

    /** The observers of one call, told its outcome once, innermost first. */
    public static final class Watch {
        private final boolean toolCall;
        private final long start;
        private final List<Consumer<Outcome>> observers = new ArrayList<>(2);
        private final List<Supplier<? extends AutoCloseable>> arounds = new ArrayList<>(1);

        Watch(boolean toolCall, long start) {
            this.toolCall = toolCall;
            this.start = start;
        }

        private synchronized void add(Decision decision) {
            if (decision.observer() != null) {
                observers.add(decision.observer());
            }
            if (decision.around() != null) {
                arounds.add(decision.around());
            }
        }

        /** Enters what the interceptors asked for around the handler, in their order; null if nothing. */
        public @Nullable List<AutoCloseable> enter() {
            List<Supplier<? extends AutoCloseable>> todo;
            synchronized (this) {
                if (arounds.isEmpty()) {
                    return null;
                }
                todo = List.copyOf(arounds);
            }
            List<AutoCloseable> entered = new ArrayList<>(todo.size());
            for (Supplier<? extends AutoCloseable> enter : todo) {
                try {
                    AutoCloseable scope = enter.get();
                    if (scope != null) {
                        entered.add(scope);
                    }
                } catch (RuntimeException e) {
                    Log.server().error("An interceptor failed to enter around a handler", e);
                }
            }
            return entered;
        }

        /** Closes what {@link #enter()} entered, innermost first. */
        public static void exit(List<AutoCloseable> entered) {
            for (int i = entered.size() - 1; i >= 0; i--) {
                try {
                    entered.get(i).close();
                } catch (Exception e) {
                    Log.server().error("An interceptor failed to leave what it entered around a handler", e);
                }
            }
        }

        public void result(JsonNode result) {
            tell(Outcome.result(result, toolCall && Wire.isToolError(result), elapsed()));
        }

        public void error(int code, String message) {
            tell(Outcome.error(code, message, elapsed()));
        }

        public void cancelled() {
            tell(Outcome.cancelled(elapsed()));
        }

        void notified() {
            tell(Outcome.notified(elapsed()));
        }

        private Duration elapsed() {
            return Duration.ofNanos(System.nanoTime() - start);
        }

        private void tell(Outcome outcome) {
            List<Consumer<Outcome>> told;
            synchronized (this) {
                told = List.copyOf(observers);
            }
            for (int i = told.size() - 1; i >= 0; i--) {
                try {
                    told.get(i).accept(outcome);
                } catch (RuntimeException e) {
                    Log.server().error("An interceptor's observer failed", e);
                }
            }
        }
    }

    /** A call as interceptors see it; what it names is looked up when asked. */
    private static final class Request implements Invocation {
        private final ServerCore core;
        private final @Nullable Call call;
        private final Session session;
        private final String method;
        /** The parameters of a notification; null for a request, whose call has them. */
        private final @Nullable ObjectNode notificationParams;
        private @Nullable Function<String, String> headers;
        /** Whether the transport is still handing over the message on this thread: its peer may be asked. */
        private volatile boolean delivering;

        Request(ServerCore core, Call call) {
            this.core = core;
            this.call = call;
            this.session = call.session();
            this.method = call.request().method();
            this.notificationParams = null;
            this.headers = call.headers();
            this.delivering = true;
        }

        /** A notification from the client of {@code session}. */
        Request(ServerCore core, Session session, JsonRpcNotification notification,
                @Nullable Function<String, String> headers) {
            this.core = core;
            this.call = null;
            this.session = session;
            this.method = notification.method();
            this.notificationParams = notification.params() == null ? Json.object() : notification.params();
            this.headers = headers;
            this.delivering = true;
        }

        /** The list request {@code method} the caller of {@code session} would make, standing for no request. */
        Request(ServerCore core, Session session, String method) {
            this.core = core;
            this.call = null;
            this.session = session;
            this.method = method;
            this.notificationParams = null;
        }

        /** The transport's headers are not read after the interceptors ran. */
        void headersDone() {
            headers = null;
            delivering = false;
            if (call != null) {
                call.headers(null);
            }
        }

        private ObjectNode callParams() {
            return call != null ? call.params() : notificationParams != null ? notificationParams : Json.object();
        }

        @Override
        public String method() {
            return method;
        }

        @Override
        public @Nullable RequestId requestId() {
            return call == null ? null : call.requestId();
        }

        @Override
        public @Nullable String target() {
            ObjectNode p = callParams();
            if (method.equals(McpMethods.COMPLETE)) {
                CompleteParams complete = CompleteParams.tryRead(p);
                return complete == null ? null
                        : complete.promptName() != null ? complete.promptName() : complete.templateUri();
            }
            return RequestTarget.of(method, p);
        }

        @Override
        public ObjectNode arguments() {
            ObjectNode p = callParams();
            JsonNode args = RequestTarget.argumentsOf(method, p);
            if (method.equals(McpMethods.COMPLETE)) {
                CompleteParams complete = CompleteParams.tryRead(p);
                args = complete == null ? null
                        : Json.object().put(complete.argumentName(), complete.argumentValue());
            }
            return args instanceof ObjectNode o ? o.deepCopy() : Json.object();
        }

        @Override
        public ObjectNode params() {
            return callParams().deepCopy();
        }

        @Override
        public ObjectNode meta() {
            if (call != null) {
                return call.context().meta();
            }
            ObjectNode meta = notificationParams == null ? null : RequestMeta.of(notificationParams);
            return meta == null ? Json.object() : meta.deepCopy();
        }

        @Override
        public @Nullable String transportHeader(String name) {
            Function<String, String> h = headers;
            return h == null ? null : h.apply(name);
        }

        @Override
        public @Nullable String sessionId() {
            return session.transport().sessionId();
        }

        @Override
        public Peer peer() {
            Peer peer = session.transport().peer();
            return delivering ? peer : peer.withoutClient();
        }

        @Override
        public String protocolVersion() {
            if (call != null) {
                return call.profile().version();
            }
            String settled = session.protocolVersion();
            return settled != null ? settled : ProtocolVersions.STATELESS.get(0);
        }

        @Override
        public @Nullable String principal() {
            return session.principal();
        }

        @Override
        public Attributes attributes() {
            return session.attributes();
        }

        @Override
        public Connection connection() {
            return session;
        }

        @Override
        public @Nullable ServerTool tool() {
            return named(method.equals(McpMethods.TOOLS_CALL), core.tools, RegisteredTool::tool);
        }

        @Override
        public @Nullable ServerPrompt prompt() {
            return named(method.equals(McpMethods.PROMPTS_GET) || completesPrompt(), core.prompts,
                    RegisteredPrompt::prompt);
        }

        @Override
        public @Nullable ServerResource resource() {
            return named(method.equals(McpMethods.RESOURCES_READ), core.resources, RegisteredResource::resource);
        }

        /**
         * What the request names in {@code catalog}, when {@code names} says it names an entry of
         * that kind and one is registered under its target; otherwise {@code null}.
         */
        private <T, D> @Nullable D named(boolean names, Catalog<T> catalog, Function<? super T, D> definition) {
            String key = names ? target() : null;
            T entry = key == null ? null : catalog.get(key);
            return entry == null ? null : definition.apply(entry);
        }

        @Override
        public @Nullable ServerResourceTemplate resourceTemplate() {
            String uri = target();
            if (uri == null) {
                return null;
            }
            if (method.equals(McpMethods.COMPLETE)) {
                return completesPrompt() ? null : core.templates.get(uri);
            }
            if (!method.equals(McpMethods.RESOURCES_READ) || core.resources.get(uri) != null) {
                return null;
            }
            for (ServerResourceTemplate t : core.templates.all()) {
                if (t.template().uriTemplate().match(uri) != null) {
                    return t;
                }
            }
            return null;
        }

        private boolean completesPrompt() {
            CompleteParams complete = method.equals(McpMethods.COMPLETE) ? CompleteParams.tryRead(callParams()) : null;
            return complete != null && complete.promptName() != null;
        }
    }
}
