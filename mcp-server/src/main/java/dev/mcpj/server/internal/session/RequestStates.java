package dev.mcpj.server.internal.session;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.internal.Json;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Seals and opens {@code requestState}, which travels through the client and so is attacker
 * input: its JSON is signed with HMAC-SHA256 under a server key, bound to the tool and a digest
 * of its arguments, valid until an expiry, and usable once (its nonce is remembered until then).
 */
public final class RequestStates {
    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder D64 = Base64.getUrlDecoder();
    /** Holds the generator, so that a server that never needs it never pays for seeding it. */
    private static final class Entropy {
        static final SecureRandom RANDOM = new SecureRandom();
    }

    private final byte[] configuredKey;
    private volatile SecretKeySpec key;
    private final Duration lifetime;
    private final Map<String, Long> used = new ConcurrentHashMap<>();
    /** Keys of before a rotation: they still open states, and seal none. */
    private volatile List<SecretKeySpec> retired = List.of();

    /** @param key the HMAC key, or {@code null} for a random one made when first needed */
    public RequestStates(byte[] key, Duration lifetime) {
        this.configuredKey = key;
        this.lifetime = lifetime;
    }

    /** Keys that still open states sealed before a rotation, but seal no new ones. */
    public void retired(List<byte[]> keys) {
        retired = keys.stream().map(k -> new SecretKeySpec(k.clone(), "HmacSHA256")).toList();
    }

    private SecretKeySpec key() {
        SecretKeySpec k = key;
        if (k == null) {
            synchronized (this) {
                if (key == null) {
                    byte[] bytes = configuredKey;
                    if (bytes == null) {
                        bytes = new byte[32];
                        Entropy.RANDOM.nextBytes(bytes);
                    }
                    key = new SecretKeySpec(bytes, "HmacSHA256");
                }
                k = key;
            }
        }
        return k;
    }

    /** A state for the next round of a call to {@code target} with {@code arguments}. */
    String seal(String target, JsonNode arguments, ObjectNode answers, Iterable<String> pending) {
        ObjectNode state = Json.object();
        state.put("target", target);
        state.put("args", digest(arguments));
        state.put("exp", System.currentTimeMillis() + lifetime.toMillis());
        byte[] nonce = new byte[16];
        Entropy.RANDOM.nextBytes(nonce);
        state.put("nonce", B64.encodeToString(nonce));
        state.set("answers", answers);
        var p = state.putArray("pending");
        pending.forEach(p::add);
        byte[] body = state.toString().getBytes(StandardCharsets.UTF_8);
        return B64.encodeToString(body) + "." + B64.encodeToString(mac(body));
    }

    /**
     * Checks and opens a state for a retry of {@code target} with {@code arguments}, and burns it.
     *
     * @throws InvalidParamsException {@code -32602} if the state is malformed, forged, expired, bound to
     *                      another call, or already used
     */
    Opened open(String token, String target, JsonNode arguments) {
        int dot = token.indexOf('.');
        byte[] body;
        byte[] signature;
        try {
            body = D64.decode(token.substring(0, Math.max(dot, 0)));
            signature = D64.decode(token.substring(dot + 1));
        } catch (IllegalArgumentException | StringIndexOutOfBoundsException e) {
            throw invalid("it is malformed");
        }
        if (dot < 0 || !signedHere(body, signature)) {
            throw invalid("its signature does not match");
        }
        ObjectNode state = (ObjectNode) Json.mapper().readTree(body);
        long exp = state.path("exp").asLong(0);
        long now = System.currentTimeMillis();
        if (exp < now) {
            throw invalid("it has expired");
        }
        if (!target.equals(state.path("target").asString("")) || !digest(arguments).equals(state.path("args").asString(""))) {
            throw invalid("it belongs to another call");
        }
        prune(now);
        if (used.putIfAbsent(state.path("nonce").asString(""), exp) != null) {
            throw invalid("it was already used");
        }
        List<String> pending = new ArrayList<>();
        state.path("pending").forEach(k -> pending.add(k.asString()));
        return new Opened(state.get("answers") instanceof ObjectNode a ? a : Json.object(), pending);
    }

    /**
     * What an opened state holds.
     *
     * @param answers the answers of the earlier rounds, by question key
     * @param pending the keys of the questions the last round left open
     */
    record Opened(ObjectNode answers, List<String> pending) {
        Opened {
            pending = List.copyOf(pending);
        }
    }

    private void prune(long now) {
        if (used.size() > 1024) {
            used.values().removeIf(exp -> exp < now);
        }
    }

    /** Whether {@code signature} is the state's under the current key or a retired one. */
    private boolean signedHere(byte[] body, byte[] signature) {
        if (MessageDigest.isEqual(mac(body, key()), signature)) {
            return true;
        }
        for (SecretKeySpec old : retired) {
            if (MessageDigest.isEqual(mac(body, old), signature)) {
                return true;
            }
        }
        return false;
    }

    private byte[] mac(byte[] body) {
        return mac(body, key());
    }

    private static byte[] mac(byte[] body, SecretKeySpec key) {
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(key);
            return m.doFinal(body);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is unavailable", e);
        }
    }

    private static InvalidParamsException invalid(String why) {
        return new InvalidParamsException("Invalid requestState: " + why
                + "; call the tool again without it");
    }

    /** A digest of the arguments that does not depend on the order of object keys. */
    static String digest(JsonNode arguments) {
        StringBuilder sb = new StringBuilder();
        canonical(arguments, sb);
        try {
            return B64.encodeToString(MessageDigest.getInstance("SHA-256")
                    .digest(sb.toString().getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("SHA-256 is unavailable", e);
        }
    }

    private static void canonical(JsonNode node, StringBuilder sb) {
        if (node == null) {
            sb.append("null");
        } else if (node.isObject()) {
            List<String> keys = new ArrayList<>(node.propertyNames());
            keys.sort(null);
            sb.append('{');
            for (String k : keys) {
                sb.append(Json.nodes().stringNode(k)).append(':');
                canonical(node.get(k), sb);
                sb.append(',');
            }
            sb.append('}');
        } else if (node.isArray()) {
            sb.append('[');
            for (JsonNode e : node) {
                canonical(e, sb);
                sb.append(',');
            }
            sb.append(']');
        } else {
            sb.append(node);
        }
    }
}
