package dev.mcpj.skills;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;
import tools.jackson.dataformat.yaml.YAMLMapper;

/** The YAML frontmatter of a {@code SKILL.md}, turned into JSON as it is written. */
final class Frontmatter {
    private static final YAMLMapper YAML = YAMLMapper.builder().build();
    private static final Pattern BLOCK = Pattern.compile("\\A\\uFEFF?---[ \\t]*\\r?\\n(.*?)\\r?\\n---[ \\t]*(?:\\r?\\n|\\z)",
            Pattern.DOTALL);

    private Frontmatter() {
    }

    /**
     * The frontmatter of a manifest.
     *
     * @throws IllegalArgumentException naming {@code origin} when there is none, or it is not a YAML mapping
     */
    static ObjectNode parse(byte[] manifest, String origin) {
        String text = new String(manifest, StandardCharsets.UTF_8);
        Matcher m = BLOCK.matcher(text);
        if (!m.find()) {
            throw new IllegalArgumentException(origin + ": does not start with YAML frontmatter between --- lines");
        }
        JsonNode tree;
        try {
            tree = YAML.readTree(m.group(1));
        } catch (JacksonException e) {
            throw new IllegalArgumentException(origin + ": malformed YAML frontmatter: " + e.getOriginalMessage(), e);
        }
        if (!(tree instanceof ObjectNode o)) {
            throw new IllegalArgumentException(origin + ": frontmatter is not a YAML mapping");
        }
        return o;
    }
}
