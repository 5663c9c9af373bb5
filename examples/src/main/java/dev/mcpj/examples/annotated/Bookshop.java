package dev.mcpj.examples.annotated;

import dev.mcpj.annotations.DefaultValue;
import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Range;
import dev.mcpj.annotations.Size;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The bookshop of {@link dev.mcpj.examples.Bookshop}, written as annotated methods: the processor
 * derives the tools {@code search_books} and {@code add_book} from these signatures and their
 * Javadoc, and generates {@code BookshopTools} to register them.
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
     * @param title  the title
     * @param author the author's name
     * @param year   year of publication
     * @param genre  the genre, when known
     */
    public record Book(@Size(min = 1) String title, @Size(min = 1) String author, @Range(min = 1450) int year,
                       Optional<Genre> genre) {
    }

    private final List<Book> catalog = new CopyOnWriteArrayList<>(List.of(
            new Book("The Left Hand of Darkness", "Ursula K. Le Guin", 1969, Optional.of(Genre.FICTION)),
            new Book("A Brief History of Time", "Stephen Hawking", 1988, Optional.of(Genre.SCIENCE)),
            new Book("The Guns of August", "Barbara W. Tuchman", 1962, Optional.of(Genre.HISTORY)),
            new Book("The Dispossessed", "Ursula K. Le Guin", 1974, Optional.of(Genre.FICTION)),
            new Book("The Selfish Gene", "Richard Dawkins", 1976, Optional.of(Genre.SCIENCE))));

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
    @McpTool(title = "Add a book", readOnly = Hint.FALSE, destructive = Hint.FALSE)
    public String addBook(Book book) {
        catalog.add(book);
        return "Added \"" + book.title() + "\" by " + book.author() + " (" + book.year() + "); the catalog now holds "
                + catalog.size() + " books.";
    }
}
