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
                                throw new InvalidArgument(name, "a single character", args.get(name));
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
                                throw new InvalidArgument(name, "an integer", args.get(name));
                            }
                        }
                    """;
            case "decimalArgument" -> """

                        private static java.math.BigDecimal decimalArgument(dev.mcpj.server.ToolArguments args, String name) {
                            tools.jackson.databind.JsonNode value = args.get(name);
                            if (value == null || !value.isNumber()) {
                                throw new InvalidArgument(name, "a number", value);
                            }
                            return value.decimalValue();
                        }
                    """;
            case "readClass" -> """

                        private static <T> T read(dev.mcpj.server.ToolArguments args, String name, Class<T> type) {
                            try {
                                return MAPPER.treeToValue(args.get(name), type);
                            } catch (tools.jackson.core.JacksonException | IllegalArgumentException e) {
                                throw unreadable(args, name, e);
                            }
                        }
                    """;
            case "readType" -> """

                        private static <T> T read(dev.mcpj.server.ToolArguments args, String name,
                                                  tools.jackson.core.type.TypeReference<T> type) {
                            try {
                                return MAPPER.treeToValue(args.get(name), type);
                            } catch (tools.jackson.core.JacksonException | IllegalArgumentException e) {
                                throw unreadable(args, name, e);
                            }
                        }
                    """;
            case "unreadable" -> """

                        /**
                         * The ToolException thrown while converting (by a constructor, say), or else what did not
                         * convert: where, what was expected and the value.
                         */
                        private static RuntimeException unreadable(dev.mcpj.server.ToolArguments args, String name,
                                                                   Exception e) {
                            for (Throwable t = e; t != null; t = t.getCause()) {
                                if (t instanceof dev.mcpj.server.ToolException toolException) {
                                    return toolException;
                                }
                            }
                            StringBuilder where = new StringBuilder(name);
                            tools.jackson.databind.JsonNode value = args.get(name);
                            if (e instanceof tools.jackson.core.JacksonException j) {
                                for (tools.jackson.core.JacksonException.Reference r : j.getPath()) {
                                    if (r.getPropertyName() != null) {
                                        where.append('.').append(r.getPropertyName());
                                        value = value == null ? null : value.get(r.getPropertyName());
                                    } else if (r.getIndex() >= 0) {
                                        where.append('[').append(r.getIndex()).append(']');
                                        value = value == null ? null : value.get(r.getIndex());
                                    }
                                }
                            }
                            Class<?> target = e instanceof tools.jackson.databind.exc.MismatchedInputException m
                                    ? m.getTargetType() : null;
                            return new InvalidArgument(where.toString(), expected(target), value);
                        }

                        /** What a value of {@code type} looks like in JSON, with an example. */
                        private static String expected(Class<?> type) {
                            if (type == null) {
                                return "a value of its declared type";
                            }
                            return switch (type.getName()) {
                                case "java.time.Instant", "java.time.OffsetDateTime", "java.time.ZonedDateTime" ->
                                        "a date-time with an offset, such as 2025-01-31T10:15:30Z";
                                case "java.time.LocalDateTime" -> "a date and time, such as 2025-01-31T10:15:30";
                                case "java.time.LocalDate" -> "a date, such as 2025-01-31";
                                case "java.time.LocalTime" -> "a time, such as 10:15:30";
                                case "java.time.OffsetTime" -> "a time with an offset, such as 10:15:30+01:00";
                                case "java.time.Duration" -> "a duration, such as PT15M";
                                case "java.time.Period" -> "a period, such as P1Y2M3D";
                                case "java.util.UUID" -> "a UUID, such as 123e4567-e89b-12d3-a456-426614174000";
                                case "java.net.URI" -> "a URI, such as https://example.com/a";
                                case "[B" -> "base64 text, such as AQID";
                                default -> type.isEnum() ? "one of the allowed values"
                                        : "a valid " + type.getSimpleName();
                            };
                        }
                    """;
            case "invalidArgument" -> """

                        /** An argument that does not convert to its Java type; the invoker names the tool. */
                        private static final class InvalidArgument extends RuntimeException {
                            private static final long serialVersionUID = 1L;

                            InvalidArgument(String where, String expected, tools.jackson.databind.JsonNode value) {
                                super(where + ": must be " + expected + (value == null || !value.isValueNode() ? ""
                                        : " (got " + shown(value.toString()) + ")"), null, false, false);
                            }

                            private static String shown(String json) {
                                return json.length() > 60 ? json.substring(0, 57) + "..." : json;
                            }
                        }
                    """;
            default -> throw new IllegalArgumentException("No helper " + name);
        };
    }

    /** The helpers that a helper calls. */
    static java.util.List<String> requires(String name) {
        return switch (name) {
            case "text", "scalar", "jsonText", "content", "contents" -> java.util.List.of("empty");
            case "bigIntegerArgument" -> java.util.List.of("decimalArgument", "invalidArgument");
            case "readClass", "readType" -> java.util.List.of("unreadable", "invalidArgument");
            case "intArgument", "shortArgument", "byteArgument", "charArgument", "decimalArgument", "unreadable" ->
                    java.util.List.of("invalidArgument");
            default -> java.util.List.of();
        };
    }

    private static String integer(String type, String box) {
        return """

                    private static %1$s %1$sArgument(dev.mcpj.server.ToolArguments args, String name) {
                        long value = args.integer(name);
                        if (value < %2$s.MIN_VALUE || value > %2$s.MAX_VALUE) {
                            throw new InvalidArgument(name, "an integer from " + %2$s.MIN_VALUE + " to "
                                    + %2$s.MAX_VALUE, args.get(name));
                        }
                        return (%1$s) value;
                    }
                """.formatted(type, box);
    }
}
