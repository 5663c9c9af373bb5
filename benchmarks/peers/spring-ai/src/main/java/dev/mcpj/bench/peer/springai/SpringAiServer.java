package dev.mcpj.bench.peer.springai;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.web.server.context.WebServerInitializedEvent;
import org.springframework.context.event.EventListener;

/**
 * Spring AI's MCP server (the WebMVC starter, with its defaults) serving the benchmark tools from
 * an annotated bean ({@link BenchTools}). The first argument picks the transport:
 * <ul>
 *   <li>{@code stdio}: Spring AI's stdio mode ({@code spring.ai.mcp.server.stdio=true}, no web server);
 *   <li>{@code streamable PORT}: Streamable HTTP with sessions ({@code protocol=STREAMABLE});
 *   <li>{@code stateless PORT}: Streamable HTTP without sessions ({@code protocol=STATELESS}).
 * </ul>
 * Over HTTP it serves {@code /mcp} on 127.0.0.1 and prints {@code READY <url>} once it listens.
 */
@SpringBootApplication
public class SpringAiServer {

    public static void main(String[] args) {
        String[] properties = switch (args[0]) {
            case "stdio" -> new String[] {"--spring.ai.mcp.server.stdio=true", "--spring.main.web-application-type=none"};
            case "streamable" -> http("STREAMABLE", args[1]);
            case "stateless" -> http("STATELESS", args[1]);
            default -> throw new IllegalArgumentException("mode: stdio, streamable or stateless, not " + args[0]);
        };
        SpringApplication.run(SpringAiServer.class, properties);
    }

    private static String[] http(String protocol, String port) {
        return new String[] {"--spring.ai.mcp.server.protocol=" + protocol, "--server.port=" + port,
            "--server.address=127.0.0.1"};
    }

    /** Tells the benchmark script where the server listens. */
    @EventListener
    public void ready(WebServerInitializedEvent event) {
        System.out.println("READY http://127.0.0.1:" + event.getWebServer().getPort() + "/mcp");
        System.out.flush();
    }
}
