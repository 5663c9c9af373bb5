package dev.example.corpus;

import dev.mcpj.annotations.AllowedValues;
import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Pattern;
import dev.mcpj.annotations.Range;
import dev.mcpj.annotations.Size;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Negative;
import jakarta.validation.constraints.NegativeOrZero;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Positive;
import jakarta.validation.constraints.PositiveOrZero;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/** Constraints: ours, and Jakarta Bean Validation's by simple name. */
public final class Validated {

    /** Our own constraints. */
    @McpTool
    public String ownConstraints(@Range(min = 1, max = 50) @DefaultValue("10") int limit,
                                 @Range(min = 0.5) double ratio, @Size(min = 2, max = 8) String code,
                                 @Size(max = 3) List<String> tags, @Size(min = 1) Map<String, String> labels,
                                 @Pattern("[a-z]+(-[a-z]+)*") String slug,
                                 @AllowedValues({"km", "mi"}) @DefaultValue("km") String unit) {
        return "ok";
    }

    /** Jakarta's constraints. */
    @McpTool
    public String jakartaConstraints(@Min(1) @Max(10) long rating, @Positive int positive,
                                     @PositiveOrZero int zeroOrMore, @Negative double negative,
                                     @NegativeOrZero int zeroOrLess,
                                     @DecimalMin("0.01") @DecimalMax(value = "100", inclusive = false) BigDecimal price,
                                     @NotBlank String name, @NotEmpty List<String> items,
                                     @jakarta.validation.constraints.Size(min = 3) String word,
                                     @jakarta.validation.constraints.Pattern(regexp = "\\d{4}") String year,
                                     @Email String email) {
        return "ok";
    }
}
