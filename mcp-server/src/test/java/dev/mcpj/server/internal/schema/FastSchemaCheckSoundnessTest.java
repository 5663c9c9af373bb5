package dev.mcpj.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.internal.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;

/**
 * The fast check against the full validator on many generated instances: whenever the fast check
 * is sure, the full validator finds no problem, and {@link SchemaValidator#validate(CompiledSchema,
 * JsonNode)} answers exactly as the full validator does.
 */
class FastSchemaCheckSoundnessTest {
    private static final int INSTANCES = 600;
    private static final Path GOLDEN = Path.of("..", "mcp-annotations", "src", "test", "resources", "golden");

    /** Schemas wholly within the fast check's keywords: it must be sure of most of their valid instances. */
    private static final Map<String, String> SUPPORTED = new LinkedHashMap<>();

    static {
        SUPPORTED.put("add", """
                {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"]}""");
        SUPPORTED.put("integers", """
                {"type":"object","properties":{
                  "rating":{"type":"integer","minimum":1,"maximum":10},
                  "positive":{"type":"integer","exclusiveMinimum":0},
                  "both":{"type":["integer","number"],"exclusiveMinimum":0,"exclusiveMaximum":100},
                  "big":{"type":"integer","maximum":9007199254740993,"minimum":-9007199254740993},
                  "huge":{"type":"integer","minimum":123456789012345678901234567890}},
                 "required":["rating"],"additionalProperties":false}""");
        SUPPORTED.put("numbers", """
                {"type":"object","properties":{
                  "price":{"type":"number","minimum":0.01,"exclusiveMaximum":100},
                  "negative":{"type":"number","exclusiveMaximum":0},
                  "ratio":{"type":"number","minimum":0.5,"maximum":1.5},
                  "zeroish":{"type":"number","minimum":0,"maximum":0},
                  "scaled":{"type":"number","minimum":1e2,"maximum":1.0e3},
                  "any":{"type":["number","null"]}},
                 "required":["price","ratio"]}""");
        SUPPORTED.put("strings", """
                {"type":"object","properties":{
                  "letter":{"type":"string","minLength":1,"maxLength":1},
                  "code":{"type":"string","minLength":2,"maxLength":8,"format":"email"},
                  "note":{"type":"string","maxLength":3,"description":"short","contentEncoding":"base64"},
                  "unit":{"type":"string","enum":["km","mi"],"default":"km"},
                  "fixed":{"const":"yes"}},
                 "required":["letter","code"],"additionalProperties":false}""");
        SUPPORTED.put("formats", """
                {"type":"object","properties":{
                  "at":{"type":"string","format":"date-time"},
                  "day":{"type":["string","null"],"format":"date"},
                  "time":{"type":"string","format":"time"},
                  "length":{"type":"string","format":"duration"},
                  "mail":{"type":"string","format":"email","maxLength":40},
                  "id":{"type":"string","format":"uuid"},
                  "link":{"type":"string","format":"uri"},
                  "count":{"type":"integer","format":"uuid"}},
                 "additionalProperties":false}""");
        SUPPORTED.put("collections", """
                {"type":"object","properties":{
                  "tags":{"type":"array","items":{"type":"string","maxLength":4},"minItems":1,"maxItems":3,
                          "uniqueItems":true},
                  "numbers":{"type":"array","items":{"type":"number"},"uniqueItems":true},
                  "labels":{"type":"object","additionalProperties":{"type":"string"},"minProperties":1,
                            "maxProperties":2},
                  "matrix":{"type":"array","items":{"type":"array","items":{"type":"integer"},"maxItems":2}},
                  "nothing":{"type":"array","items":false}},
                 "required":["tags"],"x-mcp-header":"t"}""");
        SUPPORTED.put("values", """
                {"type":"object","properties":{
                  "choice":{"enum":[1,"one",null,true,[1,2],{"k":1}]},
                  "one":{"const":1},
                  "point":{"const":{"x":1,"y":[2]}},
                  "flag":{"type":"boolean"},
                  "open":true,
                  "closed":{"not":{}},
                  "either":{"type":["string","integer","null"]}},
                 "minProperties":1,"title":"values","$comment":"c","enumNames":["x"]}""");
        SUPPORTED.put("nested", """
                {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{
                  "book":{"type":"object","properties":{
                    "title":{"type":"string","minLength":1,"maxLength":500},
                    "year":{"type":"integer","minimum":1450,"maximum":2100},
                    "authors":{"type":"array","items":{"type":"object","properties":{
                       "name":{"type":"string","minLength":1},"born":{"type":"integer"}},"required":["name"],
                       "additionalProperties":false},"minItems":1}},
                   "required":["title","authors"],"additionalProperties":false},
                  "quantity":{"type":"integer","minimum":1,"maximum":100}},
                 "required":["book","quantity"]}""");
    }

    /** Schemas partly or wholly beyond the fast check: it may be unsure, never wrong. */
    private static final Map<String, String> BEYOND = Map.of(
            "pattern", """
                    {"type":"object","properties":{"slug":{"type":"string","pattern":"^[a-z]+$"},
                     "n":{"type":"integer"}},"required":["n"]}""",
            "ref", """
                    {"type":"object","properties":{"p":{"$ref":"#/$defs/p"}},"$defs":{"p":{"type":"string"}}}""",
            "anyOf", """
                    {"anyOf":[{"type":"string"},{"type":"integer","minimum":3}]}""",
            "draft7", """
                    {"$schema":"http://json-schema.org/draft-07/schema#","type":"object",
                     "properties":{"n":{"type":"integer","exclusiveMinimum":0}}}""",
            "multipleOf", """
                    {"type":"number","multipleOf":0.1}""",
            "otherFormat", """
                    {"type":"object","properties":{"host":{"type":"string","format":"ipv4"},
                     "n":{"type":"integer"}},"required":["n"]}""");

    private final SchemaValidator validator = new SchemaValidator();

    @Test
    void theFastCheckIsNeverSureOfAnInstanceTheFullValidatorRejects() throws IOException {
        Map<String, String> schemas = new LinkedHashMap<>(SUPPORTED);
        schemas.putAll(BEYOND);
        try (Stream<Path> files = Files.list(GOLDEN)) {
            files.filter(f -> f.toString().endsWith(".schema.json")).sorted()
                    .forEach(f -> schemas.put(f.getFileName().toString(), read(f)));
        }
        assertThat(schemas).hasSizeGreaterThan(40);
        Tally total = new Tally();
        for (Map.Entry<String, String> e : schemas.entrySet()) {
            Tally t = exercise(e.getKey(), e.getValue());
            total.add(t);
            if (SUPPORTED.containsKey(e.getKey())) {
                assertThat(t.sure).as("%s: instances the fast check is sure of, of %d valid", e.getKey(), t.valid)
                        .isGreaterThanOrEqualTo((int) (t.valid * 0.75));
                assertThat(t.invalid).as("%s: invalid instances", e.getKey()).isGreaterThan(INSTANCES / 5);
            }
        }
        assertThat(total.sure).as("all instances the fast check is sure of").isGreaterThan(5_000);
        assertThat(total.sure).as("sure instances of all valid ones").isGreaterThan(total.valid / 2);
    }

    private Tally exercise(String name, String schemaText) {
        JsonNode schema = Json.mapper().readTree(schemaText);
        CompiledSchema compiled = validator.compile(schema, name);
        SchemaInstances instances = new SchemaInstances(schema, new Random(name.hashCode() * 31L + 7));
        Tally t = new Tally();
        for (int i = 0; i < INSTANCES; i++) {
            JsonNode built = instances.next();
            for (JsonNode instance : asBuiltAndAsParsed(built)) {
                boolean sure = compiled.fast.surelyValid(instance);
                List<String> full;
                try {
                    full = validator.validate(compiled.full, instance);
                } catch (RuntimeException e) {
                    // The full validator fails on some numbers built in code (1E+400 against an
                    // integer bound); the fast check must leave those to it, failure and all.
                    assertThat(sure).as("%s: the fast check is sure of %s, which fails the full validator",
                            name, instance).isFalse();
                    t.invalid++;
                    continue;
                }
                if (sure) {
                    assertThat(full).as("%s: the fast check is sure of %s", name, instance).isEmpty();
                    t.sure++;
                }
                assertThat(validator.validate(compiled, instance)).as("%s: problems of %s", name, instance)
                        .isEqualTo(full);
                if (full.isEmpty()) {
                    t.valid++;
                } else {
                    t.invalid++;
                }
            }
        }
        return t;
    }

    /** The instance as code builds it and, when it is JSON, as the server reads it off the wire. */
    private static List<JsonNode> asBuiltAndAsParsed(JsonNode built) {
        List<JsonNode> both = new ArrayList<>(2);
        both.add(built);
        try {
            both.add(Json.mapper().readTree(built.toString()));
        } catch (JacksonException e) {
            // NaN and the infinities have no JSON form.
        }
        return both;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Tally {
        int sure;
        int valid;
        int invalid;

        void add(Tally t) {
            sure += t.sure;
            valid += t.valid;
            invalid += t.invalid;
        }
    }
}
