#!/usr/bin/env bash
# Benchmarks MCP servers over stdio against each other and writes docs/benchmarks/BENCHMARKS.md.
#
# Builds the benchmark module, the Java peers (benchmarks/peers/*/pom.xml) and the TypeScript peer, runs the load driver against every server
# in turn for BENCH_RUNS rounds, then prints the comparison and writes the report with its chart.
# The first server listed is the baseline the others are compared with. Optionally (BENCH_JMH)
# runs the JMH micro-benchmarks of our server's hot path too. See benchmarks/README.md.
#
# Environment (all optional):
#   BENCH_SERVERS       servers to run, in order      default: all of them, in this order:
#                       "ours ours-default-flags java-sdk java-sdk-immediate spring-ai ts-sdk raw-jackson"
#   BENCH_RUNS          rounds; figures are medians   default: 5
#   BENCH_COLD_STARTS   fresh starts timed per run    default: 10
#   BENCH_WINDOW        calls in flight, 1..256       default: 64
#   BENCH_DRIVER_ARGS   more driver options, e.g. "--add-calls 5000 --echo-calls 1000"
#   BENCH_OUT_DIR       where the report goes         default: docs/benchmarks
#   MCPJ_SERVER_CMD     command line of our server    default: StdioBenchServer from benchmarks/target,
#                       with OURS_JVM_FLAGS and a class-data sharing archive made after the build
#   OURS_JVM_FLAGS      the JVM flags the README recommends for stdio servers
#   BENCH_JMH           1: run the JMH benchmarks after the report; only: run nothing else
#                       (writes jmh.txt and jmh.json to BENCH_OUT_DIR)      default: off
#   BENCH_JMH_ARGS      JMH options and benchmark regexps, e.g. "-f 2 HotPath"
set -euo pipefail
cd "$(dirname "$0")/.."

all_servers="ours ours-default-flags java-sdk java-sdk-immediate spring-ai ts-sdk raw-jackson"
read -r -a servers <<< "${BENCH_SERVERS:-$all_servers}"
read -r -a ours_flags <<< \
  "${OURS_JVM_FLAGS:--XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xlog:disable -Xlog:all=warning:stderr}"
ours_archive=benchmarks/target/ours.jsa
runs=${BENCH_RUNS:-5}
read -r -a driver_args <<< \
  "--cold-starts ${BENCH_COLD_STARTS:-10} --window ${BENCH_WINDOW:-64} ${BENCH_DRIVER_ARGS:-}"
out_dir=${BENCH_OUT_DIR:-docs/benchmarks}
jmh=${BENCH_JMH:-0}
case "$jmh" in
  0 | 1 | only) ;;
  *) echo "BENCH_JMH must be 0, 1 or only, not '$jmh'" >&2; exit 2 ;;
esac
read -r -a jmh_args <<< "${BENCH_JMH_ARGS:-}"
bench_cp='benchmarks/target/benchmarks.jar:benchmarks/target/lib/*'
ours_cp=$bench_cp
results=benchmarks/target/results

# Sets the array "command" to the command line that starts server $1.
server_command() {
  case "$1" in
    ours)
      if [[ -n "${MCPJ_SERVER_CMD:-}" ]]; then
        read -r -a command <<< "$MCPJ_SERVER_CMD"
      else
        command=(java "${ours_flags[@]}" -XX:SharedArchiveFile="$ours_archive" -cp "$ours_cp" \
          dev.mcpj.bench.stdio.StdioBenchServer)
      fi ;;
    ours-default-flags) command=(java -cp "$ours_cp" dev.mcpj.bench.stdio.StdioBenchServer) ;;
    java-sdk) command=(java -cp "$(java_peer_cp java-sdk)" dev.mcpj.bench.peer.javasdk.StdioServer) ;;
    java-sdk-immediate) command=(java -cp "$(java_peer_cp java-sdk)" dev.mcpj.bench.peer.javasdk.StdioServer immediate) ;;
    spring-ai) command=(java -cp "$(java_peer_cp spring-ai)" dev.mcpj.bench.peer.springai.SpringAiServer stdio) ;;
    ts-sdk) command=(node benchmarks/peers/ts/server.mjs) ;;
    raw-jackson) command=(java -cp "$bench_cp" dev.mcpj.bench.peer.RawJacksonServer) ;;
    *) echo "unknown server '$1' (known: $all_servers)" >&2; exit 2 ;;
  esac
}

# shellcheck source=benchmarks/java-peers.sh
. benchmarks/java-peers.sh

# Builds Java peer $2 for server $1; drops the server from the list if the peer cannot be built.
drop_unless_built() {
  build_java_peer "$2" && return
  echo "warning: could not build the $2 peer; skipping '$1'" >&2
  drop_server "$1"
}

# Removes server $1 from the list.
drop_server() {
  local kept=() server
  for server in "${servers[@]}"; do
    [[ "$server" == "$1" ]] || kept+=("$server")
  done
  servers=("${kept[@]}")
}

# Builds our server (and this module) from this tree unless a command was given; drops it from
# the list if it cannot be built.
build_ours() {
  if [[ -n "${MCPJ_SERVER_CMD:-}" ]]; then
    return
  fi
  if mvn -q -pl benchmarks -am package -DskipTests && [[ -f benchmarks/target/benchmarks.jar ]]; then
    archive_ours
    return
  fi
  echo "warning: could not build benchmarks/target/benchmarks.jar from this tree; skipping 'ours'" >&2
  drop_server ours
}

# Makes the class-data sharing archive of our server, as the README tells users to on JDK 17: one
# short session with -XX:ArchiveClassesAtExit.
archive_ours() {
  rm -f "$ours_archive"
  java "${ours_flags[@]}" -XX:ArchiveClassesAtExit="$ours_archive" -cp "$ours_cp" \
    dev.mcpj.bench.stdio.StdioBenchServer > /dev/null 2>&1 <<'EOF'
{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"archive","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
{"jsonrpc":"2.0","id":2,"method":"tools/list"}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"add","arguments":{"a":1,"b":2}}}
{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo","arguments":{"text":"x"}}}
EOF
  [[ -f "$ours_archive" ]] || echo "warning: no class-data sharing archive for 'ours'" >&2
}

# Writes the runtime jars of our stdio server library and of the official Java SDK, each resolved
# by Maven on its own, to $results/jars.tsv (see RuntimeJars): a line per library, its name, then
# each jar's name and size in bytes.
write_runtime_jars() {
  local dir=benchmarks/target/jars
  local dependency_plugin=org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies
  local sdk_version
  sdk_version=$(sed -n 's:.*<mcp-java-sdk.version>\(.*\)</mcp-java-sdk.version>.*:\1:p' \
    benchmarks/peers/java-sdk/pom.xml)
  rm -rf "$dir"
  mkdir -p "$dir/ours" "$dir/java-sdk/lib"
  # Ours from this tree: the stdio transport, the modules it is built on and their dependencies.
  if ! { mvn -q -pl mcp-transport-stdio -am package -DskipTests "$dependency_plugin" \
      -DincludeScope=runtime -DoutputDirectory="$PWD/$dir/ours" \
      && cp mcp-transport-stdio/target/mcp-transport-stdio-0.1.0-SNAPSHOT.jar "$dir/ours/"; }; then
    echo "warning: could not resolve our runtime jars" >&2
    return 0
  fi
  sed "s/SDK_VERSION/$sdk_version/" > "$dir/java-sdk/pom.xml" <<'POM'
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>dev.mcpj.bench</groupId>
  <artifactId>java-sdk-runtime-jars</artifactId>
  <version>1</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>io.modelcontextprotocol.sdk</groupId>
      <artifactId>mcp</artifactId>
      <version>SDK_VERSION</version>
    </dependency>
  </dependencies>
</project>
POM
  if ! mvn -q -f "$dir/java-sdk/pom.xml" "$dependency_plugin" -DincludeScope=runtime \
      -DoutputDirectory="$PWD/$dir/java-sdk/lib"; then
    echo "warning: could not resolve the Java SDK's runtime jars" >&2
    return 0
  fi
  {
    jar_line "ours (mcp-transport-stdio)" "$dir/ours"
    jar_line "official Java SDK $sdk_version (mcp)" "$dir/java-sdk/lib"
  } > "$results/jars.tsv"
}

# Prints a jars.tsv line: the name $1, then each jar in folder $2 and its size, tab-separated.
jar_line() {
  local jar
  printf '%s' "$1"
  for jar in "$2"/*.jar; do
    printf '\t%s\t%s' "$(basename "$jar")" "$(stat -c %s "$jar")"
  done
  printf '\n'
}

# Runs the JMH benchmarks; JMH's console output goes to jmh.txt, its results to jmh.json.
run_jmh() {
  echo "== JMH"
  mkdir -p "$out_dir"
  java -cp "$bench_cp" org.openjdk.jmh.Main -rf json -rff "$out_dir/jmh.json" \
    ${jmh_args[@]+"${jmh_args[@]}"} | tee "$out_dir/jmh.txt"
}

echo "== building"
# From this tree, not from ~/.m2: the driver, the JMH benchmarks and our server all come from it,
# and a tree whose modules were never installed builds too.
mvn -q -pl benchmarks -am package -DskipTests
if [[ "$jmh" == only ]]; then
  run_jmh
  exit 0
fi
for server in "${servers[@]}"; do
  case "$server" in
    ours) build_ours ;;
    java-sdk | java-sdk-immediate) drop_unless_built "$server" java-sdk ;;
    spring-ai) drop_unless_built "$server" spring-ai ;;
    ts-sdk) (cd benchmarks/peers/ts && npm ci --no-audit --no-fund --loglevel=error) ;;
  esac
done

rm -rf "$results"
mkdir -p "$results"
for ((run = 1; run <= runs; run++)); do
  for server in "${servers[@]}"; do
    server_command "$server"
    echo "== run $run/$runs: $server"
    status=0
    java -cp "$bench_cp" dev.mcpj.bench.StdioLoadDriver --name "$server" --run "$run" \
      --out "$results/$server-$run.json" --stderr "$results/$server.stderr.log" \
      "${driver_args[@]}" -- "${command[@]}" || status=$?
    # Status 1 is a failed server, recorded in its result; anything else is the driver's problem.
    if ((status > 1)); then
      exit "$status"
    fi
  done
done

echo "== runtime jars"
write_runtime_jars

echo "== report"
java -cp "$bench_cp" dev.mcpj.bench.report.BenchmarkReport \
  "$results" "$out_dir" "$(node --version 2>/dev/null || echo 'not installed')" "${servers[@]}"

if [[ "$jmh" == 1 ]]; then
  run_jmh
fi
