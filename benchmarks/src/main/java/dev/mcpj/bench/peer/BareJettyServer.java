package dev.mcpj.bench.peer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The HTTP benchmark's ceiling: a bare Jetty handler, no MCP SDK, that reads each POST's JSON-RPC
 * request into a Jackson tree and writes the answer {@link RawJacksonServer} gives over stdio, as
 * one JSON body with its length. It opens a session on {@code initialize} (an {@code Mcp-Session-Id}
 * header) and answers 404 to an unknown one; a request without that header is answered without a
 * session, as the stateless loads send them; a notification gets 202. It checks nothing else: no
 * protocol version, no origin, no schema.
 *
 * <p>Usage: {@code BareJettyServer <port>} (0: any); prints {@code READY <url>} once it listens, and
 * runs until killed.
 */
public final class BareJettyServer extends Handler.Abstract {

    private static final String SESSION_HEADER = "Mcp-Session-Id";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private final Set<String> sessions = ConcurrentHashMap.newKeySet();

    private BareJettyServer() {}

    public static void main(String[] args) throws Exception {
        Server jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(Integer.parseInt(args[0]));
        jetty.addConnector(connector);
        jetty.setHandler(new BareJettyServer());
        jetty.start();
        System.out.println("READY http://127.0.0.1:" + connector.getLocalPort() + "/mcp");
        System.out.flush();
        jetty.join();
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws IOException {
        if (!request.getMethod().equals("POST")) {
            Response.writeError(request, response, callback, HttpStatus.METHOD_NOT_ALLOWED_405);
            return true;
        }
        String session = request.getHeaders().get(SESSION_HEADER);
        if (session != null && !sessions.contains(session)) {
            Response.writeError(request, response, callback, HttpStatus.NOT_FOUND_404);
            return true;
        }
        String body;
        try (InputStream in = Content.Source.asInputStream(request)) {
            body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        ObjectNode answer = RawJacksonServer.respond(body);
        if (answer == null) {
            response.setStatus(HttpStatus.ACCEPTED_202);
            callback.succeeded();
            return true;
        }
        if (answer.has("result") && answer.path("result").has("protocolVersion")) {
            String opened = UUID.randomUUID().toString();
            sessions.add(opened);
            response.getHeaders().put(SESSION_HEADER, opened);
        }
        byte[] bytes = MAPPER.writeValueAsBytes(answer);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
        return true;
    }
}
