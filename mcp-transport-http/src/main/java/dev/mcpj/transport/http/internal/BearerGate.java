package dev.mcpj.transport.http.internal;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.McpMethods;
import dev.mcpj.core.RequestTarget;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import dev.mcpj.transport.http.AccessToken;
import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.TokenVerification;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Enforces {@link BearerAuthorization} on the HTTP endpoint (RFC 6750 and the MCP authorization
 * specification): takes the token from the {@code Authorization} header only, has it verified,
 * and answers a request it refuses with the challenge that tells the client what to do. The
 * verified token is returned to the caller, which hands it down with the request; a
 * {@code tools/call}, {@code resources/read} or {@code prompts/get} is then checked against the
 * scopes its tool, resource (or matching template) or prompt declares.
 */
final class BearerGate {
    private static final Logger LOG = LoggerFactory.getLogger("dev.mcpj.transport.http");
    private static final String QUERY_TOKEN = "access_token";

    private final BearerAuthorization authorization;
    private final McpServer server;

    private BearerGate(BearerAuthorization authorization, McpServer server) {
        this.authorization = authorization;
        this.server = server;
    }

    /** The gate of {@code authorization} in front of {@code server}, or {@code null} when there is none. */
    static BearerGate of(BearerAuthorization authorization, McpServer server) {
        return authorization == null ? null : new BearerGate(authorization, server);
    }

    /**
     * Admits a request: returns its verified token, or {@code null} when the request has been
     * answered with a refusal.
     */
    AccessToken admit(HttpExchangeAdapter ex) {
        if (hasQueryToken(ex.query())) {
            refuse(ex, 400, "Bad Request: send the access token in the Authorization header, not in the URI",
                    challenge("invalid_request", authorization.requiredScopes()), null);
            return null;
        }
        List<String> values = ex.headers().entrySet().stream()
                .filter(e -> e.getKey() != null && e.getKey().equalsIgnoreCase("Authorization"))
                .flatMap(e -> e.getValue().stream())
                .toList();
        if (values.size() > 1) {
            refuse(ex, 400, "Bad Request: send one Authorization header",
                    challenge("invalid_request", authorization.requiredScopes()), null);
            return null;
        }
        String token = values.isEmpty() ? null : bearerToken(values.get(0));
        if (token == null) {
            refuse(ex, 401, "Unauthorized: a bearer token is required", challenge(null, authorization.requiredScopes()), null);
            return null;
        }
        if (!isToken68(token)) {
            refuse(ex, 401, "Unauthorized: the bearer token is malformed",
                    challenge("invalid_token", authorization.requiredScopes()), null);
            return null;
        }
        TokenVerification verdict = authorization.verifier().verify(token);
        if (verdict instanceof TokenVerification.Valid valid) {
            AccessToken granted = valid.token();
            if (!granted.grants(authorization.requiredScopes())) {
                insufficient(ex, granted, Set.of(), null);
                return null;
            }
            return granted;
        }
        if (verdict instanceof TokenVerification.Invalid invalid) {
            LOG.debug("Refused a bearer token: {}", invalid.reason());
            refuse(ex, 401, "Unauthorized: the bearer token is not valid",
                    challenge("invalid_token", authorization.requiredScopes()), null);
            return null;
        }
        if (verdict instanceof TokenVerification.Unavailable unavailable) {
            LOG.warn("Could not verify a bearer token: {}", unavailable.reason());
            Replies.error(ex, 503, ErrorCode.INTERNAL_ERROR,
                    "Service Unavailable: the access token cannot be checked now", null, Map.of("Retry-After", "5"));
            return null;
        }
        throw new IllegalStateException("The token verifier returned " + verdict);
    }

    /**
     * Whether {@code granted}, the token {@link #admit} returned, may make this request; a request
     * for an item that needs more scopes is answered with the step-up challenge.
     */
    boolean permits(HttpExchangeAdapter ex, Incoming message, AccessToken granted) {
        if (granted == null || message.kind() != Incoming.Kind.REQUEST) {
            return true;
        }
        Set<String> needed = needed(message.method(), message.params());
        if (granted.grants(needed)) {
            return true;
        }
        insufficient(ex, granted, needed, message.id());
        return false;
    }

    /**
     * The scopes a request needs besides the required ones: those its tool, resource (or the first
     * template that matches its URI, as the server resolves it) or prompt declares, and for a tool
     * those the authorization adds; a {@code completion/complete} needs those of the prompt or
     * template it completes. Unknown items need none; the server answers them.
     */
    private Set<String> needed(String method, ObjectNode params) {
        if (method.equals(McpMethods.COMPLETE)) {
            return completionScopes(params);
        }
        String target = RequestTarget.of(method, params);
        if (target == null) {
            return Set.of();
        }
        switch (method) {
            case McpMethods.TOOLS_CALL -> {
                Set<String> needed = new LinkedHashSet<>(server.tool(target).map(Registration::definition).map(ServerTool::scopes).orElse(Set.of()));
                needed.addAll(authorization.toolScopes(target));
                return needed;
            }
            case McpMethods.RESOURCES_READ -> {
                return server.resource(target).map(Registration::definition).map(ServerResource::scopes).orElseGet(() -> templateScopes(target));
            }
            case McpMethods.PROMPTS_GET -> {
                return promptScopes(target);
            }
            default -> {
                return Set.of();
            }
        }
    }

    /** Suggestions for a prompt's argument or a template's variable need what the item needs. */
    private Set<String> completionScopes(ObjectNode params) {
        String prompt = RequestTarget.completedPrompt(params);
        if (prompt != null) {
            return promptScopes(prompt);
        }
        String template = RequestTarget.completedTemplate(params);
        return template == null ? Set.of() // malformed: the server refuses it
                : server.resourceTemplate(template).map(Registration::definition).map(ServerResourceTemplate::scopes)
                        .orElse(Set.of());
    }

    private Set<String> promptScopes(String name) {
        return server.prompt(name).map(Registration::definition).map(ServerPrompt::scopes).orElse(Set.of());
    }

    private Set<String> templateScopes(String uri) {
        for (Registration<ServerResourceTemplate> registered : server.resourceTemplates()) {
            ServerResourceTemplate t = registered.definition();
            if (t.template().uriTemplate().match(uri) != null) {
                return t.scopes();
            }
        }
        return Set.of();
    }

    private void insufficient(HttpExchangeAdapter ex, AccessToken granted, Set<String> needed, RequestId id) {
        Set<String> ask = new LinkedHashSet<>(granted.scopes());
        ask.addAll(authorization.requiredScopes());
        ask.addAll(needed);
        Set<String> missing = new LinkedHashSet<>(authorization.requiredScopes());
        missing.addAll(needed);
        missing.removeAll(granted.scopes());
        refuse(ex, 403, "Forbidden: the access token lacks the scope " + String.join(" ", missing),
                challenge("insufficient_scope", ask), id);
    }

    private static void refuse(HttpExchangeAdapter ex, int status, String message, String challenge, RequestId id) {
        Replies.error(ex, status, ErrorCode.INVALID_REQUEST, message, id, Map.of("WWW-Authenticate", challenge));
    }

    private String challenge(String error, Set<String> scopes) {
        StringBuilder out = new StringBuilder("Bearer ");
        if (error != null) {
            out.append("error=").append(quote(error)).append(", ");
        }
        if (!scopes.isEmpty()) {
            out.append("scope=").append(quote(String.join(" ", scopes))).append(", ");
        }
        out.append("resource_metadata=").append(quote(authorization.metadataUri().toString()));
        return out.toString();
    }

    private static String quote(String value) {
        return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /** The token of a {@code Bearer} credential, or {@code null} for another scheme or none. */
    static String bearerToken(String header) {
        String value = header.strip();
        int space = value.indexOf(' ');
        if (space < 0 || !value.substring(0, space).equalsIgnoreCase("Bearer")) {
            return null;
        }
        String token = value.substring(space + 1).strip();
        return token.isEmpty() ? null : token;
    }

    /** RFC 6750 section 2.1: {@code b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="}. */
    static boolean isToken68(String token) {
        int i = 0;
        int n = token.length();
        while (i < n && isB64Char(token.charAt(i))) {
            i++;
        }
        if (i == 0) {
            return false;
        }
        while (i < n && token.charAt(i) == '=') {
            i++;
        }
        return i == n;
    }

    private static boolean isB64Char(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                || c == '-' || c == '.' || c == '_' || c == '~' || c == '+' || c == '/';
    }

    static boolean hasQueryToken(String query) {
        if (query == null || query.isEmpty()) {
            return false;
        }
        for (String pair : query.split("&")) {
            int eq = pair.indexOf('=');
            String name = eq < 0 ? pair : pair.substring(0, eq);
            try {
                name = URLDecoder.decode(name, StandardCharsets.UTF_8);
            } catch (IllegalArgumentException e) {
                // An undecodable name is not access_token as written; compare it raw.
            }
            if (name.equals(QUERY_TOKEN)) {
                return true;
            }
        }
        return false;
    }
}
