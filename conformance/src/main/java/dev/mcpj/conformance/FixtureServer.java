package dev.mcpj.conformance;

import dev.mcpj.server.McpServer;
import dev.mcpj.skills.Skills;

/**
 * The server that the official MCP conformance suite ({@code @modelcontextprotocol/conformance})
 * tests: every tool, resource and prompt its server scenarios call, under the names and with the
 * texts of the suite's reference server ({@code everything-server.ts}). One instance serves both
 * protocol eras at once: 2025-11-25 sessions that begin with {@code initialize}, and stateless
 * 2026-07-28 requests that carry their metadata in {@code _meta}. It also offers two extensions:
 * a skills catalog and an MCP App ({@link FixtureApps}).
 *
 * {@snippet :
 * McpServer server = FixtureServer.create();
 * try (HttpMcpServer http = HttpMcpServer.builder(server).port(3000).start()) {
 *     http.awaitClosed();   // npx conformance server --url http://127.0.0.1:3000/mcp
 * }
 * }
 *
 * @see FixtureHttpServer
 * @see FixtureStdioServer
 */
public final class FixtureServer {
    /** The name the reference server gives itself. */
    public static final String NAME = "mcp-conformance-test-server";
    public static final String VERSION = "1.0.0";
    /** The guidance the fixture server gives the model. */
    public static final String INSTRUCTIONS = "Fixtures for the MCP conformance suite: every tool, resource and prompt its "
            + "server scenarios exercise.";

    private FixtureServer() {
    }

    /** A new server with every fixture registered. */
    public static McpServer create() {
        McpServer server = builder().build();
        register(server);
        return server;
    }

    /**
     * A builder with the fixture server's name, instructions and extensions (the skills catalog and
     * the App), for a server configured further elsewhere, such as one of several nodes behind a
     * load balancer; {@link #register} adds the rest once it is built.
     */
    public static McpServer.Builder builder() {
        return McpServer.builder(NAME, VERSION)
                .instructions(INSTRUCTIONS)
                .extension(skills().extension())
                .extension(FixtureApps.apps().extension());
    }

    /**
     * The skills the suite's {@code sep-2640-*} scenarios read: the catalog in
     * {@code fixture-skills} on the class path, with {@code resources/directory/read}. The first
     * skill listed ({@code data-analysis}) has subdirectories, which the directory scenario needs.
     */
    public static Skills skills() {
        return Skills.builder().classPath(FixtureServer.class.getClassLoader(), "fixture-skills").directoryRead(true)
                .build();
    }

    /**
     * Registers every fixture on a server built elsewhere, such as one configured to run as one
     * of several nodes behind a load balancer.
     */
    public static void register(McpServer server) {
        ContentTools.register(server);
        InteractiveTools.register(server);
        InputRequiredTools.register(server);
        TaskTools.register(server);
        DiagnosticTools.register(server);
        FixtureResources.register(server);
        FixturePrompts.register(server);
    }
}
