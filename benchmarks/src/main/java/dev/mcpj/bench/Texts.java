package dev.mcpj.bench;

import java.util.List;

/** Texts for the {@code echo} tool, chosen to exercise JSON string escaping both ways. */
public final class Texts {

    /** The body of the load test's echo calls: 10 KiB of characters. */
    public static final int LOAD_BODY_CHARS = 10 * 1024;

    private static final String PATTERN =
            "The quick brown fox \"jumps\" over the lazy dog\\ 0123456789 \t\n"
                    + "caf\u00e9 na\u00efve \u65e5\u672c\u8a9e \ud83d\ude42 <tag attr='x'> & ";

    private Texts() {}

    /**
     * Texts that trip up encoders: empty, quotes and backslashes, control characters, the JavaScript
     * line separators, non-Latin scripts, a surrogate pair, and a 10 KiB body.
     */
    static List<String> tricky() {
        return List.of(
                "",
                "hello",
                "quote \" backslash \\ slash /",
                "controls \u0001\u001f\t\r\n end",
                "separators \u2028 \u2029 end",
                "caf\u00e9 \u65e5\u672c\u8a9e \u0645\u0631\u062d\u0628\u0627 \ud83d\ude42",
                "</script><!-- -->",
                body(LOAD_BODY_CHARS));
    }

    /**
     * {@code chars} characters of plain ASCII prose, with no character that JSON escapes: the
     * other end from {@link #body}, and the cheapest string a JSON library can read and write.
     */
    public static String asciiBody(int chars) {
        String sentence = "The quick brown fox jumps over the lazy dog 0123456789. ";
        StringBuilder text = new StringBuilder(chars + sentence.length());
        while (text.length() < chars) {
            text.append(sentence);
        }
        return text.substring(0, chars);
    }

    /** {@code chars} characters of mixed text, never ending inside a surrogate pair. */
    public static String body(int chars) {
        StringBuilder text = new StringBuilder(chars + PATTERN.length());
        while (text.length() <= chars) {
            text.append(PATTERN);
        }
        int end = Character.isLowSurrogate(text.charAt(chars)) ? chars - 1 : chars;
        return text.substring(0, end);
    }
}
