package dev.mcpj.server.internal.schema;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaException;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.dialect.Dialect;
import com.networknt.schema.dialect.Dialects;
import com.networknt.schema.keyword.AnnotationKeyword;
import java.util.ArrayList;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * Compiles JSON Schemas (2020-12 unless a schema names another dialect) once per registration,
 * after checking them against the meta-schema, and turns validation failures into sentences a model
 * can act on. Remote {@code $ref}s are never fetched. Formats are asserted: the ones the annotation
 * processor writes by {@link StringFormats} (so that an argument that passes converts to its Java
 * type), the validator's other formats by the validator. Plainly valid instances are accepted by a
 * {@link FastSchemaCheck} compiled alongside, which mirrors this configuration: if it changes, that
 * check must change with it.
 */
public final class SchemaValidator {
    private static final int MAX_REPORTED = 10;

    private static final String DRAFT_2020_12 = SchemaShape.DRAFT_2020_12;

    private volatile Schema metaSchema;
    private volatile SchemaRegistry registry;

    /** The validator's registry, made on first use so that a server that never validates never loads it. */
    private SchemaRegistry registry() {
        SchemaRegistry r = registry;
        if (r == null) {
            synchronized (this) {
                if (registry == null) {
                    // Keywords the dialect does not define (enumNames, x-mcp-header, vendor x-*) are
                    // annotations: kept, never validated, and not worth a warning each.
                    Dialect dialect = Dialect.builder(Dialects.getDraft202012())
                            .unknownKeywordFactory((keyword, context) -> new AnnotationKeyword(keyword))
                            .formats(formats -> StringFormats.ALL.forEach(f -> formats.put(f.name(), f)))
                            .build();
                    SchemaRegistryConfig config = SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build();
                    registry = SchemaRegistry.withDefaultDialect(dialect,
                            b -> b.schemaLoader(l -> l.fetchRemoteResources(false)).schemaRegistryConfig(config));
                }
                r = registry;
            }
        }
        return r;
    }

    /**
     * Compiles a schema.
     *
     * @throws IllegalArgumentException if the schema is not valid
     */
    public CompiledSchema compile(JsonNode schema, String what) {
        SchemaShape.check(schema, what);
        JsonNode dialect = schema.get("$schema");
        if (dialect == null || DRAFT_2020_12.equals(dialect.asString())) {
            List<String> problems = validate(metaSchema(), schema);
            if (!problems.isEmpty()) {
                throw new IllegalArgumentException(what + " is not a valid JSON Schema: " + String.join("; ", problems));
            }
        }
        try {
            Schema compiled = registry().getSchema(schema);
            compiled.initializeValidators();
            return new CompiledSchema(compiled, FastSchemaCheck.of(schema));
        } catch (SchemaException | IllegalStateException e) {
            throw new IllegalArgumentException(what + " is not a valid JSON Schema: " + e.getMessage(), e);
        }
    }

    /** The 2020-12 meta-schema, loaded from the validator's own copy, never from the network. */
    private Schema metaSchema() {
        Schema m = metaSchema;
        if (m == null) {
            m = registry().getSchema(SchemaLocation.of(DRAFT_2020_12));
            m.initializeValidators();
            metaSchema = m;
        }
        return m;
    }

    /** The problems of {@code value} against {@code schema}, one sentence each; empty when valid. */
    public List<String> validate(CompiledSchema schema, JsonNode value) {
        if (schema.fast.surelyValid(value)) {
            return List.of();
        }
        return validate(schema.full, value);
    }

    /** The problems of {@code value} against {@code schema}, one sentence each; empty when valid. */
    public List<String> validate(Schema schema, JsonNode value) {
        List<Error> errors = schema.validate(value);
        if (errors.isEmpty()) {
            return List.of();
        }
        List<String> problems = new ArrayList<>(Math.min(errors.size(), MAX_REPORTED + 1));
        for (Error e : errors) {
            if (problems.size() == MAX_REPORTED) {
                problems.add("and " + (errors.size() - MAX_REPORTED) + " more");
                break;
            }
            problems.add(describe(e));
        }
        return problems;
    }

    /** {@code /book/year} or {@code $.book.year} becomes {@code book.year}; {@code /tags/0} becomes {@code tags[0]}. */
    static String readablePath(String location) {
        String p = location.startsWith("$") ? location.substring(1) : location;
        if (!p.startsWith("/")) {
            return p.startsWith(".") ? p.substring(1) : p;
        }
        StringBuilder sb = new StringBuilder();
        for (String segment : p.substring(1).split("/", -1)) {
            if (segment.isEmpty()) {
                continue;
            }
            String s = segment.replace("~1", "/").replace("~0", "~");
            if (s.chars().allMatch(Character::isDigit)) {
                sb.append('[').append(s).append(']');
            } else {
                sb.append(sb.length() == 0 ? "" : ".").append(s);
            }
        }
        return sb.toString();
    }

    private static String describe(Error e) {
        String where = e.getInstanceLocation() == null ? "" : e.getInstanceLocation().toString();
        String message = e.getMessage();
        if ("format".equals(e.getKeyword()) && e.getSchemaNode() != null) {
            JsonNode name = e.getSchemaNode().isObject() ? e.getSchemaNode().get("format") : e.getSchemaNode();
            StringFormats.Known format = name != null && name.isString() ? StringFormats.named(name.stringValue()) : null;
            message = format != null ? "must be " + format.expected() : message;
        }
        where = readablePath(where);
        StringBuilder sb = new StringBuilder();
        sb.append(where.isEmpty() ? "arguments" : where).append(": ").append(message);
        JsonNode instance = e.getInstanceNode();
        if (instance != null && instance.isValueNode() && !"required".equals(e.getKeyword())) {
            String shown = instance.toString();
            sb.append(" (got ").append(shown.length() > 60 ? shown.substring(0, 57) + "..." : shown).append(')');
        }
        return sb.toString();
    }
}
