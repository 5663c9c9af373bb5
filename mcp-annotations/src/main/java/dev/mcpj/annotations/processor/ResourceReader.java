package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads the {@code @McpResource} methods of a class: URIs and URI templates, the parameters bound
 * to template variables, completion, MIME types and results. Every mistake is reported on the
 * element at fault, a URI's on the annotation's {@code uri}.
 */
final class ResourceReader extends MemberReader<ToolClass.Resource> {
    static final String CONTENTS = "dev.mcpj.core.content.ResourceContents";
    private static final String RETURNS = "return String (text), byte[] (binary), ResourceContents or "
            + "List<ResourceContents>";
    /** {@code type/subtype}, with optional parameters, as RFC 6838 allows their names. */
    private static final Pattern MIME_TYPE = Pattern.compile(
            "[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*(\\s*;.*)?");

    ResourceReader(Elements elements, Types types, Reporter reporter, TextParams text, Completions completions,
                   String generated) {
        super(elements, types, reporter, text, completions, generated);
    }

    @Override
    ToolClass.Resource member(ExecutableElement m, Map<String, ExecutableElement> taken) {
        AnnotationMirror annotation = Kind.RESOURCE.on(m);
        AnnotationValue uriValue = ToolReader.explicit(annotation, "uri");
        String uri = ToolReader.string(elements, annotation, "uri");
        if (!m.getModifiers().contains(Modifier.PUBLIC)) {
            reporter.error(Reporter.RESOURCE_ACCESS, m, "@McpResource method " + m.getSimpleName() + " is not public: "
                    + "make it public so that the generated " + generated + " can call it");
        }
        List<String> variables;
        boolean ok = true;
        try {
            variables = UriTemplates.variables(uri);
        } catch (UriTemplates.Invalid e) {
            reporter.error(Reporter.RESOURCE_URI, m, annotation, uriValue, e.getMessage());
            variables = null;
            ok = false;
        }
        if (variables != null) {
            ExecutableElement other = taken.putIfAbsent(uri, m);
            if (other != null) {
                reporter.error(Reporter.RESOURCE_URI, m, annotation, uriValue, "The URI \"" + uri + "\" is already used "
                        + "by " + Completions.signature(other) + " in " + m.getEnclosingElement().getSimpleName()
                        + ": give one of them another URI");
                ok = false;
            }
        }
        String mimeType = ToolReader.string(elements, annotation, "mimeType").strip();
        if (!mimeType.isEmpty() && !MIME_TYPE.matcher(mimeType).matches()) {
            reporter.error(Reporter.RESOURCE_MIME_TYPE, m, annotation, ToolReader.explicit(annotation, "mimeType"),
                    "The MIME type \"" + mimeType + "\" is not of the form type/subtype: write it like text/markdown");
            ok = false;
        }
        List<ToolClass.TextParam> params = new ArrayList<>();
        boolean request = false;
        for (VariableElement p : m.getParameters()) {
            ToolClass.TextParam param = variables == null ? null : param(p, uri, variables);
            ok &= param != null;
            params.add(param);
            request |= param != null && param.supplied() == ToolClass.Supplied.REQUEST;
        }
        if (variables != null && !request) {
            for (String v : variables) {
                if (params.stream().noneMatch(p -> p != null && v.equals(p.name()))
                        && m.getParameters().stream().noneMatch(p -> p.getSimpleName().contentEquals(v))) {
                    reporter.error(Reporter.RESOURCE_VARIABLE, m, annotation, uriValue, "Variable {" + v + "} of \"" + uri
                            + "\" has no parameter: add a parameter named " + v + ", or a ResourceRequest parameter "
                            + "to read it from");
                    ok = false;
                }
            }
        }
        ToolClass.ResourceResult result = result(m);
        List<String> scopes = ToolReader.scopes(reporter, m, annotation);
        if (!ok || result == null || scopes == null) {
            return null;
        }
        String contentMimeType = !mimeType.isEmpty() ? mimeType
                : result == ToolClass.ResourceResult.TEXT ? "text/plain"
                : result == ToolClass.ResourceResult.BLOB ? "application/octet-stream" : null;
        String name = ToolReader.string(elements, annotation, "name");
        String title = ToolReader.string(elements, annotation, "title");
        String description = ToolReader.string(elements, annotation, "description");
        Javadoc doc = Javadoc.parse(elements.getDocComment(m));
        return new ToolClass.Resource(m, uri, variables, name.isBlank() ? Names.snakeCase(m.getSimpleName().toString())
                : name, title.isBlank() ? null : title, description.isBlank() ? doc.body() : description.strip(),
                contentMimeType, List.copyOf(params), result, scopes);
    }

    private ToolClass.TextParam param(VariableElement p, String uri, List<String> variables) {
        TypeMirror type = p.asType();
        String javaName = p.getSimpleName().toString();
        List<Found> found = Found.on(p);
        ToolClass.Supplied supplied = TextParams.supplied(type);
        if (supplied != ToolClass.Supplied.NONE) {
            text.checkSupplied(p, found, supplied, Reporter.RESOURCE_VARIABLE);
            return new ToolClass.TextParam(javaName, null, type, supplied, null, Slot.Wrapper.NONE, false, null, null);
        }
        if (!variables.contains(javaName)) {
            reporter.error(Reporter.RESOURCE_VARIABLE, p, "Parameter '" + javaName + "' matches no variable of \"" + uri
                    + "\"" + (variables.isEmpty() ? ", which has none" : " (" + String.join(", ", variables) + ")")
                    + ": a resource method takes template variables by name, a RequestContext and a ResourceRequest");
            return null;
        }
        String where = "template variable {" + javaName + "}";
        boolean ok = true;
        for (Found f : found) {
            if (f.isOurs() && !f.simpleName().equals("Complete") || f.simpleName().equals("Nullable")) {
                reporter.error(Reporter.RESOURCE_VARIABLE, f.element(), f.reportMirror(), "@" + f.simpleName()
                        + " has no effect on " + where + ": a variable always has a value, and no schema or "
                        + "description. Remove it");
                ok = false;
            }
        }
        JType value = TextParams.optionalOf(type) != null ? null
                : text.textType(p, type, "Parameter '" + javaName + "'", Reporter.RESOURCE_ACCESS);
        if (value == null) {
            reporter.error(Reporter.RESOURCE_VARIABLE, p, "The type " + JavaTypes.simple(type) + " of parameter '"
                    + javaName + "' cannot hold " + where + ": use " + TextParams.TEXT_TYPES);
            return null;
        }
        ToolClass.Completer completer = completions.read(p, found, value);
        if (!ok || Found.ours(found, "Complete") != null && completer == null) {
            return null;
        }
        return new ToolClass.TextParam(javaName, javaName, type, supplied, value, Slot.Wrapper.NONE, true, null,
                completer);
    }

    private ToolClass.ResourceResult result(ExecutableElement m) {
        TypeMirror type = m.getReturnType();
        if (type.getKind() == TypeKind.ERROR) {
            throw new TypeMapper.MissingType(type.toString());
        }
        if (type.getKind() == TypeKind.ARRAY && ((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
            return ToolClass.ResourceResult.BLOB;
        }
        TypeElement contents = elements.getTypeElement(CONTENTS);
        if (type.getKind() == TypeKind.DECLARED) {
            String name = JavaTypes.qualifiedName((DeclaredType) type);
            if (name.equals("java.lang.String")) {
                return ToolClass.ResourceResult.TEXT;
            }
            if (contents != null && types.isAssignable(type, contents.asType())) {
                return ToolClass.ResourceResult.CONTENTS;
            }
            List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
            if (name.equals("java.util.List") && args.size() == 1 && contents != null) {
                TypeMirror item = args.get(0) instanceof WildcardType w ? w.getExtendsBound() : args.get(0);
                if (item != null && types.isAssignable(item, contents.asType())) {
                    return ToolClass.ResourceResult.CONTENTS_LIST;
                }
            }
        }
        reporter.error(Reporter.RESOURCE_RETURN, m, "@McpResource method " + m.getSimpleName() + " returns "
                + JavaTypes.simple(type) + ": " + RETURNS);
        return null;
    }
}
