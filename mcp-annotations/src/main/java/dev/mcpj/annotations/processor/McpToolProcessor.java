package dev.mcpj.annotations.processor;

import java.io.IOException;
import java.io.Writer;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Filer;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;

/**
 * Generates, for each class with {@code @McpTool}, {@code @McpPrompt} or {@code @McpResource}
 * methods, a class that registers those tools, prompts and resources with an {@code McpServer}.
 * Shaped like AutoValue's processor: per class, validate, build a model, generate. A mistake is
 * reported on the element at fault and the next class is processed; a class that uses a type not
 * defined yet (another processor may generate it) is deferred to the next round; an unexpected
 * failure is reported on the class with its stack trace, never thrown. It claims the annotations
 * of {@code dev.mcpj.annotations}, which are its alone, so that javac's {@code -Xlint:processing}
 * does not warn that no processor claimed them; it never claims anyone else's.
 *
 * <p>Not API: the processor is found by javac through its service declaration.
 */
public final class McpToolProcessor extends AbstractProcessor {
    private static final String COMPLETE = "dev.mcpj.annotations.Complete";
    /** The annotations that lead to a class to generate. */
    private static final Set<String> ROOTS = Set.of(Kind.TOOL.qualifiedName(), Kind.PROMPT.qualifiedName(),
            Kind.RESOURCE.qualifiedName(), COMPLETE);
    /** Every annotation of {@code dev.mcpj.annotations}, all read by this processor and claimed by it. */
    private static final Set<String> CLAIMED = Set.of(Kind.TOOL.qualifiedName(), Kind.PROMPT.qualifiedName(),
            Kind.RESOURCE.qualifiedName(), COMPLETE, Found.OURS + "AllowedValues", Found.OURS + "DefaultValue",
            Found.OURS + "Description", Found.OURS + "Pattern", Found.OURS + "Range", Found.OURS + "Size");
    /** Classes deferred to the next round, by qualified name, with the type that was missing. */
    private final Map<String, String> deferred = new LinkedHashMap<>();
    private final Set<String> done = new HashSet<>();
    /** The top-level types compiled from source, which a generated class must not collide with. */
    private final Set<String> sourceTypes = new HashSet<>();
    private Reporter reporter;
    private RegistrarIndex registrars;

    public McpToolProcessor() {
    }

    @Override
    public synchronized void init(ProcessingEnvironment env) {
        super.init(env);
        reporter = new Reporter(env.getMessager());
        registrars = new RegistrarIndex(env, reporter, sourceTypes);
    }

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return CLAIMED;
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        for (Element root : round.getRootElements()) {
            if (root instanceof TypeElement t) {
                sourceTypes.add(t.getQualifiedName().toString());
            }
        }
        Set<String> classes = new LinkedHashSet<>(deferred.keySet());
        for (String annotation : ROOTS) {
            TypeElement a = processingEnv.getElementUtils().getTypeElement(annotation);
            if (a == null) {
                continue;
            }
            for (Element e : round.getElementsAnnotatedWith(a)) {
                Element method = e.getKind() == ElementKind.PARAMETER ? e.getEnclosingElement() : e;
                if (method.getKind() != ElementKind.METHOD
                        || !(method.getEnclosingElement() instanceof TypeElement owner)) {
                    continue;
                }
                if (owner.getNestingKind() == NestingKind.LOCAL || owner.getNestingKind() == NestingKind.ANONYMOUS) {
                    if (e == method) {
                        String tag = Kind.of(e).isEmpty() ? Reporter.ACCESS : Kind.of(e).get(0).tag("Access");
                        reporter.error(tag, e, "@" + a.getSimpleName() + " method " + e.getSimpleName()
                                + " is in a local or anonymous class, which generated code cannot name: move it to a "
                                + "public top-level or static nested class");
                        reporter.commit();
                    }
                    continue;
                }
                classes.add(owner.getQualifiedName().toString());
            }
        }
        if (round.processingOver()) {
            deferred.forEach((name, missing) -> {
                TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
                if (type != null) {
                    reporter.error(Reporter.MISSING, type, "Could not generate " + ToolReader.generatedName(type)
                            + " because the type " + missing + " is not defined: fix or add it");
                }
            });
            registrars.writeIndex();
            reporter.commit();
            return true;
        }
        deferred.clear();
        for (String name : classes) {
            if (done.contains(name)) {
                continue;
            }
            TypeElement type = processingEnv.getElementUtils().getTypeElement(name);
            if (type != null) {
                process(name, type);
            }
        }
        return true;
    }

    private void process(String name, TypeElement type) {
        try {
            ToolReader reader = new ToolReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), reporter,
                    sourceTypes);
            ToolClass model = reader.read(type);
            if (model != null) {
                write(model);
            }
            reporter.commit();
            done.add(name);
        } catch (TypeMapper.MissingType missing) {
            reporter.discard();
            deferred.put(name, missing.getMessage());
        } catch (RuntimeException | LinkageError | StackOverflowError e) {
            reporter.commit();
            reporter.crash(type, e);
            reporter.commit();
            done.add(name);
        }
    }

    private void write(ToolClass model) {
        String source = ToolsWriter.write(model);
        String qualified = model.packageName().isEmpty() ? model.generatedName()
                : model.packageName() + "." + model.generatedName();
        Filer filer = processingEnv.getFiler();
        try {
            JavaFileObject file = filer.createSourceFile(qualified, model.type());
            try (Writer w = file.openWriter()) {
                w.write(source);
            }
            registrars.add(model);
        } catch (IOException e) {
            reporter.error(Reporter.GENERATION, model.type(), "Could not write " + qualified + ": " + e.getMessage());
        }
    }
}
