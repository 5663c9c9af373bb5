package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.core.ErrorCode;
import dev.mcpj.core.InvalidParamsException;
import dev.mcpj.core.RequestMeta;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcNotification;
import dev.mcpj.core.jsonrpc.JsonRpcRequest;
import dev.mcpj.core.jsonrpc.RequestId;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class IncomingTest {
    private static final JsonRpcCodec CODEC = new JsonRpcCodec(64, 4 * 1024 * 1024);

    private static Incoming read(String json) throws Incoming.Malformed {
        return Incoming.read(CODEC, json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void classifiesRequestsNotificationsAndResponses() throws Exception {
        Incoming init = read("{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"initialize\"}");
        assertThat(init).isEqualTo(new Incoming(Incoming.Kind.REQUEST,
                new JsonRpcRequest(RequestId.of("a"), "initialize", null)));
        assertThat(init.id()).isEqualTo(RequestId.of("a"));
        assertThat(init.method()).isEqualTo("initialize");
        assertThat(init.isInitialize()).isTrue();
        assertThat(read("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"ping\"}").id()).isEqualTo(RequestId.of(7));
        assertThat(read("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}").kind())
                .isEqualTo(Incoming.Kind.NOTIFICATION);
        assertThat(read("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/cancelled\",\"params\":{\"requestId\":4}}")
                .params().get("requestId").asInt()).isEqualTo(4);
        assertThat(read("{\"jsonrpc\":\"2.0\",\"id\":\"s1\",\"result\":{}}").kind()).isEqualTo(Incoming.Kind.RESPONSE);
        assertThat(read("{\"jsonrpc\":\"2.0\",\"id\":\"s1\",\"error\":{\"code\":1,\"message\":\"x\"}}").kind())
                .isEqualTo(Incoming.Kind.RESPONSE);
    }

    @Test
    void readsTheProtocolVersionNamedInMeta() throws Exception {
        Incoming modern = read("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":"
                + "{\"io.modelcontextprotocol/protocolVersion\":\"2026-07-28\"}}}");
        assertThat(RequestMeta.namesVersion(modern.params())).isTrue();
        assertThat(RequestMeta.version(modern.params())).isEqualTo("2026-07-28");
        Incoming odd = read("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\",\"params\":{\"_meta\":"
                + "{\"io.modelcontextprotocol/protocolVersion\":5}}}");
        assertThat(RequestMeta.namesVersion(odd.params())).isTrue();
        assertThatThrownBy(() -> RequestMeta.version(odd.params())).isInstanceOf(InvalidParamsException.class)
                .hasMessage("_meta.io.modelcontextprotocol/protocolVersion must be a string");
        Incoming legacy = read("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}");
        assertThat(legacy.params()).isNull();
        assertThat(RequestMeta.namesVersion(legacy.params())).isFalse();
    }

    @Test
    void refusesWhatCannotBeRouted() {
        assertMalformed("{oops", ErrorCode.PARSE_ERROR);
        assertMalformed("", ErrorCode.PARSE_ERROR);
        assertMalformed("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]", ErrorCode.INVALID_REQUEST);
        assertMalformed("42", ErrorCode.INVALID_REQUEST);
        assertMalformed("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}", ErrorCode.INVALID_REQUEST);
        assertMalformed("{\"jsonrpc\":\"2.0\",\"id\":null,\"method\":\"ping\"}", ErrorCode.INVALID_REQUEST);
        assertMalformed("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":5}", ErrorCode.INVALID_REQUEST);
        assertMalformed("{\"jsonrpc\":\"2.0\",\"id\":1}", ErrorCode.INVALID_REQUEST);
    }

    /**
     * The envelope is read by the server's codec. A request it refuses but can read is routed as
     * a request, carrying the codec's refusal; an invalid notification or response, which
     * JSON-RPC never answers, is dropped.
     */
    @Test
    void aRequestTheCodecRefusesIsRoutedWithItsRefusal() throws Exception {
        Incoming unversioned = read("{\"id\":3,\"method\":\"ping\"}");
        assertThat(unversioned.kind()).isEqualTo(Incoming.Kind.REQUEST);
        assertThat(unversioned.id()).isEqualTo(RequestId.of(3));
        assertThat(unversioned.refusal().code()).isEqualTo(ErrorCode.INVALID_REQUEST.code());
        assertThat(unversioned.refusal().message()).isEqualTo("Message must have \"jsonrpc\": \"2.0\"");
        assertThat(unversioned.refusal().id()).isEqualTo(RequestId.of(3));
        Incoming arrayParams = read("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tools/list\",\"params\":[]}");
        assertThat(arrayParams.kind()).isEqualTo(Incoming.Kind.REQUEST);
        assertThat(arrayParams.params()).isNull();
        assertThat(arrayParams.refusal().code()).isEqualTo(ErrorCode.INVALID_PARAMS.code());
        assertThat(read("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}").refusal()).isNull();

        assertThat(read("{\"method\":\"notifications/initialized\"}").kind()).isEqualTo(Incoming.Kind.IGNORED);
        assertThat(read("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":5}").kind()).isEqualTo(Incoming.Kind.IGNORED);
        assertThat(read("{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":\"x\"}}").kind())
                .isEqualTo(Incoming.Kind.IGNORED);
        assertThat(read("{\"jsonrpc\":\"2.0\",\"method\":\"x\"}").message())
                .isEqualTo(new JsonRpcNotification("x", null));
    }

    private static void assertMalformed(String json, ErrorCode code) {
        assertThatThrownBy(() -> read(json)).isInstanceOfSatisfying(Incoming.Malformed.class,
                m -> assertThat(m.code).as(json).isEqualTo(code));
    }
}
