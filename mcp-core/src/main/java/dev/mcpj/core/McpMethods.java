package dev.mcpj.core;

/**
 * The names of the protocol's methods and notifications, for a transport or an interceptor that
 * looks at a message's method. Constants rather than an enum: they are compared with the method
 * of a decoded message in {@code switch} statements, and an unknown method must stay a plain
 * string the server refuses.
 */
public final class McpMethods {
    // ---- requests a client sends ----
    /** The request that opens a session (2025-11-25 and before). */
    public static final String INITIALIZE = "initialize";
    /** The request that checks the other side is there. */
    public static final String PING = "ping";
    /** The request for the server's capabilities and versions (2026-07-28). */
    public static final String DISCOVER = "server/discover";
    /** The request for the tools. */
    public static final String TOOLS_LIST = "tools/list";
    /** The request that calls a tool. */
    public static final String TOOLS_CALL = "tools/call";
    /** The request for the resources. */
    public static final String RESOURCES_LIST = "resources/list";
    /** The request for the resource templates. */
    public static final String RESOURCE_TEMPLATES_LIST = "resources/templates/list";
    /** The request that reads a resource. */
    public static final String RESOURCES_READ = "resources/read";
    /** The request to be told when a resource changes (2025-11-25). */
    public static final String RESOURCES_SUBSCRIBE = "resources/subscribe";
    /** The request to stop being told when a resource changes (2025-11-25). */
    public static final String RESOURCES_UNSUBSCRIBE = "resources/unsubscribe";
    /** The request for the prompts. */
    public static final String PROMPTS_LIST = "prompts/list";
    /** The request that renders a prompt. */
    public static final String PROMPTS_GET = "prompts/get";
    /** The request for suggestions for a prompt's argument or a template's variable. */
    public static final String COMPLETE = "completion/complete";
    /** The request that sets the least severe log level the client wants (2025-11-25). */
    public static final String SET_LEVEL = "logging/setLevel";
    /** The request that opens a stream of notifications (2026-07-28). */
    public static final String LISTEN = "subscriptions/listen";
    /** The request for a task's status. */
    public static final String TASKS_GET = "tasks/get";
    /** The request for a task's result, waiting for it (2025-11-25). */
    public static final String TASKS_RESULT = "tasks/result";
    /** The request for the caller's tasks (2025-11-25). */
    public static final String TASKS_LIST = "tasks/list";
    /** The request that cancels a task. */
    public static final String TASKS_CANCEL = "tasks/cancel";

    // ---- requests a server sends ----
    /** The request a server sends to ask the user for input. */
    public static final String ELICIT = "elicitation/create";
    /** The request a server sends to have the client's model sample a message. */
    public static final String CREATE_MESSAGE = "sampling/createMessage";
    /** The request a server sends for the client's roots. */
    public static final String ROOTS_LIST = "roots/list";

    // ---- notifications ----
    /** The notification that ends the opening of a session. */
    public static final String INITIALIZED = "notifications/initialized";
    /** The notification that cancels a request. */
    public static final String CANCELLED = "notifications/cancelled";
    /** The notification of a request's progress. */
    public static final String PROGRESS = "notifications/progress";
    /** The notification that carries a log message. */
    public static final String MESSAGE = "notifications/message";
    /** The notification that the tools changed. */
    public static final String TOOLS_LIST_CHANGED = "notifications/tools/list_changed";
    /** The notification that the resources changed. */
    public static final String RESOURCES_LIST_CHANGED = "notifications/resources/list_changed";
    /** The notification that the prompts changed. */
    public static final String PROMPTS_LIST_CHANGED = "notifications/prompts/list_changed";
    /** The notification that a subscribed resource changed. */
    public static final String RESOURCE_UPDATED = "notifications/resources/updated";
    /** The notification that an out-of-band elicitation ended. */
    public static final String ELICITATION_COMPLETE = "notifications/elicitation/complete";
    /** The notification of a task's new status. */
    public static final String TASK_STATUS = "notifications/tasks/status";
    /** The notification that opens a stream of notifications (2026-07-28). */
    public static final String SUBSCRIPTIONS_ACKNOWLEDGED = "notifications/subscriptions/acknowledged";

    private McpMethods() {
    }
}
