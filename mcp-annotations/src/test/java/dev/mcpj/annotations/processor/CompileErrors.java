package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles one small class {@code shop.Shop}, written as a prelude (package and imports) and a
 * body, with the Jakarta and JSpecify stand-ins of the corpus, and checks the errors it gets: their
 * text and the line of the body they point at.
 */
final class CompileErrors {
    private final Path dir;
    private final String prelude;

    CompileErrors(Path dir, String prelude) {
        this.dir = dir;
        this.prelude = prelude;
    }

    /** Compiles the body, which must fail, and returns its errors. */
    List<Diagnostic<? extends JavaFileObject>> errors(String body) {
        List<JavaFileObject> sources = new ArrayList<>();
        for (JavaFileObject f : Compiler.resources("corpus")) {
            if (!f.getName().contains("/dev/example/")) {
                sources.add(f);
            }
        }
        sources.add(Compiler.source("shop.Shop", prelude + body));
        Compiler.Compilation c = Compiler.compile(dir, sources);
        assertThat(c.success()).as(c.describe()).isFalse();
        return c.errors();
    }

    /** Asserts that exactly one error is reported, with this text, on the line holding {@code marker}. */
    void assertOnlyError(String body, String marker, String message) {
        List<Diagnostic<? extends JavaFileObject>> errors = errors(body);
        assertThat(errors).as(describe(errors)).hasSize(1);
        assertError(errors.get(0), body, marker, message);
    }

    void assertError(Diagnostic<? extends JavaFileObject> d, String body, String marker, String message) {
        assertThat(d.getMessage(Locale.ROOT)).isEqualTo(message);
        assertThat(d.getSource().getName()).endsWith("shop/Shop.java");
        assertThat(d.getLineNumber()).as("line of " + message).isEqualTo(lineOf(body, marker));
    }

    /** The line number in the compiled file of the first line of {@code body} containing {@code marker}. */
    long lineOf(String body, String marker) {
        String[] lines = (prelude + body).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains(marker)) {
                return i + 1;
            }
        }
        throw new AssertionError("No line contains " + marker);
    }

    static String describe(List<Diagnostic<? extends JavaFileObject>> errors) {
        StringBuilder sb = new StringBuilder();
        errors.forEach(e -> sb.append(e.getLineNumber()).append(": ").append(e.getMessage(Locale.ROOT)).append('\n'));
        return sb.toString();
    }

    /** The tag of a diagnostic: {@code [McpPromptName]}. */
    static String tag(Diagnostic<? extends JavaFileObject> d) {
        String m = d.getMessage(Locale.ROOT);
        return m.substring(0, m.indexOf(']') + 1);
    }
}
