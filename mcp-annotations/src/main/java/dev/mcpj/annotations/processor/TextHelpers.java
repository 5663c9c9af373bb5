package dev.mcpj.annotations.processor;

/**
 * The private helper methods that generated prompt and resource code may contain, each written
 * only where used: conversions from text, the results of prompt and resource methods, completion,
 * and the protocol errors for text that does not convert.
 */
final class TextHelpers {
    private TextHelpers() {
    }

    static String source(String name) {
        return switch (name) {
            case "parseText" -> """

                        private static <T> T parseText(String name, String value, java.util.function.Function<String, T> parse,
                                                       String expected) {
                            try {
                                return parse.apply(value);
                            } catch (RuntimeException e) {
                                throw new IllegalArgumentException("'" + name + "' must be " + expected + ", not '" + value + "'");
                            }
                        }
                    """;
            case "booleanText" -> """

                        private static boolean booleanText(String name, String value) {
                            return switch (value) {
                                case "true" -> true;
                                case "false" -> false;
                                default -> throw new IllegalArgumentException(
                                        "'" + name + "' must be true or false, not '" + value + "'");
                            };
                        }
                    """;
            case "charText" -> """

                        private static char charText(String name, String value) {
                            if (value.length() != 1) {
                                throw new IllegalArgumentException(
                                        "'" + name + "' must be a single character, not '" + value + "'");
                            }
                            return value.charAt(0);
                        }
                    """;
            case "notFound" -> """

                        private static dev.mcpj.core.ResourceNotFoundException notFound(dev.mcpj.server.ResourceRequest request, String why) {
                            return new dev.mcpj.core.ResourceNotFoundException(request.uri(),
                                    "Resource not found: " + request.uri() + (why == null ? "" : " (" + why + ")"));
                        }
                    """;
            case "invalidArgument" -> """

                        private static dev.mcpj.core.InvalidParamsException invalidArgument(String prompt, String why) {
                            return new dev.mcpj.core.InvalidParamsException(
                                    "Invalid arguments for prompt '" + prompt + "': " + why);
                        }
                    """;
            case "textContents" -> """

                        private static java.util.List<dev.mcpj.core.content.ResourceContents> textContents(
                                dev.mcpj.server.ResourceRequest request, String mimeType, String value) {
                            if (value == null) {
                                throw notFound(request, null);
                            }
                            return java.util.List.of(dev.mcpj.core.content.ResourceContents.text(request.uri(), mimeType, value));
                        }
                    """;
            case "blobContents" -> """

                        private static java.util.List<dev.mcpj.core.content.ResourceContents> blobContents(
                                dev.mcpj.server.ResourceRequest request, String mimeType, byte[] value) {
                            if (value == null) {
                                throw notFound(request, null);
                            }
                            return java.util.List.of(dev.mcpj.core.content.ResourceContents.blob(request.uri(), mimeType, value));
                        }
                    """;
            case "oneContents" -> """

                        private static java.util.List<dev.mcpj.core.content.ResourceContents> oneContents(
                                dev.mcpj.server.ResourceRequest request, dev.mcpj.core.content.ResourceContents value) {
                            if (value == null) {
                                throw notFound(request, null);
                            }
                            return java.util.List.of(value);
                        }
                    """;
            case "listContents" -> """

                        private static java.util.List<dev.mcpj.core.content.ResourceContents> listContents(
                                dev.mcpj.server.ResourceRequest request,
                                java.util.List<? extends dev.mcpj.core.content.ResourceContents> value) {
                            if (value == null) {
                                throw notFound(request, null);
                            }
                            return java.util.List.copyOf(value);
                        }
                    """;
            case "userMessage" -> """

                        private static dev.mcpj.core.prompt.GetPromptResult userMessage(String value) {
                            if (value == null) {
                                throw new IllegalStateException("The prompt method returned null");
                            }
                            return dev.mcpj.core.prompt.GetPromptResult.of(dev.mcpj.core.prompt.PromptMessage.user(value));
                        }
                    """;
            case "oneMessage" -> """

                        private static dev.mcpj.core.prompt.GetPromptResult oneMessage(dev.mcpj.core.prompt.PromptMessage value) {
                            if (value == null) {
                                throw new IllegalStateException("The prompt method returned null");
                            }
                            return dev.mcpj.core.prompt.GetPromptResult.of(value);
                        }
                    """;
            case "messages" -> """

                        private static dev.mcpj.core.prompt.GetPromptResult messages(
                                java.util.List<? extends dev.mcpj.core.prompt.PromptMessage> value) {
                            if (value == null) {
                                throw new IllegalStateException("The prompt method returned null");
                            }
                            return new dev.mcpj.core.prompt.GetPromptResult(null, java.util.List.copyOf(value));
                        }
                    """;
            case "suggestions" -> """

                        private static dev.mcpj.server.Completion suggestions(java.util.Collection<String> values) {
                            if (values == null) {
                                return dev.mcpj.server.Completion.empty();
                            }
                            java.util.List<String> all = java.util.List.copyOf(values);
                            int max = dev.mcpj.server.Completion.MAX_VALUES;
                            return new dev.mcpj.server.Completion(all.size() > max ? all.subList(0, max) : all, all.size(),
                                    all.size() > max);
                        }
                    """;
            case "completion" -> """

                        private static dev.mcpj.server.Completion completion(dev.mcpj.server.Completion value) {
                            return value == null ? dev.mcpj.server.Completion.empty() : value;
                        }
                    """;
            default -> throw new IllegalArgumentException("No helper " + name);
        };
    }
}
