package dev.mcpj.test.internal;

import dev.mcpj.server.Connection;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.transport.InMemoryTransport;
import dev.mcpj.test.McpErrorException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * JSON-RPC over an {@link InMemoryTransport}, as a client sees it: requests matched to their
 * responses by id, notifications recorded in arrival order, and requests from the server answered
 * by a function on a thread of their own (the transport's listener must not block).
 */
public final class Exchange implements AutoCloseable {
    /** The mapper the kit reads and writes JSON with. */
    public static final JsonMapper JSON = JsonMapper.builder().build();

    private final InMemoryTransport transport = InMemoryTransport.create();
    private final Connection connection;
    private final Duration timeout;
    private final Function<ObjectNode, ObjectNode> serverRequests;
    private final Map<String, CompletableFuture<ObjectNode>> pending = new ConcurrentHashMap<>();
    private final List<ObjectNode> notifications = new CopyOnWriteArrayList<>();
    private final List<ObjectNode> requestsReceived = new CopyOnWriteArrayList<>();
    private final AtomicLong ids = new AtomicLong();
    private final ExecutorService answering = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mcp-test-client");
        t.setDaemon(true);
        return t;
    });

    /**
     * @param serverRequests answers a request from the server (its whole message) with the whole
     *                       {@code result} or {@code error} member to send back
     */
    public Exchange(McpServer server, Duration timeout, Function<ObjectNode, ObjectNode> serverRequests) {
        this.timeout = timeout;
        this.serverRequests = serverRequests;
        transport.client().onMessage(this::onFrame);
        connection = server.connect(transport);
    }

    /**
     * Sends a request and waits for its response: the {@code result}, or an
     * {@link McpErrorException} for an {@code error}.
     */
    public JsonNode request(String method, ObjectNode params) {
        return send(method, params).await();
    }

    /** Sends a request; its answer is awaited with {@link Sent#await()}. */
    public Sent send(String method, ObjectNode params) {
        long id = ids.incrementAndGet();
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0").put("id", id).put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        CompletableFuture<ObjectNode> answer = new CompletableFuture<>();
        pending.put(Long.toString(id), answer);
        transport.client().send(msg.toString());
        return new Sent(id, method, answer);
    }

    /** A request sent, and the future its response completes. */
    public final class Sent {
        private final long id;
        private final String method;
        private final CompletableFuture<ObjectNode> answer;

        private Sent(long id, String method, CompletableFuture<ObjectNode> answer) {
            this.id = id;
            this.method = method;
            this.answer = answer;
        }

        /** The request's id. */
        public long id() {
            return id;
        }

        /** Whether its response has come. */
        public boolean isAnswered() {
            return answer.isDone();
        }

        /**
         * Waits for the response: the {@code result}, or an {@link McpErrorException} for an
         * {@code error}; an {@link AssertionError} when none comes within the timeout.
         */
        public JsonNode await() {
            ObjectNode response;
            try {
                response = answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                throw new AssertionError("No answer to " + method + " within " + timeout, e);
            } catch (ExecutionException e) {
                throw new AssertionError("The exchange failed while waiting for " + method, e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("Interrupted while waiting for " + method, e);
            } finally {
                pending.remove(Long.toString(id));
            }
            JsonNode error = response.get("error");
            if (error != null) {
                throw new McpErrorException(method, error);
            }
            JsonNode result = response.get("result");
            if (result == null) {
                throw new AssertionError("The response to " + method + " has neither result nor error: " + response);
            }
            return result;
        }
    }

    /** Sends a notification. */
    public void notify(String method, ObjectNode params) {
        ObjectNode msg = JSON.createObjectNode().put("jsonrpc", "2.0").put("method", method);
        if (params != null) {
            msg.set("params", params);
        }
        transport.client().send(msg.toString());
    }

    /** Every notification received so far, in order. */
    public List<ObjectNode> notifications() {
        return notifications;
    }

    /** Every request the server sent, in order, as it came. */
    public List<ObjectNode> requestsReceived() {
        return requestsReceived;
    }

    private void onFrame(String frame) {
        JsonNode node = JSON.readTree(frame);
        if (!(node instanceof ObjectNode msg)) {
            return;
        }
        boolean hasId = msg.has("id") && !msg.get("id").isNull();
        if (msg.has("method") && !hasId) {
            notifications.add(msg);
        } else if (msg.has("method")) {
            requestsReceived.add(msg);
            answering.execute(() -> answer(msg));
        } else if (hasId) {
            CompletableFuture<ObjectNode> waiting = pending.get(msg.get("id").asString());
            if (waiting != null) {
                waiting.complete(msg);
            }
        }
    }

    private void answer(ObjectNode request) {
        ObjectNode reply = JSON.createObjectNode().put("jsonrpc", "2.0");
        reply.set("id", request.get("id"));
        try {
            reply.set("result", serverRequests.apply(request));
        } catch (McpErrorException e) {
            reply.set("error", e.error());
        } catch (RuntimeException | AssertionError e) {
            reply.putObject("error").put("code", -32603).put("message", String.valueOf(e.getMessage()));
        }
        transport.client().send(reply.toString());
    }

    @Override
    public void close() {
        connection.shutdown(Duration.ofSeconds(1));
        answering.shutdownNow();
        try {
            connection.awaitClosed();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
