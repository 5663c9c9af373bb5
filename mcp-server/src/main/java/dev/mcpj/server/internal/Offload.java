package dev.mcpj.server.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.ProtocolException;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.client.ClientRequestException;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import tools.jackson.databind.JsonNode;

/**
 * Runs an application handler other than a tool (a resource reader, a prompt, a completion
 * provider) on the executor, or on the read thread while that method's handlers are quick (see
 * {@link Inline}), and answers the call with its result, with an input_required result
 * when it asked the client something (2026-07-28), or with a JSON-RPC error: an
 * {@link ProtocolException}'s own code and message, a {@code -32603} carrying the message of a
 * {@link ToolException} or {@link ClientRequestException} (written for the reader, but with no
 * {@code isError} result to carry it here), or a generic internal error that names no internals.
 */
final class Offload {
    private Offload() {
    }

    static void run(ServerCore core, Call call, Callable<JsonNode> work) {
        core.inline.execute(call, core.inline.pace(call.request().method()), () -> {
            if (call.isDone()) {
                return;
            }
            call.enter();
            try {
                JsonNode result = work.call();
                if (!core.inputRounds.answered(call, null)) {
                    call.complete(result);
                }
            } catch (Throwable t) {
                if (!core.inputRounds.answered(call, t)) {
                    fail(call, t);
                }
            } finally {
                call.exit();
            }
        });
    }

    private static void fail(Call call, Throwable error) {
        if (call.isStopping() && (error instanceof InterruptedException
                || error instanceof CancellationException)) {
            call.abort(); // the connection closes: the handler stopped because it was told to
            return;
        }
        try {
            throw error;
        } catch (ProtocolException e) {
            call.fail(e.code(), e.getMessage(), e.data());
        } catch (ToolException | ClientRequestException e) {
            // No isError result here: the message, written for the reader, goes out as an error.
            Log.server().warn("Request {} ({}) failed with {}: {}; a handler other than a tool's reports a "
                    + "failure with a ProtocolException, which chooses the error code", call.requestId(),
                    call.request().method(), e.getClass().getSimpleName(), e.getMessage());
            call.fail(ErrorCode.INTERNAL_ERROR, e.getMessage(), null);
        } catch (InterruptedException e) {
            if (!call.isCancelled()) {
                call.fail(ErrorCode.INTERNAL_ERROR, "Interrupted while serving " + call.request().method(), null);
            }
        } catch (Throwable e) {
            Log.server().error("Request {} ({}) failed", call.requestId(), call.request().method(), e);
            call.fail(ErrorCode.INTERNAL_ERROR, "Internal error while serving " + call.request().method(), null);
        }
    }
}
