package dev.mcpj.maven.plugin.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The POSIX launcher, run by sh with this JVM. */
class LaunchersTest {
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");

    @TempDir
    Path dir;

    @Test
    void anArchiveOfAnotherJvmIsLeftOutWithAWarningOnStderrOnly() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a POSIX shell");
        Path lib = Files.createDirectories(dir.resolve("lib"));
        String entry = FakeServers.PrintsArgs.class.getName().replace('.', '/') + ".class";
        try (InputStream in = FakeServers.PrintsArgs.class.getClassLoader().getResourceAsStream(entry);
             JarOutputStream jar = new JarOutputStream(Files.newOutputStream(lib.resolve("app.jar")))) {
            jar.putNextEntry(new JarEntry(entry));
            in.transferTo(jar);
        }
        Files.writeString(lib.resolve("app.jsa"), "not an archive of this JVM");
        StartupArchive archive = new StartupArchive(StartupArchive.Kind.CDS, "app.jsa", "11.0.1+13");
        Path launcher = Launchers.write(dir, "app", FakeServers.PrintsArgs.class.getName(), List.of("app.jar"),
                List.of("-Xlog:disable", "-Xlog:all=warning:stderr"), archive, dir.resolve("gone/bin/java"));

        // The JDK that built it is gone; the one named instead is another build.
        ProcessBuilder builder = new ProcessBuilder(launcher.toString(), "one", "two words");
        builder.environment().put("MCPJ_JAVA", JAVA.toString());
        Process process = builder.start();
        process.getOutputStream().close();
        assertThat(process.waitFor(2, TimeUnit.MINUTES)).isTrue();
        String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(process.exitValue()).as(stderr).isZero();
        assertThat(stdout).isEqualTo("args=one,two words" + System.lineSeparator());
        assertThat(stderr).isEqualTo("app: the startup archive was made for Java 11.0.1+13, not for "
                + System.getProperty("java.runtime.version") + "; starting without it (run mvn package with this JDK "
                + "to make a new one)\n");
    }

    @Test
    void theWindowsLauncherNamesTheSameClassPathAndFlags() throws Exception {
        Launchers.write(dir, "app", "com.example.Server", List.of("app.jar", "dep.jar"), List.of("-XX:+UseSerialGC"), null, JAVA);
        assertThat(Files.readString(dir.resolve("bin/app.cmd")))
                .contains("\"%JAVA%\" -XX:+UseSerialGC -cp \"%BASE%\\lib\\app.jar;%BASE%\\lib\\dep.jar\" com.example.Server %*\r\n");
    }
}
