package dev.mcpj.maven.plugin.internal;

/**
 * The startup archive a training run leaves: an application class-data sharing archive (JDK 17 to
 * 24, {@code -XX:ArchiveClassesAtExit}) or an ahead-of-time cache (JDK 25 and later,
 * {@code -XX:AOTCacheOutput}).
 *
 * @param kind which of the two
 * @param fileName its file name in {@code lib/}
 * @param runtimeVersion the {@code java.runtime.version} of the JVM that made it
 */
public record StartupArchive(Kind kind, String fileName, String runtimeVersion) {
    /** The two kinds of archive. */
    public enum Kind {
        /** Application class-data sharing (a dynamic archive). */
        CDS,
        /** The ahead-of-time cache of JEP 483/514/515. */
        AOT;

        /** The kind the JVM of this feature release makes. */
        public static Kind forFeature(int feature) {
            return feature >= 25 ? AOT : CDS;
        }

        /** The file name extension. */
        public String extension() {
            return this == AOT ? "aot" : "jsa";
        }
    }

    /** The option that makes the archive at the end of the training run. */
    public String trainingFlag(String path) {
        return kind == Kind.AOT ? "-XX:AOTCacheOutput=" + path : "-XX:ArchiveClassesAtExit=" + path;
    }

    /** The option that uses it. */
    public String runtimeFlag(String path) {
        return (kind == Kind.AOT ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=") + '"' + path + '"';
    }

    /** For messages. */
    public String describe() {
        return kind == Kind.AOT ? "AOT cache" : "application CDS archive";
    }
}
