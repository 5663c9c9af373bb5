package dev.mcpj.annotations.processor;

/**
 * The private helper methods that generated classes may contain, each written only where used.
 * They read arguments that the server has already validated against the input schema, so their
 * checks only guard what a schema cannot say (the range of a Java {@code int}, for instance).
 */
final class Helpers {
    private Helpers() {
    }

    static String source(String name) {
        return switch (name) {
            case "empty" -> """

                        private static dev.mcpj.core.tool.CallToolResult empty() {
                            return dev.mcpj.core.tool.CallToolResult.of(java.util.List.of());
                        }
                    """;
            case "text" -> """

                        private static dev.mcpj.core.tool.CallToolResult text(String value) {
                            return value == null ? empty() : dev.mcpj.core.tool.CallToolResult.text(value);
                        }
                    """;
            case "scalar" -> """

                        private static dev.mcpj.core.tool.CallToolResult scalar(Object value) {
                            return value == null ? empty() : dev.mcpj.core.tool.CallToolResult.text(String.valueOf(value));
                        }
                    """;
            case "jsonText" -> """

                        private static dev.mcpj.core.tool.CallToolResult jsonText(Object value) {
                            return value == null ? empty()
                                    : dev.mcpj.core.tool.CallToolResult.text(MAPPER.valueToTree(value).asString());
                        }
                    """;
            case "content" -> """

                        private static dev.mcpj.core.tool.CallToolResult content(dev.mcpj.core.content.Content value) {
                            return value == null ? empty() : dev.mcpj.core.tool.CallToolResult.of(value);
                        }
                    """;
            case "contents" -> """

                        private static dev.mcpj.core.tool.CallToolResult contents(
                                java.util.List<? extends dev.mcpj.core.content.Content> value) {
                            return value == null ? empty() : dev.mcpj.core.tool.CallToolResult.of(value);
                        }
                    """;
            case "structured" -> """

                        private static dev.mcpj.core.tool.CallToolResult structured(Object value, boolean wrap) {
                            if (value == null) {
                                throw new IllegalStateException(
                                        "The tool method returned null, but its tool declares an outputSchema");
                            }
                            tools.jackson.databind.JsonNode node = MAPPER.valueToTree(value);
                            if (wrap) {
                                tools.jackson.databind.node.ObjectNode wrapper = MAPPER.createObjectNode();
                                wrapper.set("result", node);
                                node = wrapper;
                            }
                            return dev.mcpj.core.tool.CallToolResult.structured(node);
                        }
                    """;
            case "async" -> """

                        private static <T> java.util.concurrent.CompletionStage<dev.mcpj.core.tool.CallToolResult> async(
                                java.util.concurrent.CompletionStage<T> stage,
                                java.util.function.Function<? super T, dev.mcpj.core.tool.CallToolResult> convert) {
                            if (stage == null) {
                                return java.util.concurrent.CompletableFuture.failedFuture(new IllegalStateException(
                                        "The tool method returned null instead of a CompletionStage"));
                            }
                            java.util.concurrent.CompletableFuture<dev.mcpj.core.tool.CallToolResult> result =
                                    stage.thenApply(convert).toCompletableFuture();
                            result.whenComplete((value, error) -> {
                                if (result.isCancelled() && stage instanceof java.util.concurrent.Future<?> future) {
                                    future.cancel(true);
                                }
                            });
                            return result;
                        }
                    """;
            case "intArgument" -> integer("int", "Integer");
            case "shortArgument" -> integer("short", "Short");
            case "byteArgument" -> integer("byte", "Byte");
            case "charArgument" -> """

                        private static char charArgument(dev.mcpj.server.ToolArguments args, String name) {
                            String value = args.string(name);
                            if (value.length() != 1) {
                                throw new dev.mcpj.server.ToolException("Argument '" + name + "' must be a single character");
                            }
                            return value.charAt(0);
                        }
                    """;
            case "bigIntegerArgument" -> """

                        private static java.math.BigInteger bigIntegerArgument(dev.mcpj.server.ToolArguments args,
                                                                               String name) {
                            try {
                                return decimalArgument(args, name).toBigIntegerExact();
                            } catch (ArithmeticException e) {
                                throw new dev.mcpj.server.ToolException("Argument '" + name + "' must be an integer");
                            }
                        }
                    """;
            case "decimalArgument" -> """

                        private static java.math.BigDecimal decimalArgument(dev.mcpj.server.ToolArguments args, String name) {
                            tools.jackson.databind.JsonNode value = args.get(name);
                            if (value == null || !value.isNumber()) {
                                throw new dev.mcpj.server.ToolException("Argument '" + name + "' must be a number");
                            }
                            return value.decimalValue();
                        }
                    """;
            case "readClass" -> """

                        private static <T> T read(dev.mcpj.server.ToolArguments args, String name, Class<T> type) {
                            try {
                                return MAPPER.treeToValue(args.get(name), type);
                            } catch (tools.jackson.core.JacksonException | IllegalArgumentException e) {
                                throw unreadable(name, e);
                            }
                        }
                    """;
            case "readType" -> """

                        private static <T> T read(dev.mcpj.server.ToolArguments args, String name,
                                                  tools.jackson.core.type.TypeReference<T> type) {
                            try {
                                return MAPPER.treeToValue(args.get(name), type);
                            } catch (tools.jackson.core.JacksonException | IllegalArgumentException e) {
                                throw unreadable(name, e);
                            }
                        }
                    """;
            case "unreadable" -> """

                        /** The ToolException thrown while converting (by a constructor, say), or a generic one. */
                        private static dev.mcpj.server.ToolException unreadable(String name, Exception e) {
                            for (Throwable t = e; t != null; t = t.getCause()) {
                                if (t instanceof dev.mcpj.server.ToolException toolException) {
                                    return toolException;
                                }
                            }
                            return new dev.mcpj.server.ToolException(
                                    "Argument '" + name + "' could not be converted to its Java type");
                        }
                    """;
            default -> throw new IllegalArgumentException("No helper " + name);
        };
    }

    /** The helpers that a helper calls. */
    static java.util.List<String> requires(String name) {
        return switch (name) {
            case "text", "scalar", "jsonText", "content", "contents" -> java.util.List.of("empty");
            case "bigIntegerArgument" -> java.util.List.of("decimalArgument");
            case "readClass", "readType" -> java.util.List.of("unreadable");
            default -> java.util.List.of();
        };
    }

    private static String integer(String type, String box) {
        return """

                    private static %1$s %1$sArgument(dev.mcpj.server.ToolArguments args, String name) {
                        long value = args.integer(name);
                        if (value < %2$s.MIN_VALUE || value > %2$s.MAX_VALUE) {
                            throw new dev.mcpj.server.ToolException("Argument '" + name + "' must be between "
                                    + %2$s.MIN_VALUE + " and " + %2$s.MAX_VALUE + ", not " + value);
                        }
                        return (%1$s) value;
                    }
                """.formatted(type, box);
    }
}
