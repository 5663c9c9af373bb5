package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.tool.HeaderParameter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class MirroredHeadersTest {
    private static final JsonRpcCodec CODEC = new JsonRpcCodec(64, 4 * 1024 * 1024);
    private static final List<HeaderParameter> PARAMS = List.of(
            new HeaderParameter("Region", List.of("region")),
            new HeaderParameter("Count", List.of("count")),
            new HeaderParameter("Zone", List.of("target", "zone")));

    private static Incoming call(String arguments) throws Incoming.Malformed {
        String json = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/call\",\"params\":{\"name\":\"sql\","
                + "\"arguments\":" + arguments + "}}";
        return Incoming.read(CODEC, json.getBytes(StandardCharsets.UTF_8));
    }

    /** Headers as a servlet gives them: names compared ignoring case. */
    private static Map<String, List<String>> headers(String... namesAndValues) {
        Map<String, List<String>> h = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        for (int i = 0; i < namesAndValues.length; i += 2) {
            h.computeIfAbsent(namesAndValues[i], k -> new ArrayList<>()).add(namesAndValues[i + 1]);
        }
        return h;
    }

    private static void check(Map<String, List<String>> headers, Incoming request) throws MirroredHeaders.Mismatch {
        MirroredHeaders.check(headers, request, PARAMS);
    }

    @Test
    void decodesTheBase64FormAndRefusesWhatAHeaderCannotCarry() throws Exception {
        assertThat(MirroredHeaders.decode("X", "us-west1")).isEqualTo("us-west1");
        assertThat(MirroredHeaders.decode("X", "=?base64?SGVsbG8sIOS4lueVjA==?=")).isEqualTo("Hello, 世界");
        assertThat(MirroredHeaders.decode("X", "=?base64?IHBhZGRlZCA=?=")).isEqualTo(" padded ");
        assertThat(MirroredHeaders.decode("X", "=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=")).isEqualTo("=?base64?literal?=");
        assertThat(MirroredHeaders.decode("X", "=?BASE64?eA==?=")).as("the markers are case-sensitive")
                .isEqualTo("=?BASE64?eA==?=");
        assertThatThrownBy(() -> MirroredHeaders.decode("X", "=?base64?*?=")).isInstanceOf(MirroredHeaders.Mismatch.class);
        assertThatThrownBy(() -> MirroredHeaders.decode("X", "=?base64?SGVsbG8?=")).as("unpadded")
                .isInstanceOf(MirroredHeaders.Mismatch.class);
        assertThatThrownBy(() -> MirroredHeaders.decode("X", "=?base64?SGVs!!!bG8=?=")).as("not the alphabet")
                .isInstanceOf(MirroredHeaders.Mismatch.class);
        assertThat(MirroredHeaders.decode("X", "=?base64?SGVsbG8=?=")).isEqualTo("Hello");
        assertThat(MirroredHeaders.decode("X", "=?base64?SGVsbG8=")).as("no suffix: literal").isEqualTo("=?base64?SGVsbG8=");
        assertThatThrownBy(() -> MirroredHeaders.decode("X", "=?base64?/w==?=")).as("not UTF-8")
                .isInstanceOf(MirroredHeaders.Mismatch.class);
        assertThatThrownBy(() -> MirroredHeaders.decode("X", "Zürich")).isInstanceOf(MirroredHeaders.Mismatch.class);
        assertThatThrownBy(() -> MirroredHeaders.decode("X", "a\nb")).isInstanceOf(MirroredHeaders.Mismatch.class);
        assertThat(MirroredHeaders.decode("X", "a\tb c")).isEqualTo("a\tb c");
    }

    @Test
    void comparesIntegersAsNumbersAndTextExactly() throws Exception {
        Incoming request = call("{\"region\":\"eu\",\"count\":42,\"target\":{\"zone\":\"b\"}}");
        for (String count : List.of("42", "42.0", "4.2e1", "+42")) {
            assertThatNoException().as(count).isThrownBy(() -> check(headers("Mcp-Method", "tools/call",
                    "Mcp-Name", "sql", "Mcp-Param-Region", "eu", "Mcp-Param-Count", count, "Mcp-Param-Zone", "b"),
                    request));
        }
        for (String count : List.of("43", "0x2A", "forty-two", "")) {
            assertThatThrownBy(() -> check(headers("Mcp-Method", "tools/call", "Mcp-Name", "sql",
                    "Mcp-Param-Region", "eu", "Mcp-Param-Count", count, "Mcp-Param-Zone", "b"), request))
                    .as(count).isInstanceOf(MirroredHeaders.Mismatch.class);
        }
        assertThatThrownBy(() -> check(headers("Mcp-Method", "tools/call", "Mcp-Name", "sql",
                "Mcp-Param-Region", "EU", "Mcp-Param-Count", "42", "Mcp-Param-Zone", "b"), request))
                .isInstanceOf(MirroredHeaders.Mismatch.class).hasMessageContaining("Mcp-Param-Region");
        assertThatThrownBy(() -> check(headers("Mcp-Method", "tools/call", "Mcp-Name", "sql",
                "Mcp-Param-Region", "eu", "Mcp-Param-Count", "42"), request))
                .as("a nested argument is mirrored too").hasMessageContaining("Mcp-Param-Zone");
    }

    @Test
    void aRepeatedHeaderIsRefused() throws Exception {
        Map<String, List<String>> h = headers("Mcp-Method", "tools/call", "mcp-method", "tools/call", "Mcp-Name", "sql");
        assertThatThrownBy(() -> check(h, call("{}"))).hasMessageContaining("more than once");
    }

    @Test
    void headerNamesMatchWhateverTheMapsCase() throws Exception {
        // Not every engine gives a case-insensitive map.
        Map<String, List<String>> plain = Map.of("mcp-method", List.of("tools/call"), "MCP-NAME", List.of("sql"));
        assertThatNoException().isThrownBy(() -> check(plain, call("{}")));
    }

    @Test
    void onlyTheMethodsThatNameSomethingNeedMcpName() throws Exception {
        Incoming list = Incoming.read(CODEC, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}"
                .getBytes(StandardCharsets.UTF_8));
        assertThatNoException().isThrownBy(() -> MirroredHeaders.check(headers("Mcp-Method", "tools/list"), list,
                List.of()));
        Incoming read = Incoming.read(CODEC, ("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"resources/read\","
                + "\"params\":{\"uri\":\"file:///a b\"}}").getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> MirroredHeaders.check(headers("Mcp-Method", "resources/read"), read, List.of()))
                .hasMessageContaining("Mcp-Name");
        assertThatNoException().isThrownBy(() -> MirroredHeaders.check(headers("Mcp-Method", "resources/read",
                "Mcp-Name", "file:///a b"), read, List.of()));
    }
}
