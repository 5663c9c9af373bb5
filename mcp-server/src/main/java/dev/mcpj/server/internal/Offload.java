package dev.mcpj.server.internal;

import java.util.concurrent.Callable;
import tools.jackson.databind.JsonNode;

/**
 * Runs an application handler other than a tool (a resource reader, a prompt, a completion
 * provider) on the executor, or on the read thread while that method's handlers are quick (see
 * {@link Inline}), and answers the call with an input_required result when it asked the client
 * something (2026-07-28), or else settles it with what the handler returned or threw (see
 * {@link Call#settle}).
 */
public final class Offload {
    private Offload() {
    }

    /** Starts {@code work} for {@code call}; returns {@link Call#LATER}, as the work answers the call. */
    public static JsonNode run(ServerCore core, Call call, Callable<JsonNode> work) {
        core.inline.execute(call, core.inline.pace(call.request().method()), () -> {
            if (call.isDone()) {
                return;
            }
            call.enter();
            try {
                JsonNode result = work.call();
                if (!core.inputRounds.answered(call, null)) {
                    call.settle(result, null);
                }
            } catch (Throwable t) {
                if (!core.inputRounds.answered(call, t)) {
                    call.settle(null, t);
                }
            } finally {
                call.exit();
            }
        });
        return Call.LATER;
    }
}
