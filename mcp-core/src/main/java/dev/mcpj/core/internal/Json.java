package dev.mcpj.core.internal;

import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.JsonRecyclerPools;
import tools.jackson.core.util.RecyclerPool;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/** The library's one JSON mapper setup. Internal: not part of the API. */
public final class Json {
    private static final JsonMapper DEFAULT = create(Limits.DEFAULT_NESTING_DEPTH, Limits.DEFAULT_MAX_BYTES);

    private Json() {
    }

    /** A mapper with the default read limits, for schemas and values built in code. */
    public static JsonMapper mapper() {
        return DEFAULT;
    }

    public static JsonNodeFactory nodes() {
        return JsonNodeFactory.instance;
    }

    public static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    /**
     * A copy of {@code tree} that its owner can no longer change, or {@code null} for {@code null}.
     * Value types keep such a copy of every tree handed to them, so that neither the caller nor
     * the server ever writes into the other's tree.
     */
    @SuppressWarnings("unchecked")
    public static <T extends JsonNode> T copyOf(T tree) {
        return tree == null ? null : (T) tree.deepCopy();
    }

    /**
     * A mapper that reads untrusted input within explicit limits: nesting depth, and string and
     * document length (both bounded by {@code maxBytes}). Duplicate keys are rejected.
     */
    public static JsonMapper create(int maxNestingDepth, int maxBytes) {
        StreamReadConstraints limits = StreamReadConstraints.builder()
                .maxNestingDepth(maxNestingDepth)
                .maxStringLength(maxBytes)
                .maxNameLength(Math.min(maxBytes, 50_000))
                .maxNumberLength(1_000)
                .maxDocumentLength(maxBytes)
                .build();
        // Buffers for parsing and writing come from the hybrid pool: per thread on platform threads
        // (no shared queue to contend on, unlike the default deque pool, which also allocates a
        // queue node each time a buffer goes back), and a shared lock-free pool on virtual threads,
        // where a per-thread pool would give every short-lived handler thread fresh buffers (about
        // 19 KB more garbage to encode even a small result).
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(limits)
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .recyclerPool(bufferPool())
                .build();
        return JsonMapper.builder(factory).build();
    }

    /**
     * The hybrid pool, which Jackson has from 3.3; on an older Jackson 3 (the one Spring Boot 4.0
     * manages is 3.1) the per-thread pool, which is the same on platform threads.
     */
    private static RecyclerPool<BufferRecycler> bufferPool() {
        try {
            return JsonRecyclerPools.sharedHybridPool();
        } catch (NoSuchMethodError olderJackson) {
            return JsonRecyclerPools.threadLocalPool();
        }
    }

    /** Default limits shared by the codec and the transports. */
    public static final class Limits {
        public static final int DEFAULT_NESTING_DEPTH = 64;
        public static final int DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

        private Limits() {
        }
    }
}
