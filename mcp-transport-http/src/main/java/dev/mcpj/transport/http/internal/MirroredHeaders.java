package dev.mcpj.transport.http.internal;

import dev.mcpj.core.McpMethods;
import dev.mcpj.core.RequestTarget;
import dev.mcpj.core.tool.HeaderParameter;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The headers through which a 2026-07-28 POST mirrors its body for intermediaries
 * ({@code Mcp-Method}, {@code Mcp-Name}, {@code Mcp-Param-{Name}}), and the checks that they say
 * what the body says. Header names are compared ignoring case, values exactly, after decoding the
 * {@code =?base64?…?=} form where it is allowed; integers are compared as numbers.
 */
final class MirroredHeaders {
    static final String VERSION = "MCP-Protocol-Version";
    static final String METHOD = "Mcp-Method";
    static final String NAME = "Mcp-Name";
    static final String PARAM_PREFIX = "Mcp-Param-";
    private static final String BASE64_START = "=?base64?";
    private static final String BASE64_END = "?=";
    private static final int QUOTED_MAX = 80;

    private MirroredHeaders() {
    }

    /** Why a request is refused with {@code HeaderMismatch}; the message goes to the client. */
    static final class Mismatch extends Exception {
        Mismatch(String message) {
            super("Header mismatch: " + message, null, false, false);
        }
    }

    /**
     * Checks {@code Mcp-Method}, {@code Mcp-Name} (for {@code tools/call}, {@code prompts/get} and
     * {@code resources/read}) and, for a tool call, one {@code Mcp-Param-{Name}} per argument
     * {@code parameters} names that has a value in the body.
     *
     * @param parameters the called tool's header parameters; empty for other methods or unknown tools
     * @throws Mismatch if a required header is missing, repeated, malformed or says otherwise
     */
    static void check(Map<String, List<String>> headers, Incoming request, List<HeaderParameter> parameters)
            throws Mismatch {
        String method = single(headers, METHOD);
        if (method == null) {
            throw new Mismatch("the " + METHOD + " header is required");
        }
        if (!method.equals(request.method())) {
            throw new Mismatch(METHOD + " header value " + quote(method) + " does not match body value "
                    + quote(request.method()));
        }
        if (RequestTarget.isNamedBy(request.method())) {
            String name = single(headers, NAME);
            if (name == null) {
                throw new Mismatch("the " + NAME + " header is required on " + request.method());
            }
            String decoded = decode(NAME, name);
            String body = RequestTarget.of(request.method(), request.params());
            // A body without the field is the server's to refuse (invalid params), not a mismatch.
            if (body != null && !decoded.equals(body)) {
                throw new Mismatch(NAME + " header value " + quote(decoded) + " does not match body value "
                        + quote(body));
            }
        }
        if (!parameters.isEmpty()) {
            JsonNode arguments = RequestTarget.argumentsOf(McpMethods.TOOLS_CALL, request.params());
            for (HeaderParameter p : parameters) {
                checkParameter(headers, p, valueAt(arguments, p.path()));
            }
        }
    }

    private static void checkParameter(Map<String, List<String>> headers, HeaderParameter p, JsonNode value)
            throws Mismatch {
        String header = PARAM_PREFIX + p.name();
        String raw = single(headers, header);
        boolean absent = value == null || value.isNull();
        if (absent) {
            if (raw != null) {
                throw new Mismatch(header + " header is sent but argument " + String.join(".", p.path())
                        + " has no value");
            }
            return;
        }
        if (!value.isString() && !value.isNumber() && !value.isBoolean()) {
            return; // not a primitive: the tool's own input validation refuses it
        }
        if (raw == null) {
            throw new Mismatch("the " + header + " header is required: argument " + String.join(".", p.path())
                    + " has a value");
        }
        String decoded = decode(header, raw);
        boolean same;
        if (value.isString()) {
            same = decoded.equals(value.stringValue());
        } else if (value.isBoolean()) {
            same = decoded.equals(value.booleanValue() ? "true" : "false");
        } else {
            same = sameNumber(decoded, value);
        }
        if (!same) {
            throw new Mismatch(header + " header value " + quote(decoded) + " does not match body value "
                    + quote(value.isString() ? value.stringValue() : value.toString()));
        }
    }

    private static boolean sameNumber(String header, JsonNode value) {
        try {
            return new BigDecimal(header.trim()).compareTo(value.decimalValue()) == 0;
        } catch (NumberFormatException | ArithmeticException e) {
            return false;
        }
    }

    /** The value at a chain of property names, or {@code null} where the chain breaks. */
    private static JsonNode valueAt(JsonNode arguments, List<String> path) {
        JsonNode node = arguments;
        for (String key : path) {
            if (!(node instanceof ObjectNode o)) {
                return null;
            }
            node = o.get(key);
        }
        return node;
    }

    /**
     * The one value of a header, or {@code null} when it is absent.
     *
     * @throws Mismatch if it is sent more than once
     */
    static String single(Map<String, List<String>> headers, String name) throws Mismatch {
        List<String> values = headers.get(name);
        if (values == null) {
            for (Map.Entry<String, List<String>> e : headers.entrySet()) {
                if (e.getKey() != null && e.getKey().equalsIgnoreCase(name)) {
                    values = e.getValue();
                    break;
                }
            }
        }
        if (values == null || values.isEmpty()) {
            return null;
        }
        if (values.size() > 1) {
            throw new Mismatch("the " + name + " header is sent more than once");
        }
        return values.get(0);
    }

    /**
     * A header value as the client meant it: checked for characters a header may not carry, and
     * decoded from {@code =?base64?…?=} (UTF-8) when in that form.
     *
     * @throws Mismatch if it holds invalid characters or is not valid base64 of UTF-8
     */
    static String decode(String header, String value) throws Mismatch {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if ((c < 0x20 && c != '\t') || c > 0x7E) {
                throw new Mismatch(header + " header value contains an invalid character (use the "
                        + BASE64_START + "…" + BASE64_END + " form for other text)");
            }
        }
        if (!value.startsWith(BASE64_START) || !value.endsWith(BASE64_END)
                || value.length() < BASE64_START.length() + BASE64_END.length()) {
            return value;
        }
        String encoded = value.substring(BASE64_START.length(), value.length() - BASE64_END.length());
        if (encoded.length() % 4 != 0) {
            // The JDK's decoder takes unpadded input; SEP-2243 has such values refused.
            throw new Mismatch(header + " header value is not valid base64 (it must be padded)");
        }
        try {
            byte[] bytes = Base64.getDecoder().decode(encoded);
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (IllegalArgumentException | CharacterCodingException e) {
            throw new Mismatch(header + " header value is not valid base64 of UTF-8 text");
        }
    }

    private static String quote(String s) {
        return "'" + (s.length() > QUOTED_MAX ? s.substring(0, QUOTED_MAX) + "…" : s) + "'";
    }
}
