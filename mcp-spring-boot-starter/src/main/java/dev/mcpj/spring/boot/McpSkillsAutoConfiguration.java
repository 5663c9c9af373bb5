package dev.mcpj.spring.boot;

import dev.mcpj.skills.Skill;
import dev.mcpj.skills.SkillCatalog;
import dev.mcpj.skills.Skills;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionOutcome;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.SpringBootCondition;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ConditionContext;
import org.springframework.context.annotation.Conditional;
import org.springframework.context.annotation.ConfigurationCondition;
import org.springframework.core.type.AnnotatedTypeMetadata;

/**
 * Defines the {@link Skills} extension, when {@code mcp-skills} is on the class path and the
 * application names skills: directories or class-path folders in {@code mcpj.server.skills.*}
 * ({@link McpSkillsProperties}), or {@link SkillCatalog} beans. One directory or folder alone is
 * loaded so that {@link Skills#reload()} reads it again; several sources are merged into one
 * catalog, in which two skills of the same name are refused. {@link McpSkillsExtensionAutoConfiguration}
 * then hands the extension of the {@code Skills} bean, this one or the application's own, to the server.
 */
@AutoConfiguration(before = McpExtensionsAutoConfiguration.class)
@ConditionalOnClass(name = "dev.mcpj.skills.Skills")
@EnableConfigurationProperties(McpSkillsProperties.class)
public final class McpSkillsAutoConfiguration {
    private static final String CLASSPATH = "classpath:";

    /** Created by Spring. */
    public McpSkillsAutoConfiguration() {
    }

    @Bean
    @ConditionalOnMissingBean
    @Conditional(SkillsNamed.class)
    Skills mcpSkills(McpSkillsProperties properties, ObjectProvider<SkillCatalog> catalogBeans,
            ConfigurableListableBeanFactory beanFactory) {
        ClassLoader loader = beanFactory.getBeanClassLoader() != null ? beanFactory.getBeanClassLoader()
                : McpSkillsAutoConfiguration.class.getClassLoader();
        List<SkillCatalog> beans = catalogBeans.orderedStream().toList();
        List<String> directories = properties.getDirectories();
        List<String> folders = properties.getClassPathLocations().stream().map(McpSkillsAutoConfiguration::folder)
                .toList();
        Skills.Builder builder = Skills.builder().directoryRead(properties.isDirectoryRead());
        if (beans.isEmpty() && directories.size() + folders.size() == 1) {
            if (directories.size() == 1) {
                builder.directory(Path.of(directories.get(0)));
            } else {
                builder.classPath(loader, folders.get(0));
            }
            return builder.build();
        }
        List<Skill> skills = new ArrayList<>();
        directories.forEach(d -> skills.addAll(SkillCatalog.fromDirectory(Path.of(d)).skills()));
        folders.forEach(f -> skills.addAll(SkillCatalog.fromClassPath(loader, f).skills()));
        beans.forEach(c -> skills.addAll(c.skills()));
        return builder.catalog(SkillCatalog.of(skills)).build();
    }

    private static String folder(String location) {
        String folder = location.startsWith(CLASSPATH) ? location.substring(CLASSPATH.length()) : location;
        return folder.startsWith("/") ? folder.substring(1) : folder;
    }

    /** Matches when {@code mcpj.server.skills.*} names a source, or there is a {@link SkillCatalog} bean. */
    static final class SkillsNamed extends SpringBootCondition implements ConfigurationCondition {
        @Override
        public ConfigurationPhase getConfigurationPhase() {
            return ConfigurationPhase.REGISTER_BEAN;
        }

        @Override
        public ConditionOutcome getMatchOutcome(ConditionContext context, AnnotatedTypeMetadata metadata) {
            McpSkillsProperties p = Binder.get(context.getEnvironment())
                    .bind("mcpj.server.skills", McpSkillsProperties.class).orElseGet(McpSkillsProperties::new);
            if (!p.getDirectories().isEmpty() || !p.getClassPathLocations().isEmpty()) {
                return ConditionOutcome.match("mcpj.server.skills names skill sources");
            }
            ConfigurableListableBeanFactory beans = context.getBeanFactory();
            if (beans != null && beans.getBeanNamesForType(SkillCatalog.class, true, false).length > 0) {
                return ConditionOutcome.match("a SkillCatalog bean");
            }
            return ConditionOutcome.noMatch("no skill directory, class-path folder or SkillCatalog bean");
        }
    }
}
