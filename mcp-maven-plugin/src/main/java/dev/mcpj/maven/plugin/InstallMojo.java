package dev.mcpj.maven.plugin;

import dev.mcpj.maven.plugin.internal.Client;
import dev.mcpj.maven.plugin.internal.ClientConfigs;
import dev.mcpj.maven.plugin.internal.ConfigException;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Adds this server to a client's MCP configuration file ({@code -Dclient=...}): the file at the
 * client's standard place for the user, or {@code -Dmcp.config=<file>}. Every other entry is kept,
 * the previous file is kept as {@code <file>.bak}; a file that is not valid JSON is refused and left
 * as it is, and so is an entry of the same name unless {@code -Dmcp.force=true}.
 */
@Mojo(name = "install", threadSafe = true)
public class InstallMojo extends ClientMojo {
    /** The configuration file to change, instead of the client's standard one. */
    @Parameter(property = "mcp.config")
    File configFile;

    /** Replaces an entry of the same name. */
    @Parameter(property = "mcp.force", defaultValue = "false")
    boolean force;

    /** For Maven. */
    public InstallMojo() {
    }

    /** Merges the entry into the file. */
    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        Client c = client();
        requireLauncher();
        Path file = configFile != null ? configFile.toPath()
                : c.standardConfigFile(Path.of(System.getProperty("user.home")), System.getProperty("os.name", ""),
                        System.getenv());
        try {
            getLog().info(ClientConfigs.install(c, file, serverName, entry(c), force));
        } catch (ConfigException e) {
            throw new MojoFailureException(e.getMessage());
        } catch (IOException e) {
            throw new MojoExecutionException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }
}
