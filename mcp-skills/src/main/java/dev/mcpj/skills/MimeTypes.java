package dev.mcpj.skills;

import java.util.Locale;
import java.util.Map;

/** The MIME type of a skill file, from its extension. */
final class MimeTypes {
    private static final Map<String, String> BY_EXTENSION = Map.ofEntries(
            Map.entry("md", "text/markdown"), Map.entry("markdown", "text/markdown"), Map.entry("txt", "text/plain"),
            Map.entry("json", "application/json"), Map.entry("yaml", "application/yaml"),
            Map.entry("yml", "application/yaml"), Map.entry("xml", "application/xml"), Map.entry("html", "text/html"),
            Map.entry("htm", "text/html"), Map.entry("css", "text/css"), Map.entry("csv", "text/csv"),
            Map.entry("js", "text/javascript"), Map.entry("ts", "text/plain"), Map.entry("py", "text/x-python"),
            Map.entry("sh", "text/x-shellscript"), Map.entry("java", "text/x-java"), Map.entry("png", "image/png"),
            Map.entry("jpg", "image/jpeg"), Map.entry("jpeg", "image/jpeg"), Map.entry("gif", "image/gif"),
            Map.entry("svg", "image/svg+xml"), Map.entry("pdf", "application/pdf"), Map.entry("zip", "application/zip"));

    private MimeTypes() {
    }

    static String of(String path) {
        String file = path.substring(path.lastIndexOf('/') + 1);
        int dot = file.lastIndexOf('.');
        String type = dot < 0 ? null : BY_EXTENSION.get(file.substring(dot + 1).toLowerCase(Locale.ROOT));
        return type == null ? "application/octet-stream" : type;
    }
}
