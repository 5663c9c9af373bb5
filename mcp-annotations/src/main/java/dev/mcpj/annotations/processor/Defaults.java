package dev.mcpj.annotations.processor;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;

/**
 * Parses a {@code @DefaultValue} as its parameter's type at compile time, into the JSON value the
 * schema shows and the Java expression the generated code applies, and checks it against the
 * parameter's constraints.
 */
final class Defaults {
    private Defaults() {
    }

    /**
     * A parsed default.
     *
     * @param json the schema's {@code default}: a string, boolean or number
     * @param java a Java expression of the parameter's type
     */
    record Value(Object json, String java) {
    }

    /** Thrown with a message that says what is wrong and how to write it. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message, null, false, false);
        }
    }

    static Value parse(String text, JType type, String where) throws Invalid {
        if (type instanceof JType.Scalar s) {
            return scalar(text, s.kind(), where);
        }
        if (type instanceof JType.EnumType e) {
            int i = e.wireNames().indexOf(text);
            if (i < 0) {
                throw new Invalid("Default \"" + text + "\" of " + where + " is not one of its values "
                        + e.wireNames() + ": use one of them");
            }
            return new Value(text, e.qualifiedName() + "." + e.constants().get(i));
        }
        if (type instanceof JType.Text t) {
            return text(text, t, where);
        }
        throw new Invalid("@DefaultValue is not supported for " + where + ", which is " + JType.describe(type)
                + ": defaults exist for strings, booleans, numbers, enums, UUID, URI and java.time values. "
                + "Make it Optional or @Nullable instead, and supply the default in the method");
    }

    private static Value scalar(String text, JType.ScalarKind kind, String where) throws Invalid {
        String t = text.strip();
        try {
            return switch (kind) {
                case STRING -> new Value(text, Names.literal(text));
                case CHAR -> {
                    if (text.length() != 1) {
                        throw new Invalid("Default \"" + text + "\" of " + where + " is not one character");
                    }
                    yield new Value(text, "'" + (text.equals("'") ? "\\'" : Names.literal(text)
                            .substring(1, Names.literal(text).length() - 1)) + "'");
                }
                case BOOLEAN -> {
                    if (!t.equals("true") && !t.equals("false")) {
                        throw new Invalid("Default \"" + text + "\" of " + where + " is not a boolean: write true or false");
                    }
                    yield new Value(Boolean.valueOf(t), t);
                }
                case BYTE, SHORT, INT, LONG -> integer(t, kind, where);
                case BIG_INTEGER -> new Value(new BigInteger(t),
                        "new java.math.BigInteger(" + Names.literal(new BigInteger(t).toString()) + ")");
                case FLOAT -> {
                    float f = Float.parseFloat(t);
                    finite(Float.isFinite(f), text, where);
                    yield new Value(new BigDecimal(Float.toString(f)), Float.toString(f) + "f");
                }
                case DOUBLE -> {
                    double d = Double.parseDouble(t);
                    finite(Double.isFinite(d), text, where);
                    yield new Value(new BigDecimal(Double.toString(d)), Double.toString(d) + "d");
                }
                case BIG_DECIMAL -> new Value(new BigDecimal(t),
                        "new java.math.BigDecimal(" + Names.literal(new BigDecimal(t).toString()) + ")");
            };
        } catch (NumberFormatException e) {
            throw new Invalid("Default \"" + text + "\" of " + where + " is not " + JType.describe(new JType.Scalar(kind))
                    + ": write it like " + (kind.isInteger() ? "\"10\"" : "\"0.5\""));
        }
    }

    private static Value integer(String t, JType.ScalarKind kind, String where) throws Invalid {
        long v = Long.parseLong(t);
        long min = switch (kind) {
            case BYTE -> Byte.MIN_VALUE;
            case SHORT -> Short.MIN_VALUE;
            case INT -> Integer.MIN_VALUE;
            default -> Long.MIN_VALUE;
        };
        long max = switch (kind) {
            case BYTE -> Byte.MAX_VALUE;
            case SHORT -> Short.MAX_VALUE;
            case INT -> Integer.MAX_VALUE;
            default -> Long.MAX_VALUE;
        };
        if (v < min || v > max) {
            throw new Invalid("Default " + t + " of " + where + " does not fit a "
                    + kind.name().toLowerCase(java.util.Locale.ROOT) + " (" + min + " to " + max + ")");
        }
        String java = switch (kind) {
            case BYTE -> "(byte) " + v;
            case SHORT -> "(short) " + v;
            case LONG -> v + "L";
            default -> Long.toString(v);
        };
        return new Value(v, java);
    }

    private static void finite(boolean finite, String text, String where) throws Invalid {
        if (!finite) {
            throw new Invalid("Default \"" + text + "\" of " + where + " is not a finite number, which JSON cannot hold");
        }
    }

    private static final Map<String, Function<String, Object>> PARSERS = Map.ofEntries(
            Map.entry("java.util.UUID", UUID::fromString),
            Map.entry("java.time.Instant", java.time.Instant::parse),
            Map.entry("java.time.OffsetDateTime", java.time.OffsetDateTime::parse),
            Map.entry("java.time.ZonedDateTime", java.time.ZonedDateTime::parse),
            Map.entry("java.time.LocalDate", java.time.LocalDate::parse),
            Map.entry("java.time.LocalDateTime", java.time.LocalDateTime::parse),
            Map.entry("java.time.LocalTime", java.time.LocalTime::parse),
            Map.entry("java.time.OffsetTime", java.time.OffsetTime::parse),
            Map.entry("java.time.Duration", java.time.Duration::parse),
            Map.entry("java.time.Period", java.time.Period::parse));

    private static Value text(String text, JType.Text type, String where) throws Invalid {
        String name = type.qualifiedName();
        String simple = name.substring(name.lastIndexOf('.') + 1);
        if (name.equals("java.net.URI")) {
            try {
                new URI(text);
            } catch (URISyntaxException e) {
                throw new Invalid("Default \"" + text + "\" of " + where + " is not a URI: " + e.getReason());
            }
            return new Value(text, "java.net.URI.create(" + Names.literal(text) + ")");
        }
        try {
            PARSERS.get(name).apply(text);
        } catch (DateTimeParseException | IllegalArgumentException e) {
            throw new Invalid("Default \"" + text + "\" of " + where + " is not a " + simple
                    + " in ISO-8601 form: write it like " + example(name));
        }
        String factory = name.equals("java.util.UUID") ? "fromString" : "parse";
        return new Value(text, name + "." + factory + "(" + Names.literal(text) + ")");
    }

    static String example(String name) {
        return switch (name) {
            case "java.util.UUID" -> "\"123e4567-e89b-12d3-a456-426614174000\"";
            case "java.time.Instant" -> "\"2025-01-31T10:15:30Z\"";
            case "java.time.OffsetDateTime", "java.time.ZonedDateTime" -> "\"2025-01-31T10:15:30+01:00\"";
            case "java.time.LocalDate" -> "\"2025-01-31\"";
            case "java.time.LocalDateTime" -> "\"2025-01-31T10:15:30\"";
            case "java.time.LocalTime" -> "\"10:15:30\"";
            case "java.time.OffsetTime" -> "\"10:15:30+01:00\"";
            case "java.time.Duration" -> "\"PT15M\"";
            default -> "\"P1Y2M3D\"";
        };
    }

    /** An address as the server's {@code email} format takes it (dot-atom or quoted local part). */
    private static final java.util.regex.Pattern EMAIL = java.util.regex.Pattern.compile(
            "([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*|\"([^\"\\\\\\r\\n]|\\\\.)*\")"
                    + "@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"
                    + "|\\[[0-9A-Fa-f:.IPv]+])");

    /** The first constraint that the default breaks, as a sentence; {@code null} when it keeps them all. */
    static String violation(Object json, Map<String, Object> keywords) {
        if (json instanceof Number n) {
            BigDecimal v = new BigDecimal(n.toString());
            for (String k : List.of("minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum")) {
                if (keywords.get(k) instanceof BigDecimal b) {
                    int c = v.compareTo(b);
                    boolean ok = switch (k) {
                        case "minimum" -> c >= 0;
                        case "exclusiveMinimum" -> c > 0;
                        case "maximum" -> c <= 0;
                        default -> c < 0;
                    };
                    if (!ok) {
                        return "breaks its " + k + " " + JsonText.number(b);
                    }
                }
            }
        }
        if (json instanceof String s) {
            int length = s.codePointCount(0, s.length());
            if (keywords.get("minLength") instanceof BigDecimal min && length < min.intValue()) {
                return "is shorter than its minLength " + min.intValue();
            }
            if (keywords.get("maxLength") instanceof BigDecimal max && length > max.intValue()) {
                return "is longer than its maxLength " + max.intValue();
            }
            if (keywords.get("pattern") instanceof String p && !java.util.regex.Pattern.compile(p).matcher(s).find()) {
                return "does not match its pattern " + p;
            }
            if ("email".equals(keywords.get("format")) && !EMAIL.matcher(s).matches()) {
                return "is not an email address";
            }
            if (keywords.get("enum") instanceof List<?> allowed && !allowed.contains(s)) {
                return "is not one of its allowed values " + allowed;
            }
        }
        return null;
    }
}
