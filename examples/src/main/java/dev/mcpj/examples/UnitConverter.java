package dev.mcpj.examples;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.core.tool.ToolAnnotations;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import java.util.Map;

/** Converts between units of length, mass and temperature; an unsupported pair is a tool error. */
public final class UnitConverter {
    private static final Map<String, Map<String, Double>> FACTORS = Map.of(
            "length", Map.of("m", 1.0, "km", 1000.0, "cm", 0.01, "mi", 1609.344, "ft", 0.3048, "in", 0.0254),
            "mass", Map.of("kg", 1.0, "g", 0.001, "lb", 0.45359237, "oz", 0.028349523125));

    public void register(McpServer server) {
        server.registerTool(ServerTool.builder("convert_units")
                        .title("Convert units").description("Convert a value between units of length (m, km, cm, mi, ft, in), "
                                + "mass (kg, g, lb, oz) or temperature (C, F, K).").annotations(ToolAnnotations.builder().readOnly(true).idempotent(true).openWorld(false).build()).inputSchema("""
                                {"type":"object","properties":{
                                  "value":{"type":"number"},
                                  "unit_type":{"type":"string","enum":["length","mass","temperature"]},
                                  "from":{"type":"string","minLength":1},
                                  "to":{"type":"string","minLength":1}},
                                 "required":["value","unit_type","from","to"]}""").handler((args, ctx) -> CallToolResult.text(convert(args.number("value"), args.string("unit_type"),
                        args.string("from"), args.string("to")))).build());
    }

    /**
     * Converts {@code value} of {@code unitType} ({@code length}, {@code mass} or
     * {@code temperature}) and says so in a sentence; shared with the annotated example.
     *
     * @throws ToolException naming the supported units when a unit is not one of them
     */
    public static String convert(double value, String unitType, String from, String to) {
        double result = unitType.equals("temperature") ? temperature(value, from, to)
                : linear(FACTORS.get(unitType), unitType, value, from, to);
        return format(value) + " " + from + " = " + format(result) + " " + to;
    }

    private static double linear(Map<String, Double> factors, String type, double value, String from, String to) {
        Double f = factors.get(from);
        Double t = factors.get(to);
        if (f == null || t == null) {
            throw new ToolException("Cannot convert " + type + " from '" + from + "' to '" + to
                    + "': supported units are " + String.join(", ", new java.util.TreeSet<>(factors.keySet())));
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

    /** Six decimals at most, without trailing zeros; magnitudes of 1e15 and above as Java prints doubles. */
    public static String format(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v) || Math.abs(v) >= 1e15) {
            return Double.toString(v);
        }
        String plain = java.math.BigDecimal.valueOf(v).setScale(6, java.math.RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
        return plain.equals("-0") ? "0" : plain;
    }
}
