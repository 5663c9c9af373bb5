package dev.mcpj.core.internal;

/**
 * The names of the protocol's methods and notifications, in one place. Constants rather than an
 * enum: they are compared with the method of a decoded message in {@code switch} statements, and
 * an unknown method must stay a plain string the server refuses.
 */
public final class Methods {
    // ---- requests a client sends ----
    public static final String INITIALIZE = "initialize";
    public static final String PING = "ping";
    public static final String DISCOVER = "server/discover";
    public static final String TOOLS_LIST = "tools/list";
    public static final String TOOLS_CALL = "tools/call";
    public static final String RESOURCES_LIST = "resources/list";
    public static final String RESOURCE_TEMPLATES_LIST = "resources/templates/list";
    public static final String RESOURCES_READ = "resources/read";
    public static final String RESOURCES_SUBSCRIBE = "resources/subscribe";
    public static final String RESOURCES_UNSUBSCRIBE = "resources/unsubscribe";
    public static final String PROMPTS_LIST = "prompts/list";
    public static final String PROMPTS_GET = "prompts/get";
    public static final String COMPLETE = "completion/complete";
    public static final String SET_LEVEL = "logging/setLevel";
    public static final String LISTEN = "subscriptions/listen";
    public static final String TASKS_GET = "tasks/get";
    public static final String TASKS_RESULT = "tasks/result";
    public static final String TASKS_LIST = "tasks/list";
    public static final String TASKS_CANCEL = "tasks/cancel";

    // ---- requests a server sends ----
    public static final String ELICIT = "elicitation/create";
    public static final String CREATE_MESSAGE = "sampling/createMessage";
    public static final String ROOTS_LIST = "roots/list";

    // ---- notifications ----
    public static final String INITIALIZED = "notifications/initialized";
    public static final String CANCELLED = "notifications/cancelled";
    public static final String PROGRESS = "notifications/progress";
    public static final String MESSAGE = "notifications/message";
    public static final String TOOLS_LIST_CHANGED = "notifications/tools/list_changed";
    public static final String RESOURCES_LIST_CHANGED = "notifications/resources/list_changed";
    public static final String PROMPTS_LIST_CHANGED = "notifications/prompts/list_changed";
    public static final String RESOURCE_UPDATED = "notifications/resources/updated";
    public static final String ELICITATION_COMPLETE = "notifications/elicitation/complete";
    public static final String TASK_STATUS = "notifications/tasks/status";
    public static final String SUBSCRIPTIONS_ACKNOWLEDGED = "notifications/subscriptions/acknowledged";

    private Methods() {
    }
}
