package dev.mcpj.transport.http.jetty;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answers Jetty gives itself (a malformed request line, an invalid {@code Content-Length},
 * headers too large, a path other than the endpoint's) as JSON-RPC errors without an id, like
 * every answer of the transport: {@code {"jsonrpc":"2.0","error":{"code":-32600,"message":...}}}.
 * The message is the status's reason phrase; Jetty's own detail is left out, since it may name
 * internals.
 */
final class JsonErrors extends ErrorHandler {
    /** JSON-RPC's invalid request: what every error of the HTTP layer is to the client. */
    private static final int INVALID_REQUEST = -32600;
    private static final int INTERNAL_ERROR = -32603;

    static byte[] body(int status) {
        String reason = HttpStatus.getMessage(status);
        int code = status >= 500 ? INTERNAL_ERROR : INVALID_REQUEST;
        return ("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":" + code + ",\"message\":\"" + status + " "
                + reason.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}}").getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        Object error = request.getAttribute(ERROR_STATUS);
        int status = error instanceof Integer i ? i : response.getStatus() > 0 ? response.getStatus() : 500;
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
        response.write(true, ByteBuffer.wrap(body(status)), callback);
        return true;
    }

    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, "application/json");
        return ByteBuffer.wrap(body(status));
    }
}
