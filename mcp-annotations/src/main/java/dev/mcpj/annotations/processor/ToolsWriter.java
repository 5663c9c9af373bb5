package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * Writes the source of the class that registers a {@link ToolClass}'s tools, resources and prompts:
 * one {@code Tool} constant per tool, with its schemas as JSON text parsed once when the class
 * initializes; one invoker per tool that converts the arguments and calls the method directly; and
 * the few helpers those need. {@link MembersWriter} adds the resources and prompts. Names are fully
 * qualified, so nothing in the user's package can shadow them.
 */
final class ToolsWriter {
    private static final String RESULT = "dev.mcpj.core.tool.CallToolResult";
    private static final String ARGS = "dev.mcpj.server.ToolArguments";
    private static final String CONTEXT = "dev.mcpj.server.RequestContext";
    private static final String TOOL_EXCEPTION = "dev.mcpj.server.ToolException";
    private static final String STAGE = "java.util.concurrent.CompletionStage";
    /** Keeps every string constant well below the class file's 65,535-byte limit. */
    private static final int MAX_LITERAL_CHARS = 16_000;

    private final ToolClass model;
    private final String target;
    private final Set<String> helpers = new LinkedHashSet<>();
    private final Map<String, String> enumHelpers = new LinkedHashMap<>();
    private final Map<String, String> typeReferences = new LinkedHashMap<>();
    private final Map<String, JType.EnumType> enums = new LinkedHashMap<>();
    private boolean mapper;
    /** Whether the arguments read so far may fail to convert with an {@code InvalidArgument}. */
    private boolean converts;

    private ToolsWriter(ToolClass model) {
        this.model = model;
        this.target = JavaTypes.withWildcards(model.type());
    }

    static String write(ToolClass model) {
        return new ToolsWriter(model).source();
    }

    private String source() {
        List<ToolClass.Method> tools = model.tools();
        Map<ToolClass.Method, String> constants = new LinkedHashMap<>();
        Map<ToolClass.Method, String> invokers = new LinkedHashMap<>();
        Set<String> taken = new HashSet<>();
        for (ToolClass.Method t : tools) {
            constants.put(t, unique("TOOL_" + Names.constantName(t.name()), taken));
            invokers.put(t, unique("call_" + t.method().getSimpleName(), taken));
        }
        MembersWriter members = new MembersWriter(model, target, taken);
        StringBuilder body = new StringBuilder();
        for (ToolClass.Method t : tools) {
            invoker(body, t, invokers.get(t));
        }
        members.invokers(body);
        mapper |= !model.sealedTypes().isEmpty();

        StringBuilder out = new StringBuilder();
        if (!model.packageName().isEmpty()) {
            out.append("package ").append(model.packageName()).append(";\n\n");
        }
        String qualified = model.type().getQualifiedName().toString();
        List<String> groups = new ArrayList<>();
        group(groups, "tools", tools.stream().map(ToolClass.Method::name).toList());
        group(groups, "resources", model.resources().stream().map(ToolClass.Resource::uri).toList());
        group(groups, "prompts", model.prompts().stream().map(ToolClass.Prompt::name).toList());
        String summary = "The MCP " + kinds() + " of {@link " + qualified + "}, generated from its annotated methods "
                + "by the mcpj annotation processor: " + String.join("; ", groups) + ". Do not edit; change the methods "
                + "instead.";
        out.append("/**\n");
        for (String line : wrap(summary, 96)) {
            out.append(" * ").append(line).append('\n');
        }
        out.append(" */\n");
        out.append("public final class ").append(model.generatedName()).append(" {\n");
        for (ToolClass.Method t : tools) {
            toolConstant(out, t, constants.get(t));
        }
        members.constants(out);
        if (mapper) {
            mapperConstant(out);
        }
        typeReferences.forEach((type, name) -> out.append("    private static final tools.jackson.core.type.TypeReference<")
                .append(type).append("> ").append(name).append(" =\n            new tools.jackson.core.type.TypeReference<>() {\n")
                .append("            };\n"));
        out.append("\n    private ").append(model.generatedName()).append("() {\n    }\n\n");
        registration(out, constants, invokers, members);
        out.append(body);
        enumHelpers.forEach((qualifiedEnum, name) -> enumHelper(out, enums.get(qualifiedEnum), name));
        for (String h : List.copyOf(helpers)) {
            helpers.addAll(Helpers.requires(h));
        }
        helpers.forEach(h -> out.append(Helpers.source(h)));
        members.helpers(out);
        sealedTypes(out);
        out.append("}\n");
        return out.toString();
    }

    static String unique(String name, Set<String> taken) {
        String n = name;
        for (int i = 2; !taken.add(n); i++) {
            n = name + "_" + i;
        }
        return n;
    }

    private void toolConstant(StringBuilder out, ToolClass.Method t, String constant) {
        out.append("    private static final dev.mcpj.core.tool.Tool ").append(constant)
                .append(" = dev.mcpj.core.tool.Tool.builder(").append(Names.literal(t.name())).append(")\n");
        if (t.title() != null) {
            out.append("            .title(").append(literal(t.title())).append(")\n");
        }
        if (t.description() != null) {
            out.append("            .description(").append(literal(t.description())).append(")\n");
        }
        if (!t.hints().isEmpty()) {
            out.append("            .annotations(dev.mcpj.core.tool.ToolAnnotations.builder()");
            t.hints().forEach((hint, value) -> out.append('.').append(hint).append('(').append(value).append(')'));
            out.append(".build())\n");
        }
        out.append("            .inputSchema(").append(literal(t.inputSchema())).append(")\n");
        if (t.outputSchema() != null) {
            out.append("            .outputSchema(").append(literal(t.outputSchema())).append(")\n");
        }
        out.append("            .build();\n");
    }

    /** A string expression; long text is joined at run time, as one constant could not hold it. */
    private static String literal(String text) {
        if (text.length() <= MAX_LITERAL_CHARS) {
            return Names.literal(text);
        }
        StringBuilder sb = new StringBuilder("String.join(\"\"");
        for (int i = 0; i < text.length(); i += MAX_LITERAL_CHARS) {
            int end = Math.min(text.length(), i + MAX_LITERAL_CHARS);
            if (end < text.length() && Character.isHighSurrogate(text.charAt(end - 1))) {
                end--;
            }
            sb.append(",\n                    ").append(Names.literal(text.substring(i, end)));
            i = end - MAX_LITERAL_CHARS;
        }
        return sb.append(')').toString();
    }

    private void mapperConstant(StringBuilder out) {
        out.append("    private static final tools.jackson.databind.json.JsonMapper MAPPER = "
                + "dev.mcpj.server.JsonValues.mapper()");
        if (!model.sealedTypes().isEmpty()) {
            out.append("\n            .rebuild().annotationIntrospector(new SealedTypes()).build()");
        }
        out.append(";\n");
    }

    /** Lines of at most {@code width} characters, broken at spaces (a longer word stays whole). */
    private static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static void group(List<String> groups, String what, List<String> names) {
        if (!names.isEmpty()) {
            groups.add(what + " " + names.stream().map(n -> "{@code " + n.replace("*/", "*&#47;") + "}")
                    .collect(Collectors.joining(", ")));
        }
    }

    /** What the class registers: {@code tools}, {@code resources and prompts}, ... */
    private String kinds() {
        List<String> kinds = new ArrayList<>();
        if (!model.tools().isEmpty()) {
            kinds.add("tools");
        }
        if (!model.resources().isEmpty()) {
            kinds.add("resources");
        }
        if (!model.prompts().isEmpty()) {
            kinds.add("prompts");
        }
        int last = kinds.size() - 1;
        return last == 0 ? kinds.get(0) : String.join(", ", kinds.subList(0, last)) + " and " + kinds.get(last);
    }

    private void registration(StringBuilder out, Map<ToolClass.Method, String> constants,
                              Map<ToolClass.Method, String> invokers, MembersWriter members) {
        boolean withTarget = model.registerNeedsTarget();
        boolean toolsTarget = model.needsTarget();
        boolean hasTools = !model.tools().isEmpty();
        String targetParam = withTarget ? ", " + target + " target" : "";
        out.append("    /**\n     * Registers the ").append(kinds()).append(" with {@code server}")
                .append(withTarget ? ", calling their methods on {@code target}" : "").append(".\n     *\n")
                .append("     * @throws IllegalArgumentException if the server has one of the same name or URI already\n")
                .append("     */\n")
                .append("    public static void register(dev.mcpj.server.McpServer server").append(targetParam).append(") {\n")
                .append("        java.util.Objects.requireNonNull(server, \"server\");\n");
        if (withTarget) {
            out.append("        java.util.Objects.requireNonNull(target, \"target\");\n");
        }
        if (hasTools) {
            out.append("        for (dev.mcpj.server.ServerTool tool : tools(").append(toolsTarget ? "target" : "")
                    .append(")) {\n")
                    .append("            server.registerTool(tool);\n")
                    .append("        }\n");
        }
        members.registration(out);
        out.append("    }\n");
        if (!hasTools) {
            return;
        }
        withTarget = toolsTarget;
        out.append("\n    /** The tools, to adjust (for example with a timeout) or to register one by one. */\n")
                .append("    public static java.util.List<dev.mcpj.server.ServerTool> tools(")
                .append(withTarget ? target + " target" : "").append(") {\n");
        if (withTarget) {
            out.append("        java.util.Objects.requireNonNull(target, \"target\");\n");
        }
        out.append("        return java.util.List.of(");
        boolean first = true;
        for (ToolClass.Method t : model.tools()) {
            out.append(first ? "\n" : ",\n");
            first = false;
            out.append("                dev.mcpj.server.ServerTool.builder(").append(constants.get(t)).append(")\n")
                    .append("                        .").append(t.result().async() ? "asyncHandler" : "handler")
                    .append("((args, ctx) -> ").append(invokers.get(t))
                    .append(withTarget ? "(target, args, ctx))" : "(args, ctx))").append("\n");
            MembersWriter.scopes(out, "                        ", t.scopes());
            if (!t.appResource().isEmpty()) {
                out.append("                        .meta(dev.mcpj.server.apps.AppLink.to(")
                        .append(Names.literal(t.appResource())).append(")")
                        .append(t.appOnly() ? ".visibility(dev.mcpj.server.apps.AppLink.Visibility.APP)" : "")
                        .append(".meta())\n");
            }
            if (!t.taskSupport().equals("FORBIDDEN")) {
                out.append("                        .taskSupport(dev.mcpj.core.tool.TaskSupport.")
                        .append(t.taskSupport()).append(")\n");
            }
            out.append("                        .build()");
        }
        out.append(");\n    }\n");
    }

    private void invoker(StringBuilder out, ToolClass.Method t, String name) {
        boolean async = t.result().async();
        out.append("\n    private static ").append(async ? STAGE + "<" + RESULT + ">" : RESULT).append(' ').append(name)
                .append('(').append(model.needsTarget() ? target + " target, " : "").append(ARGS).append(" args, ")
                .append(CONTEXT).append(" ctx)").append(async ? "" : " throws Exception").append(" {\n");
        String indent = async ? "            " : "        ";
        if (async) {
            out.append("        try {\n");
        }
        StringBuilder call = new StringBuilder();
        boolean isStatic = t.method().getModifiers().contains(Modifier.STATIC);
        call.append(isStatic ? model.type().getQualifiedName().toString() : "target").append('.')
                .append(t.method().getSimpleName()).append('(');
        StringBuilder reads = new StringBuilder();
        converts = false;
        for (int i = 0; i < t.params().size(); i++) {
            ToolClass.Param p = t.params().get(i);
            call.append(i == 0 ? "" : ", ");
            if (p.context()) {
                call.append("ctx");
                continue;
            }
            String local = "arg_" + p.javaName();
            out.append(indent).append(JavaTypes.source(p.type())).append(' ').append(local).append(";\n");
            reads.append(indent).append("    ").append(local).append(" = ").append(argument(p)).append(";\n");
            call.append(local);
        }
        if (converts) {
            // A value the schema allows but Java does not (a 31st of February) is an invalid argument too.
            out.append(indent).append("try {\n").append(reads).append(indent).append("} catch (InvalidArgument e) {\n")
                    .append(indent).append("    throw new ").append(TOOL_EXCEPTION).append("(")
                    .append(Names.literal("Invalid arguments for tool '" + t.name() + "': "))
                    .append(" + e.getMessage());\n").append(indent).append("}\n");
            helpers.add("invalidArgument");
        } else {
            out.append(reads.toString().replace(indent + "    ", indent));
        }
        call.append(')');
        if (async) {
            out.append(indent).append("return async(").append(call).append(", value -> ")
                    .append(convert(t.result().kind(), "value")).append(");\n");
            out.append("        } catch (Exception e) {\n")
                    .append("            return java.util.concurrent.CompletableFuture.failedFuture(e);\n")
                    .append("        }\n");
            helpers.add("async");
        } else if (t.result().kind() == ToolClass.Kind.EMPTY) {
            out.append(indent).append(call).append(";\n").append(indent).append("return empty();\n");
            helpers.add("empty");
        } else {
            out.append(indent).append("return ").append(convert(t.result().kind(), call.toString())).append(";\n");
        }
        out.append("    }\n");
    }

    /** The expression that turns {@code value} into a result. */
    private String convert(ToolClass.Kind kind, String value) {
        String helper = switch (kind) {
            case EMPTY -> "empty";
            case TEXT -> "text";
            case SCALAR -> "scalar";
            case JSON_TEXT -> "jsonText";
            case CONTENT -> "content";
            case CONTENTS -> "contents";
            case RESULT -> null;
            case OBJECT, WRAPPED -> "structured";
        };
        if (helper == null) {
            return value;
        }
        helpers.add(helper);
        mapper |= kind == ToolClass.Kind.JSON_TEXT || helper.equals("structured");
        return switch (kind) {
            case EMPTY -> "empty()";
            case OBJECT -> "structured(" + value + ", false)";
            case WRAPPED -> "structured(" + value + ", true)";
            default -> helper + "(" + value + ")";
        };
    }

    /** The expression that reads a parameter's argument, defaults and wrappers applied. */
    private String argument(ToolClass.Param p) {
        String name = Names.literal(p.wireName());
        Slot slot = p.slot();
        TypeMirror inner = p.type();
        if (slot.wrapper() == Slot.Wrapper.OPTIONAL) {
            inner = ((DeclaredType) p.type()).getTypeArguments().get(0);
        }
        String read = read(slot.type(), inner, name);
        return switch (slot.wrapper()) {
            case NONE -> p.required() ? read
                    : "args.has(" + name + ") ? " + read + " : " + (p.defaultLiteral() != null ? p.defaultLiteral() : "null");
            default -> "args.has(" + name + ") ? " + slot.wrapper().qualifiedName + ".of(" + read + ") : "
                    + slot.wrapper().qualifiedName + ".empty()";
        };
    }

    private String read(JType type, TypeMirror javaType, String name) {
        if (type instanceof JType.Scalar s) {
            String helper = switch (s.kind()) {
                case STRING -> null;
                case BOOLEAN -> null;
                case LONG -> null;
                case DOUBLE -> null;
                case FLOAT -> null;
                case CHAR -> "charArgument";
                case BYTE -> "byteArgument";
                case SHORT -> "shortArgument";
                case INT -> "intArgument";
                case BIG_INTEGER -> "bigIntegerArgument";
                case BIG_DECIMAL -> "decimalArgument";
            };
            if (helper != null) {
                helpers.add(helper);
                converts = true;
                return helper + "(args, " + name + ")";
            }
            return switch (s.kind()) {
                case STRING -> "args.string(" + name + ")";
                case BOOLEAN -> "args.bool(" + name + ")";
                case LONG -> "args.integer(" + name + ")";
                case FLOAT -> "(float) args.number(" + name + ")";
                default -> "args.number(" + name + ")";
            };
        }
        converts = true;
        if (type instanceof JType.EnumType e) {
            enums.put(e.qualifiedName(), e);
            String helper = enumHelpers.computeIfAbsent(e.qualifiedName(), q -> unique("enum_"
                    + q.substring(q.lastIndexOf('.') + 1), new HashSet<>(enumHelpers.values())));
            return helper + "(args, " + name + ")";
        }
        mapper = true;
        if (isClassLiteral(javaType)) {
            helpers.add("readClass");
            return "read(args, " + name + ", " + JavaTypes.source(javaType) + ".class)";
        }
        String source = JavaTypes.source(javaType);
        String ref = typeReferences.computeIfAbsent(source, s -> "TYPE_" + typeReferences.size());
        helpers.add("readType");
        return "read(args, " + name + ", " + ref + ")";
    }

    private static boolean isClassLiteral(TypeMirror t) {
        if (t.getKind() == TypeKind.ARRAY) {
            return isClassLiteral(((ArrayType) t).getComponentType());
        }
        return t.getKind().isPrimitive()
                || t.getKind() == TypeKind.DECLARED && ((DeclaredType) t).getTypeArguments().isEmpty();
    }

    private static void enumHelper(StringBuilder out, JType.EnumType e, String name) {
        out.append("\n    private static ").append(e.qualifiedName()).append(' ').append(name).append('(').append(ARGS)
                .append(" args, String name) {\n        return switch (args.string(name)) {\n");
        for (int i = 0; i < e.constants().size(); i++) {
            out.append("            case ").append(Names.literal(e.wireNames().get(i))).append(" -> ")
                    .append(e.qualifiedName()).append('.').append(e.constants().get(i)).append(";\n");
        }
        out.append("            default -> throw new InvalidArgument(name, ")
                .append(Names.literal("one of " + String.join(", ", e.wireNames()))).append(", args.get(name));\n")
                .append("        };\n    }\n");
    }

    /**
     * The introspector that tells Jackson the records of each sealed interface apart by their
     * {@code type} property. Written as code rather than as a mix-in with {@code @JsonTypeInfo}, so
     * that the generated class carries no annotation that a processor would have to claim (a build
     * with {@code -Xlint:all -Werror} stays clean); it takes precedence over the user's annotations.
     */
    private void sealedTypes(StringBuilder out) {
        if (model.sealedTypes().isEmpty()) {
            return;
        }
        String info = "com.fasterxml.jackson.annotation.JsonTypeInfo";
        String named = "tools.jackson.databind.jsontype.NamedType";
        String introspect = "tools.jackson.databind.introspect.";
        String config = "tools.jackson.databind.cfg.MapperConfig<?> config";
        out.append("""

                    /** Tells Jackson the records of the sealed interfaces apart by their {@code type} property. */
                    private static final class SealedTypes extends %1$sJacksonAnnotationIntrospector {
                        private static final long serialVersionUID = 1L;
                        private static final %2$s.Value BY_TYPE = %2$s.Value.construct(%2$s.Id.NAME, %2$s.As.PROPERTY,
                                "type", null, false, null, null);
                        private static final java.util.Map<Class<?>, java.util.List<%3$s>> SUBTYPES = java.util.Map.ofEntries(
                """.formatted(introspect, info, named));
        java.util.Map<TypeElement, String> names = new LinkedHashMap<>();
        boolean first = true;
        for (Map.Entry<TypeElement, List<TypeElement>> e : model.sealedTypes().entrySet()) {
            out.append(first ? "" : ",\n").append("                java.util.Map.entry(")
                    .append(e.getKey().getQualifiedName()).append(".class, java.util.List.of(");
            first = false;
            boolean firstRecord = true;
            for (TypeElement r : e.getValue()) {
                String name = Names.literal(r.getSimpleName().toString());
                names.put(r, name);
                out.append(firstRecord ? "\n" : ",\n").append("                        new ").append(named).append('(')
                        .append(r.getQualifiedName()).append(".class, ").append(name).append(')');
                firstRecord = false;
            }
            out.append("))");
        }
        out.append(");\n        private static final java.util.Map<Class<?>, String> NAMES = java.util.Map.ofEntries(");
        first = true;
        for (Map.Entry<TypeElement, String> e : names.entrySet()) {
            out.append(first ? "\n" : ",\n").append("                java.util.Map.entry(")
                    .append(e.getKey().getQualifiedName()).append(".class, ").append(e.getValue()).append(')');
            first = false;
        }
        out.append("""
                );

                        @Override
                        public %2$s.Value findPolymorphicTypeInfo(%4$s, %1$sAnnotated a) {
                            return a instanceof %1$sAnnotatedClass c
                                    && (SUBTYPES.containsKey(c.getRawType()) || NAMES.containsKey(c.getRawType()))
                                    ? BY_TYPE : super.findPolymorphicTypeInfo(config, a);
                        }

                        @Override
                        public java.util.List<%3$s> findSubtypes(%4$s, %1$sAnnotated a) {
                            java.util.List<%3$s> subtypes = a instanceof %1$sAnnotatedClass c ? SUBTYPES.get(c.getRawType()) : null;
                            return subtypes != null ? subtypes : super.findSubtypes(config, a);
                        }

                        @Override
                        public String findTypeName(%4$s, %1$sAnnotatedClass c) {
                            String name = NAMES.get(c.getRawType());
                            return name != null ? name : super.findTypeName(config, c);
                        }
                    }
                """.formatted(introspect, info, named, config));
    }
}
