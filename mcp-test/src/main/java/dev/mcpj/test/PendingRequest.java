package dev.mcpj.test;

import dev.mcpj.test.internal.Exchange;
import tools.jackson.databind.JsonNode;

/**
 * A request {@linkplain McpTestClient#sendRequest sent} and not yet answered: for a test that does
 * something while the server works on it, such as cancel it or send another request, and then
 * awaits the answer.
 *
 * {@snippet :
 * PendingRequest call = client.sendRequest("tools/call",
 *         tools.jackson.databind.node.JsonNodeFactory.instance.objectNode().put("name", "slow"));
 * // ... once the tool has begun
 * call.cancel();
 * }
 */
public final class PendingRequest {
    private final Exchange exchange;
    private final Exchange.Sent sent;

    PendingRequest(Exchange exchange, Exchange.Sent sent) {
        this.exchange = exchange;
        this.sent = sent;
    }

    /** {@return the JSON-RPC id the request was sent with} */
    public long id() {
        return sent.id();
    }

    /** {@return whether the server has answered it, with a result or an error} */
    public boolean isAnswered() {
        return sent.isAnswered();
    }

    /**
     * Waits for the answer and returns its {@code result}.
     *
     * @return the response's {@code result}
     * @throws McpErrorException if the server answers with an error
     */
    public JsonNode result() {
        return sent.await();
    }

    /**
     * Cancels the request: sends {@code notifications/cancelled} with its id. The server answers
     * a cancelled request with nothing, so {@link #result()} is not to be awaited after it.
     */
    public void cancel() {
        exchange.notify("notifications/cancelled",
                Exchange.JSON.createObjectNode().put("requestId", sent.id()));
    }
}
