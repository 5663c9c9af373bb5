package dev.mcpj.skills;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import tools.jackson.databind.node.ObjectNode;

/**
 * One skill: a directory whose root holds {@code SKILL.md}, at a skill path ({@code pdf-processing},
 * or nested, {@code acme/billing/refunds}) whose last segment is the frontmatter's {@code name}.
 * Its files are served as {@code skill://<skill-path>/<file-path>} resources.
 *
 * {@snippet :
 * Skill greeting = Skill.builder("greeting")
 *         .file("SKILL.md", "---\nname: greeting\ndescription: Greets people\n---\nSay hello.\n")
 *         .build();
 * }
 */
public final class Skill {
    /** The manifest every skill has at its root. */
    public static final String MANIFEST = "SKILL.md";
    /** At most this many files in one skill, {@code SKILL.md} included. */
    public static final int MAX_FILES = 512;
    /** At most this many bytes over all the files of one skill. */
    public static final long MAX_TOTAL_BYTES = 16L * 1024 * 1024;
    private static final Pattern NAME = Pattern.compile("[a-z0-9](?:-?[a-z0-9])*");
    private static final Pattern SEGMENT = Pattern.compile("[A-Za-z0-9._~-]+");

    private final String path;
    private final ObjectNode frontmatter;
    private final List<SkillFile> files;
    private final boolean listed;
    private final boolean dynamic;

    private Skill(String path, ObjectNode frontmatter, List<SkillFile> files, boolean listed, boolean dynamic) {
        this.path = path;
        this.frontmatter = frontmatter;
        this.files = files;
        this.listed = listed;
        this.dynamic = dynamic;
    }

    /**
     * Starts a skill held in memory (generated, or read from elsewhere than a directory).
     *
     * @param path its skill path: {@code /}-separated segments of letters, digits and
     *             {@code . _ ~ -}, the last being the skill's name
     * @return a builder
     */
    public static Builder builder(String path) {
        return new Builder(path);
    }

    /** {@return its skill path} */
    public String path() {
        return path;
    }

    /** {@return its name: the last segment of its path, equal to the frontmatter's {@code name}} */
    public String name() {
        return path.substring(path.lastIndexOf('/') + 1);
    }

    /** {@return the URI of its {@code SKILL.md}, which names the skill in {@code skills/get}} */
    public String uri() {
        return uriOf(MANIFEST);
    }

    /** {@return the skill root, {@code skill://<skill-path>} without a trailing slash} */
    public String root() {
        return "skill://" + path;
    }

    /**
     * The URI of one of its files.
     *
     * @param filePath the file's path inside the skill directory
     * @return its {@code skill://} URI, each segment percent-encoded where needed
     */
    public String uriOf(String filePath) {
        StringBuilder sb = new StringBuilder(root());
        for (String segment : filePath.split("/", -1)) {
            sb.append('/').append(encode(segment));
        }
        return sb.toString();
    }

    /** {@return a copy of its YAML frontmatter, as JSON} */
    public ObjectNode frontmatter() {
        return frontmatter.deepCopy();
    }

    /** {@return its description, from the frontmatter} */
    public String description() {
        return frontmatter.get("description").asString();
    }

    /** {@return its files, {@code SKILL.md} first, the others in path order} */
    public List<SkillFile> files() {
        return files;
    }

    /** {@return whether {@code skills/list} shows it; {@code skills/get} and reads serve it either way} */
    public boolean listed() {
        return listed;
    }

    /** {@return whether its entry says {@code "resources": "dynamic"}: generated content with no stable digests} */
    public boolean dynamic() {
        return dynamic;
    }

    @Override
    public String toString() {
        return "Skill[" + path + ", " + files.size() + " files]";
    }

    private static String encode(String segment) {
        StringBuilder sb = new StringBuilder();
        for (byte b : segment.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-._~!$&'()*+,;=:@".indexOf(c) >= 0) {
                sb.append(c);
            } else {
                sb.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        return sb.toString();
    }

    /** Configures a {@link Skill}. */
    public static final class Builder {
        private final String path;
        private final List<SkillFile> files = new ArrayList<>();
        private String origin;
        private boolean listed = true;
        private boolean dynamic;

        private Builder(String path) {
            this.path = Objects.requireNonNull(path, "path");
            this.origin = "skill '" + path + "'";
        }

        /**
         * Names where the skill comes from in error messages (its directory, by default its path).
         *
         * @param origin where it comes from
         * @return this builder
         */
        public Builder origin(String origin) {
            this.origin = Objects.requireNonNull(origin, "origin");
            return this;
        }

        /**
         * Adds a file; its MIME type follows its extension.
         *
         * @param filePath its path inside the skill directory, {@code /}-separated
         * @param bytes    its contents (copied)
         * @return this builder
         */
        public Builder file(String filePath, byte[] bytes) {
            return file(new SkillFile(filePath, bytes, MimeTypes.of(filePath)));
        }

        /**
         * Adds a text file, encoded as UTF-8.
         *
         * @param filePath its path inside the skill directory
         * @param text     its contents
         * @return this builder
         */
        public Builder file(String filePath, String text) {
            return file(filePath, text.getBytes(StandardCharsets.UTF_8));
        }

        /**
         * Adds a file.
         *
         * @param file the file
         * @return this builder
         */
        public Builder file(SkillFile file) {
            files.add(Objects.requireNonNull(file, "file"));
            return this;
        }

        /**
         * Leaves the skill out of {@code skills/list}; clients that know its URI still get it.
         *
         * @return this builder
         */
        public Builder unlisted() {
            this.listed = false;
            return this;
        }

        /**
         * Marks its content as generated: its entry says {@code "resources": "dynamic"} instead of
         * listing digests.
         *
         * @return this builder
         */
        public Builder dynamic() {
            this.dynamic = true;
            return this;
        }

        /**
         * Checks and builds the skill.
         *
         * @return the skill
         * @throws IllegalArgumentException naming the origin and the file at fault: a path that is
         *     not valid, no {@code SKILL.md}, frontmatter that is missing or malformed, a name
         *     that breaks the naming rules or differs from the last path segment, a missing
         *     description, a file twice, more than {@value #MAX_FILES} files or
         *     {@value #MAX_TOTAL_BYTES} bytes
         */
        public Skill build() {
            String[] segments = path.split("/", -1);
            for (String s : segments) {
                if (!SEGMENT.matcher(s).matches() || s.equals(".") || s.equals("..")) {
                    throw new IllegalArgumentException(origin + ": skill path '" + path + "' must be /-separated "
                            + "segments of letters, digits and . _ ~ -");
                }
            }
            SkillFile manifest = files.stream().filter(f -> f.path().equals(MANIFEST)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(origin + ": has no " + MANIFEST));
            String manifestName = origin + "/" + MANIFEST;
            ObjectNode frontmatter = Frontmatter.parse(manifest.bytes(), manifestName);
            String name = frontmatter.path("name").isString() ? frontmatter.get("name").asString() : null;
            if (name == null || name.length() > 64 || !NAME.matcher(name).matches()) {
                throw new IllegalArgumentException(manifestName + ": frontmatter name " + (name == null ? "is missing"
                        : "'" + name + "' breaks the naming rules") + " (1-64 characters of a-z, 0-9 and single "
                        + "inner hyphens)");
            }
            String last = segments[segments.length - 1];
            if (!name.equals(last)) {
                throw new IllegalArgumentException(manifestName + ": frontmatter name '" + name
                        + "' differs from its directory '" + last + "'");
            }
            if (!frontmatter.path("description").isString() || frontmatter.get("description").asString().isBlank()) {
                throw new IllegalArgumentException(manifestName + ": frontmatter has no description");
            }
            Set<String> seen = new HashSet<>();
            long total = 0;
            for (SkillFile f : files) {
                if (!seen.add(f.path())) {
                    throw new IllegalArgumentException(origin + ": file " + f.path() + " is given twice");
                }
                if (f.path().isEmpty() || f.path().startsWith("/") || List.of(f.path().split("/", -1)).stream()
                        .anyMatch(s -> s.isEmpty() || s.equals(".") || s.equals(".."))) {
                    throw new IllegalArgumentException(origin + ": file path '" + f.path() + "' is not a relative path");
                }
                total += f.size();
            }
            if (files.size() > MAX_FILES) {
                throw new IllegalArgumentException(origin + ": has " + files.size() + " files, over the limit of "
                        + MAX_FILES);
            }
            if (total > MAX_TOTAL_BYTES) {
                throw new IllegalArgumentException(origin + ": holds " + total + " bytes, over the limit of "
                        + MAX_TOTAL_BYTES);
            }
            List<SkillFile> ordered = new ArrayList<>(files);
            ordered.sort(Comparator.comparing((SkillFile f) -> !f.path().equals(MANIFEST)).thenComparing(SkillFile::path));
            return new Skill(path, frontmatter, List.copyOf(ordered), listed, dynamic);
        }
    }
}
