package dev.mcpj.bench.jmh;

import dev.mcpj.bench.NumberText;
import dev.mcpj.bench.Texts;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import tools.jackson.databind.json.JsonMapper;

/** The server, tools and request lines the benchmarks share: the same {@code add} and {@code echo} the load driver calls. */
final class Requests {
    static final String ADD_SCHEMA = """
            {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"]}""";
    static final String ECHO_SCHEMA = """
            {"type":"object","properties":{"text":{"type":"string"}},"required":["text"]}""";

    /** The 10 KiB text of the load driver's echo calls: quotes, backslashes, controls, CJK and an emoji. */
    static final String ECHO_TEXT = Texts.body(Texts.LOAD_BODY_CHARS);

    /**
     * Silences SLF4J's notice that it has no provider (so logs nothing), which would otherwise land
     * in the middle of JMH's first warm-up line.
     */
    static final String QUIET_SLF4J = "-Dslf4j.internal.verbosity=ERROR";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private Requests() {
    }

    /** A server with {@code add} (the sum as text) and {@code echo} (the text back), as in the examples' BenchServer. */
    static McpServer server() {
        return server(builder -> { });
    }

    /** The same server, built after {@code configure} set more on its builder (interceptors, say). */
    static McpServer server(java.util.function.Consumer<McpServer.Builder> configure) {
        McpServer.Builder builder = McpServer.builder("mcpj-jmh", "0.1.0");
        configure.accept(builder);
        McpServer server = builder.build();
        server.registerTool(ServerTool.builder("add").description("Add two numbers.").inputSchema(ADD_SCHEMA).handler((args, ctx) -> CallToolResult.text(NumberText.format(args.number("a") + args.number("b")))).build());
        server.registerTool(ServerTool.builder("echo").description("Return the text unchanged.").inputSchema(ECHO_SCHEMA).handler((args, ctx) -> CallToolResult.text(args.string("text"))).build());
        return server;
    }

    static String initialize(long id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"initialize\",\"params\":{\"protocolVersion\":"
                + "\"2025-11-25\",\"capabilities\":{},\"clientInfo\":{\"name\":\"mcpj-jmh\",\"version\":\"1.0\"}}}";
    }

    static String initialized() {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}";
    }

    /** {@code tools/call} of {@code add(1, 2)}; the answer's text is {@code 3}. */
    static String add(long id) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\","
                + "\"params\":{\"name\":\"add\",\"arguments\":{\"a\":1,\"b\":2}}}";
    }

    /** {@code tools/call} of {@code echo} with {@link #ECHO_TEXT}. */
    static String echo(long id) {
        return echo(id, ECHO_TEXT);
    }

    /** {@code tools/call} of {@code echo} with {@code text}. */
    static String echo(long id, String text) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\","
                + "\"params\":{\"name\":\"echo\",\"arguments\":{\"text\":" + JSON.writeValueAsString(text) + "}}}";
    }

    /**
     * A 10 KiB echo text by name: {@code mixed} ({@link #ECHO_TEXT}), {@code ascii} (plain prose),
     * or {@code asciiLines} (ASCII lines of about 60 characters with a quoted word in each).
     */
    static String echoText(String kind) {
        return switch (kind) {
            case "mixed" -> ECHO_TEXT;
            case "ascii" -> Texts.asciiBody(Texts.LOAD_BODY_CHARS);
            case "asciiLines" -> Texts.asciiBody(Texts.LOAD_BODY_CHARS).replace(". ", ".\n").replace("fox", "\"fox\"");
            default -> throw new IllegalArgumentException("unknown text: " + kind);
        };
    }
}
