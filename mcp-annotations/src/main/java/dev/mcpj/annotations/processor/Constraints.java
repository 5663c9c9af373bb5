package dev.mcpj.annotations.processor;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.PatternSyntaxException;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.util.Elements;

/**
 * Turns constraint annotations into JSON Schema keywords: ours ({@code @Range}, {@code @Size},
 * {@code @Pattern}, {@code @AllowedValues}) and Jakarta Bean Validation's, recognised by simple
 * name. A constraint that does not fit its type, or whose values are wrong, is reported on the
 * annotation (or the value at fault) and left out.
 */
final class Constraints {
    private final Elements elements;
    private final Reporter reporter;

    Constraints(Elements elements, Reporter reporter) {
        this.elements = elements;
        this.reporter = reporter;
    }

    /** What a constraint applies to. */
    private enum Fit {
        NUMBER("numbers"), STRING("strings"), SIZED("strings, lists, sets, arrays and maps");

        final String text;

        Fit(String text) {
            this.text = text;
        }
    }

    /**
     * The keywords of the constraints among {@code found}, for a value of {@code type}.
     *
     * @param where the value, as named in messages: {@code parameter 'limit'}, {@code Book.year}
     */
    Map<String, Object> read(List<Found> found, JType type, String where) {
        Map<String, Object> kw = new LinkedHashMap<>();
        String pattern = null;
        boolean notBlank = false;
        Map<String, Found> origins = new LinkedHashMap<>();
        for (Found f : found) {
            String name = f.simpleName();
            Map<String, Object> before = new LinkedHashMap<>(kw);
            switch (name) {
                case "Range" -> {
                    if (f.isOurs() && fits(f, type, Fit.NUMBER, where, "")) {
                        range(f, type, where, kw);
                    }
                }
                case "Min", "Max" -> {
                    if (f.value(elements, "value") != null && fits(f, type, Fit.NUMBER, where, sizeHint(type))) {
                        BigDecimal v = decimal(f.value(elements, "value").getValue());
                        if (v != null) {
                            bound(kw, name.equals("Min") ? "minimum" : "maximum", v);
                        }
                    }
                }
                case "DecimalMin", "DecimalMax" -> {
                    if (f.value(elements, "value") != null && fits(f, type, Fit.NUMBER, where, sizeHint(type))) {
                        decimalBound(f, name.equals("DecimalMin"), kw);
                    }
                }
                case "Positive" -> {
                    if (fits(f, type, Fit.NUMBER, where, "")) {
                        bound(kw, "exclusiveMinimum", BigDecimal.ZERO);
                    }
                }
                case "PositiveOrZero" -> {
                    if (fits(f, type, Fit.NUMBER, where, "")) {
                        bound(kw, "minimum", BigDecimal.ZERO);
                    }
                }
                case "Negative" -> {
                    if (fits(f, type, Fit.NUMBER, where, "")) {
                        bound(kw, "exclusiveMaximum", BigDecimal.ZERO);
                    }
                }
                case "NegativeOrZero" -> {
                    if (fits(f, type, Fit.NUMBER, where, "")) {
                        bound(kw, "maximum", BigDecimal.ZERO);
                    }
                }
                case "Size" -> {
                    if (f.value(elements, "min") != null && fits(f, type, Fit.SIZED, where, rangeHint(type))) {
                        size(f, type, where, kw);
                    }
                }
                case "NotEmpty" -> {
                    if (fits(f, type, Fit.SIZED, where, "")) {
                        bound(kw, sizeKeyword(type, true), BigDecimal.ONE);
                    }
                }
                case "NotBlank" -> {
                    if (fits(f, type, Fit.STRING, where, "")) {
                        bound(kw, "minLength", BigDecimal.ONE);
                        notBlank = true;
                    }
                }
                case "Email" -> {
                    if (fits(f, type, Fit.STRING, where, "")) {
                        kw.put("format", "email");
                    }
                }
                case "Pattern" -> {
                    if (fits(f, type, Fit.STRING, where, "")) {
                        String p = pattern(f, where);
                        if (p != null && pattern != null && !p.equals(pattern)) {
                            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(),
                                    "Two @Pattern constraints on " + where + ": keep one regular expression");
                        } else if (p != null) {
                            pattern = p;
                        }
                    }
                }
                case "AllowedValues" -> {
                    if (f.isOurs() && fits(f, type, Fit.STRING, where, type instanceof JType.EnumType
                            ? "An enum's constants are already its allowed values: remove it" : "")) {
                        allowed(f, where, kw);
                    }
                }
                default -> {
                    // not a constraint we know: left to its owner
                }
            }
            kw.forEach((k, v) -> {
                if (!v.equals(before.get(k))) {
                    origins.put(k, f);
                }
            });
        }
        if (!consistent(found, kw, origins, type, where)) {
            return new LinkedHashMap<>();
        }
        if (pattern != null) {
            kw.put("pattern", pattern);
        } else if (notBlank) {
            kw.put("pattern", "\\S");
        }
        return kw;
    }

    /**
     * Checks that some value satisfies the bounds together, reporting the first pair that no value
     * satisfies on the annotation that gave the second of them.
     */
    private boolean consistent(List<Found> found, Map<String, Object> kw, Map<String, Found> origins, JType type,
                               String where) {
        for (String what : List.of("Length", "Items", "Properties")) {
            if (kw.get("min" + what) instanceof BigDecimal min && kw.get("max" + what) instanceof BigDecimal max
                    && min.compareTo(max) > 0) {
                return contradiction(found, origins, "min" + what, min, "max" + what, max, where);
            }
        }
        boolean integer = type instanceof JType.Scalar s && s.kind().isInteger();
        for (String low : List.of("minimum", "exclusiveMinimum")) {
            for (String high : List.of("maximum", "exclusiveMaximum")) {
                if (kw.get(low) instanceof BigDecimal lo && kw.get(high) instanceof BigDecimal hi
                        && empty(lo, low.startsWith("exclusive"), hi, high.startsWith("exclusive"), integer)) {
                    return contradiction(found, origins, low, lo, high, hi, where);
                }
            }
        }
        return true;
    }

    /** Whether no number (no whole number, for an {@code integer}) lies between the two bounds. */
    private static boolean empty(BigDecimal lo, boolean loExclusive, BigDecimal hi, boolean hiExclusive,
                                 boolean integer) {
        if (integer) {
            BigDecimal least = loExclusive ? lo.setScale(0, java.math.RoundingMode.FLOOR).add(BigDecimal.ONE)
                    : lo.setScale(0, java.math.RoundingMode.CEILING);
            BigDecimal most = hiExclusive ? hi.setScale(0, java.math.RoundingMode.CEILING).subtract(BigDecimal.ONE)
                    : hi.setScale(0, java.math.RoundingMode.FLOOR);
            return least.compareTo(most) > 0;
        }
        int c = lo.compareTo(hi);
        return c > 0 || c == 0 && (loExclusive || hiExclusive);
    }

    private boolean contradiction(List<Found> found, Map<String, Found> origins, String low, BigDecimal lo,
                                  String high, BigDecimal hi, String where) {
        Found a = origins.get(low);
        Found b = origins.get(high);
        Found at = found.indexOf(b) >= found.indexOf(a) ? b : a;
        String bounds = a == b
                ? "@" + a.simpleName() + " sets " + low + " " + JsonText.number(lo) + " and " + high + " "
                        + JsonText.number(hi)
                : "@" + a.simpleName() + " sets " + low + " " + JsonText.number(lo) + ", but @" + b.simpleName()
                        + " sets " + high + " " + JsonText.number(hi);
        reporter.error(Reporter.CONSTRAINT, at.element(), at.reportMirror(), "The constraints of " + where
                + " contradict each other: " + bounds + ", so no value is allowed. Change or remove one of them");
        return false;
    }

    private boolean fits(Found f, JType type, Fit fit, String where, String hint) {
        boolean ok = switch (fit) {
            case NUMBER -> type instanceof JType.Scalar s && s.kind().isNumber();
            case STRING -> type instanceof JType.Scalar s && s.kind() == JType.ScalarKind.STRING;
            case SIZED -> type instanceof JType.Scalar s && s.kind() == JType.ScalarKind.STRING
                    || type instanceof JType.ArrayType || type instanceof JType.MapType;
        };
        if (!ok) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(),
                    "@" + f.simpleName() + " applies to " + fit.text + ", but " + where + " is "
                            + JType.describe(type) + ". " + (hint.isEmpty() ? "Remove it, or change the type" : hint));
        }
        return ok;
    }

    private static String sizeHint(JType type) {
        return JType.describe(type).equals("a string") || type instanceof JType.ArrayType
                || type instanceof JType.MapType ? "Use @Size to bound a length or a size" : "";
    }

    private static String rangeHint(JType type) {
        return type instanceof JType.Scalar s && s.kind().isNumber() ? "Use @Range, @Min or @Max to bound a number" : "";
    }

    private void range(Found f, JType type, String where, Map<String, Object> kw) {
        double min = ((Number) f.value(elements, "min").getValue()).doubleValue();
        double max = ((Number) f.value(elements, "max").getValue()).doubleValue();
        boolean integer = ((JType.Scalar) type).kind().isInteger();
        if (Double.isInfinite(min) && min < 0 && Double.isInfinite(max) && max > 0) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(),
                    "@Range on " + where + " gives neither min nor max: give at least one, or remove it");
            return;
        }
        if (!checkBound(f, "min", min, integer, where) | !checkBound(f, "max", max, integer, where)) {
            return;
        }
        if (min > max) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(),
                    "@Range on " + where + " has min " + text(min) + " above max " + text(max) + ": swap them");
            return;
        }
        if (!Double.isInfinite(min)) {
            bound(kw, "minimum", BigDecimal.valueOf(min));
        }
        if (!Double.isInfinite(max)) {
            bound(kw, "maximum", BigDecimal.valueOf(max));
        }
    }

    private boolean checkBound(Found f, String name, double value, boolean integer, String where) {
        String problem = null;
        if (Double.isNaN(value)) {
            problem = "is not a number";
        } else if (Double.isInfinite(value)) {
            boolean unbounded = name.equals("min") ? value < 0 : value > 0;
            problem = unbounded ? null : "is infinite";
        } else if (integer && value != Math.rint(value)) {
            problem = "is " + text(value) + ", not a whole number, but " + where + " is an integer";
        }
        if (problem != null) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue(name),
                    "@Range " + name + " " + problem + ": give a bound that fits the type");
            return false;
        }
        return true;
    }

    private void decimalBound(Found f, boolean lower, Map<String, Object> kw) {
        String text = String.valueOf(f.value(elements, "value").getValue());
        BigDecimal v;
        try {
            v = new BigDecimal(text.strip());
        } catch (NumberFormatException e) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue("value"),
                    "@" + f.simpleName() + " value \"" + text + "\" is not a decimal number: write it like \"0.5\"");
            return;
        }
        AnnotationValue inclusive = f.value(elements, "inclusive");
        boolean incl = inclusive == null || Boolean.TRUE.equals(inclusive.getValue());
        String keyword = lower ? (incl ? "minimum" : "exclusiveMinimum") : (incl ? "maximum" : "exclusiveMaximum");
        bound(kw, keyword, v);
    }

    private void size(Found f, JType type, String where, Map<String, Object> kw) {
        AnnotationValue minValue = f.value(elements, "min");
        AnnotationValue maxValue = f.value(elements, "max");
        if (!(minValue.getValue() instanceof Integer) || maxValue != null && !(maxValue.getValue() instanceof Integer)) {
            return;
        }
        int min = (Integer) minValue.getValue();
        int max = maxValue == null ? Integer.MAX_VALUE : (Integer) maxValue.getValue();
        if (min < 0) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue("min"),
                    "@Size min of " + where + " is " + min + ": a size cannot be negative");
            return;
        }
        if (max < min) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue("max"),
                    "@Size max of " + where + " is " + max + ", below its min " + min + ": swap them");
            return;
        }
        if (min > 0) {
            bound(kw, sizeKeyword(type, true), BigDecimal.valueOf(min));
        }
        if (max != Integer.MAX_VALUE) {
            bound(kw, sizeKeyword(type, false), BigDecimal.valueOf(max));
        }
    }

    private static String sizeKeyword(JType type, boolean min) {
        String what = type instanceof JType.ArrayType ? "Items" : type instanceof JType.MapType ? "Properties" : "Length";
        return (min ? "min" : "max") + what;
    }

    private String pattern(Found f, String where) {
        boolean ours = f.isOurs();
        String element = ours ? "value" : "regexp";
        AnnotationValue v = f.value(elements, element);
        if (v == null) {
            return null;
        }
        String regex = String.valueOf(v.getValue());
        AnnotationValue flags = ours ? null : f.value(elements, "flags");
        if (flags != null && flags.getValue() instanceof List<?> list && !list.isEmpty()) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue("flags"),
                    "@Pattern flags on " + where + " have no JSON Schema equivalent: remove them and spell the "
                            + "alternatives out in the expression, e.g. [Yy]es instead of CASE_INSENSITIVE");
            return null;
        }
        try {
            java.util.regex.Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue(element),
                    "@Pattern of " + where + " is not a valid regular expression: "
                            + e.getDescription() + " near index " + e.getIndex());
            return null;
        }
        return anchored(regex) ? regex : "^(?:" + regex + ")$";
    }

    /**
     * Whether the whole string must match {@code regex} already: it starts with {@code ^}, ends with
     * an unescaped {@code $}, and has no {@code |} outside groups and classes (as {@code ^a|b$} has).
     */
    static boolean anchored(String regex) {
        if (!regex.startsWith("^") || !regex.endsWith("$")) {
            return false;
        }
        int end = regex.length() - 1;
        int depth = 0;
        boolean inClass = false;
        int i = 1;
        while (i < end) {
            char c = regex.charAt(i);
            if (c == '\\') {
                if (regex.startsWith("Q", i + 1)) {
                    int close = regex.indexOf("\\E", i + 2);
                    i = close < 0 ? regex.length() : close + 2;
                } else {
                    i += 2;
                }
                continue;
            }
            if (inClass) {
                inClass = c != ']';
            } else if (c == '[') {
                inClass = true;
                if (regex.startsWith("]", i + 1) || regex.startsWith("^]", i + 1)) {
                    i += regex.charAt(i + 1) == '^' ? 2 : 1;
                }
            } else if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth--;
            } else if (c == '|' && depth == 0) {
                return false;
            }
            i++;
        }
        // i passes the end only when an escape took the final '$' as a literal.
        return i == end && !inClass && depth == 0;
    }

    private void allowed(Found f, String where, Map<String, Object> kw) {
        List<String> values = new ArrayList<>();
        Object raw = f.value(elements, "value").getValue();
        if (raw instanceof List<?> list) {
            for (Object o : list) {
                values.add(String.valueOf(((AnnotationValue) o).getValue()));
            }
        }
        if (values.isEmpty()) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue("value"),
                    "@AllowedValues of " + where + " lists no value: list at least one");
            return;
        }
        if (values.stream().distinct().count() != values.size()) {
            reporter.error(Reporter.CONSTRAINT, f.element(), f.reportMirror(), f.explicitValue("value"),
                    "@AllowedValues of " + where + " lists a value twice: list each once");
            return;
        }
        kw.put("enum", List.copyOf(values));
    }

    /** Adds a bound, keeping the stricter one when two constraints give the same keyword. */
    private static void bound(Map<String, Object> kw, String keyword, BigDecimal value) {
        Object old = kw.get(keyword);
        if (old instanceof BigDecimal o) {
            boolean lower = keyword.startsWith("min") || keyword.startsWith("exclusiveMin");
            value = lower ? o.max(value) : o.min(value);
        }
        kw.put(keyword, value);
    }

    private static BigDecimal decimal(Object value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return BigDecimal.valueOf(((Number) value).longValue());
        }
        if (value instanceof Number n) {
            return BigDecimal.valueOf(n.doubleValue());
        }
        return null;
    }

    private static String text(double d) {
        return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
    }
}
