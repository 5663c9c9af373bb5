package dev.mcpj.examples.annotated;

import dev.mcpj.annotations.Complete;
import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpPrompt;
import dev.mcpj.annotations.McpResource;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Pattern;
import dev.mcpj.annotations.Range;
import dev.mcpj.annotations.Size;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

/**
 * The bookshop of {@link dev.mcpj.examples.Bookshop}, written as annotated methods, and grown a
 * little: its books have ISBNs, which name them as resources. The processor derives from these
 * methods and their Javadoc the tools {@code search_books} and {@code add_book}, the resource
 * {@code bookshop://catalog}, the resource template {@code books://{isbn}} (whose ISBNs complete),
 * and the prompt {@code recommend_books} (whose genres complete), and generates
 * {@code BookshopTools} to register them all.
 *
 * {@snippet :
 * BookshopTools.register(server, new Bookshop());
 * }
 */
public final class Bookshop {

    /** A genre of the catalog. */
    public enum Genre { FICTION, SCIENCE, HISTORY }

    /**
     * A book of the catalog.
     *
     * @param isbn   the ISBN-13, digits only
     * @param title  the title
     * @param author the author's name
     * @param year   year of publication
     * @param genre  the genre, when known
     */
    public record Book(@Pattern("[0-9]{13}") String isbn, @Size(min = 1) String title, @Size(min = 1) String author,
                       @Range(min = 1450) int year, Optional<Genre> genre) {

        /** The book as a line of Markdown. */
        String line() {
            return "- *" + title + "* by " + author + " (" + year + ")" + genre.map(g -> ", " + g).orElse("")
                    + " — ISBN " + isbn;
        }
    }

    private final List<Book> catalog = new CopyOnWriteArrayList<>(List.of(
            new Book("9780441478125", "The Left Hand of Darkness", "Ursula K. Le Guin", 1969,
                    Optional.of(Genre.FICTION)),
            new Book("9780553380163", "A Brief History of Time", "Stephen Hawking", 1988, Optional.of(Genre.SCIENCE)),
            new Book("9780345476098", "The Guns of August", "Barbara W. Tuchman", 1962, Optional.of(Genre.HISTORY)),
            new Book("9780061054884", "The Dispossessed", "Ursula K. Le Guin", 1974, Optional.of(Genre.FICTION)),
            new Book("9780198788607", "The Selfish Gene", "Richard Dawkins", 1976, Optional.of(Genre.SCIENCE))));

    /**
     * Search the catalog by title or author.
     *
     * @param query title or author to search for
     * @param limit maximum number of results
     * @param genre only books of this genre
     */
    @McpTool(title = "Search books", readOnly = Hint.TRUE)
    public List<Book> searchBooks(@Size(min = 1) String query, @Range(min = 1, max = 50) @DefaultValue("10") int limit,
                                  Optional<Genre> genre) {
        String q = query.toLowerCase(Locale.ROOT);
        List<Book> found = new ArrayList<>();
        for (Book b : catalog) {
            if (found.size() == limit) {
                break;
            }
            boolean matches = b.title().toLowerCase(Locale.ROOT).contains(q)
                    || b.author().toLowerCase(Locale.ROOT).contains(q);
            if (matches && (genre.isEmpty() || genre.equals(b.genre()))) {
                found.add(b);
            }
        }
        return found;
    }

    /**
     * Add a book to the catalog.
     *
     * @param book the book to add
     */
    @McpTool(title = "Add a book", readOnly = Hint.FALSE, destructive = Hint.FALSE, scopes = "books:write")
    public String addBook(Book book) {
        catalog.add(book);
        return "Added \"" + book.title() + "\" by " + book.author() + " (" + book.year() + "); the catalog now holds "
                + catalog.size() + " books.";
    }

    /** The whole catalog, one book a line. */
    @McpResource(uri = "bookshop://catalog", title = "Catalog", mimeType = "text/markdown", scopes = "catalog:read")
    public String catalog() {
        return catalog.stream().map(Book::line).collect(Collectors.joining("\n", "# Catalog\n\n", "\n"));
    }

    /**
     * A book of the catalog, by its ISBN.
     *
     * @param isbn the book's ISBN-13
     */
    @McpResource(uri = "books://{isbn}", title = "Book", mimeType = "text/markdown")
    public String book(@Complete("isbns") String isbn) {
        return find(isbn).map(b -> "# " + b.title() + "\n\n" + b.line() + "\n").orElse(null); // null: no such book
    }

    /** The ISBNs of the catalog that start with what was typed: completion for {@code books://{isbn}}. */
    public List<String> isbns(String value) {
        return catalog.stream().map(Book::isbn).filter(i -> i.startsWith(value)).sorted().toList();
    }

    /**
     * Ask for book recommendations from the catalog.
     *
     * @param genre the genre to recommend from
     * @param mood  what the reader is in the mood for, such as "something short"
     */
    @McpPrompt(title = "Recommend books", scopes = "books:recommend")
    public String recommendBooks(Genre genre, Optional<String> mood) {
        String books = catalog.stream().filter(b -> b.genre().equals(Optional.of(genre))).map(Book::line)
                .collect(Collectors.joining("\n"));
        return "Recommend " + genre.name().toLowerCase(Locale.ROOT) + " books from our catalog"
                + mood.map(m -> " for a reader who wants " + m).orElse("") + ", saying in one sentence why each fits."
                + "\n\n" + (books.isEmpty() ? "(The catalog has none.)" : books);
    }

    private Optional<Book> find(String isbn) {
        return catalog.stream().filter(b -> b.isbn().equals(isbn)).findFirst();
    }
}
