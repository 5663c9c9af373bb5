package dev.mcpj.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.annotations.McpTool;
import dev.mcpj.auth.oauth.JwtTokenVerifier;
import dev.mcpj.core.tool.Tool;
import dev.mcpj.server.McpServer;
import dev.mcpj.test.McpTestClient;
import dev.mcpj.transport.http.HttpMcpServer;
import dev.mcpj.transport.http.jetty.JettyMcpServer;
import dev.mcpj.transport.stdio.StdioTransport;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one nullness convention of the API: every package a published module exports is
 * {@code @NullMarked}, so that what may be null is exactly what is marked {@code @Nullable}.
 */
class NullnessConventionTest {

    /** A class of each published module, to find the module (its jar or classes) by. */
    static Stream<Class<?>> publishedModules() {
        return Stream.of(Tool.class, McpServer.class, StdioTransport.class, HttpMcpServer.class, JettyMcpServer.class,
                McpTool.class, McpTestClient.class, JwtTokenVerifier.class);
    }

    @ParameterizedTest
    @MethodSource("publishedModules")
    void everyExportedPackageIsNullMarked(Class<?> member) throws Exception {
        Path location = Path.of(member.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleDescriptor module = ModuleFinder.of(location).findAll().stream()
                .map(ModuleReference::descriptor).findFirst().orElseThrow();
        List<String> exported = module.exports().stream().filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source).toList();
        assertThat(exported).as("the API packages of " + module.name()).isNotEmpty().contains(member.getPackageName());

        List<String> unmarked = new ArrayList<>();
        for (String pkg : exported) {
            Class<?> info = Class.forName(pkg + ".package-info", false, member.getClassLoader());
            if (!info.isAnnotationPresent(NullMarked.class)) {
                unmarked.add(pkg);
            }
        }
        assertThat(unmarked).as("packages of " + module.name() + " without @NullMarked").isEmpty();
    }
}
