/**
 * Annotations that make plain Java methods MCP tools, resources and prompts, read at compile time
 * by the processor of this artifact. Annotate public methods with
 * {@link dev.mcpj.annotations.McpTool}, {@link dev.mcpj.annotations.McpResource} or
 * {@link dev.mcpj.annotations.McpPrompt}; for a class {@code Bookshop} the processor generates
 * {@code BookshopTools} in the same package, with
 *
 * <ul>
 *   <li>{@code static void register(McpServer server, Bookshop target)}: registers every tool,
 *       resource and prompt of the class, calling its methods on {@code target};</li>
 *   <li>{@code static List<ServerTool> tools(Bookshop target)}: the tools, to adjust (for example
 *       with a timeout) or to register selectively.</li>
 * </ul>
 *
 * When every method they call is {@code static}, they take no target. Resource template variables
 * and prompt arguments are text, converted to the parameters' types (strings, numbers, booleans,
 * enums, {@code UUID}, {@code URI}, {@code java.time} values); {@link dev.mcpj.annotations.Complete}
 * names the method that suggests their values.
 *
 * <h2>What the processor derives for tools</h2>
 * <ul>
 *   <li>Arguments: one per parameter, named as in the source, except a
 *       {@code dev.mcpj.server.RequestContext} parameter, which receives the call's context.
 *       A parameter is required unless it is an {@code Optional}, {@code OptionalInt},
 *       {@code OptionalLong} or {@code OptionalDouble}, is annotated {@code @Nullable} (any
 *       annotation of that simple name), or has a {@link dev.mcpj.annotations.DefaultValue}. An
 *       optional argument may be left out or sent as JSON {@code null}, both meaning absent (the
 *       default applies); its schema lists {@code "null"} among its types.</li>
 *   <li>Types: strings, booleans, numbers, {@code BigInteger}, {@code BigDecimal}, enums, lists,
 *       sets, arrays, {@code Map<String, T>}, records, beans, sealed interfaces of records,
 *       {@code java.time} values, {@code UUID} and {@code URI}.</li>
 *   <li>Constraints: {@link dev.mcpj.annotations.Range}, {@link dev.mcpj.annotations.Size},
 *       {@link dev.mcpj.annotations.Pattern}, {@link dev.mcpj.annotations.AllowedValues}, and the
 *       Jakarta Bean Validation constraints recognised by simple name ({@code @Min}, {@code @Max},
 *       {@code @Size}, {@code @Pattern}, {@code @NotBlank}, {@code @NotEmpty}, {@code @Positive},
 *       {@code @PositiveOrZero}, {@code @Negative}, {@code @NegativeOrZero}, {@code @Email},
 *       {@code @DecimalMin}, {@code @DecimalMax}), on a parameter or component or on a type
 *       argument ({@code List<@Size(max = 20) String>}). The server checks every call against the
 *       schema, formats included, before the method runs.</li>
 *   <li>Wire names: Jackson's {@code @JsonProperty} renames a parameter, a record component, a
 *       bean property or an enum constant, the same way Jackson reads and writes them.</li>
 * </ul>
 *
 * <h2>Tool results</h2>
 * A {@code String} or other scalar becomes a text block; {@code Content}, a list of
 * {@code Content} and {@code CallToolResult} pass through; {@code void} is an empty success. A
 * record, bean or map becomes {@code structuredContent}, with a derived {@code outputSchema} and
 * the same JSON as a text block; a list, set or array is wrapped as {@code {"result": [...]}},
 * because structured content is an object. A {@code CompletionStage<T>} makes the tool
 * asynchronous. Mistakes in any of this are compile errors on the offending element.
 */
@NullMarked
package dev.mcpj.annotations;

import org.jspecify.annotations.NullMarked;
