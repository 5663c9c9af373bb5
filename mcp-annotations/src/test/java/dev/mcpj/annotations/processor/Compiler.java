package dev.mcpj.annotations.processor;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.annotation.processing.Processor;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.StandardLocation;
import javax.tools.ToolProvider;

/**
 * Compiles sources in process with the JDK's compiler and the {@link McpToolProcessor}, into a
 * directory, and loads the result. The test's own class path is the compiler's, so the generated
 * code compiles against the real mcp-server.
 */
final class Compiler {
    private Compiler() {
    }

    /** A source file from text; its name follows from its package and class. */
    static JavaFileObject source(String qualifiedName, String code) {
        URI uri = URI.create("string:///" + qualifiedName.replace('.', '/') + ".java");
        return new SimpleJavaFileObject(uri, JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return code;
            }
        };
    }

    /** Every {@code .java} file under a test resource directory. */
    static List<JavaFileObject> resources(String directory) {
        try {
            Path root = Path.of(Compiler.class.getResource("/" + directory).toURI());
            try (Stream<Path> files = Files.walk(root)) {
                List<JavaFileObject> sources = new ArrayList<>();
                for (Path p : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    String name = root.relativize(p).toString().replace(File.separatorChar, '.').replaceAll("\\.java$", "");
                    sources.add(source(name, Files.readString(p, StandardCharsets.UTF_8)));
                }
                return sources;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Compilation compile(Path dir, List<JavaFileObject> sources, Processor... others) {
        return compile(dir, classPath(), sources, others);
    }

    static Compilation compile(Path dir, String classPath, List<JavaFileObject> sources, Processor... others) {
        return compile(dir, classPath, List.of("-Xlint:all,-processing"), sources, others);
    }

    /** Compiles with these javac options besides the class path, such as {@code -Xlint:all -Werror}. */
    static Compilation compile(Path dir, String classPath, List<String> lint, List<JavaFileObject> sources,
                               Processor... others) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            Path classes = Files.createDirectories(dir.resolve("classes"));
            Path generated = Files.createDirectories(dir.resolve("generated"));
            files.setLocation(StandardLocation.CLASS_OUTPUT, List.of(classes.toFile()));
            files.setLocation(StandardLocation.SOURCE_OUTPUT, List.of(generated.toFile()));
            List<String> options = new ArrayList<>(List.of("-classpath", classPath, "-implicit:class"));
            options.addAll(lint);
            StringWriter out = new StringWriter();
            JavaCompiler.CompilationTask task = javac.getTask(out, files, diagnostics, options, null, sources);
            List<Processor> processors = new ArrayList<>();
            processors.add(new McpToolProcessor());
            processors.addAll(Arrays.asList(others));
            task.setProcessors(processors);
            boolean ok = task.call();
            return new Compilation(ok, diagnostics.getDiagnostics(), classes, generated, out.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The class path of the tests, which holds mcp-server, Jackson and the annotations. */
    static String classPath() {
        return System.getProperty("java.class.path");
    }

    /** The test class path without the entries whose name contains {@code fragment}. */
    static String classPathWithout(String fragment) {
        return Arrays.stream(classPath().split(File.pathSeparator))
                .filter(e -> !e.contains(fragment))
                .collect(Collectors.joining(File.pathSeparator));
    }

    /** The outcome of one compilation. */
    record Compilation(boolean success, List<Diagnostic<? extends JavaFileObject>> diagnostics, Path classes,
                       Path generated, String output) {

        List<Diagnostic<? extends JavaFileObject>> errors() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).toList();
        }

        List<Diagnostic<? extends JavaFileObject>> warnings() {
            return diagnostics.stream().filter(d -> d.getKind() == Diagnostic.Kind.WARNING
                    || d.getKind() == Diagnostic.Kind.MANDATORY_WARNING).toList();
        }

        /** The generated source of a class, by qualified name. */
        String generatedSource(String qualifiedName) {
            try {
                return Files.readString(generated.resolve(qualifiedName.replace('.', '/') + ".java"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** A class loader over the compiled classes, with the test's class path as parent. */
        ClassLoader loader() {
            try {
                return new URLClassLoader(new URL[] {classes.toUri().toURL()}, Compiler.class.getClassLoader());
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Every diagnostic, one a line, for assertion messages. */
        String describe() {
            return diagnostics.stream().map(d -> d.getKind() + " " + (d.getSource() == null ? "" : d.getSource().getName())
                    + ":" + d.getLineNumber() + " " + d.getMessage(Locale.ROOT)).collect(Collectors.joining("\n"));
        }
    }
}
