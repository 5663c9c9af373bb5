package dev.mcpj.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Runs the official conformance suites against one running {@link FixtureServer} served by an
 * HTTP engine: the stable suite 0.1.16 (protocol 2025-11-25, every scenario including the pending
 * ones), then the 0.2.0-alpha.12 suite with the requirements of 2025-11-25 and of 2026-07-28,
 * all against the same server, so both protocol eras are served at once. A failed check fails the
 * test, and so does a warning. For 2026-07-28, the scenarios listed in
 * {@code known-failures-2026-07-28.txt} are excused, and protocol extensions the server does not
 * implement are only reported; the tasks extension's scenarios ({@code tasks-*}) are judged like
 * the scored ones.
 * Subclasses provide the engine.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class OfficialSuiteTest {
    /** A run of the stable suite takes a few seconds; a hung request costs the client 60 s. */
    private static final Duration STABLE_TIMEOUT = Duration.ofMinutes(5);
    private static final Duration MODERN_TIMEOUT = Duration.ofMinutes(5);
    /** The modern suite's own limit per scenario. */
    private static final String SCENARIO_TIMEOUT_MS = "20000";
    private static final int STABLE_SCENARIOS = 32;
    static final String STABLE_REVISION = "2025-11-25";
    static final String MODERN_REVISION = "2026-07-28";
    /** The scenarios of the protocol extension this server implements: {@code io.modelcontextprotocol/tasks}. */
    private static final String TASKS_SCENARIOS = "tasks-";
    private static final int TASKS_SCENARIO_COUNT = 10;
    /**
     * The Skills extension's server scenarios, each with checks that succeed only when the
     * server's declaration was seen and its catalog exercised.
     */
    private static final Map<String, List<String>> SKILLS_SCENARIOS = Map.of(
            "sep-2640-skills-enumeration", List.of("sep-2640-capability-empty-object",
                    "sep-2640-capability-requires-resources", "sep-2640-resources-complete",
                    "sep-2640-skills-get-unknown-uri-invalid-params", "sep-2640-entry-frontmatter-identical"),
            "sep-2640-skills-directory", List.of("sep-2640-capability-directory-read-flag",
                    "sep-2640-directory-read-subdir-mimetype", "sep-2640-directory-read-invalid-params"),
            "sep-2640-skills-manifest", List.of("sep-2640-skillmd-mimetype", "sep-2640-skillmd-metadata-name",
                    "sep-2640-final-segment-equals-name"));

    private ConformanceCli cli;
    private McpServer server;
    private URI url;

    /** Serves {@code server} and returns the endpoint's URL. */
    abstract URI start(McpServer server) throws Exception;

    abstract void stop() throws Exception;

    /** The engine's name in output directories and messages. */
    abstract String engine();

    @BeforeAll
    void startServer() throws Exception {
        cli = ConformanceCli.installed();
        server = FixtureServer.create();
        url = start(server);
    }

    @AfterAll
    void stopServer() throws Exception {
        try {
            stop();
        } finally {
            if (server != null) {
                server.close();
            }
        }
    }

    @Test
    @Order(1)
    void stableSuitePassesEveryScenarioWithoutWarnings() {
        Path out = outputDir("stable");
        ConformanceCli.Result run = cli.suite(ConformanceCli.STABLE,
                List.of("server", "--url", url.toString(), "--suite", "all", "-o", out.toString()), STABLE_TIMEOUT);
        SuiteReport report = SuiteReport.read(out);
        print("stable suite 0.1.16 (2025-11-25), " + engine(), run, report.problems());
        assertThat(report.scenarios).as("scenarios run").hasSize(STABLE_SCENARIOS);
        assertThat(report.problems()).as("failed checks and warnings").isEmpty();
        assertThat(run.exitCode()).as("exit code").isZero();
    }

    @Test
    @Order(2)
    void modernSuiteAtTheStableRevisionPassesWithoutWarnings() {
        Path out = outputDir("modern-" + STABLE_REVISION);
        ConformanceCli.Result run = runModernSuite(STABLE_REVISION, out);
        SuiteReport report = SuiteReport.read(out);
        print("modern suite 0.2.0-alpha.12 (" + STABLE_REVISION + " requirements), " + engine(), run, report.problems());
        assertThat(report.scenarios.keySet()).as("scenarios run").containsAll(requirements(STABLE_REVISION).scored());
        assertThat(report.problems()).as("failed checks and warnings").isEmpty();
        assertThat(run.exitCode()).as("exit code").isZero();
    }

    @Test
    @Order(3)
    void modernRequirementsPassExceptTheKnownGapsAndExtensions() {
        Path out = outputDir("modern-" + MODERN_REVISION);
        ConformanceCli.Result run = runModernSuite(MODERN_REVISION, out);
        SuiteReport report = SuiteReport.read(out);
        Requirements requirements = requirements(MODERN_REVISION);
        Map<String, List<SuiteReport.Check>> problems = new TreeMap<>(report.problems());
        problems.keySet().removeIf(scenario -> !requirements.judged(scenario));
        String unsupported = modernEraUnsupported();
        print("modern suite 0.2.0-alpha.12 (" + MODERN_REVISION + " requirements), " + engine(), run, problems);
        assertThat(unsupported).as("the " + engine() + " HTTP engine serves protocol " + MODERN_REVISION).isNull();

        Map<String, String> known = KnownFailures.load(MODERN_REVISION, engine());
        assertThat(report.scenarios.keySet()).as("scenarios run").containsAll(requirements.scored());
        List<String> tasks = requirements.notScored().keySet().stream()
                .filter(s -> s.startsWith(TASKS_SCENARIOS)).toList();
        assertThat(tasks).as("the tasks extension's scenarios").hasSize(TASKS_SCENARIO_COUNT);
        assertThat(report.scenarios.keySet()).as("scenarios run").containsAll(tasks);
        Map<String, List<SuiteReport.Check>> unexpected = new TreeMap<>();
        problems.forEach((scenario, checks) -> {
            if (!known.containsKey(scenario)) {
                unexpected.put(scenario, checks);
            }
        });
        List<String> fixed = known.keySet().stream().filter(s -> report.problems(s).isEmpty()).sorted().toList();
        assertThat(unexpected).as("failed checks and warnings (unimplemented protocol extensions aside)").isEmpty();
        assertThat(fixed).as("scenarios that now pass: remove them from " + KnownFailures.file(MODERN_REVISION))
                .isEmpty();
    }

    /**
     * The Skills extension's server scenarios, on the 2026-07-28 wire (the default for an
     * extension scenario) and on 2025-11-25. They are in the pending suite, and with any
     * {@code --spec-version} but no {@code --force} they are skipped while the run still exits 0;
     * a server that does not declare the extension gets every check skipped, which passes too.
     * So this asserts that each scenario ran, that its checks that prove the declaration was seen
     * succeeded, and that no check failed or warned.
     */
    @Test
    @Order(4)
    void skillsScenariosRunAndPassOnBothWires() {
        for (String wire : List.of(MODERN_REVISION, STABLE_REVISION)) {
            for (String scenario : SKILLS_SCENARIOS.keySet()) {
                Path out = outputDir("skills-" + wire + "-" + scenario);
                List<String> args = new ArrayList<>(List.of("server", "--url", url.toString(), "--scenario", scenario,
                        "--timeout", SCENARIO_TIMEOUT_MS, "-o", out.toString()));
                if (wire.equals(STABLE_REVISION)) {
                    args.addAll(List.of("--spec-version", STABLE_REVISION, "--force"));
                }
                ConformanceCli.Result run = cli.suite(ConformanceCli.MODERN, args, MODERN_TIMEOUT);
                SuiteReport report = SuiteReport.read(out);
                print("skills scenario " + scenario + " (" + wire + "), " + engine(), run, report.problems());
                assertThat(run.output()).as(scenario + " on " + wire + " was not skipped").doesNotContain("SKIPPED: scenario");
                assertThat(report.scenarios).as(scenario + " on " + wire + " ran").containsKey(scenario);
                List<SuiteReport.Check> checks = report.scenarios.get(scenario);
                for (String proof : SKILLS_SCENARIOS.get(scenario)) {
                    assertThat(checks).as(scenario + " on " + wire + ": " + proof)
                            .anyMatch(c -> c.id().equals(proof) && c.status().equals("SUCCESS"));
                }
                assertThat(report.problems(scenario)).as(scenario + " on " + wire + ": failed checks and warnings")
                        .isEmpty();
                assertThat(run.exitCode()).as(scenario + " on " + wire + ": exit code").isZero();
            }
        }
    }

    /** Runs exactly the scenarios that {@code revision} requires, each at that revision's wire. */
    private ConformanceCli.Result runModernSuite(String revision, Path out) {
        return cli.suite(ConformanceCli.MODERN, List.of("server", "--url", url.toString(), "--requirements", revision,
                "--timeout", SCENARIO_TIMEOUT_MS, "-o", out.toString()), MODERN_TIMEOUT);
    }

    /**
     * Why the endpoint does not serve 2026-07-28, or {@code null} if it does: it must answer a
     * stateless {@code server/discover} with a result.
     */
    private String modernEraUnsupported() {
        String body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"server/discover\",\"params\":{\"_meta\":{"
                + "\"io.modelcontextprotocol/protocolVersion\":\"" + MODERN_REVISION + "\","
                + "\"io.modelcontextprotocol/clientCapabilities\":{}}}}";
        HttpRequest request = HttpRequest.newBuilder(url)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json, text/event-stream")
                .header("MCP-Protocol-Version", MODERN_REVISION)
                .header("Mcp-Method", "server/discover")
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        try {
            HttpResponse<String> response = HttpClient.newHttpClient()
                    .send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() == 200 && response.body().contains("supportedVersions")) {
                return null;
            }
            return "a stateless server/discover got HTTP " + response.statusCode() + " " + response.body();
        } catch (IOException e) {
            return "a stateless server/discover failed: " + e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    /**
     * The server scenarios a revision's requirement file lists: those it scores (its {@code server:}
     * list) and those it runs without scoring ({@code not_scored}, with {@code leg: server}), by
     * the reason they are not scored ({@code pending}, {@code extension}, ...).
     */
    private Requirements requirements(String revision) {
        List<String> scored = new ArrayList<>();
        Map<String, String> notScored = new TreeMap<>();
        String section = "";
        String scenario = null;
        String leg = null;
        try {
            for (String line : Files.readAllLines(cli.requirements(revision))) {
                String l = line.strip();
                if (!line.startsWith(" ") && !line.startsWith("#") && !line.isBlank()) {
                    section = l;
                } else if (section.equals("server:") && l.startsWith("- ")) {
                    scored.add(l.substring(2).strip());
                } else if (section.equals("not_scored:") && l.startsWith("- scenario:")) {
                    scenario = l.substring("- scenario:".length()).strip();
                } else if (section.equals("not_scored:") && l.startsWith("leg:")) {
                    leg = l.substring("leg:".length()).strip();
                } else if (section.equals("not_scored:") && l.startsWith("reason:") && "server".equals(leg)) {
                    notScored.put(scenario, l.substring("reason:".length()).strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(scored).as("scored scenarios in " + cli.requirements(revision)).isNotEmpty();
        return new Requirements(scored, notScored);
    }

    /** What a requirement file says of the server scenarios. */
    record Requirements(List<String> scored, Map<String, String> notScored) {
        /**
         * The scenarios whose failures fail the test: the scored ones, those not scored only
         * because they were pending or added later, and those of the tasks extension, which this
         * server implements; other protocol extensions are reported only.
         */
        boolean judged(String scenario) {
            return scored.contains(scenario)
                    || (notScored.containsKey(scenario) && (!notScored.get(scenario).equals("extension")
                            || scenario.startsWith(TASKS_SCENARIOS)));
        }
    }

    private Path outputDir(String suite) {
        Path dir = Path.of(System.getProperty("conformance.outputDir", "target/conformance"), engine(), suite);
        try {
            if (Files.exists(dir)) {
                try (var files = Files.walk(dir)) {
                    files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return dir;
    }

    private static void print(String title, ConformanceCli.Result run, Map<String, List<SuiteReport.Check>> problems) {
        StringBuilder sb = new StringBuilder("\n---- ").append(title).append(" (exit ").append(run.exitCode())
                .append(") ----\n").append(run.summary().strip()).append('\n');
        if (!problems.isEmpty()) {
            sb.append("Failed checks and warnings (unimplemented protocol extensions aside):\n");
            problems.forEach((scenario, checks) -> sb.append("  ").append(scenario).append(": ")
                    .append(checks.stream().map(SuiteReport.Check::toString).collect(Collectors.joining("; ")))
                    .append('\n'));
        }
        System.out.println(sb);
    }

    /** The scenarios expected to fail, with why: {@code known-failures-<revision>.txt}. */
    static final class KnownFailures {
        static String file(String revision) {
            return "conformance/src/test/resources/known-failures-" + revision + ".txt";
        }

        /**
         * Lines {@code scenario reason...}, or {@code scenario [engine] reason...} for one engine
         * only; {@code #} starts a comment.
         */
        static Map<String, String> load(String revision, String engine) {
            Map<String, String> known = new TreeMap<>();
            try (InputStream in = OfficialSuiteTest.class.getResourceAsStream("/known-failures-" + revision + ".txt")) {
                if (in == null) {
                    return known;
                }
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    String l = line.strip();
                    if (l.isEmpty() || l.startsWith("#")) {
                        continue;
                    }
                    String[] parts = l.split("\\s+", 2);
                    String reason = parts.length > 1 ? parts[1] : "";
                    if (reason.startsWith("[")) {
                        String only = reason.substring(1, reason.indexOf(']'));
                        if (!only.equals(engine)) {
                            continue;
                        }
                        reason = reason.substring(reason.indexOf(']') + 1).strip();
                    }
                    known.put(parts[0], reason);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return known;
        }
    }
}
