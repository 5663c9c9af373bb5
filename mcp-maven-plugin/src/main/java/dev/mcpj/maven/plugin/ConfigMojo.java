package dev.mcpj.maven.plugin;

import dev.mcpj.maven.plugin.internal.Client;
import dev.mcpj.maven.plugin.internal.ClientConfigs;
import java.nio.file.Files;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;

/**
 * Prints the entry that a client's MCP configuration needs for this server ({@code -Dclient=...}):
 * the launcher that {@code mcp:package} made, under the client's servers key.
 */
@Mojo(name = "config", threadSafe = true)
public class ConfigMojo extends ClientMojo {
    /** For Maven. */
    public ConfigMojo() {
    }

    /** Prints the entry on standard output. */
    @Override
    public void execute() throws MojoFailureException {
        Client c = client();
        if (!Files.isRegularFile(launcher())) {
            getLog().warn("No launcher at " + launcher() + " yet: run mvn package before using this entry");
        }
        // Standard output, not the log: the entry is the goal's result, to copy or to pipe.
        System.out.println(ClientConfigs.snippet(c, serverName, entry(c)));
    }
}
