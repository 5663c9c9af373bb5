package dev.mcpj.server;

import com.fasterxml.jackson.annotation.JsonInclude;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * The one Jackson configuration that converts between JSON and a handler's Java values: arguments
 * read with {@link ToolArguments#as(String, Class)}, and the arguments and results of the code
 * that mcp-annotations generates. Absent values ({@code null}, empty {@code Optional}) are left
 * out of JSON; dates, times and durations are ISO-8601 strings; properties a Java type does not
 * know are ignored.
 *
 * {@snippet :
 * var json = JsonValues.mapper().valueToTree(Map.of("day", LocalDate.of(2026, 1, 5)));   // {"day":"2026-01-05"}
 * }
 */
public final class JsonValues {
    private static final JsonMapper MAPPER = JsonMapper.builder()
            .changeDefaultPropertyInclusion(inclusion -> inclusion.withValueInclusion(JsonInclude.Include.NON_ABSENT))
            .disable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
            .disable(DateTimeFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
            .disable(DateTimeFeature.WRITE_DATES_WITH_ZONE_ID)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private JsonValues() {
    }

    /**
     * The shared mapper. It is immutable; to add to its configuration (say, a module), derive one
     * with {@link JsonMapper#rebuild()}.
     *
     * @return the mapper
     */
    public static JsonMapper mapper() {
        return MAPPER;
    }
}
