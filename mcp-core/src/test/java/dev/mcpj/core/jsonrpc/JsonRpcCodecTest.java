package dev.mcpj.core.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.core.internal.Json;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JsonRpcCodecTest {
    private final JsonRpcCodec codec = new JsonRpcCodec(16, 1024);

    @Test
    void requestIsDecodedWhateverTheKeyOrder() {
        Decoded d = codec.decode("{\"method\":\"ping\",\"params\":{},\"jsonrpc\":\"2.0\",\"id\":\"a\"}");
        assertThat(d).isInstanceOf(Decoded.Message.class);
        JsonRpcRequest r = (JsonRpcRequest) ((Decoded.Message) d).message();
        assertThat(r.id()).isEqualTo(new StringRequestId("a"));
        assertThat(r.method()).isEqualTo("ping");
    }

    @Test
    void notificationHasNoId() {
        Decoded d = codec.decode("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}");
        assertThat(((Decoded.Message) d).message()).isInstanceOf(JsonRpcNotification.class);
    }

    @Test
    void responsesFromTheClientAreDecoded() {
        Decoded ok = codec.decode("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{\"roots\":[]}}");
        assertThat(((Decoded.Message) ok).message()).isInstanceOf(JsonRpcResult.class);
        Decoded err = codec.decode("{\"jsonrpc\":\"2.0\",\"id\":5,\"error\":{\"code\":-1,\"message\":\"no\"}}");
        assertThat(((Decoded.Message) err).message()).isEqualTo(new JsonRpcError(RequestId.of(5), -1, "no", null));
    }

    @Test
    void invalidUtf8IsAParseErrorWithoutId() {
        byte[] head = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"".getBytes(StandardCharsets.UTF_8);
        byte[] frame = new byte[head.length + 3];
        System.arraycopy(head, 0, frame, 0, head.length);
        frame[head.length] = (byte) 0xC3;
        frame[head.length + 1] = (byte) 0x28;
        frame[head.length + 2] = '"';
        Decoded d = codec.decode(frame, 0, frame.length);
        assertThat(d).isInstanceOf(Decoded.Invalid.class);
        JsonRpcError e = ((Decoded.Invalid) d).response();
        assertThat(e.code()).isEqualTo(-32700);
        assertThat(e.id()).isNull();
    }

    @Test
    void tooDeepIsRejectedWithTheLimitNamed() {
        Decoded d = codec.decode("[".repeat(40) + "]".repeat(40));
        assertThat(((Decoded.Invalid) d).response().message()).contains("limit");
    }

    @Test
    void invalidNotificationsAreNotAnswered() {
        Decoded d = codec.decode("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"nope\"}");
        assertThat(((Decoded.Invalid) d).response()).isNull();
    }

    @Test
    void encodedErrorWithoutIdOmitsTheField() {
        String json = new String(codec.encode(new JsonRpcError(null, -32700, "bad", null)), StandardCharsets.UTF_8);
        assertThat(json).isEqualTo("{\"jsonrpc\":\"2.0\",\"error\":{\"code\":-32700,\"message\":\"bad\"}}");
    }

    @Test
    void largestIdsRoundTripExactly() {
        Decoded d = codec.decode("{\"jsonrpc\":\"2.0\",\"id\":9223372036854775807,\"method\":\"ping\"}");
        RequestId id = ((JsonRpcRequest) ((Decoded.Message) d).message()).id();
        assertThat(id).isEqualTo(new NumericRequestId(Long.MAX_VALUE));
        String out = new String(codec.encode(new JsonRpcResult(id, Json.object())), StandardCharsets.UTF_8);
        assertThat(out).contains("\"id\":9223372036854775807");
        Decoded tooBig = codec.decode("{\"jsonrpc\":\"2.0\",\"id\":9223372036854775808,\"method\":\"ping\"}");
        assertThat(((Decoded.Invalid) tooBig).response().code()).isEqualTo(-32600);
    }

    @Test
    void encodedMessagesHaveNoNewlines() {
        String json = new String(codec.encode(new JsonRpcResult(RequestId.of(1),
                Json.object().put("text", "line one\nline two\r\n"))), StandardCharsets.UTF_8);
        assertThat(json).doesNotContain("\n").doesNotContain("\r");
    }
}
