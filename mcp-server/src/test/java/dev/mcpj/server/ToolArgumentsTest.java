package dev.mcpj.server;

import static dev.mcpj.server.testing.TestClient.json;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.LocalDate;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

class ToolArgumentsTest {
    private final ToolArguments args = ToolArguments.of(json(
            "{\"n\":2.0,\"f\":2.5,\"s\":\"x\",\"b\":true,\"big\":1e300,\"nil\":null}"));

    @Test
    void anIntegerMayBeWrittenWithAFractionPartOfZero() {
        assertThat(args.integer("n")).isEqualTo(2);
        assertThatThrownBy(() -> args.integer("f")).isInstanceOf(ToolException.class)
                .hasMessage("Argument 'f' must be an integer, not number");
        assertThatThrownBy(() -> args.integer("big")).isInstanceOf(ToolException.class);
    }

    @Test
    void missingAndNullArgumentsAreNamed() {
        assertThatThrownBy(() -> args.string("nil")).hasMessage("Missing required argument 'nil'");
        assertThatThrownBy(() -> args.number("zzz")).hasMessage("Missing required argument 'zzz'");
        assertThat(args.string("nil", "fallback")).isEqualTo("fallback");
        assertThat(args.bool("b")).isTrue();
        assertThatThrownBy(() -> args.bool("s")).hasMessage("Argument 's' must be a boolean, not string");
    }

    record Trip(String to, LocalDate on, Duration stay, Optional<String> note) {
    }

    @Test
    void asReadsValuesAsTheGeneratedCodeDoes() {
        ToolArguments trip = ToolArguments.of(json(
                "{\"trip\":{\"to\":\"Oslo\",\"on\":\"2026-01-05\",\"stay\":\"PT72H\",\"unknown\":1}}"));
        assertThat(trip.as("trip", Trip.class))
                .as("ISO dates and durations are read, a property the record lacks is ignored")
                .isEqualTo(new Trip("Oslo", LocalDate.of(2026, 1, 5), Duration.ofHours(72), Optional.empty()));
    }

    @Test
    void theSharedMapperWritesIsoDatesAndLeavesAbsentValuesOut() {
        JsonNode written = JsonValues.mapper().valueToTree(
                new Trip("Oslo", LocalDate.of(2026, 1, 5), Duration.ofHours(72), Optional.empty()));
        assertThat(written.toString()).isEqualTo("{\"to\":\"Oslo\",\"on\":\"2026-01-05\",\"stay\":\"PT72H\"}");
    }
}
