package dev.mcpj.maven.plugin.internal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes {@code bin/<name>} (POSIX shell) and {@code bin/<name>.cmd} (Windows) under the server's
 * directory. Both start the main class with the class path of {@code lib/}, in a fixed order, and
 * the stdio flags. The POSIX launcher adds the startup archive when the JVM it runs is the one the
 * archive was made with; otherwise it says so on standard error and starts without it (standard
 * output belongs to the protocol).
 */
public final class Launchers {
    private Launchers() {
    }

    /**
     * Writes both launchers.
     *
     * @param dir the server's directory ({@code target/mcp})
     * @param name the launcher's file name (the artifactId)
     * @param mainClass the server's main class
     * @param jars the class path, file names in {@code lib/}
     * @param jvmFlags the JVM flags, before the archive's
     * @param archive the startup archive, or {@code null} for none
     * @param buildJava the java executable of the build, tried first
     */
    public static Path write(Path dir, String name, String mainClass, List<String> jars, List<String> jvmFlags,
            StartupArchive archive, Path buildJava) throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path posix = bin.resolve(name);
        Files.writeString(posix, posix(name, mainClass, jars, jvmFlags, archive, buildJava), StandardCharsets.UTF_8);
        try {
            Files.setPosixFilePermissions(posix, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: the .cmd launcher is the one used there.
        }
        Files.writeString(bin.resolve(name + ".cmd"), cmd(name, mainClass, jars, jvmFlags), StandardCharsets.UTF_8);
        return posix;
    }

    static String posix(String name, String mainClass, List<String> jars, List<String> jvmFlags,
            StartupArchive archive, Path buildJava) {
        String classPath = jars.stream().map(j -> "$base/lib/" + j).collect(Collectors.joining(":"));
        StringBuilder flags = new StringBuilder();
        for (String flag : jvmFlags) {
            flags.append(quote(flag)).append(' ');
        }
        String tail = "-cp \"" + classPath + "\" " + quote(mainClass) + " \"$@\"\n";
        StringBuilder sb = new StringBuilder();
        sb.append("#!/bin/sh\n");
        sb.append("# Starts the MCP server ").append(name).append(" over stdio. Made by mcp-maven-plugin's package goal;\n");
        sb.append("# \"mvn package\" writes it again. The JVM: $MCPJ_JAVA if set, else the one that built the server,\n");
        sb.append("# else $JAVA_HOME/bin/java, else java on the PATH.\n");
        sb.append("self=$0\n");
        sb.append("while [ -h \"$self\" ]; do\n");
        sb.append("  link=$(readlink \"$self\")\n");
        sb.append("  case $link in /*) self=$link ;; *) self=$(dirname \"$self\")/$link ;; esac\n");
        sb.append("done\n");
        sb.append("base=$(cd \"$(dirname \"$self\")/..\" && pwd -P) || exit 1\n");
        sb.append("build_java=").append(quote(buildJava.toString())).append('\n');
        sb.append("if [ -n \"$MCPJ_JAVA\" ]; then java=$MCPJ_JAVA\n");
        sb.append("elif [ -x \"$build_java\" ]; then java=$build_java\n");
        sb.append("elif [ -n \"$JAVA_HOME\" ] && [ -x \"$JAVA_HOME/bin/java\" ]; then java=$JAVA_HOME/bin/java\n");
        sb.append("else java=java\n");
        sb.append("fi\n");
        if (archive == null) {
            sb.append("exec \"$java\" ").append(flags).append(tail);
            return sb.toString();
        }
        // The archive only fits the JVM build that made it: the same executable, or one whose
        // release file names the same runtime version. Anything else starts without it.
        sb.append("archive=\"$base/lib/").append(archive.fileName()).append("\"\n");
        sb.append("archive_java=").append(quote(archive.runtimeVersion())).append('\n');
        sb.append("runtime=\n");
        sb.append("if [ \"$java\" = \"$build_java\" ]; then\n");
        sb.append("  runtime=$archive_java\n");
        sb.append("else\n");
        sb.append("  case $java in */*) resolved=$java ;; *) resolved=$(command -v \"$java\") ;; esac\n");
        sb.append("  resolved=$(readlink -f \"$resolved\" 2>/dev/null || echo \"$resolved\")\n");
        sb.append("  runtime=$(sed -n 's/^JAVA_RUNTIME_VERSION=\"\\(.*\\)\"$/\\1/p' \"${resolved%/bin/*}/release\" 2>/dev/null)\n");
        sb.append("fi\n");
        sb.append("if [ -f \"$archive\" ] && [ \"$runtime\" = \"$archive_java\" ]; then\n");
        sb.append("  exec \"$java\" ").append(flags).append(archive.runtimeFlag("$archive")).append(' ').append(tail);
        sb.append("fi\n");
        sb.append("echo \"").append(name).append(": the startup archive was made for Java $archive_java, not for ${runtime:-$java};")
                .append(" starting without it (run mvn package with this JDK to make a new one)\" >&2\n");
        sb.append("exec \"$java\" ").append(flags).append(tail);
        return sb.toString();
    }

    static String cmd(String name, String mainClass, List<String> jars, List<String> jvmFlags) {
        String classPath = jars.stream().map(j -> "%BASE%\\lib\\" + j).collect(Collectors.joining(";"));
        StringBuilder sb = new StringBuilder();
        sb.append("@echo off\r\n");
        sb.append("rem Starts the MCP server ").append(name).append(" over stdio. Made by mcp-maven-plugin's package goal.\r\n");
        sb.append("rem The JVM: %MCPJ_JAVA% if set, else %JAVA_HOME%\\bin\\java.exe, else java on the PATH. The startup\r\n");
        sb.append("rem archive is made for the JVM of the build, so this launcher starts without it.\r\n");
        sb.append("setlocal\r\n");
        sb.append("set \"BASE=%~dp0..\"\r\n");
        sb.append("if defined MCPJ_JAVA (set \"JAVA=%MCPJ_JAVA%\") else if defined JAVA_HOME (set \"JAVA=%JAVA_HOME%\\bin\\java.exe\") else (set \"JAVA=java\")\r\n");
        sb.append("\"%JAVA%\"");
        for (String flag : jvmFlags) {
            sb.append(' ').append(flag);
        }
        sb.append(" -cp \"").append(classPath).append("\" ").append(mainClass).append(" %*\r\n");
        return sb.toString();
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
