package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code scopes} attribute of the annotations, carried by the generated registration onto the server's items. */
class ScopesTest {
    @TempDir
    Path dir;

    private static final javax.tools.JavaFileObject VAULT = Compiler.source("shop.Vault", """
            package shop;

            import dev.mcpj.annotations.McpPrompt;
            import dev.mcpj.annotations.McpResource;
            import dev.mcpj.annotations.McpTool;

            public class Vault {
                @McpTool(scopes = {"vault:open", "vault:audit"})
                public String open() {
                    return "open";
                }

                @McpTool
                public String peek() {
                    return "peek";
                }

                @McpResource(uri = "vault://ledger", scopes = "ledger:read")
                public String ledger() {
                    return "ledger";
                }

                @McpResource(uri = "vault://boxes/{id}", scopes = {"boxes:read", "boxes:read"})
                public String box(String id) {
                    return id;
                }

                @McpResource(uri = "vault://hours")
                public String hours() {
                    return "9-5";
                }

                @McpPrompt(scopes = "vault:audit")
                public String audit() {
                    return "Audit the vault";
                }
            }
            """);

    @Test
    void theDeclaredScopesReachTheRegisteredItems() throws Exception {
        Compiler.Compilation c = Compiler.compile(dir, List.of(VAULT));
        assertThat(c.success()).as(c.describe()).isTrue();
        assertThat(c.warnings()).as(c.describe()).isEmpty();
        ClassLoader loader = c.loader();
        Class<?> vault = loader.loadClass("shop.Vault");
        try (McpServer server = McpServer.builder("vault", "1.0").build()) {
            loader.loadClass("shop.VaultTools").getMethod("register", McpServer.class, vault)
                    .invoke(null, server, vault.getDeclaredConstructor().newInstance());
            assertThat(server.tool("open").orElseThrow().definition().scopes())
                    .containsExactly("vault:open", "vault:audit");
            assertThat(server.tool("peek").orElseThrow().definition().scopes()).isEmpty();
            assertThat(server.resource("vault://ledger").orElseThrow().definition().scopes())
                    .containsExactly("ledger:read");
            assertThat(server.resource("vault://hours").orElseThrow().definition().scopes()).isEmpty();
            assertThat(server.resourceTemplate("vault://boxes/{id}").orElseThrow().definition().scopes())
                    .containsExactly("boxes:read");
            assertThat(server.prompt("audit").orElseThrow().definition().scopes()).containsExactly("vault:audit");
        }
    }

    @Test
    void aScopeThatIsNotAScopeTokenIsReportedOnTheValue() {
        new CompileErrors(dir, """
                package shop;

                import dev.mcpj.annotations.*;

                """).assertOnlyError("""
                public class Shop {
                    @McpPrompt(scopes = {"shop:read",
                                         "shop write"})
                    public String greet() { return "hi"; }
                }
                """, "\"shop write\"", "[McpScope] Scope \"shop write\" is not an OAuth scope token: use printable "
                + "ASCII without spaces, quotes or backslashes");
    }

    /** The processor writes the scope-token rule out (it has no dependencies); it must be the server's. */
    @Test
    void theProcessorChecksScopeTokensAsTheServerDoes() {
        assertThat(ToolReader.isScopeToken("")).isEqualTo(dev.mcpj.core.ScopeTokens.isValid(""));
        for (char c = 0; c < 0x3000; c++) {
            for (String scope : List.of(String.valueOf(c), "a" + c, c + "b:c")) {
                assertThat(ToolReader.isScopeToken(scope)).as("U+%04X in %s", (int) c, scope)
                        .isEqualTo(dev.mcpj.core.ScopeTokens.isValid(scope));
            }
        }
    }
}
