package dev.mcpj.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The pages whose samples the build checks (README.md and every docs/guide/*.md) and their fenced
 * code blocks, each with the marker comment just before it, if any:
 * {@code <!-- sample: path/File.java#region -->} for a Java sample taken from a source file,
 * {@code <!-- wire: name -->} for JSON that a test compares with what the server sends.
 */
final class DocPages {
    private static final Pattern FENCE = Pattern.compile("^(\\s*)(`{3,}|~{3,})\\s*([\\w+-]*).*$");
    private static final Pattern MARKER = Pattern.compile("^\\s*<!--\\s*(sample|wire):\\s*(\\S+?)\\s*-->\\s*$");

    /** A fenced block: its page, the line of its opening fence (1-based), its language and lines. */
    record Block(Path page, int line, String indent, String language, String markerKind, String marker,
                 int firstLine, List<String> lines) {
        String where() {
            return root().relativize(page) + ":" + line;
        }
    }

    private DocPages() {
    }

    /** The repository's root directory. */
    static Path root() {
        String configured = System.getProperty("samples.root");
        Path root = configured == null ? Path.of("..") : Path.of(configured);
        root = root.toAbsolutePath().normalize();
        if (!Files.isRegularFile(root.resolve("README.md"))) {
            throw new IllegalStateException("no README.md in " + root + " (set -Dsamples.root to the repository)");
        }
        return root;
    }

    /** README.md, then the guide's pages in name order. */
    static List<Path> pages() {
        Path root = root();
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        Path guide = root.resolve("docs/guide");
        if (Files.isDirectory(guide)) {
            try (Stream<Path> files = Files.list(guide)) {
                files.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().forEach(pages::add);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return pages;
    }

    /** Every fenced block of every page. */
    static List<Block> blocks() {
        List<Block> blocks = new ArrayList<>();
        for (Path page : pages()) {
            blocks.addAll(blocks(page));
        }
        return blocks;
    }

    /** The fenced blocks of one page. */
    static List<Block> blocks(Path page) {
        List<String> lines = read(page);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher open = FENCE.matcher(lines.get(i));
            if (!open.matches()) {
                continue;
            }
            String fence = open.group(2);
            int end = i + 1;
            while (end < lines.size() && !lines.get(end).strip().equals(fence)) {
                end++;
            }
            String kind = null;
            String marker = null;
            int previous = i - 1;
            while (previous >= 0 && lines.get(previous).isBlank()) {
                previous--;
            }
            if (previous >= 0) {
                Matcher m = MARKER.matcher(lines.get(previous));
                if (m.matches()) {
                    kind = m.group(1);
                    marker = m.group(2);
                }
            }
            blocks.add(new Block(page, i + 1, open.group(1), open.group(3), kind, marker, i + 2,
                    List.copyOf(lines.subList(i + 1, Math.min(end, lines.size())))));
            i = end;
        }
        return blocks;
    }

    /** Markers that no fenced block follows (a marker is meant for the block after it). */
    static List<String> strayMarkers(Path page) {
        List<String> lines = read(page);
        List<String> stray = new ArrayList<>();
        boolean inFence = false;
        String fence = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (inFence) {
                if (line.strip().equals(fence)) {
                    inFence = false;
                }
                continue;
            }
            Matcher open = FENCE.matcher(line);
            if (open.matches()) {
                inFence = true;
                fence = open.group(2);
                continue;
            }
            if (MARKER.matcher(line).matches()) {
                int next = i + 1;
                while (next < lines.size() && lines.get(next).isBlank()) {
                    next++;
                }
                if (next == lines.size() || !FENCE.matcher(lines.get(next)).matches()) {
                    stray.add(root().relativize(page) + ":" + (i + 1) + ": marker " + line.strip()
                            + " is not followed by a fenced block");
                }
            }
        }
        return stray;
    }

    static List<String> read(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Lines without their common indentation and trailing blanks, and without blank lines at the
     * start and end, so that a sample compares equal however deep it sits in its source.
     */
    static List<String> normalized(List<String> lines) {
        List<String> stripped = lines.stream().map(String::stripTrailing).toList();
        int from = 0;
        int to = stripped.size();
        while (from < to && stripped.get(from).isEmpty()) {
            from++;
        }
        while (to > from && stripped.get(to - 1).isEmpty()) {
            to--;
        }
        List<String> body = stripped.subList(from, to);
        int indent = body.stream().filter(l -> !l.isEmpty())
                .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        return body.stream().map(l -> l.isEmpty() ? l : l.substring(indent)).toList();
    }
}
