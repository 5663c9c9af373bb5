package dev.mcpj.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README links every page of the guide, and every relative link of the README and the guide
 * leads to a file that exists, and to a heading of it when the link names one.
 */
class DocLinksTest {
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("^#{1,6}\\s+(.*?)\\s*$");

    /**
     * Pages the README announces before they are written. An entry whose page exists fails the
     * test, so that it is removed and the link checked from then on.
     */
    private static final Set<String> ANNOUNCED = Set.of();

    @Test
    void theReadmeLinksEveryGuidePage() {
        Path root = DocPages.root();
        String readme = String.join("\n", DocPages.read(root.resolve("README.md")));
        List<Path> guide = DocPages.pages().subList(1, DocPages.pages().size());
        assertThat(guide).as("guide pages").isNotEmpty();
        assertThat(guide).allSatisfy(page -> assertThat(readme)
                .as("README.md links " + root.relativize(page))
                .contains("](" + root.relativize(page).toString().replace('\\', '/') + ")"));
    }

    @Test
    void everyRelativeLinkResolves() {
        Path root = DocPages.root();
        List<String> failures = new ArrayList<>();
        for (String announced : ANNOUNCED) {
            if (Files.exists(root.resolve(announced))) {
                failures.add(announced + " exists now: remove it from DocLinksTest.ANNOUNCED");
            }
        }
        for (Path page : DocPages.pages()) {
            List<String> lines = DocPages.read(page);
            boolean inFence = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.strip().startsWith("```")) {
                    inFence = !inFence;
                    continue;
                }
                if (inFence) {
                    continue;
                }
                Matcher m = LINK.matcher(line);
                while (m.find()) {
                    String target = m.group(1);
                    if (target.matches("^[a-z]+:.*")) {
                        continue;   // https:, mailto:
                    }
                    String where = root.relativize(page) + ":" + (i + 1) + ": link " + target;
                    int hash = target.indexOf('#');
                    String file = hash < 0 ? target : target.substring(0, hash);
                    String anchor = hash < 0 ? null : target.substring(hash + 1);
                    Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
                    if (ANNOUNCED.contains(root.relativize(resolved).toString().replace('\\', '/'))) {
                        continue;
                    }
                    if (!Files.exists(resolved)) {
                        failures.add(where + ": no such file " + root.relativize(resolved));
                    } else if (anchor != null && Files.isRegularFile(resolved)
                            && !anchors(resolved).contains(anchor)) {
                        failures.add(where + ": no heading #" + anchor + " in " + root.relativize(resolved));
                    }
                }
            }
        }
        assertThat(failures).as("broken links in README.md and docs/guide").isEmpty();
    }

    /** The anchors GitHub gives a Markdown file's headings. */
    private static Set<String> anchors(Path file) {
        Set<String> anchors = new HashSet<>();
        boolean inFence = false;
        for (String line : DocPages.read(file)) {
            if (line.strip().startsWith("```")) {
                inFence = !inFence;
                continue;
            }
            Matcher m = HEADING.matcher(line);
            if (!inFence && m.matches()) {
                String slug = m.group(1).toLowerCase(Locale.ROOT)
                        .replaceAll("[^\\p{L}\\p{N} _-]", "")
                        .replace(' ', '-');
                String unique = slug;
                for (int n = 1; !anchors.add(unique); n++) {
                    unique = slug + "-" + n;
                }
            }
        }
        return anchors;
    }
}
