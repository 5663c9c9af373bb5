package dev.example.corpus;

import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.Description;
import dev.mcpj.annotations.McpTool;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.jspecify.annotations.Nullable;

/** Every scalar type, optional forms and defaults. The tools answer with what they received. */
public final class Scalars {

    /**
     * Takes one of each scalar.
     *
     * @param text a string
     * @param flag a boolean
     */
    @McpTool
    public String scalars(String text, boolean flag, byte tiny, short small, int medium, long large, float single,
                          double precise, char letter, Boolean boxedFlag, Integer boxedInt, Long boxedLong,
                          Double boxedDouble, BigInteger huge, BigDecimal money) {
        return String.join("|", text, String.valueOf(flag), String.valueOf(tiny), String.valueOf(small),
                String.valueOf(medium), String.valueOf(large), String.valueOf(single), String.valueOf(precise),
                String.valueOf(letter), String.valueOf(boxedFlag), String.valueOf(boxedInt), String.valueOf(boxedLong),
                String.valueOf(boxedDouble), String.valueOf(huge), String.valueOf(money));
    }

    /** Optional arguments in every form, and defaults of several types. */
    @McpTool
    public String optionals(Optional<String> maybeText, OptionalInt maybeInt, OptionalLong maybeLong,
                            OptionalDouble maybeDouble, @Nullable String nullableText,
                            @Description("how many") @DefaultValue("3") int count,
                            @DefaultValue("hello") String greeting, @DefaultValue("2.5") double ratio,
                            @DefaultValue("true") boolean enabled, @DefaultValue("-7") Long offset,
                            @DefaultValue("x") char mark, @DefaultValue("12.50") BigDecimal price) {
        return String.join("|", String.valueOf(maybeText), String.valueOf(maybeInt), String.valueOf(maybeLong),
                String.valueOf(maybeDouble), String.valueOf(nullableText), String.valueOf(count), greeting,
                String.valueOf(ratio), String.valueOf(enabled), String.valueOf(offset), String.valueOf(mark),
                String.valueOf(price));
    }

    /** A static tool with no arguments. */
    @McpTool(name = "scalars.ping", title = "Ping")
    public static String ping() {
        return "pong";
    }
}
