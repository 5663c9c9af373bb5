package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the {@code @McpPrompt} methods of a class: names, descriptions, arguments (converted from
 * text, optional when {@code Optional} or {@code @Nullable}), completion and result. Every mistake
 * is reported on the element at fault.
 */
final class PromptReader extends MemberReader<ToolClass.Prompt> {
    private static final String RETURNS = "return String (one user message), PromptMessage, List<PromptMessage> or "
            + "GetPromptResult";

    PromptReader(Elements elements, Types types, Reporter reporter, TextParams text, Completions completions,
                 String generated) {
        super(elements, types, reporter, text, completions, generated);
    }

    @Override
    ToolClass.Prompt member(ExecutableElement m, Map<String, ExecutableElement> taken) {
        String name = name(m, taken);
        ToolClass.Prompt prompt = prompt(m, name);
        return name == null ? null : prompt;
    }

    /** The prompt's name, or {@code null} after reporting it blank or taken. */
    private String name(ExecutableElement m, Map<String, ExecutableElement> taken) {
        AnnotationMirror prompt = Kind.PROMPT.on(m);
        AnnotationValue explicit = ToolReader.explicit(prompt, "name");
        String name = explicit == null ? "" : String.valueOf(explicit.getValue());
        if (explicit != null && name.isBlank()) {
            reporter.error(Reporter.PROMPT_NAME, m, prompt, explicit, "The prompt name is blank: give a name, or leave "
                    + "it out to use the method name in snake_case");
            return null;
        }
        if (name.isEmpty()) {
            name = Names.snakeCase(m.getSimpleName().toString());
        }
        ExecutableElement other = taken.putIfAbsent(name, m);
        if (other != null) {
            reporter.error(Reporter.PROMPT_NAME, m, explicit == null ? null : prompt, explicit, "The prompt name \""
                    + name + "\" is already used by " + Completions.signature(other) + " in "
                    + m.getEnclosingElement().getSimpleName() + ": give one of them another name with "
                    + "@McpPrompt(name = \"...\")");
            return null;
        }
        return name;
    }

    private ToolClass.Prompt prompt(ExecutableElement m, String name) {
        AnnotationMirror prompt = Kind.PROMPT.on(m);
        if (!m.getModifiers().contains(Modifier.PUBLIC)) {
            reporter.error(Reporter.PROMPT_ACCESS, m, "@McpPrompt method " + m.getSimpleName() + " is not public: make "
                    + "it public so that the generated " + generated + " can call it");
        }
        Javadoc doc = Javadoc.parse(elements.getDocComment(m));
        String shown = name != null ? "prompt '" + name + "'" : "method " + m.getSimpleName();
        List<ToolClass.TextParam> params = new ArrayList<>();
        boolean ok = true;
        for (VariableElement p : m.getParameters()) {
            ToolClass.TextParam param = param(p, doc, shown);
            ok &= param != null;
            params.add(param);
        }
        ToolClass.PromptResult result = result(m);
        List<String> scopes = ToolReader.scopes(reporter, m, prompt);
        if (!ok || result == null || scopes == null) {
            return null;
        }
        String description = ToolReader.string(elements, prompt, "description");
        String title = ToolReader.string(elements, prompt, "title");
        return new ToolClass.Prompt(m, name, title.isBlank() ? null : title,
                description.isBlank() ? doc.body() : description.strip(), List.copyOf(params), result, scopes);
    }

    /** @param prompt the prompt in messages: {@code prompt 'ask'} */
    private ToolClass.TextParam param(VariableElement p, Javadoc doc, String prompt) {
        TypeMirror type = p.asType();
        String javaName = p.getSimpleName().toString();
        List<Found> found = Found.on(p);
        ToolClass.Supplied supplied = TextParams.supplied(type);
        if (supplied == ToolClass.Supplied.CONTEXT) {
            text.checkSupplied(p, found, supplied, Reporter.PROMPT_ARGUMENT);
            return new ToolClass.TextParam(javaName, null, type, supplied, null, Slot.Wrapper.NONE, false, null, null);
        }
        String where = "argument '" + javaName + "' of " + prompt;
        boolean ok = true;
        for (Found f : found) {
            if (f.isOurs() && !f.simpleName().equals("Description") && !f.simpleName().equals("Complete")) {
                reporter.error(Reporter.PROMPT_ARGUMENT, p, f.reportMirror(), "@" + f.simpleName() + " has no effect on "
                        + where + ": prompts take their arguments as text, without a schema. "
                        + (f.simpleName().equals("DefaultValue")
                        ? "Make the parameter Optional and apply the default in the method" : "Remove it"));
                ok = false;
            }
        }
        TypeMirror optional = TextParams.optionalOf(type);
        TypeMirror inner = optional != null ? optional : type;
        Found nullable = Found.named(found, "Nullable");
        if (nullable != null && type.getKind().isPrimitive()) {
            reporter.error(Reporter.PROMPT_ARGUMENT, nullable.element(), nullable.reportMirror(), "@Nullable cannot apply "
                    + "to " + where + ", whose type " + type + " is never null. Use "
                    + types.boxedClass((PrimitiveType) type).getSimpleName() + " or an Optional to make it optional, "
                    + "or remove @Nullable");
            return null;
        }
        JType value = text.textType(p, inner, "Parameter '" + javaName + "'", Reporter.PROMPT_ACCESS);
        if (value == null) {
            reporter.error(Reporter.PROMPT_ARGUMENT, p, "The type " + JavaTypes.simple(type) + " of " + where
                    + " cannot be converted from text: use " + TextParams.TEXT_TYPES + ", or an Optional of one");
            return null;
        }
        ToolClass.Completer completer = completions.read(p, found, value);
        if (!ok || Found.ours(found, "Complete") != null && completer == null) {
            return null;
        }
        boolean required = optional == null && nullable == null;
        return new ToolClass.TextParam(javaName, javaName, type, supplied, value,
                optional != null ? Slot.Wrapper.OPTIONAL : Slot.Wrapper.NONE, required,
                TypeMapper.description(found, doc.params().get(javaName)), completer);
    }

    private ToolClass.PromptResult result(ExecutableElement m) {
        TypeMirror type = m.getReturnType();
        if (type.getKind() == TypeKind.ERROR) {
            throw new TypeMapper.MissingType(type.toString());
        }
        if (type.getKind() == TypeKind.DECLARED) {
            String name = JavaTypes.qualifiedName((DeclaredType) type);
            switch (name) {
                case "java.lang.String":
                    return ToolClass.PromptResult.TEXT;
                case "dev.mcpj.core.prompt.PromptMessage":
                    return ToolClass.PromptResult.MESSAGE;
                case "dev.mcpj.core.prompt.GetPromptResult":
                    return ToolClass.PromptResult.RESULT;
                case "java.util.List":
                    List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
                    TypeMirror item = args.size() == 1 ? args.get(0) : null;
                    if (item instanceof WildcardType w) {
                        item = w.getExtendsBound();
                    }
                    if (item != null && item.getKind() == TypeKind.DECLARED
                            && JavaTypes.qualifiedName((DeclaredType) item).equals("dev.mcpj.core.prompt.PromptMessage")) {
                        return ToolClass.PromptResult.MESSAGES;
                    }
                    break;
                default:
                    break;
            }
        }
        reporter.error(Reporter.PROMPT_RETURN, m, "@McpPrompt method " + m.getSimpleName() + " returns "
                + JavaTypes.simple(type) + ": " + RETURNS);
        return null;
    }
}
