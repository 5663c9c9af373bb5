package dev.mcpj.server.internal.schema;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.internal.Json;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.JsonNodeFactory;

class FastSchemaCheckTest {
    private static final String ADD = """
            {"type":"object","properties":{"a":{"type":"number"},"b":{"type":"number"}},"required":["a","b"]}""";

    private static JsonNode json(String text) {
        return Json.mapper().readTree(text);
    }

    private static FastSchemaCheck check(String schema) {
        return FastSchemaCheck.of(json(schema));
    }

    private static boolean sure(String schema, String instance) {
        return check(schema).surelyValid(json(instance));
    }

    @Test
    void plainlyValidArgumentsAreSure() {
        assertThat(sure(ADD, "{\"a\":1,\"b\":2.5}")).isTrue();
        assertThat(sure(ADD, "{\"a\":1,\"b\":2,\"c\":\"extra\"}")).isTrue();
    }

    @Test
    void invalidArgumentsAreNeverSure() {
        assertThat(sure(ADD, "{\"a\":1}")).isFalse();
        assertThat(sure(ADD, "{\"a\":\"1\",\"b\":2}")).isFalse();
        assertThat(sure(ADD, "{\"a\":null,\"b\":2}")).isFalse();
        assertThat(sure(ADD, "[1,2]")).isFalse();
    }

    @Test
    void integerAcceptsAWholeNumberWrittenWithAFraction() {
        String schema = "{\"type\":\"integer\"}";
        assertThat(sure(schema, "1")).isTrue();
        assertThat(sure(schema, "1.0")).isTrue();
        assertThat(sure(schema, "1.5")).isFalse();
        assertThat(sure(schema, "123456789012345678901234567890")).isTrue();
        assertThat(sure("{\"type\":\"number\"}", "7")).isTrue();
        assertThat(sure("{\"type\":[\"string\",\"null\"]}", "null")).isTrue();
        assertThat(sure("{\"type\":[\"string\",\"null\"]}", "\"x\"")).isTrue();
        assertThat(sure("{\"type\":[\"string\",\"null\"]}", "0")).isFalse();
    }

    @Test
    void nonFiniteNumbersAndUnusualNodesAreNeverSure() {
        FastSchemaCheck any = check("{\"type\":\"number\"}");
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        assertThat(any.surelyValid(nodes.numberNode(Double.POSITIVE_INFINITY))).isFalse();
        assertThat(any.surelyValid(nodes.numberNode(Double.NaN))).isFalse();
        assertThat(any.surelyValid(nodes.numberNode(new BigDecimal("1e400")))).isTrue();
        assertThat(check("{\"maxLength\":9}").surelyValid(nodes.pojoNode(new Object()))).isFalse();
        assertThat(check("{\"maxLength\":9}").surelyValid(nodes.binaryNode(new byte[] {1}))).isFalse();
        assertThat(check("{}").surelyValid(nodes.pojoNode(new Object()))).isTrue();
        assertThat(any.surelyValid(null)).isFalse();
    }

    @Test
    void numericBoundsCompareExactly() {
        String schema = "{\"type\":\"number\",\"minimum\":0.1,\"exclusiveMaximum\":100}";
        assertThat(sure(schema, "0.1")).isTrue();
        assertThat(sure(schema, "0.09999999999999999")).isFalse();
        assertThat(sure(schema, "99.99999999999")).isTrue();
        assertThat(sure(schema, "100")).isFalse();
        assertThat(sure(schema, "100.0")).isFalse();
        assertThat(sure(schema, "1e400")).isFalse();
        String big = "{\"type\":\"integer\",\"maximum\":9007199254740993}";
        assertThat(sure(big, "9007199254740993")).isTrue();
        assertThat(sure(big, "9007199254740994")).isFalse();
        assertThat(sure(big, "99999999999999999999999")).isFalse();
        assertThat(sure("{\"minimum\":0}", "-0.0")).isTrue();
        assertThat(sure("{\"exclusiveMinimum\":0}", "-0.0")).isFalse();
    }

    @Test
    void aBoundOnIntegersNeverHoldsAFractionTheFullValidatorWouldTruncate() {
        // The full validator truncates 0.5 to 0 against an integer bound on an integer type.
        String schema = "{\"type\":[\"integer\",\"number\"],\"exclusiveMinimum\":0}";
        assertThat(sure(schema, "0.5")).isFalse();
        assertThat(sure(schema, "1")).isTrue();
        assertThat(sure(schema, "2.0")).isTrue();
        assertThat(sure("{\"type\":\"number\",\"exclusiveMinimum\":0}", "0.5")).isTrue();
    }

    @Test
    void lengthsCountCodePoints() {
        String schema = "{\"type\":\"string\",\"minLength\":2,\"maxLength\":2}";
        assertThat(sure(schema, "\"ab\"")).isTrue();
        assertThat(sure(schema, "\"\\uD83D\\uDE00\\uD83D\\uDE00\"")).isTrue();
        assertThat(sure(schema, "\"\\uD83D\\uDE00\"")).isFalse();
        assertThat(sure(schema, "\"abc\"")).isFalse();
        assertThat(sure("{\"maxLength\":1}", "\"\\uD83D\\uDE00\"")).isTrue();
    }

    @Test
    void arraysAndObjects() {
        String schema = """
                {"type":"array","items":{"type":"string"},"minItems":1,"maxItems":3,"uniqueItems":true}""";
        assertThat(sure(schema, "[\"a\",\"b\"]")).isTrue();
        assertThat(sure(schema, "[]")).isFalse();
        assertThat(sure(schema, "[\"a\",\"a\"]")).isFalse();
        assertThat(sure(schema, "[\"a\",1]")).isFalse();
        assertThat(sure(schema, "[\"a\",\"b\",\"c\",\"d\"]")).isFalse();
        assertThat(sure("{\"uniqueItems\":true}", "[1,1.0]")).isFalse();
        assertThat(sure("{\"uniqueItems\":true}", "[1,2,\"1\",null,true]")).isTrue();
        assertThat(sure("{\"uniqueItems\":true}", "[[1],[2]]")).isFalse();
        String object = """
                {"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":{"type":"integer"},
                 "minProperties":1,"maxProperties":2}""";
        assertThat(sure(object, "{\"a\":\"x\",\"b\":1}")).isTrue();
        assertThat(sure(object, "{\"a\":\"x\",\"b\":\"y\"}")).isFalse();
        assertThat(sure(object, "{}")).isFalse();
        assertThat(sure(object, "{\"a\":\"x\",\"b\":1,\"c\":2}")).isFalse();
        String closed = "{\"properties\":{\"a\":true},\"additionalProperties\":false}";
        assertThat(sure(closed, "{\"a\":[1]}")).isTrue();
        assertThat(sure(closed, "{\"b\":1}")).isFalse();
    }

    @Test
    void enumAndConstCompareNumbersByValue() {
        assertThat(sure("{\"enum\":[\"km\",\"mi\",2,null]}", "\"mi\"")).isTrue();
        assertThat(sure("{\"enum\":[\"km\",\"mi\",2,null]}", "2.0")).isTrue();
        assertThat(sure("{\"enum\":[\"km\",\"mi\",2,null]}", "null")).isTrue();
        assertThat(sure("{\"enum\":[\"km\",\"mi\",2,null]}", "\"2\"")).isFalse();
        assertThat(sure("{\"enum\":[{\"a\":[1]}]}", "{\"a\":[1]}")).isTrue();
        assertThat(sure("{\"const\":1}", "1.0")).isTrue();
        assertThat(sure("{\"const\":1}", "true")).isFalse();
        assertThat(sure("{\"const\":{\"x\":\"y\"}}", "{\"x\":\"y\"}")).isTrue();
    }

    @Test
    void annotationsAndBooleanSchemas() {
        assertThat(sure("""
                {"title":"t","description":"d","default":1,"examples":[1],"$comment":"c","deprecated":true,
                 "readOnly":true,"writeOnly":false,"contentEncoding":"base64","x-vendor":1,"enumNames":["A"],
                 "$defs":{"n":{"pattern":"x"}},"$schema":"https://json-schema.org/draft/2020-12/schema",
                 "type":"string"}""", "\"not an email\"")).isTrue();
        assertThat(sure("true", "{\"anything\":[1]}")).isTrue();
        assertThat(sure("false", "1")).isFalse();
        assertThat(sure("{\"items\":false}", "[]")).isTrue();
        assertThat(sure("{\"items\":false}", "[1]")).isFalse();
    }

    @Test
    void theFormatsTheServerAssertsAreCheckedAndOthersAreLeftToTheFullValidator() {
        assertThat(sure("{\"type\":\"string\",\"format\":\"email\"}", "\"ada@example.com\"")).isTrue();
        assertThat(sure("{\"type\":\"string\",\"format\":\"email\"}", "\"ada\"")).isFalse();
        assertThat(sure("{\"type\":\"string\",\"format\":\"date\"}", "\"2025-02-30\"")).isFalse();
        assertThat(sure("{\"type\":\"string\",\"format\":\"date-time\"}", "\"2025-01-31T10:15:30Z\"")).isTrue();
        assertThat(sure("{\"type\":[\"string\",\"null\"],\"format\":\"uuid\"}", "null")).isTrue();
        assertThat(sure("{\"format\":\"uri\"}", "42")).isTrue();
        assertThat(check("{\"type\":\"string\",\"format\":\"ipv4\"}").neverSure()).isTrue();
        assertThat(check("{\"type\":\"string\",\"format\":7}").neverSure()).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"$ref\":\"#/$defs/x\"", "\"pattern\":\"^a\"", "\"anyOf\":[{}]", "\"oneOf\":[{}]",
        "\"allOf\":[{}]", "\"not\":{\"type\":\"null\"}", "\"if\":{}", "\"patternProperties\":{}",
        "\"dependentRequired\":{}", "\"unevaluatedProperties\":false", "\"prefixItems\":[{}]", "\"contains\":{}",
        "\"multipleOf\":2", "\"propertyNames\":{}", "\"nullable\":true", "\"$anchor\":\"a\"", "\"unknown\":1"})
    void aSchemaWithAnUnsupportedKeywordIsNeverSure(String keyword) {
        FastSchemaCheck c = check("{\"type\":\"object\"," + keyword + "}");
        assertThat(c.neverSure()).isTrue();
        assertThat(c.surelyValid(json("{}"))).isFalse();
    }

    @Test
    void anotherDialectIsNeverSure() {
        assertThat(check("{\"$schema\":\"http://json-schema.org/draft-07/schema#\"}").neverSure()).isTrue();
        assertThat(check("{\"$schema\":\"https://json-schema.org/draft/2020-12/schema#\"}").neverSure()).isTrue();
    }

    @Test
    void anUnsupportedSubschemaOnlyMattersWhereItApplies() {
        String schema = """
                {"type":"object","properties":{"a":{"type":"integer"},"slug":{"type":"string","pattern":"^[a-z]+$"},
                 "inner":{"properties":{"$schema":{"type":"string"}},"$schema":"x"}}}""";
        assertThat(sure(schema, "{\"a\":1}")).isTrue();
        assertThat(sure(schema, "{\"a\":1,\"slug\":\"abc\"}")).isFalse();
        assertThat(sure(schema, "{\"a\":1,\"inner\":{}}")).isFalse();
    }

    @Test
    void malformedKeywordValuesAreNeverSure() {
        assertThat(check("{\"type\":\"any\"}").neverSure()).isTrue();
        assertThat(check("{\"minLength\":1.5}").neverSure()).isTrue();
        assertThat(check("{\"maxLength\":5000000000}").neverSure()).isTrue();
        assertThat(check("{\"required\":\"a\"}").neverSure()).isTrue();
        assertThat(check("{\"uniqueItems\":1}").neverSure()).isTrue();
        assertThat(FastSchemaCheck.of(JsonNodeFactory.instance.numberNode(BigInteger.ONE)).neverSure()).isTrue();
    }
}
