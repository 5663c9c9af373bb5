package dev.mcpj.maven.plugin;

import dev.mcpj.maven.plugin.internal.Client;
import dev.mcpj.maven.plugin.internal.ConfigException;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Parameter;
import tools.jackson.databind.node.ObjectNode;

/** What {@code config} and {@code install} share: the client, the server's name and its entry. */
abstract class ClientMojo extends LauncherMojo {
    /** The client: {@code claude-desktop}, {@code claude-code}, {@code cursor} or {@code vscode}. */
    @Parameter(property = "client")
    String client;

    /** The server's name in the client's configuration. */
    @Parameter(property = "mcp.name", defaultValue = "${project.artifactId}", required = true)
    String serverName;

    Client client() throws MojoFailureException {
        try {
            return Client.named(client);
        } catch (ConfigException e) {
            throw new MojoFailureException(e.getMessage());
        }
    }

    /** The entry: the launcher's absolute path and nothing else. */
    ObjectNode entry(Client c) {
        return c.entry(launcher().toString(), List.of());
    }
}
