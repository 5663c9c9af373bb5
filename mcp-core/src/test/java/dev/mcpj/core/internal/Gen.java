package dev.mcpj.core.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A generator of test inputs over a seeded {@link Random}: the same seed gives the same values.
 * The few combinators the differential tests need (choices, weighted choices, lists, strings of
 * chosen characters), and numbers that mix uniform values with small ones and their edges.
 */
@FunctionalInterface
interface Gen<T> {
    T next(Random random);

    default <R> Gen<R> map(Function<? super T, ? extends R> f) {
        return r -> f.apply(next(r));
    }

    default <R> Gen<R> flatMap(Function<? super T, Gen<R>> f) {
        return r -> f.apply(next(r)).next(r);
    }

    /** Values that pass {@code keep}; a filter that keeps almost nothing is a bug in the test. */
    default Gen<T> filter(Predicate<? super T> keep) {
        return r -> {
            for (int i = 0; i < 10_000; i++) {
                T t = next(r);
                if (keep.test(t)) {
                    return t;
                }
            }
            throw new IllegalStateException("the filter refused 10,000 values in a row");
        };
    }

    /** Lists of {@code min} to {@code max} elements (both included). */
    default Gen<List<T>> list(int min, int max) {
        return r -> {
            int n = min + r.nextInt(max - min + 1);
            List<T> items = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                items.add(next(r));
            }
            return items;
        };
    }

    default Gen<List<T>> list(int max) {
        return list(0, max);
    }

    /** Lists of up to {@code max} distinct elements (fewer if the values run out). */
    default Gen<List<T>> distinctList(int max) {
        return r -> {
            int n = r.nextInt(max + 1);
            List<T> items = new ArrayList<>(n);
            for (int tries = 0; items.size() < n && tries < 20 * (n + 1); tries++) {
                T t = next(r);
                if (!items.contains(t)) {
                    items.add(t);
                }
            }
            return items;
        };
    }

    static <T> Gen<T> just(T value) {
        return r -> value;
    }

    @SafeVarargs
    static <T> Gen<T> of(T... values) {
        List<T> copy = List.of(values);
        return r -> copy.get(r.nextInt(copy.size()));
    }

    @SafeVarargs
    static <T> Gen<T> oneOf(Gen<? extends T>... gens) {
        return r -> gens[r.nextInt(gens.length)].next(r);
    }

    /** A generator and how often it is chosen, for {@link #frequency}. */
    record Weighted<T>(int weight, Gen<? extends T> gen) {
    }

    static <T> Weighted<T> weight(int weight, Gen<? extends T> gen) {
        return new Weighted<>(weight, gen);
    }

    /** One of {@code options}, each chosen in proportion to its weight (0: never). */
    @SafeVarargs
    static <T> Gen<T> frequency(Weighted<? extends T>... options) {
        int total = 0;
        for (Weighted<? extends T> w : options) {
            total += w.weight();
        }
        int sum = total;
        return r -> {
            int pick = r.nextInt(sum);
            for (Weighted<? extends T> w : options) {
                pick -= w.weight();
                if (pick < 0) {
                    return w.gen().next(r);
                }
            }
            throw new AssertionError("unreachable");
        };
    }

    // ---- numbers ----

    /** Integers from {@code min} to {@code max}, both included. */
    static Gen<Integer> ints(int min, int max) {
        return r -> (int) (min + r.nextLong((long) max - min + 1));
    }

    /** Any int: uniform, small, or an edge (0, ±1, the extremes). */
    static Gen<Integer> ints() {
        return frequency(weight(4, Random::nextInt), weight(3, ints(-1000, 1000)),
                weight(1, of(0, 1, -1, Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE + 1, Integer.MAX_VALUE - 1)));
    }

    /** Any long: uniform, int-sized, small, or an edge. */
    static Gen<Long> longs() {
        return frequency(weight(4, Random::nextLong), weight(2, r -> (long) r.nextInt()), weight(2, r -> r.nextLong(-1000, 1001)),
                weight(1, of(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1, Long.MAX_VALUE - 1)));
    }

    static Gen<Byte> bytes() {
        return r -> (byte) r.nextInt(256);
    }

    /** Byte arrays of {@code min} to {@code max} bytes from {@code b}. */
    static Gen<byte[]> byteArrays(Gen<Byte> b, int min, int max) {
        return b.list(min, max).map(list -> {
            byte[] out = new byte[list.size()];
            for (int i = 0; i < out.length; i++) {
                out[i] = list.get(i);
            }
            return out;
        });
    }

    /** Doubles: decimals with few digits, small and huge magnitudes, and the edges (±0, the extremes). */
    static Gen<Double> doubles() {
        return frequency(
                weight(3, r -> r.nextInt(-1_000_000, 1_000_001) / 100.0),
                weight(2, r -> (r.nextDouble() - 0.5) * Math.pow(10, r.nextInt(-30, 31))),
                weight(1, r -> (r.nextDouble() - 0.5) * Double.MAX_VALUE),
                weight(1, of(0.0, -0.0, 0.01, -0.01, 1.0, -1.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL,
                        Double.MAX_VALUE, -Double.MAX_VALUE)));
    }

    static Gen<Float> floats() {
        return frequency(
                weight(3, r -> r.nextInt(-1_000_000, 1_000_001) / 100.0f),
                weight(2, r -> Float.intBitsToFloat(r.nextInt())),
                weight(1, of(0.0f, -0.0f, 1.0f, Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE)));
    }

    /** Integers of up to {@code bits} bits, either sign, with 0, ±1 and ±(2^bits - 1). */
    static Gen<BigInteger> bigIntegers(int bits) {
        BigInteger top = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        return frequency(
                weight(6, r -> {
                    BigInteger b = new BigInteger(1 + r.nextInt(bits), r);
                    return r.nextBoolean() ? b.negate() : b;
                }),
                weight(1, of(BigInteger.ZERO, BigInteger.ONE, BigInteger.ONE.negate(), top, top.negate())));
    }

    /** Decimals with {@code scale} digits after the point, of any size up to 128 bits unscaled. */
    static Gen<BigDecimal> bigDecimals(int scale) {
        return bigIntegers(128).map(unscaled -> new BigDecimal(unscaled, scale));
    }

    // ---- characters and strings ----

    /** Characters from {@code min} to {@code max}, both included. */
    static Gen<Character> chars(char min, char max) {
        return r -> (char) (min + r.nextInt(max - min + 1));
    }

    /** Strings of {@code min} to {@code max} characters from {@code c}. */
    static Gen<String> strings(Gen<Character> c, int min, int max) {
        return r -> {
            int n = min + r.nextInt(max - min + 1);
            StringBuilder s = new StringBuilder(n);
            for (int i = 0; i < n; i++) {
                s.append(c.next(r));
            }
            return s.toString();
        };
    }
}
