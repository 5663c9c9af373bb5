package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NamesTest {

    @ParameterizedTest
    @CsvSource({
            "searchBooks, search_books",
            "add, add",
            "parseHTTPResponse, parse_http_response",
            "getURL, get_url",
            "toUTF8, to_utf8",
            "add2Numbers, add2_numbers",
            "already_snake, already_snake",
            "with_Capital, with_capital",
            "HTTPServer, http_server",
            "x, x"})
    void methodNamesBecomeSnakeCase(String java, String tool) {
        assertThat(Names.snakeCase(java)).isEqualTo(tool);
    }

    @ParameterizedTest
    @CsvSource({"search_books, true", "a.b-c_1, true", "'', false", "has space, false", "ünïcode, false"})
    void toolNamesFollowTheServersRule(String name, boolean valid) {
        assertThat(Names.isValidToolName(name)).isEqualTo(valid);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"plain|\"plain\"", "a\"b|\"a\\\"b\"", "back\\slash|\"back\\\\slash\""})
    void javaLiteralsEscapeWhatTheyMust(String text, String literal) {
        assertThat(Names.literal(text)).isEqualTo(literal);
    }
}
