package dev.mcpj.maven.plugin;

import dev.mcpj.maven.plugin.internal.Launchers;
import dev.mcpj.maven.plugin.internal.StartupArchive;
import dev.mcpj.maven.plugin.internal.Training;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.maven.artifact.Artifact;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;

/**
 * Leaves a ready stdio server under {@code target/mcp/}: the project's jar and its runtime
 * dependencies in {@code lib/}, the launchers {@code bin/<artifactId>} (POSIX shell) and
 * {@code bin/<artifactId>.cmd}, and a startup archive made by a training run of the server, so that
 * a client's configuration needs nothing but the launcher's path.
 *
 * <p>The training run starts the server with the launcher's flags and drives it over stdio through
 * {@code initialize}, {@code tools/list} and a {@code tools/call}; at its exit the JVM writes an
 * application class-data sharing archive (JDK 17 to 24) or an ahead-of-time cache (JDK 25 and
 * later) of the classes it used. A training run that fails fails the build, with the server's
 * standard error.
 */
@Mojo(name = "package", defaultPhase = LifecyclePhase.PACKAGE, requiresDependencyResolution = ResolutionScope.RUNTIME,
        threadSafe = true)
public class PackageMojo extends LauncherMojo {
    /**
     * The flags that suit a stdio server: the serial collector, C1 only, and the JVM's own messages
     * on standard error, which leaves standard output to the protocol.
     */
    static final List<String> STDIO_FLAGS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
            "-Xlog:disable", "-Xlog:all=warning:stderr");

    /** The server's main class; by default the {@code Main-Class} of the project's jar. */
    @Parameter(property = "mcp.mainClass")
    String mainClass;

    /** The JVM flags of the launcher; by default the ones that suit a stdio server (see above). */
    @Parameter
    List<String> jvmFlags;

    /** More JVM flags, after those: {@code -Xmx256m}, system properties. */
    @Parameter(property = "mcp.jvmArgs")
    List<String> jvmArgs;

    /** The startup archive: {@code auto} (the kind this JDK makes) or {@code none}. */
    @Parameter(property = "mcp.archive", defaultValue = "auto")
    String archive;

    /** Arguments the training run passes to the main class, to make it serve over stdio. */
    @Parameter
    List<String> trainingArguments;

    /** The most the training run may take, in seconds. */
    @Parameter(property = "mcp.trainingTimeout", defaultValue = "120")
    int trainingTimeout;

    /** Skips the goal. */
    @Parameter(property = "mcp.skip", defaultValue = "false")
    boolean skip;

    /** For Maven. */
    public PackageMojo() {
    }

    /** Copies the jars, writes the launchers and runs the training. */
    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("mcp:package skipped");
            return;
        }
        File jar = project.getArtifact().getFile();
        if (jar == null || !jar.isFile()) {
            throw new MojoFailureException("mcp:package needs the project's jar: run it in the package phase, "
                    + "after the jar is made (mvn package)");
        }
        String main = mainClass(jar);
        Path dir = outputDirectory.toPath().toAbsolutePath().normalize();
        try {
            Path lib = dir.resolve("lib");
            if (Files.isDirectory(lib)) {
                try (Stream<Path> old = Files.list(lib)) {
                    for (Path p : (Iterable<Path>) old::iterator) {
                        Files.delete(p);
                    }
                }
            }
            Files.createDirectories(lib);
            List<String> jars = new ArrayList<>();
            Set<String> names = new HashSet<>();
            jars.add(copy(jar.toPath(), lib, jar.getName(), names));
            List<Artifact> dependencies = project.getArtifacts().stream()
                    .filter(a -> a.getFile() != null && a.getArtifactHandler().isAddedToClasspath())
                    .filter(a -> Artifact.SCOPE_COMPILE.equals(a.getScope()) || Artifact.SCOPE_RUNTIME.equals(a.getScope()))
                    .sorted(Comparator.comparing(Artifact::getGroupId).thenComparing(Artifact::getArtifactId))
                    .collect(Collectors.toList());
            for (Artifact a : dependencies) {
                String name = a.getArtifactId() + "-" + a.getBaseVersion()
                        + (a.getClassifier() == null || a.getClassifier().isEmpty() ? "" : "-" + a.getClassifier()) + ".jar";
                jars.add(copy(a.getFile().toPath(), lib, names.contains(name) ? a.getGroupId() + "-" + name : name, names));
            }
            List<String> flags = new ArrayList<>(jvmFlags == null || jvmFlags.isEmpty() ? STDIO_FLAGS : jvmFlags);
            if (jvmArgs != null) {
                flags.addAll(jvmArgs);
            }
            Path java = Path.of(System.getProperty("java.home"), "bin", "java").toAbsolutePath();
            StartupArchive startupArchive = null;
            if (!"none".equals(archive)) {
                if (!"auto".equals(archive)) {
                    throw new MojoFailureException("mcp.archive must be auto or none, not '" + archive + "'");
                }
                startupArchive = train(lib.toRealPath(), jars, flags, main, java);
            }
            Path launcher = Launchers.write(dir, launcherName, main, jars, flags, startupArchive, java);
            getLog().info("MCP server ready: " + launcher + (startupArchive == null ? " (no startup archive)"
                    : " (with an " + startupArchive.describe() + " for Java " + startupArchive.runtimeVersion() + ")"));
        } catch (IOException e) {
            throw new MojoExecutionException("mcp:package could not write " + dir + ": " + e.getMessage(), e);
        }
    }

    private StartupArchive train(Path lib, List<String> jars, List<String> flags, String main, Path java)
            throws MojoFailureException, IOException {
        StartupArchive.Kind kind = StartupArchive.Kind.forFeature(Runtime.version().feature());
        StartupArchive result = new StartupArchive(kind, launcherName + "." + kind.extension(),
                System.getProperty("java.runtime.version"));
        Path file = lib.resolve(result.fileName());
        String classPath = jars.stream().map(j -> lib.resolve(j).toString()).collect(Collectors.joining(File.pathSeparator));
        List<String> command = Training.command(java, flags, result.trainingFlag(file.toString()), classPath, main,
                trainingArguments == null ? List.of() : trainingArguments);
        getLog().info("Training run for the " + result.describe() + ": " + main);
        getLog().debug("Training command: " + String.join(" ", command));
        String stderr;
        try {
            stderr = Training.run(command, project.getBasedir().toPath(), Duration.ofSeconds(trainingTimeout));
        } catch (Training.TrainingException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoFailureException("the training run was interrupted");
        }
        if (!Files.isRegularFile(file)) {
            throw new MojoFailureException("the training run ended but the JVM wrote no " + result.describe()
                    + " (" + file.getFileName() + "); the server's standard error:\n" + stderr.strip());
        }
        return result;
    }

    private String mainClass(File jar) throws MojoFailureException {
        if (mainClass != null && !mainClass.isBlank()) {
            return mainClass.strip();
        }
        try (JarFile jarFile = new JarFile(jar)) {
            String fromManifest = jarFile.getManifest() == null ? null
                    : jarFile.getManifest().getMainAttributes().getValue("Main-Class");
            if (fromManifest != null && !fromManifest.isBlank()) {
                return fromManifest.strip();
            }
        } catch (IOException e) {
            throw new MojoFailureException("cannot read " + jar + ": " + e.getMessage());
        }
        throw new MojoFailureException("no server main class: set <mainClass> in mcp-maven-plugin's configuration "
                + "(or -Dmcp.mainClass=...), or a Main-Class in the jar's manifest");
    }

    private static String copy(Path from, Path lib, String name, Set<String> names) throws IOException {
        Files.copy(from, lib.resolve(name), StandardCopyOption.REPLACE_EXISTING);
        names.add(name);
        return name;
    }
}
