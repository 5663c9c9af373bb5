package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Validates a class with annotated methods and reads it into a {@link ToolClass}: the class itself,
 * the kind of each method, and the tools (names, descriptions, hints, arguments, results and
 * schemas); {@link PromptReader} and {@link ResourceReader} read the prompts and resources. Every
 * mistake is reported on the element at fault and reading goes on, so that one build shows them
 * all; the class is then not generated.
 */
final class ToolReader {
    private static final List<String> HINTS = List.of("readOnly", "destructive", "idempotent", "openWorld");

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final TypeMapper mapper;
    private final Map<TypeElement, List<TypeElement>> sealedTypes = new LinkedHashMap<>();
    private final Set<String> sourceTypes;

    /**
     * @param sourceTypes the qualified names of the top-level types compiled from source so far; a
     *                    class file of an earlier build is not in the way of a generated class
     */
    ToolReader(Elements elements, Types types, Reporter reporter, Set<String> sourceTypes) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.sourceTypes = sourceTypes;
        this.mapper = new TypeMapper(elements, types, new Constraints(elements, reporter), reporter);
    }

    /** The name of the class generated for {@code type}: {@code BookshopTools}, {@code Outer_InnerTools}. */
    static String generatedName(TypeElement type) {
        StringBuilder sb = new StringBuilder(type.getSimpleName());
        for (Element e = type.getEnclosingElement(); e instanceof TypeElement t; e = e.getEnclosingElement()) {
            sb.insert(0, t.getSimpleName() + "_");
        }
        return sb.append("Tools").toString();
    }

    static AnnotationMirror mcpTool(Element method) {
        return Kind.TOOL.on(method);
    }

    /**
     * Reads the class, or returns {@code null} after reporting why it cannot be generated.
     *
     * @throws TypeMapper.MissingType if a type it uses is not defined (yet)
     */
    ToolClass read(TypeElement type) {
        String generated = generatedName(type);
        Completions completions = new Completions(elements, types, reporter, type, generated);
        Map<Kind, List<ExecutableElement>> byKind = new EnumMap<>(Kind.class);
        for (Kind k : Kind.values()) {
            byKind.put(k, new ArrayList<>());
        }
        Kind first = null;
        for (Element e : type.getEnclosedElements()) {
            if (e.getKind() != ElementKind.METHOD) {
                continue;
            }
            ExecutableElement m = (ExecutableElement) e;
            List<Kind> kinds = Kind.of(m);
            if (kinds.isEmpty()) {
                for (VariableElement p : m.getParameters()) {
                    Completions.reportIgnored(reporter, p, "parameter '" + p.getSimpleName() + "' of "
                            + m.getSimpleName() + ", which is not an @McpPrompt or @McpResource method");
                }
                continue;
            }
            first = first == null ? kinds.get(0) : first;
            if (kinds.size() > 1) {
                reporter.error(Reporter.CONFLICT, m, kinds.get(1).on(m), "Method " + m.getSimpleName()
                        + " is annotated with both @" + kinds.get(0).annotation + " and @" + kinds.get(1).annotation
                        + ", but a method is one tool, one prompt or one resource: split it into two methods");
                continue;
            }
            byKind.get(kinds.get(0)).add(m);
        }
        if (first == null) {
            return null;
        }
        String pkg = elements.getPackageOf(type).getQualifiedName().toString();
        checkClass(type, generated, pkg, first);

        List<ExecutableElement> methods = byKind.get(Kind.TOOL);
        Map<ExecutableElement, String> names = names(methods);
        List<ToolClass.Method> tools = new ArrayList<>();
        boolean needsTarget = false;
        for (ExecutableElement m : methods) {
            ToolClass.Method tool = method(m, names.get(m));
            if (tool != null) {
                tools.add(tool);
                needsTarget |= !m.getModifiers().contains(Modifier.STATIC);
            }
        }
        TextParams text = new TextParams(mapper, reporter);
        List<ToolClass.Prompt> prompts = new PromptReader(elements, types, reporter, text, completions, generated)
                .read(byKind.get(Kind.PROMPT));
        List<ToolClass.Resource> resources = new ResourceReader(elements, types, reporter, text, completions, generated)
                .read(byKind.get(Kind.RESOURCE));
        if (reporter.pendingErrors() > 0 || tools.isEmpty() && prompts.isEmpty() && resources.isEmpty()) {
            return null;
        }
        return new ToolClass(type, pkg, generated, needsTarget, List.copyOf(tools),
                java.util.Collections.unmodifiableMap(new LinkedHashMap<>(sealedTypes)), List.copyOf(prompts),
                List.copyOf(resources));
    }

    private void checkClass(TypeElement type, String generated, String pkg, Kind kind) {
        String where = type.getSimpleName() + " declares @" + kind.annotation + " methods, but ";
        for (Element e = type; e instanceof TypeElement t; e = e.getEnclosingElement()) {
            String which = t == type ? where + "it" : where + "its enclosing " + t.getSimpleName();
            if (!t.getModifiers().contains(Modifier.PUBLIC)) {
                reporter.error(kind.tag("Access"), t, which + " is not public: make it public so that the generated "
                        + generated + " can use it");
                break;
            }
            if (t.getNestingKind() == NestingKind.MEMBER && t.getKind() == ElementKind.CLASS
                    && !t.getModifiers().contains(Modifier.STATIC)) {
                reporter.error(kind.tag("Access"), t, which + " is an inner class: make it static so that the "
                        + "generated " + generated + " can use it");
                break;
            }
        }
        if (elements.getTypeElement("dev.mcpj.server.McpServer") == null) {
            reporter.error(Reporter.GENERATION, type, "The generated " + generated + " registers " + kind.plural
                    + " with dev.mcpj.server.McpServer, which is not on the class path: add the dependency "
                    + "dev.mcpj:mcp-server");
        }
        String qualified = pkg.isEmpty() ? generated : pkg + "." + generated;
        if (sourceTypes.contains(qualified)) {
            reporter.error(Reporter.GENERATION, type, "The " + kind.plural + " of " + type.getSimpleName()
                    + " are generated as " + qualified + ", but a type of that name exists already: rename that type");
        }
    }

    /** Each method's tool name, reporting invalid and duplicate names. */
    private Map<ExecutableElement, String> names(List<ExecutableElement> methods) {
        Map<ExecutableElement, String> names = new HashMap<>();
        Map<String, ExecutableElement> taken = new HashMap<>();
        for (ExecutableElement m : methods) {
            AnnotationMirror tool = mcpTool(m);
            AnnotationValue explicit = explicit(tool, "name");
            String name = explicit != null ? String.valueOf(explicit.getValue()) : "";
            if (name.isEmpty()) {
                name = Names.snakeCase(m.getSimpleName().toString());
                if (!Names.isValidToolName(name)) {
                    reporter.error(Reporter.NAME, m, "The tool name \"" + name + "\" derived from method "
                            + m.getSimpleName() + " is not valid: name the tool with @McpTool(name = \"...\"), "
                            + "using 1 to 128 characters of A-Z, a-z, 0-9, '_', '.' and '-'");
                    continue;
                }
            } else if (!Names.isValidToolName(name)) {
                reporter.error(Reporter.NAME, m, tool, explicit, "The tool name \"" + name + "\" is not valid: use 1 "
                        + "to 128 characters of A-Z, a-z, 0-9, '_', '.' and '-'");
                continue;
            }
            ExecutableElement other = taken.putIfAbsent(name, m);
            if (other != null) {
                String message = "The tool name \"" + name + "\" is already used by " + signature(other) + " in "
                        + m.getEnclosingElement().getSimpleName() + ": give one of them another name with "
                        + "@McpTool(name = \"...\")";
                if (explicit != null) {
                    reporter.error(Reporter.NAME, m, tool, explicit, message);
                } else {
                    reporter.error(Reporter.NAME, m, message);
                }
                continue;
            }
            names.put(m, name);
        }
        return names;
    }

    private ToolClass.Method method(ExecutableElement m, String name) {
        AnnotationMirror tool = mcpTool(m);
        if (!m.getModifiers().contains(Modifier.PUBLIC)) {
            reporter.error(Reporter.ACCESS, m, "@McpTool method " + m.getSimpleName() + " is not public: make it public "
                    + "so that the generated " + generatedName((TypeElement) m.getEnclosingElement()) + " can call it");
        }
        if (!m.getTypeParameters().isEmpty()) {
            reporter.error(Reporter.GENERIC, m, "@McpTool method " + m.getSimpleName() + " declares type parameters <"
                    + m.getTypeParameters().stream().map(Object::toString).collect(java.util.stream.Collectors.joining(", "))
                    + ">, but a tool's schema is fixed at compile time: use concrete types");
        }
        Javadoc doc = Javadoc.parse(elements.getDocComment(m));
        List<ToolClass.Param> params = new ArrayList<>();
        List<SchemaWriter.Property> properties = new ArrayList<>();
        Map<String, VariableElement> wireNames = new HashMap<>();
        boolean ok = true;
        for (VariableElement p : m.getParameters()) {
            ToolClass.Param param = param(p, doc, properties);
            if (param == null) {
                ok = false;
                continue;
            }
            if (!param.context()) {
                VariableElement other = wireNames.putIfAbsent(param.wireName(), p);
                if (other != null) {
                    reporter.error(Reporter.NAME, p, "Parameter " + p.getSimpleName() + " is named '" + param.wireName()
                            + "' in JSON, like parameter " + other.getSimpleName() + ": give them different names");
                    ok = false;
                }
            }
            params.add(param);
        }
        Result result = result(m);
        List<String> scopes = scopes(reporter, m, tool);
        String appResource = string(tool, "appResource").strip();
        boolean appOnly = Boolean.parseBoolean(string(tool, "appOnly"));
        if (!appResource.isEmpty() && (!appResource.startsWith("ui://") || appResource.length() == "ui://".length()
                || appResource.chars().anyMatch(Character::isWhitespace))) {
            reporter.error(Reporter.APP_RESOURCE, m, tool, explicit(tool, "appResource"), "@McpTool appResource \""
                    + appResource + "\" is not a ui:// URI: an App resource's URI uses the ui:// scheme");
            ok = false;
        } else if (appResource.isEmpty() && appOnly) {
            reporter.error(Reporter.APP_RESOURCE, m, tool, explicit(tool, "appOnly"), "@McpTool appOnly needs "
                    + "appResource: only a tool linked to an App can be for the App only");
            ok = false;
        }
        if (!ok || result == null || name == null || scopes == null) {
            return null;
        }
        String description = string(tool, "description");
        description = description.isBlank() ? doc.body() : description.strip();
        String title = string(tool, "title");
        Map<String, Boolean> hints = new LinkedHashMap<>();
        for (String hint : HINTS) {
            String value = String.valueOf(value(tool, hint).getValue());
            if (!value.equals("UNSET")) {
                hints.put(hint, value.equals("TRUE"));
            }
        }
        String input = JsonText.write(SchemaWriter.input(properties));
        String output = result.output == null ? null : JsonText.write(result.output);
        return new ToolClass.Method(m, name, title.isBlank() ? null : title, description, hints,
                List.copyOf(params), result.result, input, output, scopes,
                String.valueOf(value(tool, "taskSupport").getValue()), appResource, appOnly);
    }

    private ToolClass.Param param(VariableElement p, Javadoc doc, List<SchemaWriter.Property> properties) {
        TypeMirror type = p.asType();
        String javaName = p.getSimpleName().toString();
        List<Found> found = Found.on(p);
        if (TextParams.supplied(type) == ToolClass.Supplied.CONTEXT) {
            for (Found f : found) {
                if (f.isOurs()) {
                    reporter.error(Reporter.CONSTRAINT, p, f.reportMirror(), "@" + f.simpleName() + " has no effect on "
                            + javaName + ": a RequestContext is supplied by the server, not an argument. Remove it");
                }
            }
            return new ToolClass.Param(javaName, null, type, true, null, false, null);
        }
        String wire = TypeMapper.wireName(found, javaName);
        String where = "parameter '" + wire + "'";
        Completions.reportIgnored(reporter, p, "tool argument '" + wire + "'");
        Slot slot;
        try {
            slot = mapper.slot(p, found, type, where);
        } catch (TypeMapper.Unsupported u) {
            reporter.error(u.tag, p, sentence(u.message("tool parameters"), where));
            return null;
        }
        collectSealed(slot.type());
        Found dv = Found.ours(found, "DefaultValue");
        Defaults.Value value = null;
        if (dv != null) {
            String text = String.valueOf(dv.value(elements, "value").getValue());
            if (slot.wrapper() != Slot.Wrapper.NONE) {
                reporter.error(Reporter.DEFAULT, p, dv.reportMirror(), "Parameter '" + wire + "' is "
                        + JavaTypes.erasure(type).replace("java.util.", "") + " and has a @DefaultValue, but with a "
                        + "default it is never absent: drop the Optional, or the default");
                return null;
            }
            if (slot.nullable()) {
                reporter.error(Reporter.DEFAULT, p, dv.reportMirror(), "Parameter '" + wire + "' is @Nullable and has "
                        + "a @DefaultValue, but with a default it is never null: drop @Nullable, or the default");
                return null;
            }
            try {
                value = Defaults.parse(text, slot.type(), where);
            } catch (Defaults.Invalid e) {
                reporter.error(Reporter.DEFAULT, p, dv.reportMirror(), dv.explicitValue("value"), e.getMessage());
                return null;
            }
            String violation = Defaults.violation(value.json(), slot.keywords());
            if (violation != null) {
                reporter.error(Reporter.DEFAULT, p, dv.reportMirror(), dv.explicitValue("value"), "Default \"" + text
                        + "\" of " + where + " " + violation + ": choose a default that its constraints allow");
                return null;
            }
        }
        boolean required = !slot.optional() && value == null;
        String description = TypeMapper.description(found, doc.params().get(javaName));
        properties.add(new SchemaWriter.Property(wire, slot, required, description, value == null ? null : value.json()));
        return new ToolClass.Param(javaName, wire, type, false, slot, required, value == null ? null : value.java());
    }

    /** A result kind with its output schema (or {@code null}). */
    private record Result(ToolClass.Result result, Map<String, Object> output) {
    }

    private Result result(ExecutableElement m) {
        TypeMirror type = m.getReturnType();
        boolean async = false;
        if (type.getKind() == TypeKind.DECLARED) {
            String name = JavaTypes.qualifiedName((DeclaredType) type);
            if (name.equals("java.util.concurrent.CompletionStage") || name.equals("java.util.concurrent.CompletableFuture")) {
                List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
                if (args.isEmpty() || args.get(0).getKind() == TypeKind.WILDCARD) {
                    reporter.error(Reporter.RETURN, m, "@McpTool method " + m.getSimpleName() + " returns "
                            + JavaTypes.source(type) + ": give the stage a concrete type argument, such as "
                            + "CompletionStage<String>");
                    return null;
                }
                type = args.get(0);
                async = true;
            }
        }
        if (type.getKind() == TypeKind.ERROR) {
            throw new TypeMapper.MissingType(type.toString());
        }
        ToolClass.Kind kind = simpleResult(type);
        if (kind != null) {
            return new Result(new ToolClass.Result(kind, async, type), null);
        }
        if (type.getKind() == TypeKind.DECLARED
                && JavaTypes.qualifiedName((DeclaredType) type).startsWith("java.util.Optional")) {
            reporter.error(Reporter.RETURN, m, "@McpTool method " + m.getSimpleName() + " returns "
                    + JavaTypes.source(type) + ", but a structured result must always be there: return a record "
                    + "with an Optional component, or a CallToolResult");
            return null;
        }
        JType mapped;
        try {
            mapped = mapper.map(type, "the return type");
        } catch (TypeMapper.Unsupported u) {
            reporter.error(u.tag.equals(Reporter.TYPE) ? Reporter.RETURN : u.tag, m,
                    sentence(u.message("tool results"), "the return type") + ". Or return String, Content, List<Content> or "
                            + "CallToolResult");
            return null;
        }
        collectSealed(mapped);
        if (mapped instanceof JType.EnumType || mapped instanceof JType.Text || mapped instanceof JType.Bytes) {
            return new Result(new ToolClass.Result(ToolClass.Kind.JSON_TEXT, async, type), null);
        }
        if (mapped instanceof JType.ArrayType) {
            return new Result(new ToolClass.Result(ToolClass.Kind.WRAPPED, async, type), SchemaWriter.output(mapped, true));
        }
        return new Result(new ToolClass.Result(ToolClass.Kind.OBJECT, async, type), SchemaWriter.output(mapped, false));
    }

    /** The results that need no schema, or {@code null}. */
    private ToolClass.Kind simpleResult(TypeMirror type) {
        if (type.getKind() == TypeKind.VOID) {
            return ToolClass.Kind.EMPTY;
        }
        if (type.getKind().isPrimitive()) {
            return ToolClass.Kind.SCALAR;
        }
        if (type.getKind() != TypeKind.DECLARED) {
            return null;
        }
        String name = JavaTypes.qualifiedName((DeclaredType) type);
        switch (name) {
            case "java.lang.Void":
                return ToolClass.Kind.EMPTY;
            case "java.lang.String":
                return ToolClass.Kind.TEXT;
            case "java.lang.Boolean", "java.lang.Character", "java.lang.Byte", "java.lang.Short", "java.lang.Integer",
                 "java.lang.Long", "java.lang.Float", "java.lang.Double", "java.math.BigInteger", "java.math.BigDecimal":
                return ToolClass.Kind.SCALAR;
            case "dev.mcpj.core.tool.CallToolResult":
                return ToolClass.Kind.RESULT;
            default:
                break;
        }
        TypeElement content = elements.getTypeElement("dev.mcpj.core.content.Content");
        if (content == null) {
            return null;
        }
        if (types.isAssignable(type, content.asType())) {
            return ToolClass.Kind.CONTENT;
        }
        List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
        if (name.equals("java.util.List") && args.size() == 1) {
            TypeMirror item = args.get(0);
            if (item instanceof WildcardType w && w.getExtendsBound() != null) {
                item = w.getExtendsBound();
            }
            if (types.isAssignable(item, content.asType())) {
                return ToolClass.Kind.CONTENTS;
            }
        }
        return null;
    }

    /** Notes the sealed interfaces reachable from {@code type}, for their Jackson mix-ins. */
    private void collectSealed(JType type) {
        collectSealed(type, new java.util.HashSet<>());
    }

    private void collectSealed(JType type, java.util.Set<Def> seen) {
        if (type instanceof JType.ArrayType a) {
            collectSealed(a.items(), seen);
        } else if (type instanceof JType.MapType mt) {
            collectSealed(mt.values(), seen);
        } else if (type instanceof JType.Ref r && seen.add(r.def())) {
            Def d = r.def();
            if (d.sealed) {
                sealedTypes.computeIfAbsent(d.element, this::permitted);
            }
            for (TypeElement parent : d.sealedParents) {
                sealedTypes.computeIfAbsent(parent, this::permitted);
            }
            d.props.forEach(p -> collectSealed(p.type(), seen));
            d.variants.forEach(v -> collectSealed(new JType.Ref(v), seen));
        }
    }

    private List<TypeElement> permitted(TypeElement sealed) {
        List<TypeElement> records = new ArrayList<>();
        for (TypeMirror p : sealed.getPermittedSubclasses()) {
            records.add((TypeElement) types.asElement(p));
        }
        return List.copyOf(records);
    }

    /** A message about {@code where}, starting with a capital; nested places are named after it. */
    private static String sentence(String message, String where) {
        String text = message.startsWith(where) ? message : where + ", at " + message;
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String signature(ExecutableElement m) {
        StringBuilder sb = new StringBuilder(m.getSimpleName()).append('(');
        for (int i = 0; i < m.getParameters().size(); i++) {
            sb.append(i == 0 ? "" : ", ").append(types(m.getParameters().get(i).asType()));
        }
        return sb.append(')').toString();
    }

    private static String types(TypeMirror t) {
        String s = JavaTypes.source(t);
        return s.replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
    }

    private AnnotationValue value(AnnotationMirror mirror, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue();
            }
        }
        throw new IllegalStateException("@McpTool has no element " + name);
    }

    private String string(AnnotationMirror mirror, String name) {
        return string(elements, mirror, name);
    }

    /** The value of an annotation's element, its default included, as a string. */
    static String string(Elements elements, AnnotationMirror mirror, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e
                : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return String.valueOf(e.getValue().getValue());
            }
        }
        throw new IllegalStateException("@" + mirror.getAnnotationType() + " has no element " + name);
    }

    /**
     * The {@code scopes} element of an annotation, or {@code null} after reporting one that is not
     * an RFC 6749 scope token ({@code 1*( %x21 / %x23-5B / %x5D-7E )}).
     */
    static List<String> scopes(Reporter reporter, Element at, AnnotationMirror mirror) {
        List<String> scopes = new ArrayList<>();
        boolean ok = true;
        AnnotationValue written = explicit(mirror, "scopes");
        if (written != null && written.getValue() instanceof List<?> values) {
            for (Object value : values) {
                AnnotationValue v = (AnnotationValue) value;
                String scope = String.valueOf(v.getValue());
                if (!isScopeToken(scope)) {
                    reporter.error(Reporter.SCOPE, at, mirror, v, "Scope \"" + scope + "\" is not an OAuth scope token: "
                            + "use printable ASCII without spaces, quotes or backslashes");
                    ok = false;
                } else if (!scopes.contains(scope)) {
                    scopes.add(scope);
                }
            }
        }
        return ok ? List.copyOf(scopes) : null;
    }

    /**
     * Whether {@code scope} is an RFC 6749 scope token. The rule is the server's
     * ({@code dev.mcpj.core.ScopeTokens}), written out here because the processor has no
     * dependencies of its own; a test holds the two to the same answer for every character.
     */
    static boolean isScopeToken(String scope) {
        return !scope.isEmpty() && scope.chars().allMatch(c -> c == 0x21 || (c >= 0x23 && c <= 0x5B)
                || (c >= 0x5D && c <= 0x7E));
    }

    /** The value of an annotation's element if written out, which a diagnostic can point at; else {@code null}. */
    static AnnotationValue explicit(AnnotationMirror mirror, String name) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> e : mirror.getElementValues().entrySet()) {
            if (e.getKey().getSimpleName().contentEquals(name)) {
                return e.getValue();
            }
        }
        return null;
    }
}
