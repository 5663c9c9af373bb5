package dev.mcpj.maven.plugin;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/** What every goal knows: the project, where {@code package} puts the server and the launcher's name. */
abstract class LauncherMojo extends AbstractMojo {
    /** The project. */
    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    /** Where the server is put: the jars in {@code lib/}, the launchers in {@code bin/}. */
    @Parameter(property = "mcp.outputDirectory", defaultValue = "${project.build.directory}/mcp", required = true)
    File outputDirectory;

    /** The launcher's file name in {@code bin/}. */
    @Parameter(property = "mcp.launcherName", defaultValue = "${project.artifactId}", required = true)
    String launcherName;

    /** The launcher for this operating system: {@code bin/<name>}, or {@code bin/<name>.cmd} on Windows. */
    Path launcher() {
        return outputDirectory.toPath().toAbsolutePath().normalize().resolve("bin")
                .resolve(windows() ? launcherName + ".cmd" : launcherName);
    }

    /** The launcher, which {@code package} must have made before a goal that runs or names it. */
    Path requireLauncher() throws MojoFailureException {
        Path launcher = launcher();
        if (!Files.isRegularFile(launcher)) {
            throw new MojoFailureException("no launcher at " + launcher + ": run mvn package first");
        }
        return launcher;
    }

    /** Whether Maven runs on Windows. */
    static boolean windows() {
        return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("win");
    }
}
