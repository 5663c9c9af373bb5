package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Resolves {@code @Complete("method")} on a prompt argument or template variable to a method of
 * the class, checking its shape; an enum without {@code @Complete} completes to its constants. Any
 * other {@code @Complete} (on a tool argument, or on a method that is neither prompt nor resource)
 * is reported, since nothing would be completed.
 */
final class Completions {
    static final String COMPLETION = "dev.mcpj.server.Completion";
    private static final String SHAPES = "(String value) or (String value, Map<String, String> context)";
    private static final String RESULTS = "List<String>, Collection<String> or Completion";

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final TypeElement owner;
    private final String generated;

    Completions(Elements elements, Types types, Reporter reporter, TypeElement owner, String generated) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.owner = owner;
        this.generated = generated;
    }

    /**
     * The completer of a parameter, or {@code null} when it has none or after reporting why its
     * {@code @Complete} does not fit.
     *
     * @param value the parameter's converted type
     */
    ToolClass.Completer read(VariableElement p, List<Found> found, JType value) {
        Found complete = Found.ours(found, "Complete");
        if (complete == null) {
            return value instanceof JType.EnumType e ? new ToolClass.Completer(null, false, false, e.wireNames()) : null;
        }
        String name = String.valueOf(complete.value(elements, "value").getValue());
        AnnotationValue at = complete.explicitValue("value");
        List<ExecutableElement> candidates = new ArrayList<>();
        for (Element e : elements.getAllMembers(owner)) {
            if (e.getKind() == ElementKind.METHOD && e.getSimpleName().contentEquals(name)) {
                candidates.add((ExecutableElement) e);
            }
        }
        if (candidates.isEmpty()) {
            reporter.error(Reporter.COMPLETE, p, complete.reportMirror(), at, "@Complete names " + name + ", but "
                    + owner.getSimpleName() + " has no method of that name: add one such as public List<String> "
                    + name + "(String value)");
            return null;
        }
        String problem = null;
        for (ExecutableElement m : candidates) {
            String why = shapeProblem(m);
            if (why == null) {
                if (!m.getModifiers().contains(Modifier.PUBLIC)) {
                    reporter.error(Reporter.COMPLETE, p, complete.reportMirror(), at, "Completion method "
                            + signature(m) + " is not public: make it public so that the generated " + generated
                            + " can call it");
                    return null;
                }
                boolean completion = types.isSameType(m.getReturnType(), completionType());
                return new ToolClass.Completer(m, m.getParameters().size() == 2, completion, List.of());
            }
            problem = problem == null ? why : problem;
        }
        reporter.error(Reporter.COMPLETE, p, complete.reportMirror(), at, problem);
        return null;
    }

    /** Reports a {@code @Complete} on a parameter that is not completed: {@code where} names it. */
    static void reportIgnored(Reporter reporter, VariableElement p, String where) {
        Found complete = Found.ours(Found.on(p), "Complete");
        if (complete != null) {
            reporter.error(Reporter.COMPLETE, p, complete.reportMirror(), "@Complete has no effect on " + where
                    + ": only prompt arguments and resource template variables are completed. Remove it");
        }
    }

    /** Why a method cannot complete, or {@code null} if it can. */
    private String shapeProblem(ExecutableElement m) {
        List<? extends VariableElement> params = m.getParameters();
        TypeMirror string = elements.getTypeElement("java.lang.String").asType();
        boolean shape = !params.isEmpty() && params.size() <= 2 && types.isAssignable(string, params.get(0).asType())
                && (params.size() == 1 || types.isAssignable(stringMap(), params.get(1).asType()));
        if (!shape) {
            return "Completion method " + signature(m) + " must take " + SHAPES;
        }
        TypeMirror result = m.getReturnType();
        TypeMirror completion = completionType();
        boolean fits = completion != null && types.isSameType(result, completion)
                || types.isAssignable(result, stringCollection());
        return fits ? null : "Completion method " + signature(m) + " returns " + JavaTypes.simple(result)
                + ", but must return " + RESULTS;
    }

    private TypeMirror completionType() {
        TypeElement c = elements.getTypeElement(COMPLETION);
        return c == null ? null : c.asType();
    }

    private DeclaredType stringCollection() {
        return types.getDeclaredType(elements.getTypeElement("java.util.Collection"),
                elements.getTypeElement("java.lang.String").asType());
    }

    private DeclaredType stringMap() {
        TypeMirror string = elements.getTypeElement("java.lang.String").asType();
        return types.getDeclaredType(elements.getTypeElement("java.util.Map"), string, string);
    }

    /** {@code genres(String, Map<String, String>)}, with simple type names. */
    static String signature(ExecutableElement m) {
        StringBuilder sb = new StringBuilder(m.getSimpleName()).append('(');
        for (int i = 0; i < m.getParameters().size(); i++) {
            sb.append(i == 0 ? "" : ", ")
                    .append(JavaTypes.simple(m.getParameters().get(i).asType()));
        }
        return sb.append(')').toString();
    }
}
