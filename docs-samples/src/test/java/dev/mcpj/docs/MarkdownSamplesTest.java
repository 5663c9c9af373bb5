package dev.mcpj.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every fenced {@code java} block of README.md and docs/guide is a region of a source file that
 * this module compiles and tests, marked by {@code <!-- sample: path#region -->} just before the
 * block (the path from the repository's root). A block that differs from its region, names a file
 * or region that does not exist, or has no marker fails the build with the page, line and region.
 *
 * <p>With {@code -Dsamples.update} the blocks are rewritten from their regions instead.
 */
class MarkdownSamplesTest {

    private static final boolean UPDATE = Boolean.getBoolean("samples.update");

    @Test
    void everyJavaBlockIsACompiledRegion() throws IOException {
        Path root = DocPages.root();
        Map<Path, SourceRegions> sources = new HashMap<>();
        List<String> failures = new ArrayList<>();
        Map<Path, List<String>> rewritten = new HashMap<>();
        int checked = 0;
        for (Path page : DocPages.pages()) {
            failures.addAll(DocPages.strayMarkers(page));
            List<String> pageLines = new ArrayList<>(DocPages.read(page));
            int shift = 0;
            for (DocPages.Block block : DocPages.blocks(page)) {
                if ("sample".equals(block.markerKind()) && !block.language().equals("java")) {
                    failures.add(block.where() + ": a sample marker stands before a " + block.language()
                            + " block; it is meant for java blocks");
                    continue;
                }
                if (!block.language().equals("java")) {
                    continue;
                }
                checked++;
                if (!"sample".equals(block.markerKind())) {
                    failures.add(block.where() + ": java block without a <!-- sample: path/File.java#region --> "
                            + "marker just before it: every Java sample must come from docs-samples");
                    continue;
                }
                int hash = block.marker().indexOf('#');
                if (hash < 1 || hash == block.marker().length() - 1) {
                    failures.add(block.where() + ": marker '" + block.marker() + "' is not path#region");
                    continue;
                }
                Path source = root.resolve(block.marker().substring(0, hash)).normalize();
                String name = block.marker().substring(hash + 1);
                SourceRegions regions;
                try {
                    regions = sources.computeIfAbsent(source, SourceRegions::of);
                } catch (IllegalArgumentException e) {
                    failures.add(block.where() + ": " + e.getMessage());
                    continue;
                }
                List<String> region = regions.region(name);
                if (region == null) {
                    failures.add(block.where() + ": no region '" + name + "' in " + root.relativize(source)
                            + " (it has " + regions.names() + ")");
                    continue;
                }
                List<String> expected = DocPages.normalized(region);
                List<String> actual = DocPages.normalized(block.lines());
                if (expected.equals(actual)) {
                    continue;
                }
                if (UPDATE) {
                    List<String> indented = expected.stream()
                            .map(l -> l.isEmpty() ? l : block.indent() + l).toList();
                    int from = block.firstLine() - 1 + shift;
                    pageLines.subList(from, from + block.lines().size()).clear();
                    pageLines.addAll(from, indented);
                    shift += indented.size() - block.lines().size();
                    rewritten.put(page, pageLines);
                    continue;
                }
                failures.add(block.where() + ": java block differs from region " + block.marker() + "\n"
                        + firstDifference(expected, actual));
            }
        }
        for (Map.Entry<Path, List<String>> page : rewritten.entrySet()) {
            Files.write(page.getKey(), page.getValue(), StandardCharsets.UTF_8);
            System.out.println("samples.update: rewrote " + root.relativize(page.getKey()));
        }
        assertThat(failures)
                .as("Java samples of README.md and docs/guide that are not the compiled regions they name "
                        + "(run with -Dsamples.update to copy the regions into the pages)")
                .isEmpty();
        assertThat(checked).as("java blocks found").isPositive();
    }

    private static String firstDifference(List<String> expected, List<String> actual) {
        int i = 0;
        while (i < expected.size() && i < actual.size() && expected.get(i).equals(actual.get(i))) {
            i++;
        }
        String source = i < expected.size() ? expected.get(i) : "(end of region)";
        String page = i < actual.size() ? actual.get(i) : "(end of block)";
        return "    at line " + (i + 1) + " of the block\n    region: " + source + "\n    page:   " + page;
    }
}
