package dev.mcpj.server.internal.schema;

import java.math.BigDecimal;
import java.math.BigInteger;
import tools.jackson.databind.JsonNode;

/**
 * One of {@code minimum}, {@code maximum}, {@code exclusiveMinimum}, {@code exclusiveMaximum}, for
 * {@link FastSchemaCheck}: it holds a number certainly within the bound, comparing exactly.
 *
 * <p>The full validator compares a decimal reading of both numbers, except when the bound is an
 * {@code int} or {@code long} and the schema's type names {@code integer}: then it truncates the
 * instance to a {@code long}, which can turn 0.5 into 0. So on that path this check holds only
 * instances whose value is a whole number that a {@code long} keeps exactly.
 */
final class NumberBound {
    /** 2^53: every whole number up to this is exactly a {@code double}. */
    private static final BigDecimal EXACT_DOUBLE_WHOLE = new BigDecimal(BigInteger.ONE.shiftLeft(53));

    private final BigDecimal limit;
    private final boolean limitIsLong;
    private final long longLimit;
    private final boolean truncates;
    private final boolean lower;
    private final boolean exclusive;

    private NumberBound(BigDecimal limit, boolean limitIsLong, long longLimit, boolean truncates, boolean lower,
            boolean exclusive) {
        this.limit = limit;
        this.limitIsLong = limitIsLong;
        this.longLimit = longLimit;
        this.truncates = truncates;
        this.lower = lower;
        this.exclusive = exclusive;
    }

    /**
     * The bound {@code keyword} sets to {@code value}, or {@code null} when this check cannot
     * reason about it (not a finite number).
     *
     * @param typeNamesInteger whether the schema's {@code type} is or lists {@code integer}
     */
    static NumberBound of(String keyword, JsonNode value, boolean typeNamesInteger) {
        if (!value.isNumber() || !isFinite(value)) {
            return null;
        }
        BigDecimal limit;
        try {
            limit = new BigDecimal(value.asString());
        } catch (NumberFormatException e) {
            return null;
        }
        boolean limitIsLong = value.isInt() || value.isLong();
        boolean lower = keyword.equals("minimum") || keyword.equals("exclusiveMinimum");
        boolean exclusive = keyword.startsWith("exclusive");
        return new NumberBound(limit, limitIsLong, limitIsLong ? value.longValue() : 0,
                limitIsLong && typeNamesInteger, lower, exclusive);
    }

    /** {@code true} when the finite number {@code n} is certainly within this bound. */
    boolean holds(JsonNode n) {
        int c;
        if (limitIsLong && (n.isInt() || n.isLong())) {
            c = Long.compare(n.longValue(), longLimit);
        } else {
            BigDecimal value;
            try {
                value = new BigDecimal(n.asString());
            } catch (NumberFormatException e) {
                return false;
            }
            if (truncates && !n.isIntegralNumber() && !isExactWhole(value)) {
                return false;
            }
            c = value.compareTo(limit);
        }
        if (lower) {
            return exclusive ? c > 0 : c >= 0;
        }
        return exclusive ? c < 0 : c <= 0;
    }

    /** A whole number small enough that the instance it was read from truncates to itself. */
    private static boolean isExactWhole(BigDecimal value) {
        return value.abs().compareTo(EXACT_DOUBLE_WHOLE) <= 0 && value.stripTrailingZeros().scale() <= 0;
    }

    /** {@code false} for NaN and the infinities. */
    static boolean isFinite(JsonNode n) {
        return !n.isFloatingPointNumber() || n.isBigDecimal() || Double.isFinite(n.doubleValue());
    }
}
