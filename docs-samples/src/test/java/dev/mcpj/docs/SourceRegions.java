package dev.mcpj.docs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The named regions of a source file: the lines between {@code // region name} and its
 * {@code // endregion}. Regions may nest; the marker lines of an inner region are not part of the
 * outer one.
 */
final class SourceRegions {
    private static final Pattern START = Pattern.compile("^\\s*//\\s*region\\s+(\\S+)\\s*$");
    private static final Pattern END = Pattern.compile("^\\s*//\\s*endregion\\b.*$");

    private final Map<String, List<String>> regions;

    private SourceRegions(Map<String, List<String>> regions) {
        this.regions = regions;
    }

    /** Reads the regions of a file, failing on an unbalanced or repeated marker. */
    static SourceRegions of(Path file) {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("no such source file: " + file);
        }
        List<String> lines = DocPages.read(file);
        Map<String, List<String>> regions = new LinkedHashMap<>();
        Deque<String> open = new ArrayDeque<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher start = START.matcher(line);
            if (start.matches()) {
                String name = start.group(1);
                if (regions.containsKey(name)) {
                    throw new IllegalArgumentException(file.getFileName() + ":" + (i + 1) + ": region " + name
                            + " is declared twice");
                }
                regions.put(name, new ArrayList<>());
                open.push(name);
            } else if (END.matcher(line).matches()) {
                if (open.isEmpty()) {
                    throw new IllegalArgumentException(file.getFileName() + ":" + (i + 1)
                            + ": endregion without a region");
                }
                open.pop();
            } else {
                for (String name : open) {
                    regions.get(name).add(line);
                }
            }
        }
        if (!open.isEmpty()) {
            throw new IllegalArgumentException(file.getFileName() + ": region " + open.peek() + " is never closed");
        }
        return new SourceRegions(regions);
    }

    /** The region's lines, or {@code null} when the file has no region of that name. */
    List<String> region(String name) {
        return regions.get(name);
    }

    /** The names of the file's regions, in order. */
    List<String> names() {
        return List.copyOf(regions.keySet());
    }
}
