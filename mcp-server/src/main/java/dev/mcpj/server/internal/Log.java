package dev.mcpj.server.internal;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server's loggers, made on first use: slf4j starts up (finds its provider, configures it)
 * only when the server first has something to log, not on the way to its first answer.
 */
public final class Log {
    private Log() {
    }

    /** Protocol events: rejected messages, cancellations, shutdown. */
    public static Logger server() {
        return Server.LOG;
    }

    /** Tool failures, with their stack traces. */
    public static Logger tools() {
        return Tools.LOG;
    }

    private static final class Server {
        static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.server");
    }

    private static final class Tools {
        static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.server.tools");
    }
}
