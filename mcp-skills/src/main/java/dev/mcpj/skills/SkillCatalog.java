package dev.mcpj.skills;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An immutable set of skills, loaded whole or not at all: each file's bytes are read once, and
 * what is served (digests, sizes, contents) is that snapshot.
 *
 * {@snippet :
 * SkillCatalog catalog = SkillCatalog.fromDirectory(Path.of("skills"));
 * }
 */
public final class SkillCatalog {
    private static final Logger LOG = LoggerFactory.getLogger(SkillCatalog.class);
    /** The MIME type of a directory in {@code resources/directory/read}. */
    static final String DIRECTORY = "inode/directory";

    private final List<Skill> skills;
    private final List<Skill> listed;
    private final Map<String, Skill> byUri = new HashMap<>();
    private final Map<String, Served> files = new HashMap<>();
    private final Map<String, List<Child>> directories = new HashMap<>();

    /** A file and the skill it is served for. */
    record Served(Skill skill, SkillFile file) {
    }

    /** A direct child of a directory: a file, or a subdirectory ({@code file} null). */
    record Child(String uri, String name, @Nullable SkillFile file) {
    }

    private SkillCatalog(List<Skill> given) {
        List<Skill> sorted = new ArrayList<>(given);
        sorted.sort(Comparator.comparing(Skill::path));
        this.skills = List.copyOf(sorted);
        this.listed = skills.stream().filter(Skill::listed).toList();
        for (Skill s : skills) {
            if (byUri.putIfAbsent(s.uri(), s) != null) {
                throw new IllegalArgumentException("Skill " + s.path() + " is given twice");
            }
        }
        for (Skill s : skills) {
            Map<String, TreeMap<String, Child>> dirs = new LinkedHashMap<>();
            dirs.put(s.root(), new TreeMap<>());
            for (SkillFile f : s.files()) {
                files.putIfAbsent(s.uriOf(f.path()), new Served(s, f));
                String[] segments = f.path().split("/");
                String dir = s.root();
                StringBuilder rel = new StringBuilder();
                for (int i = 0; i < segments.length; i++) {
                    boolean last = i == segments.length - 1;
                    if (rel.length() > 0) {
                        rel.append('/');
                    }
                    rel.append(segments[i]);
                    String uri = s.uriOf(rel.toString());
                    dirs.computeIfAbsent(dir, k -> new TreeMap<>())
                            .putIfAbsent(segments[i], new Child(uri, segments[i], last ? f : null));
                    dir = uri;
                }
            }
            dirs.forEach((uri, children) -> directories.putIfAbsent(uri, List.copyOf(children.values())));
        }
    }

    /**
     * A catalog of the given skills.
     *
     * @param skills the skills
     * @return the catalog
     * @throws IllegalArgumentException if two have the same path
     */
    public static SkillCatalog of(List<Skill> skills) {
        return new SkillCatalog(List.copyOf(skills));
    }

    /** {@return a catalog with no skills} */
    public static SkillCatalog empty() {
        return new SkillCatalog(List.of());
    }

    /**
     * Loads every skill under {@code root}: each directory holding a {@code SKILL.md} is a skill,
     * at the path of that directory relative to {@code root}, with every regular file below it.
     * Symbolic links are not followed (a link is skipped, with a warning), so nothing outside
     * {@code root} is served.
     *
     * @param root the directory holding the skills
     * @return the catalog
     * @throws IllegalArgumentException naming the file at fault when a skill is not valid (see
     *     {@link Skill.Builder#build()})
     * @throws UncheckedIOException if a file cannot be read
     */
    public static SkillCatalog fromDirectory(Path root) {
        Objects.requireNonNull(root, "root");
        if (!Files.isDirectory(root, LinkOption.NOFOLLOW_LINKS)) {
            throw new IllegalArgumentException("Skills directory " + root + " is not a directory");
        }
        try {
            return new SkillCatalog(load(root, root.toString()));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read skills under " + root + ": " + e.getMessage(), e);
        }
    }

    /**
     * Loads the skills under a class-path folder, in a directory or inside a jar, as
     * {@link #fromDirectory} does.
     *
     * @param loader the class loader to look in
     * @param folder the folder's resource name, such as {@code skills}
     * @return the catalog
     * @throws IllegalArgumentException if the folder is not found, or a skill is not valid
     * @throws UncheckedIOException if a file cannot be read
     */
    public static SkillCatalog fromClassPath(ClassLoader loader, String folder) {
        String name = folder.replaceAll("^/+|/+$", "");
        URL url = loader.getResource(name);
        if (url == null) {
            throw new IllegalArgumentException("Skills folder '" + name + "' is not on the class path");
        }
        try {
            URI uri = url.toURI();
            if (uri.getScheme().equals("file")) {
                return fromDirectory(Path.of(uri));
            }
            if (uri.getScheme().equals("jar")) {
                FileSystem fs;
                boolean owned = true;
                try {
                    fs = FileSystems.newFileSystem(uri, Map.of());
                } catch (FileSystemAlreadyExistsException e) {
                    fs = FileSystems.getFileSystem(uri);
                    owned = false;
                }
                try {
                    String inJar = uri.getSchemeSpecificPart().substring(uri.getSchemeSpecificPart().indexOf("!/") + 1);
                    return new SkillCatalog(load(fs.getPath(inJar), url.toString()));
                } finally {
                    if (owned) {
                        fs.close();
                    }
                }
            }
            throw new IllegalArgumentException("Skills folder '" + name + "' is at " + url
                    + ", neither a directory nor inside a jar");
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("Skills folder '" + name + "' has no usable location: " + url, e);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read skills in " + url + ": " + e.getMessage(), e);
        }
    }

    private static List<Skill> load(Path root, String origin) throws IOException {
        Map<Path, Skill.Builder> found = new TreeMap<>();
        List<Path> regular = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                if (attrs.isSymbolicLink()) {
                    LOG.warn("Skipped the symbolic link {}: links are not followed", file);
                } else if (attrs.isRegularFile()) {
                    regular.add(file);
                    if (file.getFileName().toString().equals(Skill.MANIFEST) && !file.getParent().equals(root)) {
                        Path dir = file.getParent();
                        String rel = relative(root, dir);
                        found.put(dir, Skill.builder(rel).origin(origin + "/" + rel));
                    }
                }
                return FileVisitResult.CONTINUE;
            }
        });
        if (found.isEmpty() && regular.stream().anyMatch(p -> p.getParent().equals(root)
                && p.getFileName().toString().equals(Skill.MANIFEST))) {
            throw new IllegalArgumentException(origin + "/" + Skill.MANIFEST + ": the skills folder holds skills in "
                    + "directories of their own, not a SKILL.md at its root");
        }
        regular.sort(Comparator.naturalOrder());
        for (Path file : regular) {
            for (Map.Entry<Path, Skill.Builder> e : found.entrySet()) {
                if (file.startsWith(e.getKey())) {
                    e.getValue().file(relative(e.getKey(), file), Files.readAllBytes(file));
                }
            }
        }
        List<Skill> skills = new ArrayList<>();
        for (Skill.Builder b : found.values()) {
            skills.add(b.build());
        }
        return skills;
    }

    private static String relative(Path from, Path to) {
        List<String> parts = new ArrayList<>();
        from.relativize(to).forEach(p -> parts.add(p.toString()));
        return String.join("/", parts);
    }

    /** {@return every skill, listed or not, in path order} */
    public List<Skill> skills() {
        return skills;
    }

    /** {@return the skills {@code skills/list} shows, in path order} */
    public List<Skill> listed() {
        return listed;
    }

    /**
     * The skill whose {@code SKILL.md} has this URI, listed or not.
     *
     * @param uri the URI
     * @return the skill, or empty
     */
    public Optional<Skill> skill(String uri) {
        return Optional.ofNullable(byUri.get(uri));
    }

    /** The file served at {@code uri}, or {@code null}. */
    @Nullable Served file(String uri) {
        return files.get(uri);
    }

    /** The direct children of the directory at {@code uri}, or {@code null} if it is not one. */
    @Nullable List<Child> directory(String uri) {
        return directories.get(uri);
    }

    /** {@return the skill paths, for messages} */
    @Override
    public String toString() {
        return "SkillCatalog" + new TreeSet<>(skills.stream().map(Skill::path).toList());
    }
}
