package dev.example.corpus;

import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.McpTool;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.ZonedDateTime;
import java.util.UUID;

/** Strings with a format: java.time, UUID, URI and bytes. */
public final class Formats {

    /** All of them in one record, which the tool hands back. */
    public record Moments(UUID id, URI link, Instant at, OffsetDateTime offsetAt, ZonedDateTime zonedAt,
                          LocalDate day, LocalDateTime localAt, LocalTime localTime, OffsetTime offsetTime,
                          Duration duration, Period period, byte[] data) {
    }

    /** Echoes the moments. */
    @McpTool
    public Moments echoMoments(Moments moments) {
        return moments;
    }

    /** Formats as plain arguments, with defaults. */
    @McpTool
    public String describeDay(LocalDate day, @DefaultValue("PT15M") Duration slot,
                              @DefaultValue("123e4567-e89b-12d3-a456-426614174000") UUID requester) {
        return day.getDayOfWeek() + " " + slot.toMinutes() + " " + requester;
    }

    /** A format as the whole result. */
    @McpTool
    public LocalDate nextDay(LocalDate day) {
        return day.plusDays(1);
    }
}
