package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class JavadocTest {

    @Test
    void theBodyAndParamTagsBecomeDescriptions() {
        Javadoc doc = Javadoc.parse("""
                 Search the catalog
                 by title or author.

                 @param query title or author
                        to search for
                 @param limit maximum number of results
                 @return the books
                """);
        assertThat(doc.body()).isEqualTo("Search the catalog by title or author.");
        assertThat(doc.params()).isEqualTo(Map.of("query", "title or author to search for",
                "limit", "maximum number of results"));
    }

    @Test
    void inlineTagsBecomeTheirText() {
        Javadoc doc = Javadoc.parse(" Uses {@code Map<String, {@literal x}>}, see {@link Book#title() the title}"
                + " and {@link Book#author}.\n");
        assertThat(doc.body()).isEqualTo("Uses Map<String, x>, see the title and author.");
    }

    @Test
    void paragraphsAreKept() {
        Javadoc doc = Javadoc.parse(" First.\n <p>\n Second,\n still second.\n\n Third.\n");
        assertThat(doc.body()).isEqualTo("First.\n\nSecond, still second.\n\nThird.");
    }

    @Test
    void noCommentMeansNoDescription() {
        assertThat(Javadoc.parse(null)).isEqualTo(Javadoc.NONE);
        assertThat(Javadoc.parse(" @param x \n").params()).isEmpty();
        assertThat(Javadoc.parse(" @param x \n").body()).isNull();
    }
}
