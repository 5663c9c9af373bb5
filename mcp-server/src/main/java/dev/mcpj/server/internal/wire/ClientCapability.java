package dev.mcpj.server.internal.wire;

import dev.mcpj.core.internal.Json;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The client capabilities a server's request to the client needs, named by their path in the
 * client's {@code capabilities} object ({@code elicitation.url}), and the rules for reading them.
 */
public final class ClientCapability {
    /** Sampling ({@code sampling/createMessage}). */
    public static final String SAMPLING = "sampling";
    /** Sampling with tools the model may ask to use. */
    public static final String SAMPLING_TOOLS = "sampling.tools";
    /** Sampling that asks the client to include context. */
    public static final String SAMPLING_CONTEXT = "sampling.context";
    /** Listing the client's roots ({@code roots/list}). */
    public static final String ROOTS = "roots";
    /** Form-mode elicitation; a bare {@code elicitation: {}} declares it. */
    public static final String FORM_ELICITATION = "elicitation.form";
    /** URL-mode elicitation. */
    public static final String URL_ELICITATION = "elicitation.url";

    private ClientCapability() {
    }

    /**
     * The capability {@code caps} lacks for {@code needed}, or {@code null} if it declares it. A
     * bare {@code elicitation: {}} declares form mode only; a missing parent is named as itself.
     */
    public static String missing(JsonNode caps, String needed) {
        int dot = needed.indexOf('.');
        String parent = dot < 0 ? needed : needed.substring(0, dot);
        JsonNode declared = caps.get(parent);
        if (declared == null || !declared.isObject()) {
            return dot < 0 || needed.equals(FORM_ELICITATION) ? parent : needed;
        }
        if (dot < 0 || declared.has(needed.substring(dot + 1))) {
            return null;
        }
        // form mode is what a bare elicitation capability means
        return needed.equals(FORM_ELICITATION) && !declared.has("url") ? null : needed;
    }

    /**
     * The {@code data} of error {@code -32021} (2026-07-28) for a missing {@code capability}:
     * {@code {"requiredCapabilities": {"elicitation": {"url": {}}}}}.
     */
    public static ObjectNode requiredData(String capability) {
        ObjectNode data = Json.object();
        ObjectNode required = data.putObject("requiredCapabilities");
        for (String name : capability.split("\\.")) {
            required = required.putObject(name);
        }
        return data;
    }
}
