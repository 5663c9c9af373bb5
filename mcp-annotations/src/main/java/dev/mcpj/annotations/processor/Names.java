package dev.mcpj.annotations.processor;

import java.util.Locale;
import java.util.regex.Pattern;

/** Tool names, and the text of Java literals and identifiers in generated code. */
final class Names {
    private static final Pattern TOOL_NAME = Pattern.compile("[A-Za-z0-9_.\\-]{1,128}");

    private Names() {
    }

    /** Whether the MCP server accepts {@code name} as a tool name. */
    static boolean isValidToolName(String name) {
        return TOOL_NAME.matcher(name).matches();
    }

    /**
     * The snake_case form of a Java method name: an underscore goes before an upper-case letter
     * that follows a lower-case letter or a digit, and before the last capital of an acronym that
     * starts a new word; then everything is lower-cased. {@code searchBooks} becomes
     * {@code search_books}, {@code parseHTTPResponse} {@code parse_http_response},
     * {@code toUTF8} {@code to_utf8}; underscores and digits stay as they are.
     */
    static String snakeCase(String javaName) {
        StringBuilder sb = new StringBuilder(javaName.length() + 8);
        for (int i = 0; i < javaName.length(); i++) {
            char c = javaName.charAt(i);
            if (Character.isUpperCase(c) && i > 0) {
                char prev = javaName.charAt(i - 1);
                boolean afterWord = Character.isLowerCase(prev) || Character.isDigit(prev);
                boolean acronymEnd = Character.isUpperCase(prev) && i + 1 < javaName.length()
                        && Character.isLowerCase(javaName.charAt(i + 1));
                if ((afterWord || acronymEnd) && sb.charAt(sb.length() - 1) != '_') {
                    sb.append('_');
                }
            }
            sb.append(c);
        }
        return sb.toString().toLowerCase(Locale.ROOT);
    }

    /** A Java string literal, quotes included, for any text. */
    static String literal(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2);
        JsonText.string(text, sb);
        return sb.toString();
    }

    /** A Java identifier made of the letters and digits of {@code text}, upper-cased. */
    static String constantName(String text) {
        StringBuilder sb = new StringBuilder();
        String snake = snakeCase(text);
        for (int i = 0; i < snake.length(); i++) {
            char c = snake.charAt(i);
            sb.append(c < 128 && Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
        }
        if (sb.length() == 0 || !Character.isJavaIdentifierStart(sb.charAt(0))) {
            sb.insert(0, '_');
        }
        return sb.toString();
    }
}
