package dev.mcpj.annotations.processor;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * Reports diagnostics on the element at fault, each with a stable tag. Diagnostics about one class
 * are held back until the class is done, so that a class deferred to a later round (because a type
 * it uses does not exist yet) does not report the same mistake twice. The same diagnostic on the
 * same element is reported once, however many tools lead to it.
 */
final class Reporter {
    /** An invalid or duplicate tool or argument name. */
    static final String NAME = "McpToolName";
    /** A method or class that generated code cannot call. */
    static final String ACCESS = "McpToolAccess";
    /** A type variable where a concrete type is needed. */
    static final String GENERIC = "McpToolGeneric";
    /** A parameter type with no JSON Schema mapping. */
    static final String TYPE = "McpToolType";
    /** A return type that cannot become a tool result. */
    static final String RETURN = "McpToolReturn";
    /** A constraint that does not fit its type, or whose values are wrong. */
    static final String CONSTRAINT = "McpToolConstraint";
    /** A default value that does not parse, or that conflicts with other declarations. */
    static final String DEFAULT = "McpToolDefault";
    /** {@code @Nullable} where null cannot occur. */
    static final String NULLABLE = "McpToolNullable";
    /** The class to generate exists already, or a library it needs is missing. */
    static final String GENERATION = "McpToolGeneration";
    /** A type still missing after the last round. */
    static final String MISSING = "McpToolMissingType";
    /** Two of {@code @McpTool}, {@code @McpPrompt} and {@code @McpResource} on one method. */
    static final String CONFLICT = "McpConflict";
    /** A {@code @Complete} naming no fitting method, or where nothing is completed. */
    static final String COMPLETE = "McpComplete";
    /** A blank or duplicate prompt name. */
    static final String PROMPT_NAME = "McpPromptName";
    /** A prompt method that generated code cannot call, or a type it cannot name. */
    static final String PROMPT_ACCESS = "McpPromptAccess";
    /** A prompt argument that cannot be converted from text, or an annotation without effect on it. */
    static final String PROMPT_ARGUMENT = "McpPromptArgument";
    /** A return type that cannot become a prompt. */
    static final String PROMPT_RETURN = "McpPromptReturn";
    /** A malformed, relative or duplicate resource URI or URI template. */
    static final String RESOURCE_URI = "McpResourceUri";
    /** A template variable without a parameter, or a parameter that is no variable or cannot be one. */
    static final String RESOURCE_VARIABLE = "McpResourceVariable";
    /** A resource method that generated code cannot call, or a type it cannot name. */
    static final String RESOURCE_ACCESS = "McpResourceAccess";
    /** A return type that cannot become resource contents. */
    static final String RESOURCE_RETURN = "McpResourceReturn";
    /** A MIME type that is not {@code type/subtype}. */
    static final String RESOURCE_MIME_TYPE = "McpResourceMimeType";
    /** An {@code appResource} that is not a {@code ui://} URI, or {@code appOnly} without one. */
    static final String APP_RESOURCE = "McpAppResource";
    /** A failure of the processor itself. */
    static final String CRASH = "McpToolCrash";
    /** A {@code scopes} element holds a string that is not an OAuth scope token. */
    static final String SCOPE = "McpScope";

    private final Messager messager;
    private final Set<List<Object>> reported = new HashSet<>();
    private final List<Runnable> held = new ArrayList<>();
    private final List<List<Object>> heldKeys = new ArrayList<>();
    private int heldErrors;

    Reporter(Messager messager) {
        this.messager = messager;
    }

    void error(String tag, Element element, String message) {
        report(Diagnostic.Kind.ERROR, tag, element, null, null, message);
    }

    void error(String tag, Element element, AnnotationMirror annotation, String message) {
        report(Diagnostic.Kind.ERROR, tag, element, annotation, null, message);
    }

    void error(String tag, Element element, AnnotationMirror annotation, AnnotationValue value, String message) {
        report(Diagnostic.Kind.ERROR, tag, element, annotation, value, message);
    }

    void warning(String tag, Element element, AnnotationMirror annotation, String message) {
        report(Diagnostic.Kind.WARNING, tag, element, annotation, null, message);
    }

    /** Reports an unexpected exception on the element being processed, with its stack trace. */
    void crash(Element element, Throwable t) {
        StringWriter trace = new StringWriter();
        t.printStackTrace(new PrintWriter(trace));
        report(Diagnostic.Kind.ERROR, CRASH, element, null, null,
                "The @McpTool processor failed unexpectedly; please report this with the trace: " + trace);
    }

    /** Errors reported (held) since the last {@link #commit()} or {@link #discard()}. */
    int pendingErrors() {
        return heldErrors;
    }

    /** Emits the held diagnostics. */
    void commit() {
        held.forEach(Runnable::run);
        held.clear();
        heldKeys.clear();
        heldErrors = 0;
    }

    /** Drops the held diagnostics: their class will be processed again in a later round. */
    void discard() {
        held.clear();
        heldKeys.forEach(reported::remove);
        heldKeys.clear();
        heldErrors = 0;
    }

    private void report(Diagnostic.Kind kind, String tag, Element element, AnnotationMirror annotation,
                        AnnotationValue value, String message) {
        List<Object> key = Arrays.asList(kind, element, String.valueOf(annotation), String.valueOf(value), tag,
                message);
        if (!reported.add(key)) {
            return;
        }
        heldKeys.add(key);
        String text = "[" + tag + "] " + message;
        if (kind == Diagnostic.Kind.ERROR) {
            heldErrors++;
        }
        held.add(() -> messager.printMessage(kind, text, element, annotation, value));
    }
}
