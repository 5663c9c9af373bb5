package dev.mcpj.core.resource;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * A URI template of RFC 6570 levels 1 and 2 ({@code {var}} and {@code {+var}}), parsed once and
 * matched against concrete URIs. A simple variable matches one path segment ({@code /} is not
 * part of its value); a reserved one ({@code +}) matches anything, slashes included. Values are
 * percent-decoded.
 *
 * {@snippet :
 * UriTemplate t = UriTemplate.parse("test://template/{id}/data");
 * Map<String, String> vars = t.match("test://template/123/data");   // {id=123}
 * }
 */
public final class UriTemplate {
    private static final Pattern EXPRESSION = Pattern.compile("\\{([+]?)([A-Za-z0-9_.%]+)}");
    private static final Pattern VARIABLE_NAME = Pattern.compile("[A-Za-z0-9_]+");

    private final String template;
    private final Pattern pattern;
    private final List<String> variables;

    private UriTemplate(String template, Pattern pattern, List<String> variables) {
        this.template = template;
        this.pattern = pattern;
        this.variables = List.copyOf(variables);
    }

    /**
     * Parses a template.
     *
     * @param template an RFC 6570 template of levels 1 and 2
     * @return the parsed template
     * @throws IllegalArgumentException if it has an unsupported or malformed expression, or a
     *                                  variable twice
     */
    public static UriTemplate parse(String template) {
        Objects.requireNonNull(template, "template");
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        Matcher m = EXPRESSION.matcher(template);
        int last = 0;
        while (m.find()) {
            String literal = template.substring(last, m.start());
            checkLiteral(template, literal);
            regex.append(Pattern.quote(literal));
            String name = m.group(2);
            if (!VARIABLE_NAME.matcher(name).matches() || names.contains(name)) {
                throw new IllegalArgumentException("URI template \"" + template + "\": variable {" + name
                        + "} is malformed or repeated");
            }
            names.add(name);
            regex.append(m.group(1).isEmpty() ? "([^/?#]*)" : "(.*)");
            last = m.end();
        }
        String tail = template.substring(last);
        checkLiteral(template, tail);
        regex.append(Pattern.quote(tail));
        return new UriTemplate(template, Pattern.compile(regex.toString()), names);
    }

    private static void checkLiteral(String template, String literal) {
        if (literal.indexOf('{') >= 0 || literal.indexOf('}') >= 0) {
            throw new IllegalArgumentException("URI template \"" + template
                    + "\" has an unsupported expression; use {name} or {+name}");
        }
    }

    /** {@return the variables' names in order} */
    public List<String> variables() {
        return variables;
    }

    /**
     * Matches a URI against the template.
     *
     * @param uri a URI
     * @return the value of each variable, by name, or {@code null} if {@code uri} does not match
     */
    public @Nullable Map<String, String> match(String uri) {
        Matcher m = pattern.matcher(uri);
        if (!m.matches()) {
            return null;
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < variables.size(); i++) {
            values.put(variables.get(i), URLDecoder.decode(m.group(i + 1).replace("+", "%2B"), StandardCharsets.UTF_8));
        }
        return values;
    }

    /** {@return whether the template has no variables} */
    public boolean isLiteral() {
        return variables.isEmpty();
    }

    @Override
    public String toString() {
        return template;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof UriTemplate t && t.template.equals(template);
    }

    @Override
    public int hashCode() {
        return template.hashCode();
    }

    static void requireAbsolute(String uri, String what) {
        try {
            if (!new URI(uri).isAbsolute()) {
                throw new IllegalArgumentException(what + " \"" + uri + "\" must be absolute, with a scheme");
            }
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(what + " \"" + uri + "\" is not a valid URI: " + e.getReason());
        }
    }
}
