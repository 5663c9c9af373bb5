package dev.mcpj.annotations.processor;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * Writes the prompts and resources of a {@link ToolClass} into the generated class: one
 * definition constant each, their registration, one invoker each that converts the text arguments
 * or variables and calls the method directly, and the helpers those need.
 */
final class MembersWriter {
    private static final String CONTEXT = "dev.mcpj.server.RequestContext";
    private static final String REQUEST = "dev.mcpj.server.ResourceRequest";
    private static final String CONTENTS = "java.util.List<dev.mcpj.core.content.ResourceContents>";
    private static final String PROMPT_RESULT = "dev.mcpj.core.prompt.GetPromptResult";

    private final ToolClass model;
    private final String target;
    private final Map<Object, String> constants = new LinkedHashMap<>();
    private final Map<Object, String> invokers = new LinkedHashMap<>();
    private final Set<String> helpers = new LinkedHashSet<>();
    private final Map<String, JType.EnumType> enumHelpers = new LinkedHashMap<>();

    /**
     * @param target the type of the target parameter, {@code dev.example.Bookshop}
     * @param taken  the names used in the generated class so far; the new ones are added
     */
    MembersWriter(ToolClass model, String target, Set<String> taken) {
        this.model = model;
        this.target = target;
        for (ToolClass.Resource r : model.resources()) {
            constants.put(r, ToolsWriter.unique((r.template() ? "TEMPLATE_" : "RESOURCE_")
                    + Names.constantName(r.name()), taken));
            invokers.put(r, ToolsWriter.unique("read_" + r.method().getSimpleName(), taken));
        }
        for (ToolClass.Prompt p : model.prompts()) {
            constants.put(p, ToolsWriter.unique("PROMPT_" + Names.constantName(p.name()), taken));
            invokers.put(p, ToolsWriter.unique("prompt_" + p.method().getSimpleName(), taken));
        }
    }

    /** The definition constants. */
    void constants(StringBuilder out) {
        for (ToolClass.Resource r : model.resources()) {
            String type = r.template() ? "dev.mcpj.core.resource.ResourceTemplate" : "dev.mcpj.core.resource.Resource";
            out.append("    private static final ").append(type).append(' ').append(constants.get(r)).append(" = ")
                    .append(type).append(".builder(").append(Names.literal(r.uri())).append(", ")
                    .append(Names.literal(r.name())).append(")\n");
            optional(out, "title", r.title());
            optional(out, "description", r.description());
            optional(out, "mimeType", r.mimeType());
            out.append("            .build();\n");
        }
        for (ToolClass.Prompt p : model.prompts()) {
            out.append("    private static final dev.mcpj.core.prompt.Prompt ").append(constants.get(p))
                    .append(" = dev.mcpj.core.prompt.Prompt.builder(").append(Names.literal(p.name())).append(")\n");
            optional(out, "title", p.title());
            optional(out, "description", p.description());
            for (ToolClass.TextParam a : p.params()) {
                if (a.supplied() == ToolClass.Supplied.NONE) {
                    out.append("            .argument(new dev.mcpj.core.prompt.PromptArgument(")
                            .append(Names.literal(a.name())).append(", null, ")
                            .append(a.description() == null ? "null" : Names.literal(a.description())).append(", ")
                            .append(a.required()).append("))\n");
                }
            }
            out.append("            .build();\n");
        }
    }

    private static void optional(StringBuilder out, String method, String value) {
        if (value != null) {
            out.append("            .").append(method).append('(').append(Names.literal(value)).append(")\n");
        }
    }

    /** The statements of {@code register} that register the prompts and resources. */
    void registration(StringBuilder out) {
        for (ToolClass.Resource r : model.resources()) {
            String handler = "(request, ctx) -> " + invokers.get(r) + "(" + targetArgument(r.method()) + "request, ctx)";
            out.append(r.template() ? "        server.registerResourceTemplate(dev.mcpj.server.ServerResourceTemplate"
                    : "        server.registerResource(dev.mcpj.server.ServerResource")
                    .append(".builder(").append(constants.get(r)).append(")\n                .handler(").append(handler)
                    .append(")\n");
            scopes(out, "                ", r.scopes());
            completions(out, r.params());
            out.append("                .build());\n");
        }
        for (ToolClass.Prompt p : model.prompts()) {
            out.append("        server.registerPrompt(dev.mcpj.server.ServerPrompt.builder(").append(constants.get(p))
                    .append(")\n                .handler((args, ctx) -> ").append(invokers.get(p)).append('(')
                    .append(targetArgument(p.method())).append("args, ctx))\n");
            scopes(out, "                ", p.scopes());
            completions(out, p.params());
            out.append("                .build());\n");
        }
    }

    /** A builder's {@code .scopes(...)} line, when there are scopes. */
    static void scopes(StringBuilder out, String indent, List<String> scopes) {
        if (scopes.isEmpty()) {
            return;
        }
        out.append(indent).append(".scopes(");
        for (int i = 0; i < scopes.size(); i++) {
            out.append(i == 0 ? "" : ", ").append(Names.literal(scopes.get(i)));
        }
        out.append(")\n");
    }

    private static String targetArgument(javax.lang.model.element.ExecutableElement m) {
        return ToolClass.isStatic(m) ? "" : "target, ";
    }

    private void completions(StringBuilder out, List<ToolClass.TextParam> params) {
        for (ToolClass.TextParam p : params) {
            ToolClass.Completer c = p.completer();
            if (c == null) {
                continue;
            }
            out.append("                .completion(").append(Names.literal(p.name())).append(", (value, context) -> ");
            if (c.method() == null) {
                out.append("dev.mcpj.server.Completion.matching(value, java.util.List.of(");
                for (int i = 0; i < c.constants().size(); i++) {
                    out.append(i == 0 ? "" : ", ").append(Names.literal(c.constants().get(i)));
                }
                out.append(")))\n");
                continue;
            }
            String owner = ((TypeElement) c.method().getEnclosingElement()).getQualifiedName().toString();
            String call = (ToolClass.isStatic(c.method()) ? owner : "target") + "." + c.method().getSimpleName()
                    + (c.withContext() ? "(value, context)" : "(value)");
            String helper = c.completion() ? "completion" : "suggestions";
            helpers.add(helper);
            out.append(helper).append('(').append(call).append("))\n");
        }
    }

    /** The invokers, each calling its method with converted values. */
    void invokers(StringBuilder out) {
        for (ToolClass.Resource r : model.resources()) {
            out.append("\n    private static ").append(CONTENTS).append(' ').append(invokers.get(r)).append('(')
                    .append(ToolClass.isStatic(r.method()) ? "" : target + " target, ").append(REQUEST)
                    .append(" request,\n            ").append(CONTEXT).append(" ctx) throws Exception {\n");
            String call = call(out, r.method(), r.params(), "notFound(request, e.getMessage())", "request.variable");
            helpers.add("notFound");
            String mime = r.mimeType() == null ? "null" : Names.literal(r.mimeType());
            String result = switch (r.result()) {
                case TEXT -> "textContents(request, " + mime + ", " + call + ")";
                case BLOB -> "blobContents(request, " + mime + ", " + call + ")";
                case CONTENTS -> "oneContents(request, " + call + ")";
                case CONTENTS_LIST -> "listContents(request, " + call + ")";
            };
            helpers.add(result.substring(0, result.indexOf('(')));
            out.append("        return ").append(result).append(";\n    }\n");
        }
        for (ToolClass.Prompt p : model.prompts()) {
            out.append("\n    private static ").append(PROMPT_RESULT).append(' ').append(invokers.get(p)).append('(')
                    .append(ToolClass.isStatic(p.method()) ? "" : target + " target, ")
                    .append("java.util.Map<String, String> args,\n            ").append(CONTEXT)
                    .append(" ctx) throws Exception {\n");
            String call = call(out, p.method(), p.params(), "invalidArgument(" + Names.literal(p.name())
                    + ", e.getMessage())", "args.get");
            String result = switch (p.result()) {
                case TEXT -> "userMessage(" + call + ")";
                case MESSAGE -> "oneMessage(" + call + ")";
                case MESSAGES -> "messages(" + call + ")";
                case RESULT -> null;
            };
            if (result != null) {
                helpers.add(result.substring(0, result.indexOf('(')));
            }
            out.append("        return ").append(result == null ? call : result).append(";\n    }\n");
        }
    }

    /**
     * Writes the conversions of an invoker's parameters and returns the call of its method. Values
     * that need parsing are parsed in a {@code try} whose failure throws {@code failure}.
     *
     * @param read how to read a value by name: {@code args.get} or {@code request.variable}
     */
    private String call(StringBuilder out, javax.lang.model.element.ExecutableElement m,
                        List<ToolClass.TextParam> params, String failure, String read) {
        StringBuilder parsed = new StringBuilder();
        StringBuilder call = new StringBuilder();
        call.append(ToolClass.isStatic(m) ? model.type().getQualifiedName().toString() : "target").append('.')
                .append(m.getSimpleName()).append('(');
        for (int i = 0; i < params.size(); i++) {
            ToolClass.TextParam p = params.get(i);
            call.append(i == 0 ? "" : ", ");
            if (p.supplied() != ToolClass.Supplied.NONE) {
                call.append(p.supplied() == ToolClass.Supplied.CONTEXT ? "ctx" : "request");
                continue;
            }
            String local = "arg_" + p.javaName();
            call.append(local);
            String name = Names.literal(p.name());
            String value = read + "(" + name + ")";
            String type = JavaTypes.source(p.type());
            boolean optional = p.wrapper() == Slot.Wrapper.OPTIONAL;
            if (isString(p.value())) {
                out.append("        ").append(type).append(' ').append(local).append(" = ")
                        .append(optional ? "java.util.Optional.ofNullable(" + value + ")" : value).append(";\n");
                continue;
            }
            String convert = convert(p.value(), name, value);
            String expression = p.required() ? convert : "args.containsKey(" + name + ") ? "
                    + (optional ? "java.util.Optional.of(" + convert + ") : java.util.Optional.empty()" : convert + " : null");
            out.append("        ").append(type).append(' ').append(local).append(";\n");
            parsed.append("            ").append(local).append(" = ").append(expression).append(";\n");
        }
        if (parsed.length() > 0) {
            out.append("        try {\n").append(parsed).append("        } catch (IllegalArgumentException e) {\n")
                    .append("            throw ").append(failure).append(";\n        }\n");
            helpers.add(failure.substring(0, failure.indexOf('(')));
        }
        return call.append(')').toString();
    }

    private static boolean isString(JType type) {
        return type instanceof JType.Scalar s && s.kind() == JType.ScalarKind.STRING;
    }

    /** The expression that converts the text {@code value} to {@code type}, or throws IllegalArgumentException. */
    private String convert(JType type, String name, String value) {
        if (type instanceof JType.EnumType e) {
            String simple = e.qualifiedName().substring(e.qualifiedName().lastIndexOf('.') + 1);
            String helper = "textEnum_" + simple;
            for (int i = 2; enumHelpers.containsKey(helper)
                    && !enumHelpers.get(helper).qualifiedName().equals(e.qualifiedName()); i++) {
                helper = "textEnum_" + simple + "_" + i;
            }
            enumHelpers.put(helper, e);
            return helper + "(" + name + ", " + value + ")";
        }
        if (type instanceof JType.Scalar s && (s.kind() == JType.ScalarKind.BOOLEAN || s.kind() == JType.ScalarKind.CHAR)) {
            String helper = s.kind() == JType.ScalarKind.BOOLEAN ? "booleanText" : "charText";
            helpers.add(helper);
            return helper + "(" + name + ", " + value + ")";
        }
        helpers.add("parseText");
        String[] parse = parser(type);
        return "parseText(" + name + ", " + value + ", (String text) -> " + parse[0] + ", " + Names.literal(parse[1]) + ")";
    }

    /** The expression that parses {@code text}, and what the text must be, for messages. */
    private static String[] parser(JType type) {
        if (type instanceof JType.Text t) {
            String name = t.qualifiedName();
            return switch (name) {
                case "java.util.UUID" -> new String[] {"java.util.UUID.fromString(text)", "a UUID such as "
                        + Defaults.example(name).replace("\"", "")};
                case "java.net.URI" -> new String[] {"java.net.URI.create(text)", "a URI"};
                default -> new String[] {name + ".parse(text)", "a " + name.substring(name.lastIndexOf('.') + 1)
                        + " in ISO-8601 form such as " + Defaults.example(name).replace("\"", "")};
            };
        }
        JType.ScalarKind kind = ((JType.Scalar) type).kind();
        return switch (kind) {
            case BYTE -> new String[] {"Byte.valueOf(text)", "an integer from -128 to 127"};
            case SHORT -> new String[] {"Short.valueOf(text)", "an integer from -32768 to 32767"};
            case INT -> new String[] {"Integer.valueOf(text)", "an integer from -2147483648 to 2147483647"};
            case LONG -> new String[] {"Long.valueOf(text)", "an integer from -9223372036854775808 to 9223372036854775807"};
            case BIG_INTEGER -> new String[] {"new java.math.BigInteger(text)", "an integer"};
            case FLOAT -> new String[] {"Float.valueOf(text)", "a number"};
            case DOUBLE -> new String[] {"Double.valueOf(text)", "a number"};
            case BIG_DECIMAL -> new String[] {"new java.math.BigDecimal(text)", "a number"};
            default -> throw new IllegalArgumentException("No parser for " + kind);
        };
    }

    /** The helpers the invokers and completions use. */
    void helpers(StringBuilder out) {
        enumHelpers.forEach((name, e) -> {
            out.append("\n    private static ").append(e.qualifiedName()).append(' ').append(name)
                    .append("(String name, String value) {\n        return switch (value) {\n");
            for (int i = 0; i < e.constants().size(); i++) {
                out.append("            case ").append(Names.literal(e.wireNames().get(i))).append(" -> ")
                        .append(e.qualifiedName()).append('.').append(e.constants().get(i)).append(";\n");
            }
            out.append("            default -> throw new IllegalArgumentException(\"'\" + name + \"' must be one of ")
                    .append(Names.literal(String.join(", ", e.wireNames())).replaceAll("^\"|\"$", ""))
                    .append(", not '\" + value + \"'\");\n        };\n    }\n");
        });
        helpers.forEach(h -> out.append(TextHelpers.source(h)));
    }
}
