package dev.mcpj.maven.plugin;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Starts the official MCP Inspector on the server that {@code mcp:package} made, through
 * {@code npx} (Node and npm on the PATH). With {@code -Dmcp.cli=true} it runs the Inspector's CLI
 * mode instead of its web page: one method ({@code tools/list} by default, or
 * {@code -Dmcp.method=tools/call -Dmcp.tool=<name> -Dmcp.toolArgs="a=1 b=2"}), its result as JSON
 * on standard output and a failing build when it fails, so the goal works in CI too.
 */
@Mojo(name = "inspect", threadSafe = true)
public class InspectMojo extends LauncherMojo {
    /**
     * The Inspector's npm package, pinned. 0.21.x is the newest line that runs on Node 20 (its
     * package asks for Node 22 but runs on 20; the 1.x and later lines need Node 22.19 or newer).
     */
    static final String INSPECTOR = "@modelcontextprotocol/inspector@0.21.2";

    /** Runs the Inspector's CLI mode. */
    @Parameter(property = "mcp.cli", defaultValue = "false")
    boolean cli;

    /** The method of the CLI mode. */
    @Parameter(property = "mcp.method", defaultValue = "tools/list")
    String method;

    /** The tool that {@code tools/call} calls. */
    @Parameter(property = "mcp.tool")
    String tool;

    /** The arguments of that call, {@code name=value} separated by spaces. */
    @Parameter(property = "mcp.toolArgs")
    String toolArgs;

    /** The npx executable. */
    @Parameter(property = "mcp.npx", defaultValue = "npx")
    String npx;

    /** For Maven. */
    public InspectMojo() {
    }

    /** Runs the Inspector and waits for it. */
    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        Path launcher = requireLauncher();
        List<String> command = new ArrayList<>();
        command.add(windows() && npx.equals("npx") ? "npx.cmd" : npx);
        command.add("--yes");
        command.add(INSPECTOR);
        if (cli) {
            command.add("--cli");
        }
        command.add(launcher.toString());
        if (cli) {
            command.add("--method");
            command.add(method);
            if (tool != null && !tool.isBlank()) {
                command.add("--tool-name");
                command.add(tool);
            }
            if (toolArgs != null && !toolArgs.isBlank()) {
                command.add("--tool-arg");
                command.addAll(List.of(toolArgs.strip().split("\\s+")));
            }
        }
        getLog().info("Running " + String.join(" ", command));
        int status;
        try {
            status = new ProcessBuilder(command).inheritIO().start().waitFor();
        } catch (IOException e) {
            throw new MojoFailureException("cannot run " + command.get(0) + " (Node and npm must be on the PATH): "
                    + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new MojoExecutionException("interrupted while the Inspector ran", e);
        }
        if (status != 0) {
            throw new MojoFailureException("the MCP Inspector exited with status " + status);
        }
    }
}
