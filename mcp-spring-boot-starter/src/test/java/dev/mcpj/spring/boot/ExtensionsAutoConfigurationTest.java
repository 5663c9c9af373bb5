package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.content.TextResourceContents;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.apps.AppCsp;
import dev.mcpj.server.apps.AppResource;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.skills.Skill;
import dev.mcpj.skills.SkillCatalog;
import dev.mcpj.skills.Skills;
import dev.mcpj.test.McpTestClient;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import tools.jackson.databind.JsonNode;

/** Skill catalogs, App resources and extension beans reach the auto-configured server. */
class ExtensionsAutoConfigurationTest {
    private static final String SHELF = "dev.mcpj.test/shelf";
    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withPropertyValues("mcpj.transport=none")
            .withConfiguration(AutoConfigurations.of(McpServerAutoConfiguration.class,
                    McpExtensionsAutoConfiguration.class, McpSkillsAutoConfiguration.class,
                    McpSkillsExtensionAutoConfiguration.class));

    @TempDir
    Path dir;

    private Path skillDirectory() throws IOException {
        Path skill = Files.createDirectories(dir.resolve("release-notes"));
        Files.writeString(skill.resolve("SKILL.md"), """
                ---
                name: release-notes
                description: Writes the release notes of a version from its changes.
                ---
                # Release notes
                """);
        return dir;
    }

    private static AppResource shelfApp() {
        return AppResource.builder("ui://shelf/view", "Shelf view").html("<!doctype html><p>shelf</p>")
                .csp(AppCsp.builder().resourceDomains("https://cdn.example.com").build()).build();
    }

    private static List<String> skillUris(McpTestClient client) {
        List<String> uris = new ArrayList<>();
        client.request(Skills.LIST, null).path("skills").forEach(s -> uris.add(s.path("uri").asString()));
        return uris;
    }

    @Test
    void aSkillDirectoryAnAppResourceAndAnExtensionBeanAreServed() throws IOException {
        runner.withPropertyValues("mcpj.server.skills.directories=" + skillDirectory(),
                        "mcpj.server.skills.directory-read=true")
                .withBean(AppResource.class, ExtensionsAutoConfigurationTest::shelfApp)
                .withBean(Extension.class, () -> Extension.builder(SHELF).setting("size", 3).build())
                .run(context -> {
                    assertThat(context).hasNotFailed().hasSingleBean(Skills.class);
                    McpServer server = context.getBean(McpServer.class);
                    try (McpTestClient client = McpTestClient.connect(server);
                         McpTestClient modern = McpTestClient.builder(server).stateless().connect()) {
                        JsonNode extensions = client.initializeResult().at("/capabilities/extensions");
                        assertThat(extensions.at("/io.modelcontextprotocol~1skills/directoryRead").asBoolean()).isTrue();
                        assertThat(extensions.at("/io.modelcontextprotocol~1ui").isObject()).isTrue();
                        assertThat(extensions.at("/dev.mcpj.test~1shelf/size").asInt()).isEqualTo(3);
                        assertThat(modern.request("server/discover", null).at("/capabilities/extensions")
                                .propertyNames()).containsExactlyInAnyOrder(Skills.EXTENSION_ID,
                                "io.modelcontextprotocol/ui", SHELF);

                        assertThat(skillUris(client)).containsExactly("skill://release-notes/SKILL.md");
                        TextResourceContents view = (TextResourceContents) client.readResource("ui://shelf/view").get(0);
                        assertThat(view.mimeType()).isEqualTo("text/html;profile=mcp-app");
                        assertThat(view.text()).isEqualTo("<!doctype html><p>shelf</p>");
                    }
                    // One directory alone can be read again.
                    Files.writeString(dir.resolve("release-notes/SKILL.md"), """
                            ---
                            name: release-notes
                            description: Writes release notes.
                            ---
                            """);
                    assertThat(context.getBean(Skills.class).reload().skill("skill://release-notes/SKILL.md").orElseThrow()
                            .description()).isEqualTo("Writes release notes.");
                });
    }

    @Test
    void classPathFoldersAndCatalogBeansAreMergedIntoOneCatalog() throws IOException {
        Path skills = skillDirectory();
        runner.withPropertyValues("mcpj.server.skills.class-path-locations=classpath:boot-skills",
                        "mcpj.server.skills.directories=" + skills)
                .withBean(SkillCatalog.class, () -> SkillCatalog.of(List.of(Skill.builder("shelving")
                        .file("SKILL.md", "---\nname: shelving\ndescription: Shelves books by genre.\n---\n")
                        .build())))
                .run(context -> {
                    assertThat(context).hasNotFailed();
                    try (McpTestClient client = McpTestClient.connect(context.getBean(McpServer.class))) {
                        assertThat(skillUris(client)).containsExactlyInAnyOrder("skill://greeting/SKILL.md",
                                "skill://release-notes/SKILL.md", "skill://shelving/SKILL.md");
                        assertThat(client.initializeResult().at("/capabilities/extensions")
                                .at("/io.modelcontextprotocol~1skills/directoryRead").asBoolean(false)).isFalse();
                    }
                });
    }

    @Test
    void withoutSkillsOrAppsTheServerHasNoExtensions() {
        runner.run(context -> {
            assertThat(context).hasNotFailed().doesNotHaveBean(Skills.class).doesNotHaveBean(Extension.class);
            try (McpTestClient client = McpTestClient.connect(context.getBean(McpServer.class))) {
                assertThat(client.initializeResult().at("/capabilities/extensions").isMissingNode()).isTrue();
            }
        });
    }

    @Test
    void withoutMcpSkillsOnTheClassPathTheSkillsPropertiesAreIgnored() throws IOException {
        runner.withClassLoader(new FilteredClassLoader(Skills.class))
                .withPropertyValues("mcpj.server.skills.directories=" + skillDirectory())
                .withBean(AppResource.class, ExtensionsAutoConfigurationTest::shelfApp)
                .run(context -> {
                    assertThat(context).hasNotFailed().doesNotHaveBean("mcpSkills")
                            .doesNotHaveBean("mcpSkillsExtension");
                    try (McpTestClient client = McpTestClient.connect(context.getBean(McpServer.class))) {
                        assertThat(client.initializeResult().at("/capabilities/extensions").propertyNames())
                                .containsExactly("io.modelcontextprotocol/ui");
                    }
                });
    }

    @Test
    void anInvalidSkillFailsTheStartNamingTheFile() throws IOException {
        Path skill = Files.createDirectories(dir.resolve("wrong-folder"));
        Files.writeString(skill.resolve("SKILL.md"), "---\nname: other-name\ndescription: Mismatched.\n---\n");
        runner.withPropertyValues("mcpj.server.skills.directories=" + dir).run(context ->
                assertThat(context).hasFailed().getFailure().rootCause().hasMessageContaining("wrong-folder"));
    }
}
