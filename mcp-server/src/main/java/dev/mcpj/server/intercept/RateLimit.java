package dev.mcpj.server.intercept;

import dev.mcpj.core.ProtocolException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * Limits how often each caller may make requests: a token bucket per caller, holding up to
 * {@code burst} requests and refilled at {@code permits} per {@code period}. A caller is the
 * request's {@linkplain Invocation#principal() principal}, or its connection when it has none
 * (over stateless HTTP every request is a connection of its own, so only a principal limits
 * anything there). A request over the limit fails with a JSON-RPC error, code
 * {@value #DEFAULT_ERROR_CODE} unless set (outside the range JSON-RPC and MCP reserve), whose
 * {@code data.retryAfterMs} says when the next one would pass.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("search", "1.0.0")
 *         .intercept(RateLimit.builder(5, Duration.ofSeconds(1))   // 5 calls a second, sustained
 *                 .burst(20)                                        // and up to 20 at once
 *                 .methods("tools/call")
 *                 .build())
 *         .build();
 * }
 */
public final class RateLimit implements Interceptor {
    /** The error code of a refused request unless {@link Builder#errorCode(int)} sets another. */
    public static final int DEFAULT_ERROR_CODE = -31429;
    /** Every this many requests, buckets that have refilled (and so hold nothing) are dropped. */
    private static final int SWEEP_EVERY = 1024;

    private final double permits;
    private final long periodNanos;
    private final int burst;
    private final Clock clock;
    private final Set<String> methods;
    private final Function<Invocation, Object> key;
    private final int errorCode;
    private final ConcurrentHashMap<Object, Bucket> buckets = new ConcurrentHashMap<>();
    private final AtomicLong requests = new AtomicLong();

    private RateLimit(Builder b) {
        this.permits = b.permits;
        this.periodNanos = b.period.toNanos();
        this.burst = b.burst == 0 ? b.permits : b.burst;
        this.clock = b.clock;
        this.methods = Set.copyOf(b.methods);
        this.key = b.key;
        this.errorCode = b.errorCode;
    }

    /**
     * Starts a limit of {@code permits} requests per {@code period} for each caller.
     *
     * @param permits the requests allowed per period, positive
     * @param period  the period, positive
     * @return a builder
     * @throws IllegalArgumentException if {@code permits} or {@code period} is not positive
     */
    public static Builder builder(int permits, Duration period) {
        return new Builder(permits, period);
    }

    @Override
    public Decision intercept(Invocation invocation) {
        if (!methods.isEmpty() && !methods.contains(invocation.method())) {
            return Decision.proceed();
        }
        long now = nanos(clock.instant());
        Object caller = Objects.requireNonNull(key.apply(invocation), "the rate limit's key function returned null");
        long[] wait = new long[1];
        buckets.compute(caller, (k, bucket) -> {
            Bucket b = bucket == null ? new Bucket(burst, now) : bucket;
            wait[0] = b.take(now, permits, periodNanos, burst);
            return b;
        });
        if (requests.incrementAndGet() % SWEEP_EVERY == 0) {
            sweep(now);
        }
        if (wait[0] > 0) {
            long retryAfterMs = Math.max(1, (wait[0] + 999_999) / 1_000_000);
            ObjectNode data = JsonNodeFactory.instance.objectNode().put("retryAfterMs", retryAfterMs);
            throw new ProtocolException(errorCode,
                    "Rate limit exceeded: retry " + invocation.method() + " in " + retryAfterMs + " ms", data);
        }
        return Decision.proceed();
    }

    /** {@return how many callers the limit tracks now; callers whose bucket has refilled may be forgotten} */
    public int trackedCallers() {
        return buckets.size();
    }

    /** Forgets the callers whose bucket has refilled: a new bucket would be the same. */
    private void sweep(long now) {
        for (Object k : buckets.keySet()) {
            buckets.computeIfPresent(k, (key, b) -> b.fullAt(now, permits, periodNanos, burst) ? null : b);
        }
    }

    private static long nanos(Instant t) {
        return Math.addExact(Math.multiplyExact(t.getEpochSecond(), 1_000_000_000L), t.getNano());
    }

    /** The tokens of one caller; guarded by the map's lock on its key. */
    private static final class Bucket {
        private double tokens;
        private long last;

        Bucket(int burst, long now) {
            this.tokens = burst;
            this.last = now;
        }

        /** Takes a token: returns 0, or the nanoseconds until one will be there (nothing taken). */
        long take(long now, double permits, long periodNanos, int burst) {
            refill(now, permits, periodNanos, burst);
            if (tokens >= 1) {
                tokens -= 1;
                return 0;
            }
            return (long) Math.ceil((1 - tokens) * periodNanos / permits);
        }

        boolean fullAt(long now, double permits, long periodNanos, int burst) {
            refill(now, permits, periodNanos, burst);
            return tokens >= burst;
        }

        private void refill(long now, double permits, long periodNanos, int burst) {
            if (now > last) {
                tokens = Math.min(burst, tokens + (now - last) * permits / periodNanos);
                last = now;
            }
        }
    }

    /** Configures a {@link RateLimit}. */
    public static final class Builder {
        private final int permits;
        private final Duration period;
        private int burst;
        private Clock clock = Clock.systemUTC();
        private Set<String> methods = Set.of();
        private Function<Invocation, Object> key = Builder::caller;
        private int errorCode = DEFAULT_ERROR_CODE;

        private Builder(int permits, Duration period) {
            if (permits <= 0) {
                throw new IllegalArgumentException("permits must be positive, not " + permits);
            }
            if (period.isNegative() || period.isZero()) {
                throw new IllegalArgumentException("period must be positive, not " + period);
            }
            this.permits = permits;
            this.period = period;
        }

        /**
         * How many requests a caller may make at once after a quiet spell; {@code permits} unless set.
         *
         * @param burst the bucket's size, positive
         * @return this builder
         * @throws IllegalArgumentException if it is not positive
         */
        public Builder burst(int burst) {
            if (burst <= 0) {
                throw new IllegalArgumentException("burst must be positive, not " + burst);
            }
            this.burst = burst;
            return this;
        }

        /**
         * The methods limited, such as {@code tools/call}; every method interceptors see unless set.
         *
         * @param methods the methods
         * @return this builder
         */
        public Builder methods(String... methods) {
            this.methods = Set.of(methods);
            return this;
        }

        /**
         * What tells callers apart; by default the principal, or the connection when there is
         * none. Requests with equal keys share a bucket.
         *
         * @param key derives a caller's key from its request
         * @return this builder
         */
        public Builder key(Function<Invocation, Object> key) {
            this.key = Objects.requireNonNull(key, "key");
            return this;
        }

        /**
         * The clock the buckets refill by; the system clock unless set (tests give their own).
         *
         * @param clock the clock
         * @return this builder
         */
        public Builder clock(Clock clock) {
            this.clock = Objects.requireNonNull(clock, "clock");
            return this;
        }

        /**
         * The JSON-RPC error code of a refused request ({@value RateLimit#DEFAULT_ERROR_CODE} unless set).
         *
         * @param code the code
         * @return this builder
         * @throws IllegalArgumentException for a code in the range JSON-RPC and MCP reserve
         *                                  ({@code -32768} to {@code -32000})
         */
        public Builder errorCode(int code) {
            if (code >= -32768 && code <= -32000) {
                throw new IllegalArgumentException("error code " + code
                        + " lies in the range JSON-RPC and MCP reserve (-32768 to -32000)");
            }
            this.errorCode = code;
            return this;
        }

        /**
         * Builds the interceptor; add it with {@code McpServer.Builder.intercept}.
         *
         * @return the limit
         */
        public RateLimit build() {
            return new RateLimit(this);
        }

        private static Object caller(Invocation invocation) {
            String principal = invocation.principal();
            return principal != null ? new Principal(principal) : invocation.connection();
        }
    }

    /** A principal as a key, apart from any connection. */
    private record Principal(String name) {
    }
}
