package dev.mcpj.examples.annotated;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Size;
import dev.mcpj.server.ToolException;
import java.util.Map;
import java.util.TreeSet;

/**
 * The unit converter of {@link dev.mcpj.examples.UnitConverter} as an annotated method. An
 * unsupported conversion throws {@link ToolException}, whose message reaches the model as an
 * {@code isError} result.
 */
public final class UnitConverter {
    private static final Map<UnitType, Map<String, Double>> FACTORS = Map.of(
            UnitType.LENGTH, Map.of("m", 1.0, "km", 1000.0, "cm", 0.01, "mi", 1609.344, "ft", 0.3048, "in", 0.0254),
            UnitType.MASS, Map.of("kg", 1.0, "g", 0.001, "lb", 0.45359237, "oz", 0.028349523125));

    /** What is converted; the wire names are Jackson's {@code @JsonProperty}. */
    public enum UnitType {
        @JsonProperty("length") LENGTH,
        @JsonProperty("mass") MASS,
        @JsonProperty("temperature") TEMPERATURE
    }

    /**
     * Convert a value between units of length (m, km, cm, mi, ft, in), mass (kg, g, lb, oz) or
     * temperature (C, F, K).
     *
     * @param value    the value to convert
     * @param unitType what kind of unit the value has
     * @param from     the unit of the value
     * @param to       the unit to convert to
     */
    @McpTool(title = "Convert units", readOnly = Hint.TRUE, idempotent = Hint.TRUE, openWorld = Hint.FALSE)
    public String convertUnits(double value, @JsonProperty("unit_type") UnitType unitType,
                               @Size(min = 1) String from, @Size(min = 1) String to) {
        double result = unitType == UnitType.TEMPERATURE ? temperature(value, from, to)
                : linear(FACTORS.get(unitType), unitType, value, from, to);
        return format(value) + " " + from + " = " + format(result) + " " + to;
    }

    private static double linear(Map<String, Double> factors, UnitType type, double value, String from, String to) {
        Double f = factors.get(from);
        Double t = factors.get(to);
        if (f == null || t == null) {
            throw new ToolException("Cannot convert " + type.name().toLowerCase(java.util.Locale.ROOT) + " from '"
                    + from + "' to '" + to + "': supported units are " + String.join(", ", new TreeSet<>(factors.keySet())));
        }
        return value * f / t;
    }

    private static double temperature(double value, String from, String to) {
        double kelvin = switch (from) {
            case "K" -> value;
            case "C" -> value + 273.15;
            case "F" -> (value - 32) * 5 / 9 + 273.15;
            default -> throw new ToolException("Cannot convert temperature from '" + from + "': use C, F or K");
        };
        return switch (to) {
            case "K" -> kelvin;
            case "C" -> kelvin - 273.15;
            case "F" -> (kelvin - 273.15) * 9 / 5 + 32;
            default -> throw new ToolException("Cannot convert temperature to '" + to + "': use C, F or K");
        };
    }

    static String format(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v) || Math.abs(v) >= 1e15) {
            return Double.toString(v);
        }
        String plain = java.math.BigDecimal.valueOf(v).setScale(6, java.math.RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
        return plain.equals("-0") ? "0" : plain;
    }
}
