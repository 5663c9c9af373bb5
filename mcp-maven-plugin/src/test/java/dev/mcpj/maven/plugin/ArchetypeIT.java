package dev.mcpj.maven.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * From nothing to a running server, as a user does it: generates a project from the archetype in a
 * temporary directory, builds it with {@code mvn -q verify package}, drives
 * {@code target/mcp/bin/<artifactId>} with the official TypeScript SDK client, and lists the tools
 * with {@code mcp:inspect -Dmcp.cli=true}.
 *
 * <p>The nested builds use a local repository of their own, into which this build's
 * {@code pre-integration-test} phase installed this version's artifacts (the archetype, the plugin,
 * the modules and POMs a generated project uses); everything else they resolve from the local
 * repository of the outer build, through a mirror, so they need no network of their own and no
 * {@code mvn install} beforehand.
 */
class ArchetypeIT {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Path LOGS = Path.of(System.getProperty("it.logDir", "target/it-logs"));

    @Test
    @Timeout(value = 15, unit = TimeUnit.MINUTES)
    void generatedProjectBuildsAndItsLauncherServesTheTypeScriptClient() throws Exception {
        Path work = Files.createDirectories(Path.of(System.getProperty("it.workDir", "target/it-work")));
        // Maven takes its .mvn settings from the nearest directory above that has them: an empty one
        // here keeps this project's own out of the nested builds.
        Files.createDirectories(work.resolve(".mvn"));
        Path project = work.resolve("hello-mcp");
        deleteTree(project);
        Path settings = settings(work);

        mvn("generate", work, settings, "org.apache.maven.plugins:maven-archetype-plugin:"
                + System.getProperty("it.archetypePluginVersion") + ":generate",
                "-DarchetypeGroupId=dev.mcpj", "-DarchetypeArtifactId=mcp-server-archetype",
                "-DarchetypeVersion=" + System.getProperty("it.version"),
                "-DgroupId=com.example.hello", "-DartifactId=hello-mcp", "-Dversion=1.0.0",
                "-DinteractiveMode=false");
        assertThat(project.resolve("pom.xml")).isRegularFile();

        mvn("verify-package", project, settings, "-q", "verify", "package");
        Path launcher = project.resolve("target/mcp/bin/hello-mcp");
        assertThat(launcher).isExecutable();
        assertThat(project.resolve("target/mcp/bin/hello-mcp.cmd")).isRegularFile();
        String archive = Runtime.version().feature() >= 25 ? "hello-mcp.aot" : "hello-mcp.jsa";
        assertThat(project.resolve("target/mcp/lib").resolve(archive)).isRegularFile();

        Path node = nodeClient(work);
        Run client = run("ts-client", node, List.of("node", "launcher-client.mjs", launcher.toString(), "greet",
                "{\"name\":\"Ada\"}"));
        assertThat(client.status).as(client.describe()).isZero();
        JsonNode summary = JSON.readTree(client.stdout.strip());
        assertThat(summary.path("serverInfo").path("name").asString()).isEqualTo("hello-mcp");
        assertThat(summary.path("tools")).extracting(JsonNode::asString).containsExactly("add", "greet");
        assertThat(summary.path("call").path("isError").asBoolean(false)).isFalse();
        assertThat(summary.path("call").path("content").get(0).path("text").asString()).isEqualTo("Hello, Ada!");
        // The launcher started with its archive: the JVM it found is the one that made it.
        assertThat(summary.path("serverStderr").asString()).doesNotContain("startup archive");

        Run inspect = mvn("inspect", project, settings, "-q", "mcp:inspect", "-Dmcp.cli=true");
        JsonNode listed = JSON.readTree(inspect.stdout.substring(inspect.stdout.indexOf('{'),
                inspect.stdout.lastIndexOf('}') + 1));
        List<String> names = new ArrayList<>();
        listed.path("tools").forEach(t -> names.add(t.path("name").asString()));
        assertThat(names).containsExactlyInAnyOrder("add", "greet");
    }

    private static Run mvn(String label, Path dir, Path settings, String... args) throws Exception {
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("win");
        Path mvn = Path.of(System.getProperty("it.mavenHome"), "bin", windows ? "mvn.cmd" : "mvn");
        List<String> command = new ArrayList<>(List.of(mvn.toString(), "-B", "-ntp", "-Dstyle.color=never", "-s", settings.toString(),
                "-Dmaven.repo.local=" + System.getProperty("it.localRepo")));
        command.addAll(List.of(args));
        Run run = run("mvn-" + label, dir, command);
        assertThat(run.status).as(run.describe()).isZero();
        return run;
    }

    /** Every repository mirrored to the outer build's local repository, read as a remote one. */
    private static Path settings(Path work) throws IOException {
        String url = new File(System.getProperty("it.outerRepo")).toURI().toString();
        return Files.writeString(work.resolve("settings.xml"), """
                <settings>
                  <mirrors>
                    <mirror>
                      <id>outer-local</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(url), StandardCharsets.UTF_8);
    }

    /** The pinned client, installed with npm ci from its lockfile. */
    private static Path nodeClient(Path work) throws Exception {
        Path source = Path.of(System.getProperty("it.nodeDir"));
        Path node = Files.createDirectories(work.resolve("node"));
        for (String file : List.of("package.json", "package-lock.json", "launcher-client.mjs")) {
            Files.copy(source.resolve(file), node.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        if (!Files.isDirectory(node.resolve("node_modules/@modelcontextprotocol/sdk"))) {
            Run ci = run("npm-ci", node, List.of("npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"));
            assertThat(ci.status).as(ci.describe()).isZero();
        }
        return node;
    }

    private record Run(String label, int status, String stdout, Path log) {
        String describe() {
            String text;
            try {
                text = Files.readString(log, StandardCharsets.UTF_8);
            } catch (IOException e) {
                text = "(no log: " + e.getMessage() + ")";
            }
            return label + " exited with " + status + "; its output (" + log + "):\n" + text;
        }
    }

    private static Run run(String label, Path dir, List<String> command) throws Exception {
        Files.createDirectories(LOGS);
        Path out = LOGS.resolve(label + ".out");
        Path err = LOGS.resolve(label + ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE);
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError(label + " did not finish within 10 minutes: " + command);
        }
        String stdout = Files.readString(out, StandardCharsets.UTF_8);
        Files.writeString(err, "\n--- standard output ---\n" + stdout, StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
        return new Run(label, process.exitValue(), stdout, err);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) paths.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }
}
