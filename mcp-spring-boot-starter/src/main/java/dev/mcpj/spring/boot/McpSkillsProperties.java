package dev.mcpj.spring.boot;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The {@code mcpj.server.skills.*} properties: where the skills catalog is loaded from, when the
 * application has {@code mcp-skills} on its class path.
 *
 * <pre>
 * mcpj.server.skills.directories=/srv/skills
 * mcpj.server.skills.class-path-locations=skills
 * mcpj.server.skills.directory-read=true
 * </pre>
 */
@ConfigurationProperties("mcpj.server.skills")
public class McpSkillsProperties {
    private List<String> directories = new ArrayList<>();
    private List<String> classPathLocations = new ArrayList<>();
    private boolean directoryRead;

    /** Creates the defaults: no skills. */
    public McpSkillsProperties() {
    }

    /** {@return the directories each holding one folder per skill; none by default} */
    public List<String> getDirectories() {
        return directories;
    }

    /**
     * Sets the directories each holding one folder per skill.
     *
     * @param directories the directories, as file-system paths
     */
    public void setDirectories(List<String> directories) {
        this.directories = new ArrayList<>(directories);
    }

    /** {@return the class-path folders each holding one folder per skill; none by default} */
    public List<String> getClassPathLocations() {
        return classPathLocations;
    }

    /**
     * Sets the class-path folders each holding one folder per skill, such as {@code skills}
     * (a {@code classpath:} prefix is allowed).
     *
     * @param locations the folders' resource names
     */
    public void setClassPathLocations(List<String> locations) {
        this.classPathLocations = new ArrayList<>(locations);
    }

    /** {@return whether {@code resources/directory/read} is served; off by default} */
    public boolean isDirectoryRead() {
        return directoryRead;
    }

    /**
     * Sets whether {@code resources/directory/read} is served (and {@code directoryRead: true}
     * advertised).
     *
     * @param directoryRead whether directories may be read
     */
    public void setDirectoryRead(boolean directoryRead) {
        this.directoryRead = directoryRead;
    }
}
