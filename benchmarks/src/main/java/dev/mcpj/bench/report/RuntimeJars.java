package dev.mcpj.bench.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * What each library puts on an application's runtime class path: the jars Maven resolves for it
 * alone. {@code run.sh} resolves them and writes one line per library to {@code jars.tsv}: its
 * name, then a name and size in bytes for each jar, all separated by tabs.
 *
 * @param library the library, as the report names it
 * @param jars the jars' file names
 * @param bytes the jars' total size
 */
record RuntimeJars(String library, List<String> jars, long bytes) {

    static final String FILE = "jars.tsv";

    /** The libraries listed in {@code file}, or none if it does not exist. */
    static List<RuntimeJars> read(Path file) throws IOException {
        List<RuntimeJars> libraries = new ArrayList<>();
        if (!Files.exists(file)) {
            return libraries;
        }
        for (String line : Files.readAllLines(file)) {
            String[] fields = line.split("\t");
            if (fields.length < 1 || fields[0].isBlank() || fields.length % 2 == 0) {
                throw new IOException("malformed line in " + file + ": " + line);
            }
            List<String> jars = new ArrayList<>();
            long bytes = 0;
            for (int i = 1; i < fields.length; i += 2) {
                jars.add(fields[i]);
                bytes += Long.parseLong(fields[i + 1]);
            }
            libraries.add(new RuntimeJars(fields[0], List.copyOf(jars), bytes));
        }
        return libraries;
    }

    /** A Markdown table of the libraries, each with its share of the last one's size. */
    static String toMarkdown(List<RuntimeJars> libraries) {
        RuntimeJars reference = libraries.get(libraries.size() - 1);
        StringBuilder table = new StringBuilder("| library | jars | MB | share of " + reference.library()
                + "'s | the jars |\n|---|---|---|---|---|\n");
        for (RuntimeJars library : libraries) {
            table.append("| ").append(library.library())
                    .append(" | ").append(library.jars().size())
                    .append(" | ").append(String.format(Locale.ROOT, "%.2f", library.bytes() / 1e6))
                    .append(" | ").append(String.format(Locale.ROOT, "%.2f", (double) library.bytes() / reference.bytes()))
                    .append(" | ").append(String.join(", ", library.jars().stream().sorted().toList()))
                    .append(" |\n");
        }
        return table.toString();
    }

    @Override
    public String toString() {
        return library + ": " + jars.size() + " jars, " + String.format(Locale.ROOT, "%.2f MB", bytes / 1e6)
                + " " + Arrays.toString(jars.toArray());
    }
}
