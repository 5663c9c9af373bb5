package dev.mcpj.bench.jmh;

import dev.mcpj.server.internal.schema.CompiledSchema;
import dev.mcpj.server.internal.schema.SchemaValidator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Argument validation alone, as the server does it on every {@code tools/call}:
 * {@link SchemaValidator#validate(CompiledSchema, JsonNode)} against a schema compiled once. Invalid
 * arguments include turning the errors into the sentences the client gets.
 *
 * <ul>
 *   <li>small: {@code add}'s schema, two required numbers;
 *   <li>nested: a book order, with a {@code book} object holding an array of author objects
 *       through {@code $defs}/{@code $ref}, enums, numeric ranges, string lengths, a pattern,
 *       {@code uniqueItems} and {@code additionalProperties: false}.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = Requests.QUIET_SLF4J)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class ValidationBenchmark {
    static final String NESTED_SCHEMA = """
            {
              "type": "object",
              "$defs": {
                "author": {
                  "type": "object",
                  "properties": {
                    "name": {"type": "string", "minLength": 1, "maxLength": 200},
                    "born": {"type": "integer", "minimum": 1000, "maximum": 2100},
                    "role": {"enum": ["author", "editor", "translator", "illustrator"]}
                  },
                  "required": ["name"],
                  "additionalProperties": false
                },
                "isbn": {"type": "string", "pattern": "^(97[89])?[0-9]{9}[0-9X]$"}
              },
              "properties": {
                "book": {
                  "type": "object",
                  "properties": {
                    "title": {"type": "string", "minLength": 1, "maxLength": 500},
                    "isbn": {"$ref": "#/$defs/isbn"},
                    "year": {"type": "integer", "minimum": 1450, "maximum": 2100},
                    "price": {"type": "number", "exclusiveMinimum": 0, "maximum": 10000},
                    "format": {"enum": ["hardcover", "paperback", "ebook", "audiobook"]},
                    "authors": {"type": "array", "items": {"$ref": "#/$defs/author"}, "minItems": 1, "maxItems": 20},
                    "tags": {"type": "array", "items": {"type": "string", "maxLength": 40}, "uniqueItems": true}
                  },
                  "required": ["title", "format", "authors"],
                  "additionalProperties": false
                },
                "quantity": {"type": "integer", "minimum": 1, "maximum": 100},
                "giftWrap": {"type": "boolean"}
              },
              "required": ["book", "quantity"]
            }""";

    static final String NESTED_VALID = """
            {"book": {"title": "Good Omens", "isbn": "9780060853983", "year": 1990, "price": 9.99,
                      "format": "paperback",
                      "authors": [{"name": "Terry Pratchett", "born": 1948, "role": "author"},
                                  {"name": "Neil Gaiman", "born": 1960, "role": "author"}],
                      "tags": ["fantasy", "comedy", "apocalypse"]},
             "quantity": 2, "giftWrap": false}""";

    /** Five problems: a year out of range, a format outside the enum, an author without a name, an unknown property, a quantity of 0. */
    static final String NESTED_INVALID = """
            {"book": {"title": "Good Omens", "isbn": "9780060853983", "year": 1066, "price": 9.99,
                      "format": "scroll",
                      "authors": [{"born": 1948, "role": "author"},
                                  {"name": "Neil Gaiman", "born": 1960, "role": "author"}],
                      "tags": ["fantasy", "comedy"], "publisher": "Gollancz"},
             "quantity": 0}""";

    static final String SMALL_VALID = "{\"a\": 1, \"b\": 2}";
    /** Two problems: {@code a} is a string and {@code b} is missing. */
    static final String SMALL_INVALID = "{\"a\": \"one\"}";

    private final SchemaValidator validator = new SchemaValidator();
    private CompiledSchema small;
    private CompiledSchema nested;
    private JsonNode smallValid;
    private JsonNode smallInvalid;
    private JsonNode nestedValid;
    private JsonNode nestedInvalid;

    @Setup(Level.Trial)
    public void setUp() {
        JsonMapper json = JsonMapper.builder().build();
        small = validator.compile(json.readTree(Requests.ADD_SCHEMA), "add's input schema");
        nested = validator.compile(json.readTree(NESTED_SCHEMA), "the book order's input schema");
        smallValid = json.readTree(SMALL_VALID);
        smallInvalid = json.readTree(SMALL_INVALID);
        nestedValid = json.readTree(NESTED_VALID);
        nestedInvalid = json.readTree(NESTED_INVALID);
    }

    @Benchmark
    public List<String> smallValid() {
        return validator.validate(small, smallValid);
    }

    @Benchmark
    public List<String> smallInvalid() {
        return validator.validate(small, smallInvalid);
    }

    @Benchmark
    public List<String> nestedValid() {
        return validator.validate(nested, nestedValid);
    }

    @Benchmark
    public List<String> nestedInvalid() {
        return validator.validate(nested, nestedInvalid);
    }
}
