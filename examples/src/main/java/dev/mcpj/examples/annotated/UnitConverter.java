package dev.mcpj.examples.annotated;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Size;
import dev.mcpj.server.ToolException;
import java.util.Locale;

/**
 * The unit converter of {@link dev.mcpj.examples.UnitConverter} as an annotated method, sharing its
 * arithmetic. An unsupported conversion throws {@link ToolException}, whose message reaches the
 * model as an {@code isError} result.
 */
public final class UnitConverter {
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
        return dev.mcpj.examples.UnitConverter.convert(value, unitType.name().toLowerCase(Locale.ROOT), from, to);
    }
}
