#!/usr/bin/env bash
# Benchmarks Streamable HTTP servers against each other and writes docs/benchmarks/BENCHMARKS-HTTP.md,
# docs/benchmarks/benchmarks-http.svg and the HTTP section of docs/benchmarks/BENCHMARKS.md (dev.mcpj.bench.http.HttpReport).
#
# Servers: ours on the JDK's built-in server (jdk: HttpMcpServer) and on embedded Jetty (jetty:
# JettyMcpServer), each serving sessions (2025-11-25) and stateless requests (2026-07-28) from one
# process; the official TypeScript SDK's Streamable HTTP transport on node:http, stateful
# (ts-stateful) and stateless (ts-stateless); the official Java SDK 2.2.0 on Jetty through its
# servlet transports: its legacy server with sessions (java-sdk) and stateless (java-sdk-stateless),
# and its 2026-07-28 server (java-sdk-modern, stateless only); Spring AI 2.0.1's WebMVC server on
# Tomcat, with sessions (spring-ai) and stateless (spring-ai-stateless); and the ceiling, a bare
# Jetty handler that answers with Jackson and no SDK (bare-jetty: BareJettyServer). The Java peers
# are built from benchmarks/peers/*/pom.xml when their jars are missing. Every server runs with
# default settings (ours with default JVM flags). The load: tools/call add and a 10 KiB echo, over 1, 16 and 64 kept-alive
# connections, in one session, in 16 sessions, and stateless; each connection sends its next
# request when the last is answered; every answer is checked. Then the contention cells: quick add
# calls beside 1,000 slow calls in flight, and beside 1,000 quiet connections. Peak RSS is the
# server's VmHWM after its load cells (before the contention cells); CPU per request is the
# server's user + system time over a cell (warm-up included) divided by the answers in it.
#
# Servers and drivers run under `nice` (the machine may be shared); compare ratios, not figures.
#
# Environment (all optional):
#   HTTP_BENCH_SERVERS      default "jdk jetty bare-jetty java-sdk java-sdk-stateless java-sdk-modern
#                           spring-ai spring-ai-stateless ts-stateful ts-stateless"
#   HTTP_BENCH_LOADS        default "session1 session16 stateless"
#   HTTP_BENCH_CONNS        default "1 16 64"
#   HTTP_BENCH_CONTENTION   slow calls and quiet connections in the contention cells  default 1000 (0: none)
#   HTTP_BENCH_WARMUP       seconds of unmeasured load per cell   default 3
#   HTTP_BENCH_SERVER_WARMUP  seconds of unmeasured load when a server starts, before its first
#                           cell, shared among its loads and tools, half at 1 connection and half
#                           at 16 (every server gets the same)   default 40
#
# One load driver process serves all the cells of a server (benchmarks/http-driver.sh), so that
# it is warmed up with the server rather than compiling during a cell.
#   HTTP_BENCH_SECONDS      seconds measured per cell             default 5
#   HTTP_BENCH_ROUNDS       rounds, the servers taking turns; each figure is the median   default 1
#   HTTP_BENCH_JAVA         the java that runs our servers        default java (JDK 17 here)
#   HTTP_BENCH_NICE         niceness of servers and drivers       default 19
#   HTTP_BENCH_OUT_DIR      where the report is written           default docs/benchmarks
set -euo pipefail
cd "$(dirname "$0")/.."

read -r -a servers <<< "${HTTP_BENCH_SERVERS:-jdk jetty bare-jetty java-sdk java-sdk-stateless java-sdk-modern spring-ai spring-ai-stateless ts-stateful ts-stateless}"
read -r -a loads <<< "${HTTP_BENCH_LOADS:-session1 session16 stateless}"
read -r -a conns <<< "${HTTP_BENCH_CONNS:-1 16 64}"
contention=${HTTP_BENCH_CONTENTION:-1000}
warmup=${HTTP_BENCH_WARMUP:-3}
server_warmup=${HTTP_BENCH_SERVER_WARMUP:-40}
seconds=${HTTP_BENCH_SECONDS:-5}
rounds=${HTTP_BENCH_ROUNDS:-1}
server_java=${HTTP_BENCH_JAVA:-java}
niceness=${HTTP_BENCH_NICE:-19}
out_dir=${HTTP_BENCH_OUT_DIR:-docs/benchmarks}
bench_cp='benchmarks/target/benchmarks.jar:benchmarks/target/lib/*'
run=(nice -n "$niceness")

mvn -B -ntp -q -pl benchmarks -am package -DskipTests
# shellcheck source=benchmarks/java-peers.sh
. benchmarks/java-peers.sh
for name in "${servers[@]}"; do
  case "$name" in
    java-sdk*) build_java_peer java-sdk ;;
    spring-ai*) build_java_peer spring-ai ;;
  esac
done
if [ ! -d benchmarks/peers/ts/node_modules ]; then
  (cd benchmarks/peers/ts && npm ci --no-audit --no-fund --silent)
fi

work=$(mktemp -d)
trap 'kill "${server_pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
results=benchmarks/target/http-results.txt
: > "$results"
record() { echo "$*" >> "$results"; echo "$*" >&2; }

record meta date "$(date -u '+%Y-%m-%d %H:%M UTC')"
record meta cores "$(nproc)"
record meta ticks "$(getconf CLK_TCK)"
record meta load_start "$(cut -d' ' -f1-3 /proc/loadavg)"
record meta nice "$niceness"
record meta java "$("$server_java" -version 2>&1 | head -n 1)"
record meta node "$(node --version)"
record meta warmup "$warmup"
record meta seconds "$seconds"
record meta server_warmup "$server_warmup"
record meta rounds "$rounds"

java_sdk() { # mode out err: starts the Java SDK peer in the background
  "${run[@]}" "$server_java" -cp "$(java_peer_cp java-sdk)" dev.mcpj.bench.peer.javasdk.HttpServer "$1" 0 > "$2" 2> "$3" &
}
spring_ai() { # mode out err: starts the Spring AI peer in the background
  "${run[@]}" "$server_java" -cp "$(java_peer_cp spring-ai)" dev.mcpj.bench.peer.springai.SpringAiServer "$1" 0 > "$2" 2> "$3" &
}

start_server() { # name -> sets server_pid, url
  local name=$1 log=$work/$1.out
  case "$name" in
    jdk | jetty) "${run[@]}" "$server_java" -cp "$bench_cp" dev.mcpj.bench.http.HttpBenchServer "$name" 0 > "$log" 2> "$work/$name.err" & ;;
    bare-jetty) "${run[@]}" "$server_java" -cp "$bench_cp" dev.mcpj.bench.peer.BareJettyServer 0 > "$log" 2> "$work/$name.err" & ;;
    java-sdk) java_sdk streamable "$log" "$work/$name.err" ;;
    java-sdk-stateless) java_sdk stateless "$log" "$work/$name.err" ;;
    java-sdk-modern) java_sdk modern "$log" "$work/$name.err" ;;
    spring-ai) spring_ai streamable "$log" "$work/$name.err" ;;
    spring-ai-stateless) spring_ai stateless "$log" "$work/$name.err" ;;
    ts-stateful) "${run[@]}" node benchmarks/peers/ts/http-server.mjs stateful 0 > "$log" 2> "$work/$name.err" & ;;
    ts-stateless) "${run[@]}" node benchmarks/peers/ts/http-server.mjs stateless 0 > "$log" 2> "$work/$name.err" & ;;
    *) echo "unknown server $name" >&2; exit 2 ;;
  esac
  server_pid=$!
  for _ in $(seq 1 600); do
    url=$(sed -n 's/^READY //p' "$log" | head -n 1)
    [ -n "$url" ] && return 0
    sleep 0.1
  done
  echo "$name did not start: $(cat "$work/$name.err")" >&2
  exit 1
}

# The loads a server takes, as "load driver-mode sessions".
loads_of() {
  local name=$1 load
  for load in "${loads[@]}"; do
    case "$name:$load" in
      ts-stateless:stateless | java-sdk-stateless:stateless | spring-ai-stateless:stateless) echo "stateless plain 1" ;;
      *-stateless:* | java-sdk-modern:session*) ;;
      ts-stateful:stateless | java-sdk:stateless | spring-ai:stateless) ;;
      *:session1) echo "session1 session 1" ;;
      *:session16) echo "session16 session 16" ;;
      *:stateless) echo "stateless modern 1" ;;
    esac
  done
}

# shellcheck source=benchmarks/http-driver.sh
. benchmarks/http-driver.sh
# The server's CPU time so far (user + system), in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$server_pid/stat"; }

for round in $(seq 1 "$rounds"); do
  for name in "${servers[@]}"; do
    start_server "$name"
    start_driver "$url"
    # The JIT (V8's included) compiles the hot paths before the first cell, not during it.
    mapfile -t warm_loads < <(loads_of "$name" | cut -d' ' -f2-)
    warm_up "$server_warmup" "${warm_loads[@]}"
    while read -r load mode sessions; do
      for tool in add echo; do
        for c in "${conns[@]}"; do
          before=$(cpu_ticks)
          line=$(cell "$mode" "$tool" "$c" "$warmup" "$seconds" "$sessions")
          record load "$name" "$load" "$tool" "$c" "$line" "cpu_ticks=$(( $(cpu_ticks) - before ))"
        done
      done
    done < <(loads_of "$name")
    stop_driver
    record rss "$name" "$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")"
    # The contention cells need sessions and the slow tool.
    if [ "$contention" -gt 0 ] && [[ "$name" =~ ^(jdk|jetty|ts-stateful|java-sdk|spring-ai)$ ]]; then
      for kind in slow quiet; do
        line=$("${run[@]}" java -cp "$bench_cp" dev.mcpj.bench.http.HttpContentionDriver "$url" session "$kind" "$contention" "$warmup" "$seconds")
        record contention "$name" "$kind" "$contention" "$line"
      done
    fi
    kill "$server_pid"
    wait "$server_pid" 2>/dev/null || true
  done
done
record meta load_end "$(cut -d' ' -f1-3 /proc/loadavg)"

java -cp "$bench_cp" dev.mcpj.bench.http.HttpReport "$results" "$out_dir"
