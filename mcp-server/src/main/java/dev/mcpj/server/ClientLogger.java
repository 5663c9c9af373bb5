package dev.mcpj.server;

import dev.mcpj.core.internal.Json;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.AbstractLogger;
import org.slf4j.helpers.MessageFormatter;

/**
 * An slf4j {@link Logger} that forwards a tool's log lines to the client as
 * {@code notifications/message} (at or above the level the client set), and also to the server's
 * own log under the same name. Opt-in: a tool gets one with {@link #of(RequestContext, Class)}.
 * Exceptions are logged on the server only; the client sees the message text.
 *
 * {@snippet :
 * Logger log = ClientLogger.of(ctx, Indexer.class);
 * log.info("Indexed {} files", count);   // reaches the client and the server log
 * }
 */
public final class ClientLogger extends AbstractLogger {
    private static final long serialVersionUID = 1L;

    private final transient RequestContext context;
    private final transient Logger delegate;

    private ClientLogger(RequestContext context, String name) {
        this.context = Objects.requireNonNull(context, "context");
        this.delegate = LoggerFactory.getLogger(name);
        this.name = name;
    }

    /**
     * A logger for the request of {@code context}, named after {@code type}.
     *
     * @param context the request's context
     * @param type    the class the logger is named after
     * @return the logger
     */
    public static Logger of(RequestContext context, Class<?> type) {
        return new ClientLogger(context, type.getName());
    }

    /**
     * A logger for the request of {@code context} with the given name.
     *
     * @param context the request's context
     * @param name    the logger's name, as the client sees it
     * @return the logger
     */
    public static Logger of(RequestContext context, String name) {
        return new ClientLogger(context, Objects.requireNonNull(name, "name"));
    }

    @Override
    protected String getFullyQualifiedCallerName() {
        return ClientLogger.class.getName();
    }

    @Override
    protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] arguments,
                                               Throwable throwable) {
        String message = MessageFormatter.basicArrayFormat(pattern, arguments);
        context.log(toMcp(level), name, Json.nodes().stringNode(message));
        delegate.atLevel(level).setCause(throwable).log(message);
    }

    private static LoggingLevel toMcp(Level level) {
        switch (level) {
            case ERROR: return LoggingLevel.ERROR;
            case WARN: return LoggingLevel.WARNING;
            case INFO: return LoggingLevel.INFO;
            default: return LoggingLevel.DEBUG;
        }
    }

    @Override
    public boolean isTraceEnabled() { return true; }
    @Override
    public boolean isTraceEnabled(Marker marker) { return true; }
    @Override
    public boolean isDebugEnabled() { return true; }
    @Override
    public boolean isDebugEnabled(Marker marker) { return true; }
    @Override
    public boolean isInfoEnabled() { return true; }
    @Override
    public boolean isInfoEnabled(Marker marker) { return true; }
    @Override
    public boolean isWarnEnabled() { return true; }
    @Override
    public boolean isWarnEnabled(Marker marker) { return true; }
    @Override
    public boolean isErrorEnabled() { return true; }
    @Override
    public boolean isErrorEnabled(Marker marker) { return true; }
}
