package dev.example.corpus;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mcpj.annotations.Description;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Range;
import dev.mcpj.annotations.Size;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Records, beans, enums, sealed interfaces: nested, reused and recursive. */
public final class Catalog {

    /** A genre, with names on the wire of its own. */
    public enum Genre {
        @JsonProperty("fiction") FICTION,
        @JsonProperty("science") SCIENCE,
        HISTORY
    }

    /**
     * A person.
     *
     * @param name full name
     */
    public record Person(String name, Optional<Integer> born) {
    }

    /**
     * A book.
     *
     * @param title the title
     * @param year  year of publication
     */
    public record Book(@Size(min = 1) String title, Person author, List<Person> editors,
                       @Range(min = 1450) int year, Optional<Genre> genre,
                       @JsonProperty("isbn_13") String isbn, @JsonIgnore String internalNote) {
    }

    /** A category with sub-categories: a recursive type. */
    public record Category(String name, List<Category> children) {
    }

    /** A page of results. */
    public record Page<T>(List<T> items, int total) {
    }

    /** A shape: one of the records below, told apart by "type". */
    public sealed interface Shape permits Circle, Rectangle {
    }

    /** A circle. */
    public record Circle(@Description("radius in cm") double radius) implements Shape {
    }

    /** A rectangle. */
    public record Rectangle(double width, double height) implements Shape {
    }

    /** A bean: getters and setters. */
    public static final class Address {
        /** The street and number. */
        private String street;
        private String city;
        private int zip;

        public String getStreet() {
            return street;
        }

        public void setStreet(String street) {
            this.street = street;
        }

        @Description("the city")
        public String getCity() {
            return city;
        }

        public void setCity(String city) {
            this.city = city;
        }

        public int getZip() {
            return zip;
        }

        public void setZip(int zip) {
            this.zip = zip;
        }
    }

    /** Adds a book; its author and editors share the Person definition. */
    @McpTool
    public Book addBook(Book book) {
        return book;
    }

    /** Walks a category tree. */
    @McpTool
    public Category echoCategory(Category root) {
        return root;
    }

    /** A generic record with its type argument. */
    @McpTool
    public Page<Book> firstPage(Page<Book> page) {
        return page;
    }

    /** The area of a shape. */
    @McpTool
    public double area(Shape shape) {
        if (shape instanceof Circle c) {
            return Math.PI * c.radius() * c.radius();
        }
        Rectangle r = (Rectangle) shape;
        return r.width() * r.height();
    }

    /** Shapes in, the largest out. */
    @McpTool
    public Shape largest(List<Shape> shapes) {
        Shape best = shapes.get(0);
        for (Shape s : shapes) {
            if (area(s) > area(best)) {
                best = s;
            }
        }
        return best;
    }

    /** A bean in, a bean out. */
    @McpTool
    public Address normalize(Address address) {
        address.setCity(address.getCity().toUpperCase(java.util.Locale.ROOT));
        return address;
    }

    /** An enum in, an enum out (as text). */
    @McpTool
    public Genre nextGenre(Genre genre, Map<String, Genre> overrides) {
        return overrides.getOrDefault(genre.name(), Genre.values()[(genre.ordinal() + 1) % Genre.values().length]);
    }
}
