package dev.mcpj.skills;

import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.content.ResourceContents;
import dev.mcpj.core.resource.Resource;
import dev.mcpj.core.resource.ResourceTemplate;
import dev.mcpj.server.CacheHint;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.extension.Extension;
import dev.mcpj.server.extension.ExtensionMethod;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The Skills extension ({@code io.modelcontextprotocol/skills}, SEP-2640): serves a catalog of
 * skills through {@code skills/list} (paged), {@code skills/get} (unlisted skills too), and
 * optionally {@code resources/directory/read}, and every skill file as a {@code skill://}
 * resource read with {@code resources/read}. Each listed skill's {@code SKILL.md} is in
 * {@code resources/list}, named and described by its frontmatter. Give {@link #extension()} to
 * the server builder.
 *
 * {@snippet :
 * Skills skills = Skills.builder().directory(Path.of("skills")).directoryRead(true).build();
 * McpServer server = McpServer.builder("assistant", "1.0.0").extension(skills.extension()).build();
 * // later, after the files changed:
 * skills.reload();   // clients are told the resource list changed
 * }
 */
public final class Skills {
    /** The extension's identifier. */
    public static final String EXTENSION_ID = "io.modelcontextprotocol/skills";
    /** The method listing skills. */
    public static final String LIST = "skills/list";
    /** The method getting one skill's entry. */
    public static final String GET = "skills/get";
    /** The method listing a directory's direct children, with {@code directoryRead}. */
    public static final String DIRECTORY_READ = "resources/directory/read";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final @Nullable Supplier<SkillCatalog> loader;
    private final SkillSource source;
    private final int pageSize;
    private final Extension extension;
    private final Object reloading = new Object();
    private volatile SkillCatalog catalog;
    private volatile @Nullable McpServer server;
    private List<Registration<ServerResource>> manifests = List.of();

    private Skills(Builder b) {
        this.loader = b.loader;
        this.catalog = b.loader != null ? b.loader.get() : b.catalog;
        this.source = b.source != null ? b.source : ctx -> catalog;
        this.pageSize = b.pageSize;
        Extension.Builder ext = Extension.builder(EXTENSION_ID)
                .method(ExtensionMethod.builder(LIST, ObjectNode.class, this::list).cacheHint(b.cacheHint).build())
                .method(ExtensionMethod.builder(GET, ObjectNode.class, this::get).cacheHint(b.cacheHint).build())
                .resourceTemplate(ServerResourceTemplate.of(ResourceTemplate.builder("skill://{+path}", "skill-files")
                        .description("The files of the skills this server serves").build(), (req, ctx) -> read(req.uri(), ctx)))
                .onBuilt(this::attach);
        if (b.directoryRead) {
            ext.setting("directoryRead", true)
                    .method(ExtensionMethod.builder(DIRECTORY_READ, ObjectNode.class, this::readDirectory)
                            .cacheHint(b.cacheHint).build());
        }
        this.extension = ext.build();
    }

    /** {@return a builder} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the extension, for {@link McpServer.Builder#extension}} */
    public Extension extension() {
        return extension;
    }

    /** {@return the catalog served now (for a custom {@link SkillSource}, the one given to the builder, if any)} */
    public SkillCatalog catalog() {
        return catalog;
    }

    /**
     * Loads the directory or class-path folder again and serves the new catalog; connected
     * clients are told the resource list changed. If the new one does not load, the old one
     * stays served and nothing changes.
     *
     * @return the catalog now served
     * @throws IllegalStateException if the skills were not given as a directory or class-path folder
     * @throws IllegalArgumentException naming the file at fault when a skill is not valid
     */
    public SkillCatalog reload() {
        if (loader == null) {
            throw new IllegalStateException("Only skills loaded from a directory or the class path can be reloaded");
        }
        SkillCatalog fresh = loader.get();
        synchronized (reloading) {
            catalog = fresh;
            McpServer s = server;
            if (s != null) {
                publish(s);
            }
        }
        return fresh;
    }

    private void attach(McpServer built) {
        synchronized (reloading) {
            server = built;
            publish(built);
        }
    }

    /** Lists the listed skills' manifests as resources, replacing those listed before. */
    private void publish(McpServer s) {
        manifests.forEach(Registration::remove);
        List<Registration<ServerResource>> now = new ArrayList<>();
        for (Skill skill : catalog.listed()) {
            SkillFile manifest = skill.files().get(0);
            Resource r = Resource.builder(skill.uri(), skill.name()).description(skill.description())
                    .mimeType(manifest.mimeType()).size(manifest.size()).build();
            now.add(s.registerResource(ServerResource.of(r, (req, ctx) -> read(req.uri(), ctx))));
        }
        manifests = List.copyOf(now);
    }

    private ObjectNode list(ObjectNode params, RequestContext ctx) {
        List<Skill> listed = source.catalog(ctx).listed();
        int from = offset(params.get("cursor"), listed.size());
        int to = Math.min(listed.size(), from + pageSize);
        ObjectNode result = NODES.objectNode();
        ArrayNode skills = result.putArray("skills");
        listed.subList(from, to).forEach(s -> skills.add(entry(s)));
        if (to < listed.size()) {
            result.put("nextCursor", cursor(to));
        }
        return result;
    }

    private ObjectNode get(ObjectNode params, RequestContext ctx) {
        String uri = uri(params, GET);
        Skill skill = source.catalog(ctx).skill(uri)
                .orElseThrow(() -> new InvalidParamsException("No skill has the URI " + uri));
        ObjectNode result = NODES.objectNode();
        result.set("skill", entry(skill));
        return result;
    }

    private ObjectNode readDirectory(ObjectNode params, RequestContext ctx) {
        String uri = uri(params, DIRECTORY_READ);
        List<SkillCatalog.Child> children = source.catalog(ctx).directory(uri);
        if (children == null) {
            throw new InvalidParamsException("Not a directory of a skill: " + uri);
        }
        int from = offset(params.get("cursor"), children.size());
        int to = Math.min(children.size(), from + pageSize);
        ObjectNode result = NODES.objectNode();
        ArrayNode resources = result.putArray("resources");
        for (SkillCatalog.Child c : children.subList(from, to)) {
            ObjectNode r = resources.addObject().put("uri", c.uri()).put("name", c.name());
            if (c.file() == null) {
                r.put("mimeType", SkillCatalog.DIRECTORY);
            } else {
                r.put("mimeType", c.file().mimeType()).put("size", c.file().size());
            }
        }
        if (to < children.size()) {
            result.put("nextCursor", cursor(to));
        }
        return result;
    }

    private List<ResourceContents> read(String uri, RequestContext ctx) {
        SkillCatalog.Served served = source.catalog(ctx).file(uri);
        if (served == null) {
            throw new InvalidParamsException("No skill file has the URI " + uri);
        }
        SkillFile f = served.file();
        String text = f.text();
        return List.of(text != null ? ResourceContents.text(uri, f.mimeType(), text)
                : ResourceContents.blob(uri, f.mimeType(), f.bytes()));
    }

    /** A skill's entry, the same in the listing and in {@code skills/get}. */
    private static ObjectNode entry(Skill skill) {
        ObjectNode e = NODES.objectNode().put("uri", skill.uri());
        e.set("frontmatter", skill.frontmatter());
        if (skill.dynamic()) {
            e.put("resources", "dynamic");
        } else {
            ArrayNode resources = e.putArray("resources");
            for (SkillFile f : skill.files()) {
                resources.addObject().put("uri", skill.uriOf(f.path())).put("digest", f.digest()).put("size", f.size());
            }
        }
        return e;
    }

    private static String uri(ObjectNode params, String method) {
        JsonNode uri = params.get("uri");
        if (uri == null || !uri.isString()) {
            throw new InvalidParamsException(method + " needs params.uri, a string");
        }
        return uri.asString();
    }

    private static String cursor(int offset) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(("skills:" + offset).getBytes(StandardCharsets.UTF_8));
    }

    private static int offset(@Nullable JsonNode cursor, int size) {
        if (cursor == null || cursor.isNull()) {
            return 0;
        }
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor.asString()), StandardCharsets.UTF_8);
            if (text.startsWith("skills:")) {
                int offset = Integer.parseInt(text.substring("skills:".length()));
                if (offset >= 0 && offset <= size) {
                    return offset;
                }
            }
        } catch (IllegalArgumentException e) {
            // falls through: not a cursor this server gave
        }
        throw new InvalidParamsException("Invalid cursor");
    }

    /** Configures {@link Skills}. */
    public static final class Builder {
        private @Nullable Supplier<SkillCatalog> loader;
        private SkillCatalog catalog = SkillCatalog.empty();
        private @Nullable SkillSource source;
        private boolean directoryRead;
        private int pageSize = 50;
        private CacheHint cacheHint = CacheHint.publicFor(Duration.ofMinutes(1));

        private Builder() {
        }

        /**
         * Serves the skills under a directory (see {@link SkillCatalog#fromDirectory}), loaded by
         * {@link #build()} and again by {@link Skills#reload()}.
         *
         * @param root the directory
         * @return this builder
         */
        public Builder directory(Path root) {
            Objects.requireNonNull(root, "root");
            this.loader = () -> SkillCatalog.fromDirectory(root);
            return this;
        }

        /**
         * Serves the skills under a class-path folder (see {@link SkillCatalog#fromClassPath}).
         *
         * @param loader the class loader to look in
         * @param folder the folder's resource name
         * @return this builder
         */
        public Builder classPath(ClassLoader loader, String folder) {
            Objects.requireNonNull(loader, "loader");
            Objects.requireNonNull(folder, "folder");
            this.loader = () -> SkillCatalog.fromClassPath(loader, folder);
            return this;
        }

        /**
         * Serves a catalog built in memory.
         *
         * @param catalog the catalog
         * @return this builder
         */
        public Builder catalog(SkillCatalog catalog) {
            this.catalog = Objects.requireNonNull(catalog, "catalog");
            this.loader = null;
            return this;
        }

        /**
         * Chooses the catalog per request (per user, per tenant); the {@code SKILL.md} resources of
         * the catalog given otherwise, if any, are still the ones in {@code resources/list}.
         *
         * @param source what chooses the catalog
         * @return this builder
         */
        public Builder source(SkillSource source) {
            this.source = Objects.requireNonNull(source, "source");
            return this;
        }

        /**
         * Serves {@code resources/directory/read} and advertises {@code directoryRead: true}; off
         * unless set.
         *
         * @param enabled whether directories may be read
         * @return this builder
         */
        public Builder directoryRead(boolean enabled) {
            this.directoryRead = enabled;
            return this;
        }

        /**
         * How many entries a page of {@code skills/list} or {@code resources/directory/read} holds (50 unless set).
         *
         * @param size the page size, positive
         * @return this builder
         */
        public Builder pageSize(int size) {
            if (size < 1) {
                throw new IllegalArgumentException("pageSize must be positive");
            }
            this.pageSize = size;
            return this;
        }

        /**
         * The cache hint of {@code skills/list}, {@code skills/get} and
         * {@code resources/directory/read} results in protocol
         * 2026-07-28 (public for a minute unless set; make it private for a per-user source).
         *
         * @param hint the hint
         * @return this builder
         */
        public Builder cacheHint(CacheHint hint) {
            this.cacheHint = Objects.requireNonNull(hint, "hint");
            return this;
        }

        /**
         * Loads the skills and builds the extension; nothing is served half-loaded.
         *
         * @return the skills
         * @throws IllegalArgumentException naming the file at fault when a skill is not valid
         */
        public Skills build() {
            return new Skills(this);
        }
    }
}
