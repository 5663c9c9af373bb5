package dev.mcpj.interop;

import java.util.List;

/** What the example server's tools answer to the calls the interop clients make. */
final class ExampleTools {
    static final List<String> NAMES = List.of("add", "add_book", "book_of_the_day", "convert_units", "count_slowly",
            "echo", "get_catalog_file", "get_logo", "list_roots", "log_three", "search_books", "show_weather", "sign_up",
            "summarize", "too_slow", "wait_forever");

    static final String SERVER_NAME = "mcpj-examples";
    static final String INSTRUCTIONS = "A bookshop catalog, a unit converter, and a few demonstration tools.";

    /** search_books {query: "le guin", genre: "FICTION"} */
    static final String LE_GUIN_FICTION = """
            {"books":[{"title":"The Left Hand of Darkness","author":"Ursula K. Le Guin","year":1969,"genre":"FICTION"},\
            {"title":"The Dispossessed","author":"Ursula K. Le Guin","year":1974,"genre":"FICTION"}]}""";

    /** search_books {query: "the", limit: 2} */
    static final String THE_LIMIT_2 = """
            {"books":[{"title":"The Left Hand of Darkness","author":"Ursula K. Le Guin","year":1969,"genre":"FICTION"},\
            {"title":"The Guns of August","author":"Barbara W. Tuchman","year":1962,"genre":"HISTORY"}]}""";

    /** add_book {book: Kindred}, on a fresh server (five books before). */
    static final String KINDRED_ADDED = "Added \"Kindred\" by Octavia E. Butler (1979); the catalog now holds 6 books.";

    /** search_books {query: "butler"} after Kindred was added. */
    static final String BUTLER = """
            {"books":[{"title":"Kindred","author":"Octavia E. Butler","year":1979,"genre":"FICTION"}]}""";

    static final String MILE_IN_KM = "1 mi = 1.609344 km";
    static final String BOILING_IN_F = "100 C = 212 F";
    static final String PARSEC = "Cannot convert length from 'parsec' to 'm': supported units are cm, ft, in, km, m, mi";

    /** The logo: a 1x1 red PNG. */
    static final String LOGO_PNG_BASE64 =
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

    static final String CATALOG_URI = "file:///catalog.csv";
    static final String CATALOG_CSV = "title,author,year\nThe Dispossessed,Ursula K. Le Guin,1974\n";

    /** Text with accents, a symbol, an astral-plane emoji, quotes, a backslash and a newline. */
    static final String ECHO_TEXT = "héllo wörld ✓ 🌍 \"quoted\" \\ back\nslash";

    static final String INVALID_LIMIT =
            "Invalid arguments for tool 'search_books': limit: must have a maximum value of 50 (got 99)";
    static final String MISSING_B = "Invalid arguments for tool 'add': arguments: required property 'b' not found";
    static final String UNKNOWN_TOOL = "Unknown tool: 'no_such_tool'";

    private ExampleTools() {
    }
}
