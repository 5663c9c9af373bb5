package dev.mcpj.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The checks of one suite run, read from the {@code checks.json} files that {@code -o DIR} writes
 * (one directory per scenario, {@code server-<scenario>-<timestamp>}). The command's summary
 * counts failures only; warnings are only visible here.
 */
final class SuiteReport {
    private static final Pattern DIR = Pattern.compile("server-(.+)-\\d{4}-\\d{2}-\\d{2}T[0-9-]+Z");
    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** One check: its status (SUCCESS, FAILURE, WARNING, INFO, SKIPPED), id and message. */
    record Check(String status, String id, String message) {
        boolean isProblem() {
            return status.equals("FAILURE") || status.equals("WARNING");
        }

        @Override
        public String toString() {
            return status + " " + id + (message == null ? "" : ": " + message);
        }
    }

    /** The checks of each scenario, by scenario name. */
    final Map<String, List<Check>> scenarios;

    private SuiteReport(Map<String, List<Check>> scenarios) {
        this.scenarios = scenarios;
    }

    static SuiteReport read(Path outputDir) {
        Map<String, List<Check>> scenarios = new TreeMap<>();
        try (Stream<Path> dirs = Files.list(outputDir)) {
            for (Path dir : dirs.sorted().toList()) {
                Matcher m = DIR.matcher(dir.getFileName().toString());
                Path file = dir.resolve("checks.json");
                if (!m.matches() || !Files.isRegularFile(file)) {
                    continue;
                }
                List<Check> checks = new ArrayList<>();
                for (JsonNode c : JSON.readTree(file.toFile())) {
                    String message = c.path("errorMessage").isString() ? c.get("errorMessage").asString() : null;
                    checks.add(new Check(c.path("status").asString("?"), c.path("id").asString("?"), message));
                }
                scenarios.put(m.group(1), checks);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the suite's results in " + outputDir, e);
        }
        return new SuiteReport(scenarios);
    }

    /** The failures and warnings of a scenario (empty if it passed cleanly). */
    List<Check> problems(String scenario) {
        return scenarios.getOrDefault(scenario, List.of()).stream().filter(Check::isProblem).toList();
    }

    /** Every scenario with a failure or warning, and what they were. */
    Map<String, List<Check>> problems() {
        Map<String, List<Check>> out = new TreeMap<>();
        scenarios.keySet().forEach(s -> {
            List<Check> p = problems(s);
            if (!p.isEmpty()) {
                out.put(s, p);
            }
        });
        return out;
    }
}
