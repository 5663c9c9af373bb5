package dev.mcpj.bench.jmh;

import dev.mcpj.core.internal.Json;
import dev.mcpj.core.jsonrpc.Decoded;
import dev.mcpj.core.jsonrpc.JsonRpcCodec;
import dev.mcpj.core.jsonrpc.JsonRpcResult;
import dev.mcpj.core.jsonrpc.McpJson;
import dev.mcpj.core.jsonrpc.NumericRequestId;
import dev.mcpj.core.jsonrpc.RequestId;
import dev.mcpj.core.tool.CallToolResult;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The JSON-RPC codec alone, with the server's default limits: decoding a {@code tools/call} line
 * (UTF-8 bytes to a classified message with its params tree), and encoding a tool's result as the
 * server answers it ({@link CallToolResult} to its JSON tree, wrapped in a response, written as one
 * line of UTF-8). For {@code add(1, 2)} and for {@code echo} of a 10 KiB text: the load driver's
 * mixed one, plain ASCII prose, or ASCII lines with quotes (see {@link Requests#echoText}).
 *
 * <p>The {@code jackson*} benchmarks are the reference: the same bytes read into a tree, and the
 * same response tree (built once) written, by a {@link JsonMapper} with Jackson's defaults. What
 * the codec costs beyond them is its own: the read limits and duplicate-key detection, classifying
 * the message, and building the response tree.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 1, jvmArgsAppend = Requests.QUIET_SLF4J)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class CodecBenchmark {
    /** The echo text; the add benchmarks do not depend on it. */
    @Param({"mixed", "ascii", "asciiLines"})
    public String text = "mixed";
    private final JsonRpcCodec codec = new JsonRpcCodec(Json.Limits.DEFAULT_NESTING_DEPTH, Json.Limits.DEFAULT_MAX_BYTES);
    private final RequestId id = new NumericRequestId(1);
    private byte[] addLine;
    private byte[] echoLine;
    private CallToolResult addResult;
    private CallToolResult echoResult;
    private final JsonMapper plain = JsonMapper.builder().build();
    private JsonNode addResponse;
    private JsonNode echoResponse;

    @Setup(Level.Trial)
    public void setUp() {
        addLine = Requests.add(1).getBytes(StandardCharsets.UTF_8);
        echoLine = Requests.echo(1, Requests.echoText(text)).getBytes(StandardCharsets.UTF_8);
        addResult = CallToolResult.text("3");
        echoResult = CallToolResult.text(Requests.echoText(text));
        addResponse = codec.toTree(new JsonRpcResult(id, McpJson.writeCallToolResult(addResult)));
        echoResponse = codec.toTree(new JsonRpcResult(id, McpJson.writeCallToolResult(echoResult)));
    }

    @Benchmark
    public Decoded decodeAddCall() {
        return codec.decode(addLine, 0, addLine.length);
    }

    @Benchmark
    public Decoded decodeEcho10KiBCall() {
        return codec.decode(echoLine, 0, echoLine.length);
    }

    @Benchmark
    public byte[] encodeAddResult() {
        return codec.encode(new JsonRpcResult(id, McpJson.writeCallToolResult(addResult)));
    }

    @Benchmark
    public byte[] encodeEcho10KiBResult() {
        return codec.encode(new JsonRpcResult(id, McpJson.writeCallToolResult(echoResult)));
    }

    @Benchmark
    public JsonNode jacksonReadTreeAddCall() {
        return plain.readTree(addLine);
    }

    @Benchmark
    public JsonNode jacksonReadTreeEcho10KiBCall() {
        return plain.readTree(echoLine);
    }

    @Benchmark
    public byte[] jacksonWriteAddResult() {
        return plain.writeValueAsBytes(addResponse);
    }

    @Benchmark
    public byte[] jacksonWriteEcho10KiBResult() {
        return plain.writeValueAsBytes(echoResponse);
    }
}
