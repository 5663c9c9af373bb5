/**
 * JMH micro-benchmarks of the server's hot path, in-process: a whole {@code tools/call} through the
 * in-memory transport ({@link dev.mcpj.bench.jmh.HotPathBenchmark}), argument validation alone
 * ({@link dev.mcpj.bench.jmh.ValidationBenchmark}) and the JSON-RPC codec alone
 * ({@link dev.mcpj.bench.jmh.CodecBenchmark}). Run them with {@code org.openjdk.jmh.Main} on the
 * module's class path, or with {@code BENCH_JMH=1 benchmarks/run.sh}; see the module's README.
 */
package dev.mcpj.bench.jmh;
