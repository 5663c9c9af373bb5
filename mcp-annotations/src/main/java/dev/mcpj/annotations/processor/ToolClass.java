package dev.mcpj.annotations.processor;

import java.util.List;
import java.util.Map;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * Everything the generator needs about one class with {@code @McpTool} methods, checked.
 *
 * @param generatedName the simple name of the class to generate, {@code BookshopTools}
 * @param needsTarget   whether a tool is an instance method, so that registration takes an instance
 * @param sealedTypes   the sealed interfaces of records that Jackson must learn, with their records
 */
record ToolClass(TypeElement type, String packageName, String generatedName, boolean needsTarget,
                 List<Method> tools, Map<TypeElement, List<TypeElement>> sealedTypes) {

    /**
     * One tool.
     *
     * @param hints        the declared hints by {@code ToolAnnotations.Builder} method name
     * @param outputSchema the output schema's JSON, or {@code null}
     */
    record Method(ExecutableElement method, String name, String title, String description,
                  Map<String, Boolean> hints, List<Param> params, Result result, String inputSchema,
                  String outputSchema) {
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
}
