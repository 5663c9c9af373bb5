package dev.mcpj.server;

import java.util.Objects;

/**
 * What a server declares it offers: at {@code initialize}, and in {@code server/discover} for
 * protocol 2026-07-28. A server sends only what it declared: no list-changed notification for a kind
 * it did not declare, no resource updates without {@code subscribe}, no log messages without
 * {@code logging}.
 *
 * <p>Every kind that has something registered when a client asks is declared anyway; declare a kind
 * here when it will be registered only later (a resource found once the server runs, a prompt
 * loaded from a plugin), so that clients connected before then are told when it arrives.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("files", "1.0.0")
 *         .capabilities(ServerCapabilities.defaults().toBuilder()
 *                 .resourceSubscriptions()   // resources, and resources/subscribe
 *                 .prompts()
 *                 .build())
 *         .build();
 * }
 */
public final class ServerCapabilities {
    private static final ServerCapabilities DEFAULTS = builder().tools().logging().build();

    private final boolean tools;
    private final boolean resources;
    private final boolean resourceSubscriptions;
    private final boolean prompts;
    private final boolean completions;
    private final boolean logging;
    private final boolean tasks;

    private ServerCapabilities(Builder b) {
        this.tools = b.tools;
        this.resources = b.resources || b.resourceSubscriptions;
        this.resourceSubscriptions = b.resourceSubscriptions;
        this.prompts = b.prompts;
        this.completions = b.completions;
        this.logging = b.logging;
        this.tasks = b.tasks;
    }

    /** {@return what a server declares unless told otherwise}: tools and logging */
    public static ServerCapabilities defaults() {
        return DEFAULTS;
    }

    /**
     * Starts a declaration of nothing; add what the server offers.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return a builder holding this declaration, to add to it} */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.tools = tools;
        b.resources = resources;
        b.resourceSubscriptions = resourceSubscriptions;
        b.prompts = prompts;
        b.completions = completions;
        b.logging = logging;
        b.tasks = tasks;
        return b;
    }

    /** {@return whether tools are declared}, with notice when the list changes */
    public boolean tools() {
        return tools;
    }

    /** {@return whether resources and resource templates are declared}, with notice when their lists change */
    public boolean resources() {
        return resources;
    }

    /** {@return whether subscriptions to updates of single resources are declared} ({@code resources.subscribe}); implies {@link #resources()} */
    public boolean resourceSubscriptions() {
        return resourceSubscriptions;
    }

    /** {@return whether prompts are declared}, with notice when the list changes */
    public boolean prompts() {
        return prompts;
    }

    /** {@return whether completion of prompt arguments and resource template variables is declared} */
    public boolean completions() {
        return completions;
    }

    /** {@return whether log messages to the client are declared} ({@link RequestContext#log}) */
    public boolean logging() {
        return logging;
    }

    /**
     * Tool calls that run as tasks: {@code tasks} (2025-11-25), the
     * {@code io.modelcontextprotocol/tasks} extension (2026-07-28). A server declares it as soon
     * as a tool supports tasks ({@link ServerTool.Builder#taskSupport}).
     *
     * @return whether tool calls that run as tasks are declared
     */
    public boolean tasks() {
        return tasks;
    }

    /**
     * This declaration together with everything {@code other} declares.
     *
     * @param other another declaration
     * @return a declaration of what either declares
     */
    public ServerCapabilities and(ServerCapabilities other) {
        Builder b = toBuilder();
        b.tools |= other.tools;
        b.resources |= other.resources;
        b.resourceSubscriptions |= other.resourceSubscriptions;
        b.prompts |= other.prompts;
        b.completions |= other.completions;
        b.logging |= other.logging;
        b.tasks |= other.tasks;
        return b.build();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ServerCapabilities c && tools == c.tools && resources == c.resources
                && resourceSubscriptions == c.resourceSubscriptions && prompts == c.prompts
                && completions == c.completions && logging == c.logging && tasks == c.tasks;
    }

    @Override
    public int hashCode() {
        return Objects.hash(tools, resources, resourceSubscriptions, prompts, completions, logging, tasks);
    }

    @Override
    public String toString() {
        return "ServerCapabilities[tools=" + tools + ", resources=" + resources + ", resourceSubscriptions="
                + resourceSubscriptions + ", prompts=" + prompts + ", completions=" + completions
                + ", logging=" + logging + ", tasks=" + tasks + "]";
    }

    /** Builds a {@link ServerCapabilities}; each method declares one kind. */
    public static final class Builder {
        private boolean tools;
        private boolean resources;
        private boolean resourceSubscriptions;
        private boolean prompts;
        private boolean completions;
        private boolean logging;
        private boolean tasks;

        private Builder() {
        }

        /**
         * Declares tools.
         *
         * @return this builder
         */
        public Builder tools() {
            tools = true;
            return this;
        }

        /**
         * Declares resources and resource templates, without subscriptions.
         *
         * @return this builder
         */
        public Builder resources() {
            resources = true;
            return this;
        }

        /**
         * Declares resources, and subscriptions to their updates.
         *
         * @return this builder
         */
        public Builder resourceSubscriptions() {
            resourceSubscriptions = true;
            return this;
        }

        /**
         * Declares prompts.
         *
         * @return this builder
         */
        public Builder prompts() {
            prompts = true;
            return this;
        }

        /**
         * Declares completion of prompt arguments and template variables.
         *
         * @return this builder
         */
        public Builder completions() {
            completions = true;
            return this;
        }

        /**
         * Declares log messages to the client.
         *
         * @return this builder
         */
        public Builder logging() {
            logging = true;
            return this;
        }

        /**
         * Declares tool calls that run as tasks, for tools registered later.
         *
         * @return this builder
         */
        public Builder tasks() {
            tasks = true;
            return this;
        }

        /** {@return the declaration} */
        public ServerCapabilities build() {
            return new ServerCapabilities(this);
        }
    }
}
