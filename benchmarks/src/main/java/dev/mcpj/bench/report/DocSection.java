package dev.mcpj.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A named section of a generated Markdown file that another generator owns, between
 * {@code <!-- begin NAME -->} and {@code <!-- end NAME -->}: the HTTP benchmark writes its part of
 * BENCHMARKS.md this way, and the stdio report carries it over when it rewrites the file.
 */
public final class DocSection {

    private DocSection() {}

    /** The section {@code name} of {@code text}, markers included, if it has one. */
    public static Optional<String> find(String text, String name) {
        int begin = text.indexOf(begin(name));
        int end = text.indexOf(end(name));
        if (begin < 0 || end < begin) {
            return Optional.empty();
        }
        return Optional.of(text.substring(begin, end + end(name).length()));
    }

    /** {@code text} with its section {@code name} replaced by {@code body}, or with it appended. */
    public static String put(String text, String name, String body) {
        String section = begin(name) + "\n" + body.strip() + "\n" + end(name);
        Optional<String> old = find(text, name);
        if (old.isPresent()) {
            return text.replace(old.get(), section);
        }
        return text.stripTrailing() + "\n\n" + section + "\n";
    }

    /** Replaces (or appends) the section {@code name} of {@code file}, creating the file if need be. */
    public static void write(Path file, String name, String body) throws IOException {
        String text = Files.exists(file) ? Files.readString(file) : "";
        Files.writeString(file, put(text, name, body));
    }

    /** {@code fresh}, a newly generated file, with the section {@code name} that {@code previous} had. */
    public static String carry(Path previous, String fresh, String name) throws IOException {
        if (!Files.exists(previous)) {
            return fresh;
        }
        Optional<String> kept = find(Files.readString(previous), name);
        return kept.map(s -> fresh.stripTrailing() + "\n\n" + s + "\n").orElse(fresh);
    }

    private static String begin(String name) {
        return "<!-- begin " + name + " -->";
    }

    private static String end(String name) {
        return "<!-- end " + name + " -->";
    }
}
