package dev.mcpj.annotations.processor;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Writes, next to each generated {@code BookshopTools}, a {@code BookshopToolsRegistrar} that
 * implements {@code dev.mcpj.server.Registrar} by calling {@code BookshopTools.register}, and at the
 * end of compilation lists every registrar in {@code META-INF/services/dev.mcpj.server.Registrar},
 * so that frameworks (and plain Java) find the annotated classes with {@code ServiceLoader}. The
 * index keeps the entries an earlier, incremental compilation wrote, and is not written at all when
 * nothing was generated, or when the server API on the class path predates {@code Registrar}.
 */
final class RegistrarIndex {
    static final String SERVICE = "dev.mcpj.server.Registrar";
    private static final String INDEX = "META-INF/services/" + SERVICE;

    private final ProcessingEnvironment env;
    private final Reporter reporter;
    private final Set<String> sourceTypes;
    private final Set<String> written = new TreeSet<>();
    /** The class the first registrar was generated for: where a failure to write the index is reported. */
    private TypeElement first;

    RegistrarIndex(ProcessingEnvironment env, Reporter reporter, Set<String> sourceTypes) {
        this.env = env;
        this.reporter = reporter;
        this.sourceTypes = sourceTypes;
    }

    /** The simple name of the registrar generated for {@code model}: {@code BookshopToolsRegistrar}. */
    static String registrarName(ToolClass model) {
        return model.generatedName() + "Registrar";
    }

    /** Writes the registrar of {@code model}, whose registering class has just been written. */
    void add(ToolClass model) {
        if (env.getElementUtils().getTypeElement(SERVICE) == null) {
            return;
        }
        String name = registrarName(model);
        String qualified = model.packageName().isEmpty() ? name : model.packageName() + "." + name;
        if (sourceTypes.contains(qualified)) {
            reporter.error(Reporter.GENERATION, model.type(), "The registrar of " + model.type().getSimpleName()
                    + " is generated as " + qualified + ", but a type of that name exists already: rename that type");
            return;
        }
        try {
            JavaFileObject file = env.getFiler().createSourceFile(qualified, model.type());
            try (Writer w = file.openWriter()) {
                w.write(source(model, name));
            }
            written.add(qualified);
            first = first == null ? model.type() : first;
        } catch (IOException e) {
            reporter.error(Reporter.GENERATION, model.type(), "Could not write " + qualified + ": " + e.getMessage());
        }
    }

    /** Writes the index, once, when the last round is over. */
    void writeIndex() {
        if (written.isEmpty()) {
            return;
        }
        Filer filer = env.getFiler();
        Set<String> entries = new TreeSet<>(written);
        try {
            FileObject existing = filer.getResource(StandardLocation.CLASS_OUTPUT, "", INDEX);
            try (Reader r = existing.openReader(true); BufferedReader lines = new BufferedReader(r)) {
                for (String line; (line = lines.readLine()) != null; ) {
                    int comment = line.indexOf('#');
                    String entry = (comment < 0 ? line : line.substring(0, comment)).strip();
                    if (!entry.isEmpty()) {
                        entries.add(entry);
                    }
                }
            }
        } catch (IOException | IllegalArgumentException e) {
            // No index from an earlier compilation: this one writes the first.
        }
        try {
            FileObject index = filer.createResource(StandardLocation.CLASS_OUTPUT, "", INDEX);
            try (Writer w = index.openWriter()) {
                for (String entry : entries) {
                    w.write(entry);
                    w.write('\n');
                }
            }
        } catch (IOException e) {
            reporter.error(Reporter.GENERATION, first, "Could not write " + INDEX + ": " + e.getMessage());
        }
    }

    private static String source(ToolClass model, String name) {
        TypeElement type = model.type();
        String raw = type.getQualifiedName().toString();
        String tools = model.packageName().isEmpty() ? model.generatedName()
                : model.packageName() + "." + model.generatedName();
        // A cast to the class with wildcards is checked, so the generated code needs no @SuppressWarnings.
        String register = model.registerNeedsTarget()
                ? tools + ".register(server, (" + JavaTypes.withWildcards(type) + ") target);"
                : raw + ".class.cast(target);\n        " + tools + ".register(server);";
        StringBuilder out = new StringBuilder();
        if (!model.packageName().isEmpty()) {
            out.append("package ").append(model.packageName()).append(";\n\n");
        }
        out.append("/**\n")
                .append(" * Registers the annotated methods of {@link ").append(raw).append("} through {@link ")
                .append(tools).append("};\n")
                .append(" * listed in META-INF/services/").append(SERVICE).append(". Generated by the mcpj annotation\n")
                .append(" * processor; do not edit.\n")
                .append(" */\n")
                .append("public final class ").append(name).append(" implements ").append(SERVICE).append(" {\n")
                .append("    /** Created by {@link java.util.ServiceLoader}. */\n")
                .append("    public ").append(name).append("() {\n    }\n\n")
                .append("    @Override\n")
                .append("    public java.lang.Class<?> type() {\n")
                .append("        return ").append(raw).append(".class;\n")
                .append("    }\n\n")
                .append("    @Override\n")
                .append("    public void register(dev.mcpj.server.McpServer server, java.lang.Object target) {\n")
                .append("        java.util.Objects.requireNonNull(server, \"server\");\n")
                .append("        java.util.Objects.requireNonNull(target, \"target\");\n")
                .append("        ").append(register).append('\n')
                .append("    }\n")
                .append("}\n");
        return out.toString();
    }
}
