package dev.mcpj.annotations.processor;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks a resource URI at compile time by the rules that {@code dev.mcpj.core.resource.UriTemplate}
 * applies at run time (RFC 6570 levels 1 and 2: {@code {name}} and {@code {+name}}, each variable
 * once), and requires an absolute URI. The processor cannot use mcp-core itself: its processor path
 * holds only this artifact.
 */
final class UriTemplates {
    private static final Pattern EXPRESSION = Pattern.compile("\\{([+]?)([A-Za-z0-9_.%]+)}");
    private static final Pattern VARIABLE_NAME = Pattern.compile("[A-Za-z0-9_]+");

    private UriTemplates() {
    }

    /** A URI that does not parse; the message says why and how to write it. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message, null, false, false);
        }
    }

    /**
     * The variables of a URI or URI template, in order; none for a plain URI.
     *
     * @throws Invalid if the template is malformed or the URI not absolute
     */
    static List<String> variables(String uri) throws Invalid {
        List<String> names = new ArrayList<>();
        StringBuilder example = new StringBuilder();
        Matcher m = EXPRESSION.matcher(uri);
        int last = 0;
        while (m.find()) {
            checkLiteral(uri, uri.substring(last, m.start()));
            String name = m.group(2);
            if (!VARIABLE_NAME.matcher(name).matches()) {
                throw new Invalid("The URI template \"" + uri + "\" has the malformed variable {" + m.group(1) + name
                        + "}: a variable's name has only letters, digits and '_'");
            }
            if (names.contains(name)) {
                throw new Invalid("The URI template \"" + uri + "\" has the variable {" + name + "} twice: give each "
                        + "variable its own name");
            }
            names.add(name);
            example.append(uri, last, m.start()).append('x');
            last = m.end();
        }
        checkLiteral(uri, uri.substring(last));
        example.append(uri.substring(last));
        absolute(uri, example.toString(), !names.isEmpty());
        return List.copyOf(names);
    }

    private static void checkLiteral(String uri, String literal) throws Invalid {
        if (literal.indexOf('{') >= 0 || literal.indexOf('}') >= 0) {
            throw new Invalid("The URI template \"" + uri + "\" has an unsupported expression: use {name} for a "
                    + "value without '/' or {+name} for any value");
        }
    }

    private static void absolute(String uri, String example, boolean template) throws Invalid {
        String what = template ? "URI template" : "resource URI";
        try {
            if (!new URI(example).isAbsolute()) {
                throw new Invalid("The " + what + " \"" + uri + "\" is not absolute: start it with a scheme, such as "
                        + (template ? "books://{isbn}" : "bookshop://catalog"));
            }
        } catch (URISyntaxException e) {
            throw new Invalid("The " + what + " \"" + uri + "\" is not a valid URI: " + e.getReason());
        }
    }
}
