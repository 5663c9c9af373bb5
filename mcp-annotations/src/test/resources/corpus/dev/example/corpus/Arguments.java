package dev.example.corpus;

import dev.mcpj.annotations.AllowedValues;
import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Pattern;
import dev.mcpj.annotations.Size;
import jakarta.validation.constraints.Email;
import jakarta.validation.constraints.Min;
import java.net.URI;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/** Arguments as models send them: null for what they leave out, formats, constraints on items. */
public final class Arguments {

    /** A point on the map. */
    public record Location(double lat, double lon) {
    }

    /** Places at sea, whose record has the same simple name as the one above. */
    public static final class Sea {
        private Sea() {
        }

        /** A place at sea, by name. */
        public record Location(String name) {
        }
    }

    /** How urgent. */
    public enum Level { LOW, HIGH }

    /** A pet: a cat or a dog. */
    public sealed interface Pet permits Cat, Dog {
    }

    /** A cat. */
    public record Cat(int lives) implements Pet {
    }

    /** A dog. */
    public record Dog(String breed) implements Pet {
    }

    /** A meeting, with components that may be left out or null. */
    public record Meeting(String title, Optional<String> room, @Nullable Integer seats, OptionalInt minutes,
                          Optional<Location> place, Optional<Level> level, LocalDateTime startsAt) {
    }

    /** A bean with a property that may be left out or null. */
    public static final class Note {
        private String text;
        private @Nullable String author;

        public String getText() {
            return text;
        }

        public void setText(String text) {
            this.text = text;
        }

        public @Nullable String getAuthor() {
            return author;
        }

        public void setAuthor(@Nullable String author) {
            this.author = author;
        }
    }

    /** Every kind of optional argument, each of which may be left out or sent as null. */
    @McpTool
    public String leaveOut(Optional<String> text, OptionalInt count, OptionalLong big, OptionalDouble ratio,
                           @Nullable String note, @DefaultValue("3") int times,
                           @AllowedValues({"km", "mi"}) @DefaultValue("km") String unit, Optional<Level> level,
                           Optional<Location> place, @Nullable Pet pet, Optional<Note> memo) {
        return text + "|" + count + "|" + big + "|" + ratio + "|" + note + "|" + times + "|" + unit + "|" + level
                + "|" + place + "|" + pet + "|" + memo.map(n -> n.getText() + "/" + n.getAuthor());
    }

    /** Plans a meeting and hands it back. */
    @McpTool
    public Meeting plan(Meeting meeting) {
        return meeting;
    }

    /** The distance between two places: one definition for both. */
    @McpTool
    public double distance(Location from, Location to) {
        return Math.hypot(to.lat() - from.lat(), to.lon() - from.lon());
    }

    /** Two records named Location, each used twice: each by its qualified name. */
    @McpTool
    public String voyage(Location from, Location to, Sea.Location out, Sea.Location back) {
        return out.name() + "-" + back.name();
    }

    /** Formats of arguments, which the server checks. */
    @McpTool
    public String register(@Email String email, OffsetDateTime startsAt, LocalDate day, OffsetTime at, UUID id,
                           URI link, Duration length) {
        return email + " " + startsAt + " " + day + " " + at + " " + id + " " + link + " " + length;
    }

    /** Constraints on items and map values, and an anchored pattern. */
    @McpTool
    public String shelve(List<@Size(max = 5) String> tags, Map<String, @Min(0) Integer> stock,
                         List<@Email String> mails, @Pattern("^97[89][0-9]{10}$") String isbn) {
        return tags + " " + stock + " " + mails + " " + isbn;
    }
}
