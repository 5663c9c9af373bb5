package dev.mcpj.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * Every inline {@code {@snippet :}} in the published modules' main sources compiles against the
 * published API, so that the examples in the Javadoc cannot drift from the code.
 *
 * <p>A snippet is read as the reader would: statements (the common case) run in a method of a
 * class that declares the names snippets take as given ({@code server}, {@code ctx},
 * {@code args}, {@code client}, ... see {@code SnippetContext}); member declarations sit in a
 * class body; type declarations, with any statements after them, form a file of their own. The
 * placeholder {@code { ... }} and a line {@code // ...} stand for code left out. Each snippet sees
 * the imports of the file it is in, and the SDK's API packages; the annotation processor runs, so
 * a snippet may use the class it generates.
 */
class SnippetsCompileTest {
    private static final Path ROOT = Path.of(System.getProperty("snippets.root", ".."));
    private static final List<String> MODULES = List.of("mcp-core", "mcp-server", "mcp-transport-stdio",
            "mcp-transport-http", "mcp-annotations", "mcp-test", "mcp-auth-oauth",
            "mcp-transport-http-jetty", "mcp-redis", "mcp-opentelemetry", "mcp-skills");
    private static final Pattern SNIPPET = Pattern.compile("\\{@snippet\\s*:");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import\\s+(static\\s+)?[\\w.]+(\\.\\*)?;");
    private static final Pattern TYPE_START = Pattern.compile(
            "^(@\\w+(\\(.*\\))?\\s+)*((public|private|protected|static|final|abstract|sealed)\\s+)*(class|record|enum|interface)\\s");
    private static final Pattern TYPE_NAME = Pattern.compile("\\b(class|record|enum|interface)\\s+(\\w+)");
    private static final Pattern MEMBER_START = Pattern.compile(
            "^(@\\w+(\\(.*\\))?\\s*)*((public|private|protected|static|final)\\s+)+[\\w<>\\[\\], ?]+\\s+\\w+\\s*\\(");
    private static final String API_IMPORTS = """
            import dev.mcpj.core.*;
            import dev.mcpj.core.content.*;
            import dev.mcpj.core.jsonrpc.*;
            import dev.mcpj.core.prompt.*;
            import dev.mcpj.core.resource.*;
            import dev.mcpj.core.tool.*;
            import dev.mcpj.server.*;
            import dev.mcpj.server.client.*;
            import dev.mcpj.server.intercept.*;
            import dev.mcpj.server.cluster.*;
            import dev.mcpj.server.task.*;
            import dev.mcpj.server.extension.*;
            import dev.mcpj.server.apps.*;
            import dev.mcpj.server.transport.*;
            import dev.mcpj.transport.stdio.*;
            import dev.mcpj.transport.http.*;
            import dev.mcpj.annotations.*;
            import dev.mcpj.test.*;
            import dev.mcpj.auth.oauth.*;
            import dev.mcpj.transport.http.jetty.*;
            import dev.mcpj.redis.*;
            import dev.mcpj.opentelemetry.*;
            import dev.mcpj.skills.*;
            import io.opentelemetry.api.*;
            import java.time.*;
            import java.util.*;
            import java.util.List;
            import java.util.Map;
            import java.util.Optional;
            import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
            import org.eclipse.jetty.ee10.servlet.ServletHolder;
            import org.junit.jupiter.api.Test;
            import static dev.mcpj.test.McpAssertions.*;
            """;

    record Snippet(Path file, int line, String code, List<String> imports) {
        String origin() {
            return ROOT.relativize(file) + ":" + line;
        }
    }

    @Test
    void everySnippetCompiles() throws IOException {
        List<Snippet> snippets = new ArrayList<>();
        for (String module : MODULES) {
            Path sources = ROOT.resolve(module).resolve("src/main/java");
            try (Stream<Path> files = Files.walk(sources)) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(f -> snippets.addAll(snippets(f)));
            }
        }
        assertThat(snippets).as("snippets found").hasSizeGreaterThan(30);

        List<JavaFileObject> units = new ArrayList<>();
        List<Snippet> byUnit = new ArrayList<>();
        for (int i = 0; i < snippets.size(); i++) {
            Snippet s = snippets.get(i);
            String pkg = "snippet" + i;
            for (Map.Entry<String, String> unit : units(pkg, s).entrySet()) {
                units.add(source(pkg + "/" + unit.getKey() + ".java", unit.getValue()));
                byUnit.add(s);
            }
            for (Map.Entry<String, String> stub : STUBS.entrySet()) {
                units.add(source(pkg + "/" + stub.getKey() + ".java", "package " + pkg + ";\n" + API_IMPORTS + stub.getValue()));
                byUnit.add(null);
            }
        }

        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        Path out = Files.createTempDirectory("snippets");
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            List<String> options = List.of("-d", out.toString(), "-classpath", System.getProperty("java.class.path"),
                    "-processor", "dev.mcpj.annotations.processor.McpToolProcessor", "-Xlint:none", "-nowarn");
            javac.getTask(null, files, diagnostics, options, null, units).call();
        }
        List<String> errors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            int unit = d.getSource() == null ? -1 : units.indexOf(d.getSource());
            Snippet s = unit < 0 ? null : byUnit.get(unit);
            String where = s == null ? String.valueOf(d.getSource()) : s.origin();
            errors.add(where + ": " + d.getMessage(Locale.ROOT) + (s == null ? "" : "\n" + s.code()));
        }
        assertThat(errors).as("snippets that do not compile").isEmpty();
    }

    /** The inline snippets of one source file. */
    private static List<Snippet> snippets(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> imports = new ArrayList<>();
        IMPORT.matcher(text).results().forEach(m -> imports.add(m.group()));
        List<Snippet> out = new ArrayList<>();
        Matcher m = SNIPPET.matcher(text);
        while (m.find()) {
            int line = (int) text.substring(0, m.start()).chars().filter(c -> c == '\n').count() + 1;
            StringBuilder code = new StringBuilder();
            int depth = 1;
            int lineStart = text.indexOf('\n', m.end()) + 1;
            while (depth > 0) {
                int lineEnd = text.indexOf('\n', lineStart);
                String raw = text.substring(lineStart, lineEnd).replaceFirst("^\\s*\\*( |$)", "");
                for (char c : raw.toCharArray()) {
                    depth += c == '{' ? 1 : c == '}' ? -1 : 0;
                }
                if (depth > 0) {
                    code.append(raw).append('\n');
                }
                lineStart = lineEnd + 1;
            }
            out.add(new Snippet(file, line, code.toString(), imports));
        }
        return out;
    }

    /**
     * One snippet as compilation units in its own package: {@code Snippet} with its members and
     * statements, and a file for each type it declares.
     */
    private static Map<String, String> units(String pkg, Snippet s) {
        String code = s.code()
                .replace("{ ... }", "{ throw new UnsupportedOperationException(); }")
                .replaceAll("(?m)^(\\s*)// \\.\\.\\.$", "$1throw new UnsupportedOperationException();");
        StringBuilder imports = new StringBuilder(API_IMPORTS);
        s.imports().forEach(i -> imports.append(i).append('\n'));
        StringBuilder body = new StringBuilder();
        for (String line : code.split("\n")) {
            Matcher im = IMPORT.matcher(line.strip());
            if (im.matches()) {
                imports.append(line.strip()).append('\n');
            } else {
                body.append(line).append('\n');
            }
        }
        List<String> chunks = chunks(body.toString());
        Map<String, String> units = new LinkedHashMap<>();
        String header = "package " + pkg + ";\n" + imports;
        StringBuilder members = new StringBuilder();
        StringBuilder statements = new StringBuilder();
        for (String chunk : chunks) {
            String first = chunk.strip().lines().filter(l -> !l.isBlank()).findFirst().orElse("");
            String head = chunk.strip().replaceAll("\\s+", " ");
            Matcher type = TYPE_START.matcher(head);
            if (type.find()) {
                Matcher name = TYPE_NAME.matcher(head.substring(type.start()));
                name.find();
                units.put(name.group(2), header + chunk);
            } else if (MEMBER_START.matcher(head).find() || first.startsWith("@")) {
                members.append(chunk).append('\n');
            } else {
                statements.append(chunk).append('\n');
            }
        }
        units.put("Snippet", header + "@SuppressWarnings(\"all\")\npublic class Snippet extends SnippetContext {\n"
                + members + "    void run() throws Exception {\n" + statements + "    }\n}\n");
        return units;
    }

    /** Splits code into top-level pieces: a piece ends where its braces close at the end of a line. */
    private static List<String> chunks(String code) {
        List<String> out = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int depth = 0;
        boolean inText = false;
        for (String line : code.split("\n")) {
            current.append(line).append('\n');
            if (line.contains("\"\"\"")) {
                inText = !inText;
            }
            if (inText) {
                continue;
            }
            for (char c : line.replaceAll("\"(\\\\.|[^\"\\\\])*\"", "").replaceAll("//.*", "").toCharArray()) {
                depth += c == '{' || c == '(' ? 1 : c == '}' || c == ')' ? -1 : 0;
            }
            String t = line.replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"").replaceAll("//.*", "").strip();
            if (depth == 0 && (t.endsWith("}") || t.endsWith(";") || t.isEmpty())) {
                if (!current.toString().isBlank()) {
                    out.add(current.toString());
                }
                current.setLength(0);
            }
        }
        if (!current.toString().isBlank()) {
            out.add(current.toString());
        }
        return out;
    }

    private static JavaFileObject source(String path, String code) {
        return new SimpleJavaFileObject(java.net.URI.create("string:///" + path), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return code;
            }

            @Override
            public String toString() {
                return path;
            }
        };
    }

    /** What snippets take as given: the context of their statements, and the types they name. */
    private static final Map<String, String> STUBS = Map.of(
            "SnippetContext", """
                    @SuppressWarnings("all")
                    abstract class SnippetContext {
                        McpServer server;
                        RequestContext ctx;
                        ToolArguments args;
                        McpTestClient client;
                        Tool tool;
                        Prompt prompt;
                        ResourceTemplate template;
                        List<String> files;
                        List<String> ids;
                        List<String> languages;
                        Set<String> units;
                        String to;
                        String text;
                        String expectedToken;
                        byte[] pngBytes;
                        int count;
                        Map<String, User> users;
                        // The names the sampling, URL elicitation and authorization snippets take as given.
                        ToolUseContent use;
                        SamplingResult result;
                        Tool weatherTool;
                        String session;
                        String user;
                        TokenStore tokens;
                        TokenVerifier verifier;
                        String expected;
                        String secret;
                        HttpTransportOptions options;
                        ServletContextHandler context;

                        interface TokenStore {
                            boolean has(String user);
                        }

                        String authorizeUrl(String user) {
                            return "https://auth.example.com/authorize?user=" + user;
                        }

                        interface User {
                            String toJson();
                        }

                        void index(String file) {
                        }

                        String crunch(ToolArguments arguments) {
                            return "";
                        }
                    }
                    """,
            "Book", "public record Book(String title) {\n}\n",
            "Genre", "public enum Genre { FICTION, SCIENCE }\n",
            "Indexer", "final class Indexer {\n}\n",
            "Calculator", """
                    final class Calculator {
                        static McpServer server() {
                            return McpServer.builder("calculator", "1.0").build();
                        }
                    }
                    """);
}
