package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerTool;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code taskSupport} attribute of {@code @McpTool}, carried by the generated registration onto the tool. */
class TaskSupportTest {
    @TempDir
    Path dir;

    private static final javax.tools.JavaFileObject REPORTS = Compiler.source("shop.Reports", """
            package shop;

            import dev.mcpj.annotations.McpTool;
            import dev.mcpj.annotations.Tasks;

            public class Reports {
                @McpTool(taskSupport = Tasks.OPTIONAL)
                public String quarterly() {
                    return "q";
                }

                @McpTool(taskSupport = Tasks.REQUIRED)
                public String yearly() {
                    return "y";
                }

                @McpTool
                public String today() {
                    return "t";
                }
            }
            """);

    @Test
    void theDeclaredTaskSupportReachesTheRegisteredTools() throws Exception {
        Compiler.Compilation c = Compiler.compile(dir, List.of(REPORTS));
        assertThat(c.success()).as(c.describe()).isTrue();
        assertThat(c.warnings()).as(c.describe()).isEmpty();
        ClassLoader loader = c.loader();
        Class<?> reports = loader.loadClass("shop.Reports");
        try (McpServer server = McpServer.builder("reports", "1.0").build()) {
            loader.loadClass("shop.ReportsTools").getMethod("register", McpServer.class, reports)
                    .invoke(null, server, reports.getDeclaredConstructor().newInstance());
            assertThat(server.tool("quarterly").orElseThrow().definition().taskSupport()).isEqualTo(TaskSupport.OPTIONAL);
            assertThat(server.tool("yearly").orElseThrow().definition().taskSupport()).isEqualTo(TaskSupport.REQUIRED);
            assertThat(server.tool("today").orElseThrow().definition().taskSupport()).isEqualTo(TaskSupport.FORBIDDEN);
        }
    }
}
