package dev.mcpj.auth.oauth.internal;

import dev.mcpj.transport.http.TokenVerification;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Verdicts on tokens, each until a given instant, at most {@code max} of them (the least recently
 * used go first). Keyed by a SHA-256 hash of the token, so the cache holds no usable token.
 */
public final class TokenCache {
    private record Cached(TokenVerification verdict, Instant until) {
    }

    private final int max;
    private final Map<String, Cached> entries;

    public TokenCache(int max) {
        this.max = max;
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Cached> eldest) {
                return size() > TokenCache.this.max;
            }
        };
    }

    /** The verdict cached for {@code token}, or {@code null} when none is current at {@code now}. */
    public synchronized TokenVerification get(String token, Instant now) {
        String key = key(token);
        Cached e = entries.get(key);
        if (e == null) {
            return null;
        }
        if (!now.isBefore(e.until())) {
            entries.remove(key);
            return null;
        }
        return e.verdict();
    }

    public synchronized void put(String token, TokenVerification verdict, Instant until) {
        if (max > 0) {
            entries.put(key(token), new Cached(verdict, until));
        }
    }

    public synchronized int size() {
        return entries.size();
    }

    private static String key(String token) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(token.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing", e);
        }
    }
}
