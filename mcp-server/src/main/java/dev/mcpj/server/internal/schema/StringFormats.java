package dev.mcpj.server.internal.schema;

import com.networknt.schema.ExecutionContext;
import com.networknt.schema.format.Format;
import java.net.URI;
import java.net.URISyntaxException;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The string formats the server asserts itself: those the annotation processor writes into
 * schemas ({@code date-time}, {@code date}, {@code time}, {@code duration}, {@code email},
 * {@code uuid}, {@code uri}). Each accepts the RFC 3339 / RFC 5321 / RFC 3986 form, and only
 * values that Java's own types ({@code OffsetDateTime}, {@code LocalDate}, {@code UUID},
 * {@code URI}, ...) also accept, so that an argument that passes validation converts; a time may
 * leave out zero seconds, as Java writes {@code OffsetTime} ({@code 10:15+01:00}), so that a
 * result that Jackson wrote passes too. The full
 * validator and {@link FastSchemaCheck} use the same tests, so that they never disagree.
 */
final class StringFormats {
    private static final String DATE = "\\d{4}-\\d{2}-\\d{2}";
    private static final String TIME = "\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?([Zz]|[+-]\\d{2}:\\d{2})";
    private static final Pattern DATE_TIME = Pattern.compile(DATE + "[Tt]" + TIME);
    private static final Pattern DATE_ONLY = Pattern.compile(DATE);
    private static final Pattern TIME_ONLY = Pattern.compile(TIME);
    /** ISO 8601 durations, with the signs and decimal seconds that Java's {@code Duration} and {@code Period} write. */
    private static final Pattern DURATION = Pattern.compile("[-+]?P(?!$)([-+]?\\d+Y)?([-+]?\\d+M)?([-+]?\\d+W)?"
            + "([-+]?\\d+D)?(T(?=[-+]?\\d)([-+]?\\d+H)?([-+]?\\d+M)?([-+]?\\d+([.,]\\d+)?S)?)?",
            Pattern.CASE_INSENSITIVE);
    private static final String ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
    private static final String LABEL = "[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
    private static final Pattern EMAIL = Pattern.compile("(" + ATOM + "(\\." + ATOM + ")*|\"([^\"\\\\\\r\\n]|\\\\.)*\")"
            + "@(" + LABEL + "(\\." + LABEL + ")*|\\[\\d{1,3}(\\.\\d{1,3}){3}]|\\[IPv6:[0-9A-Fa-f:.]+])");
    private static final Pattern UUID = Pattern.compile(
            "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}");

    /** A format: its name, what it looks like, and its test. */
    record Known(String name, String expected, Predicate<String> test) implements Format {
        @Override
        public String getName() {
            return name;
        }

        @Override
        public boolean matches(ExecutionContext context, String value) {
            return test.test(value);
        }
    }

    static final List<Known> ALL = List.of(
            new Known("date-time", "a date-time with an offset, such as 2025-01-31T10:15:30Z",
                    v -> DATE_TIME.matcher(v).matches() && parses(() -> OffsetDateTime.parse(upper(v)))),
            new Known("date", "a date, such as 2025-01-31",
                    v -> DATE_ONLY.matcher(v).matches() && parses(() -> LocalDate.parse(v))),
            new Known("time", "a time with an offset, such as 10:15:30Z",
                    v -> TIME_ONLY.matcher(v).matches() && parses(() -> OffsetTime.parse(upper(v)))),
            new Known("duration", "an ISO 8601 duration, such as PT15M or P1Y2M3D",
                    v -> DURATION.matcher(v).matches()),
            new Known("email", "an email address, such as ada@example.com",
                    v -> v.length() <= 254 && EMAIL.matcher(v).matches() && v.lastIndexOf('@') <= 64),
            new Known("uuid", "a UUID, such as 123e4567-e89b-12d3-a456-426614174000",
                    v -> UUID.matcher(v).matches()),
            new Known("uri", "an absolute URI, such as https://example.com/a", StringFormats::absoluteUri));

    private static final Map<String, Known> BY_NAME = ALL.stream()
            .collect(Collectors.toUnmodifiableMap(Known::name, k -> k));

    private StringFormats() {
    }

    /** The format of this name that the server asserts itself, or {@code null}. */
    static Known named(String name) {
        return BY_NAME.get(name);
    }

    private static String upper(String v) {
        return v.toUpperCase(Locale.ROOT);
    }

    private static boolean parses(Runnable parse) {
        try {
            parse.run();
            return true;
        } catch (DateTimeParseException e) {
            return false;
        }
    }

    private static boolean absoluteUri(String v) {
        try {
            return new URI(v).isAbsolute();
        } catch (URISyntaxException e) {
            return false;
        }
    }
}
