package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parts of a doc comment that become descriptions: the main text, and the {@code @param}
 * tags. Inline tags are reduced to their text ({@code {@code x}} to {@code x}, {@code {@link A#b
 * label}} to {@code label}), {@code <p>} starts a paragraph, lines of a paragraph are joined with
 * spaces, and paragraphs are separated by a blank line.
 *
 * @param body   the main description, or {@code null} when there is none
 * @param params the {@code @param} descriptions by parameter name
 */
record Javadoc(String body, Map<String, String> params) {
    static final Javadoc NONE = new Javadoc(null, Map.of());

    /** Parses the text that {@code Elements.getDocComment} returns; {@code null} gives {@link #NONE}. */
    static Javadoc parse(String comment) {
        if (comment == null || comment.isBlank()) {
            return NONE;
        }
        List<String> main = new ArrayList<>();
        Map<String, String> params = new LinkedHashMap<>();
        List<String> current = main;
        String currentParam = null;
        for (String raw : comment.split("\\R", -1)) {
            String line = raw.strip();
            if (line.startsWith("@")) {
                if (currentParam != null) {
                    params.put(currentParam, text(current));
                }
                currentParam = null;
                current = new ArrayList<>();
                if (line.startsWith("@param ") || line.startsWith("@param\t")) {
                    String rest = line.substring("@param".length()).strip();
                    int space = indexOfWhitespace(rest);
                    currentParam = space < 0 ? rest : rest.substring(0, space);
                    current.add(space < 0 ? "" : rest.substring(space).strip());
                }
                continue;
            }
            current.add(line);
        }
        if (currentParam != null) {
            params.put(currentParam, text(current));
        }
        params.values().removeIf(v -> v == null);
        return new Javadoc(text(main), Map.copyOf(params));
    }

    private static int indexOfWhitespace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isWhitespace(s.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    /** Joins lines into paragraphs and simplifies inline markup; {@code null} when nothing is left. */
    static String text(List<String> lines) {
        String joined = inline(String.join("\n", lines))
                .replaceAll("(?i)</?p\\s*/?>", "\n\n");
        StringBuilder out = new StringBuilder();
        for (String paragraph : joined.split("\\n\\s*\\n")) {
            String p = paragraph.strip().replaceAll("\\s*\\n\\s*", " ");
            if (!p.isEmpty()) {
                out.append(out.length() == 0 ? "" : "\n\n").append(p);
            }
        }
        return out.length() == 0 ? null : out.toString();
    }

    /** Replaces each inline tag {@code {@tag content}} by the text a reader sees. */
    private static String inline(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            if (s.startsWith("{@", i)) {
                int end = closingBrace(s, i);
                if (end > 0) {
                    out.append(inlineText(s.substring(i + 2, end)));
                    i = end + 1;
                    continue;
                }
            }
            out.append(s.charAt(i++));
        }
        return out.toString();
    }

    private static int closingBrace(String s, int start) {
        int depth = 0;
        for (int i = start; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '{') {
                depth++;
            } else if (c == '}' && --depth == 0) {
                return i;
            }
        }
        return -1;
    }

    private static String inlineText(String tag) {
        int space = indexOfWhitespace(tag);
        String name = space < 0 ? tag : tag.substring(0, space);
        String content = space < 0 ? "" : tag.substring(space).strip();
        if (name.equals("link") || name.equals("linkplain")) {
            int labelStart = indexOfWhitespace(content);
            if (labelStart > 0) {
                return content.substring(labelStart).strip();
            }
            int hash = content.indexOf('#');
            return hash >= 0 ? content.substring(hash + 1) : content;
        }
        return inline(content);
    }
}
