package ${package};

#if( $transport == "http" )
import dev.mcpj.transport.http.HttpMcpServer;
import java.io.IOException;
#end
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolParameter;
import dev.mcpj.transport.stdio.StdioTransport;

/** The server: its tools, and the transport it serves them over. */
public final class Server {
    private Server() {
    }

    /** The server with every tool registered; the tests use it as it is. */
    public static McpServer create() {
        McpServer server = McpServer.builder("${artifactId}", "${version}").build();
        // The annotated tools, through the class the annotation processor generated.
        GreetingsTools.register(server, new Greetings());
        // A tool registered in code: typed parameters make its input schema.
        server.registerTool(ServerTool.builder("add")
                .description("Add two numbers")
                .parameter(ToolParameter.number("a").description("The first addend"))
                .parameter(ToolParameter.number("b").description("The second addend"))
                .handler((args, ctx) -> CallToolResult.text(String.valueOf(args.number("a") + args.number("b"))))
                .build());
        return server;
    }

#if( $transport == "http" )
    /**
     * Serves over Streamable HTTP on port 8080 (or the port given as the first argument), or with
     * {@code --stdio} over standard input and output (the build's training run uses that).
     */
    public static void main(String[] args) throws InterruptedException, IOException {
        McpServer server = create();
        if (args.length > 0 && args[0].equals("--stdio")) {
            StdioTransport.serve(server);
            return;
        }
        int port = args.length > 0 ? Integer.parseInt(args[0]) : 8080;
        HttpMcpServer http = HttpMcpServer.builder(server).port(port).start();
        System.err.println("MCP endpoint: " + http.url());
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            http.close();
            server.close();
        }));
        http.awaitClosed();
    }
#else
    /** Serves over standard input and output until the client closes them. */
    public static void main(String[] args) throws InterruptedException {
        StdioTransport.serve(create());
    }
#end
}
