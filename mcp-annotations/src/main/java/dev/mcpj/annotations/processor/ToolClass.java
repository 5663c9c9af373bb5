package dev.mcpj.annotations.processor;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * Everything the generator needs about one class with {@code @McpTool}, {@code @McpPrompt} and
 * {@code @McpResource} methods, checked.
 *
 * @param generatedName the simple name of the class to generate, {@code BookshopTools}
 * @param needsTarget   whether a tool is an instance method, so that {@code tools} takes an instance
 * @param sealedTypes   the sealed interfaces of records that Jackson must learn, with their records
 */
record ToolClass(TypeElement type, String packageName, String generatedName, boolean needsTarget,
                 List<Method> tools, Map<TypeElement, List<TypeElement>> sealedTypes, List<Prompt> prompts,
                 List<Resource> resources) {

    /** Whether registration needs an instance: a member or a completion method is not static. */
    boolean registerNeedsTarget() {
        if (needsTarget) {
            return true;
        }
        for (Prompt p : prompts) {
            if (!isStatic(p.method()) || anyInstance(p.params())) {
                return true;
            }
        }
        for (Resource r : resources) {
            if (!isStatic(r.method()) || anyInstance(r.params())) {
                return true;
            }
        }
        return false;
    }

    private static boolean anyInstance(List<TextParam> params) {
        for (TextParam p : params) {
            if (p.completer() != null && p.completer().method() != null && !isStatic(p.completer().method())) {
                return true;
            }
        }
        return false;
    }

    static boolean isStatic(ExecutableElement m) {
        return m.getModifiers().contains(javax.lang.model.element.Modifier.STATIC);
    }

    /**
     * One tool.
     *
     * @param hints        the declared hints by {@code ToolAnnotations.Builder} method name
     * @param outputSchema the output schema's JSON, or {@code null}
     * @param taskSupport  the name of the {@code Tasks} constant declared
     */
    record Method(ExecutableElement method, String name, String title, String description,
                  Map<String, Boolean> hints, List<Param> params, Result result, String inputSchema,
                  String outputSchema, List<String> scopes, String taskSupport, String appResource,
                  boolean appOnly) {
    }

    /**
     * A parameter: an argument, or the injected request context.
     *
     * @param wireName       the argument's name in JSON
     * @param slot           {@code null} for the request context
     * @param defaultLiteral the Java expression of its default, or {@code null}
     */
    record Param(String javaName, String wireName, TypeMirror type, boolean context, Slot slot, boolean required,
                 String defaultLiteral) {
    }

    /**
     * How a return value becomes a {@code CallToolResult}.
     *
     * @param async     whether the method returns a {@code CompletionStage} of the value
     * @param valueType the value's type (the stage's type argument when async)
     */
    record Result(Kind kind, boolean async, TypeMirror valueType) {
    }

    enum Kind {
        /** {@code void} or {@code Void}: an empty success. */
        EMPTY,
        /** {@code String}: one text block. */
        TEXT,
        /** A primitive, box, {@code BigInteger} or {@code BigDecimal}: its {@code String.valueOf}. */
        SCALAR,
        /** An enum, {@code UUID}, {@code URI} or {@code java.time} value: its JSON string. */
        JSON_TEXT,
        /** One content block. */
        CONTENT,
        /** A list of content blocks. */
        CONTENTS,
        /** A {@code CallToolResult}, as is. */
        RESULT,
        /** A record, bean, sealed interface or map: structured content. */
        OBJECT,
        /** A list, set or array: structured content as {@code {"result": [...]}}. */
        WRAPPED
    }

    /**
     * One prompt.
     *
     * @param description the description, or {@code null}
     */
    record Prompt(ExecutableElement method, String name, String title, String description, List<TextParam> params,
                  PromptResult result, List<String> scopes) {
    }

    /** How a prompt method's value becomes a {@code GetPromptResult}. */
    enum PromptResult {
        /** {@code String}: one user message. */
        TEXT,
        /** One {@code PromptMessage}. */
        MESSAGE,
        /** A list of {@code PromptMessage}. */
        MESSAGES,
        /** A {@code GetPromptResult}, as is. */
        RESULT
    }

    /**
     * One resource, or a resource template when {@code variables} is not empty.
     *
     * @param mimeType the MIME type of the definition and of {@code TEXT} or {@code BLOB} contents, or
     *                 {@code null}
     */
    record Resource(ExecutableElement method, String uri, List<String> variables, String name, String title,
                    String description, String mimeType, List<TextParam> params, ResourceResult result,
                    List<String> scopes) {

        boolean template() {
            return !variables.isEmpty();
        }
    }

    /** How a resource method's value becomes a list of {@code ResourceContents}. */
    enum ResourceResult {
        /** {@code String}: text contents. */
        TEXT,
        /** {@code byte[]}: binary contents. */
        BLOB,
        /** One {@code ResourceContents}. */
        CONTENTS,
        /** A list of {@code ResourceContents}. */
        CONTENTS_LIST
    }

    /**
     * A parameter of a prompt or resource method: an argument or template variable given as text,
     * or a value the server supplies.
     *
     * @param name        the argument's or variable's name
     * @param value       the converted type, or {@code null} for a supplied value
     * @param wrapper     {@code NONE} or {@code OPTIONAL}; a {@code @Nullable} parameter has {@code NONE}
     * @param description the argument's description, or {@code null}
     * @param completer   how to complete the value, or {@code null}
     */
    record TextParam(String javaName, String name, TypeMirror type, Supplied supplied, JType value,
                     Slot.Wrapper wrapper, boolean required, String description, Completer completer) {
    }

    /** A parameter the server supplies rather than the client. */
    enum Supplied {
        /** Not supplied: an argument or a variable. */
        NONE,
        /** The {@code RequestContext}. */
        CONTEXT,
        /** The {@code ResourceRequest}. */
        REQUEST
    }

    /**
     * A completion provider: a method of the class, or the constants of an enum.
     *
     * @param method      the {@code @Complete} method, or {@code null} for an enum's constants
     * @param withContext whether the method takes the other arguments too
     * @param completion  whether it returns a {@code Completion} rather than a collection
     * @param constants   the enum's wire names, when {@code method} is {@code null}
     */
    record Completer(ExecutableElement method, boolean withContext, boolean completion, List<String> constants) {
    }
}
