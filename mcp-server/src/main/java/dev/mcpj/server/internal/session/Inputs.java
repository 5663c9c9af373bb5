package dev.mcpj.server.internal.session;

import dev.mcpj.core.internal.Json;
import dev.mcpj.server.internal.wire.StatelessResult;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The questions and answers of one round of a multi-round-trip call (2026-07-28). Questions are
 * keyed by their order in the handler ({@code input-1}, {@code input-2}, ...), so a handler that
 * runs again from the start meets its earlier answers under the same keys.
 */
public final class Inputs {
    private final String target;
    private final JsonNode arguments;
    private final ObjectNode answers;
    private final ObjectNode asked = Json.object();
    private int next;

    /**
     * @param target    what the call asks for ({@code tools/call:add}), which a requestState is bound to
     * @param arguments the call's arguments, which a requestState is bound to
     */
    Inputs(String target, JsonNode arguments, ObjectNode answers) {
        this.target = target;
        this.arguments = arguments;
        this.answers = answers;
    }

    String target() {
        return target;
    }

    JsonNode arguments() {
        return arguments;
    }

    /** The key of the next question the handler asks. */
    synchronized String nextKey() {
        return "input-" + (++next);
    }

    /** The client's answer to {@code key}, or {@code null}. */
    synchronized JsonNode answer(String key) {
        return answers.get(key);
    }

    synchronized void ask(String key, String method, ObjectNode params) {
        asked.set(key, StatelessResult.inputRequest(method, params));
    }

    synchronized boolean hasQuestions() {
        return !asked.isEmpty();
    }

    synchronized ObjectNode asked() {
        return asked.deepCopy();
    }

    synchronized ObjectNode answers() {
        return answers.deepCopy();
    }
}
