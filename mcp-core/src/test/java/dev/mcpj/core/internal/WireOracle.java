package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.jsonrpc.Decoded;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcError;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Map;
import tools.jackson.core.JacksonException;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Jackson as the oracle for the codec: what its {@code readTree} and {@code writeValueAsBytes}
 * do with a codec's own mapper (same limits, duplicate names refused) is what the codec must do.
 */
final class WireOracle {
    private WireOracle() {
    }

    /**
     * Reading {@code frame}: the tree codec gives Jackson's tree (the same node classes too) or
     * fails as Jackson fails (same exception class and message); the JSON-RPC codec then decodes
     * Jackson's tree, or answers with a parse error without an id, as it documents.
     */
    static void assertDecodesAsJackson(JsonRpcCodec codec, byte[] frame) {
        assertDecodesAsJackson(codec, frame, 0, frame.length);
    }

    /** As {@link #assertDecodesAsJackson(JsonRpcCodec, byte[])}, for {@code frame[offset, offset + length)}. */
    static void assertDecodesAsJackson(JsonRpcCodec codec, byte[] frame, int offset, int length) {
        String shown = show(java.util.Arrays.copyOfRange(frame, offset, offset + length))
                + (offset > 0 || length < frame.length ? " at " + offset + " in " + frame.length + " bytes" : "");
        JsonNode expected = null;
        JacksonException expectedError = null;
        try {
            expected = codec.mapper().readTree(frame, offset, length);
        } catch (JacksonException e) {
            expectedError = e;
        }
        JsonNode actual = null;
        JacksonException actualError = null;
        try {
            actual = new TreeCodec(codec.mapper()).read(frame, offset, length);
        } catch (JacksonException e) {
            actualError = e;
        }
        Decoded decoded = codec.decode(frame, offset, length);
        if (expectedError != null) {
            assertThat(actualError).as("Jackson refused %s with %s", shown, expectedError).isNotNull();
            assertThat(actualError.getClass()).as(shown).isEqualTo(expectedError.getClass());
            assertThat(actualError.getMessage()).as(shown).isEqualTo(expectedError.getMessage());
            String message = expectedError instanceof StreamConstraintsException
                    ? "Message exceeds a size limit: " + firstLine(expectedError) : "Message is not valid JSON";
            assertThat(decoded).as(shown).isEqualTo(new Decoded.Invalid(
                    new JsonRpcError(null, ErrorCode.PARSE_ERROR.code(), message, null),
                    message + ": " + firstLine(expectedError)));
        } else {
            assertThat(actualError).as("Jackson read %s as %s", shown, expected).isNull();
            assertThat(actual).as(shown).isEqualTo(expected);
            assertSameClasses(expected, actual, shown);
            assertThat(decoded).as(shown).isEqualTo(codec.decodeTree(expected));
            assertEncodesAsJackson(codec.mapper(), expected);
        }
    }

    /**
     * Writing {@code tree}: the tree codec gives Jackson's bytes, or fails as Jackson fails.
     * (That the bytes read back as the same tree is checked on messages, whose contents are
     * generated to read back as themselves.)
     */
    static void assertEncodesAsJackson(JsonMapper mapper, JsonNode tree) {
        byte[] expected = null;
        RuntimeException expectedError = null;
        try {
            expected = mapper.writeValueAsBytes(tree);
        } catch (RuntimeException e) {
            expectedError = e;
        }
        byte[] actual = null;
        RuntimeException actualError = null;
        try {
            actual = new TreeCodec(mapper).write(tree);
        } catch (RuntimeException e) {
            actualError = e;
        }
        if (expectedError != null) {
            assertThat(actualError).as("Jackson refused to write it: %s", expectedError).isNotNull();
            assertThat(actualError.getClass()).isEqualTo(expectedError.getClass());
            assertThat(actualError.getMessage()).isEqualTo(expectedError.getMessage());
            return;
        }
        assertThat(actualError).isNull();
        assertThat(actual).as("bytes of %s", new String(expected, StandardCharsets.UTF_8)).isEqualTo(expected);
    }

    private static void assertSameClasses(JsonNode expected, JsonNode actual, String what) {
        assertThat(actual.getClass()).as(what).isEqualTo(expected.getClass());
        if (expected.isObject()) {
            Iterator<Map.Entry<String, JsonNode>> e = expected.properties().iterator();
            Iterator<Map.Entry<String, JsonNode>> a = actual.properties().iterator();
            while (e.hasNext()) {
                Map.Entry<String, JsonNode> ee = e.next();
                Map.Entry<String, JsonNode> ae = a.next();
                assertThat(ae.getKey()).as(what).isEqualTo(ee.getKey());
                assertSameClasses(ee.getValue(), ae.getValue(), what);
            }
            assertThat(a.hasNext()).as(what).isFalse();
        } else if (expected.isArray()) {
            for (int i = 0; i < expected.size(); i++) {
                assertSameClasses(expected.get(i), actual.get(i), what);
            }
        }
    }

    private static String firstLine(Exception e) {
        String m = String.valueOf(e.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }

    /** A frame as a failure message shows it: decoded leniently, cut after 300 characters. */
    static String show(byte[] bytes) {
        String s = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        return s.length() > 300 ? s.substring(0, 300) + "… (" + bytes.length + " bytes)" : s;
    }
}
