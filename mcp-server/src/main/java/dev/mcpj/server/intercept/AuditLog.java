package dev.mcpj.server.intercept;

import java.util.Locale;
import java.util.Objects;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Writes one line through slf4j for every request once it is answered: the method, what it
 * concerned, who asked, how it ended and how long it took, such as
 * {@code method=tools/call target=search principal=alice outcome=success duration_ms=12 arguments=[query]}.
 * Arguments are named, never given, unless {@link Builder#argumentValues(boolean)} asks for them
 * (they may hold what the user typed). Requests that end in a JSON-RPC error add its code; lines
 * go to the logger {@code dev.mcpj.audit} at INFO unless set.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("files", "1.0.0")
 *         .intercept(AuditLog.builder().build())
 *         .build();
 * }
 */
public final class AuditLog implements Interceptor {
    private final Logger logger;
    private final boolean argumentValues;

    private AuditLog(Builder b) {
        this.logger = b.logger;
        this.argumentValues = b.argumentValues;
    }

    /**
     * Starts an audit log.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    @Override
    public Decision intercept(Invocation invocation) {
        if (!logger.isInfoEnabled()) {
            return Decision.proceed();
        }
        String method = invocation.method();
        String target = invocation.target();
        String principal = invocation.principal();
        ObjectNode arguments = invocation.arguments();
        String args = argumentValues ? arguments.toString() : arguments.propertyNames().toString();
        return Decision.observe(outcome -> {
            StringBuilder line = new StringBuilder("method=").append(method);
            if (target != null) {
                line.append(" target=").append(target);
            }
            line.append(" principal=").append(principal == null ? "-" : principal)
                    .append(" outcome=").append(outcome.status().name().toLowerCase(Locale.ROOT));
            Integer code = outcome.errorCode();
            if (code != null) {
                line.append(" error=").append(code);
            }
            line.append(" duration_ms=").append(outcome.duration().toMillis());
            if (!arguments.isEmpty()) {
                line.append(" arguments=").append(args);
            }
            logger.info("{}", line);
        });
    }

    /** Configures an {@link AuditLog}. */
    public static final class Builder {
        private Logger logger = LoggerFactory.getLogger("dev.mcpj.audit");
        private boolean argumentValues;

        private Builder() {
        }

        /**
         * Where the lines go; the logger {@code dev.mcpj.audit} unless set.
         *
         * @param logger the logger
         * @return this builder
         */
        public Builder logger(Logger logger) {
            this.logger = Objects.requireNonNull(logger, "logger");
            return this;
        }

        /**
         * Whether lines give the arguments' values (as JSON) rather than only their names; false
         * unless set, since arguments may hold personal data or secrets.
         *
         * @param argumentValues whether to log the values
         * @return this builder
         */
        public Builder argumentValues(boolean argumentValues) {
            this.argumentValues = argumentValues;
            return this;
        }

        /**
         * Builds the interceptor; add it with {@code McpServer.Builder.intercept}.
         *
         * @return the audit log
         */
        public AuditLog build() {
            return new AuditLog(this);
        }
    }
}
