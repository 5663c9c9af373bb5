#!/usr/bin/env bash
# Benchmarks Streamable HTTP servers against each other and writes docs/BENCHMARKS-HTTP.md.
#
# Servers: ours on the JDK's built-in server (HttpMcpServer) and on embedded Jetty
# (JettyMcpServer), each with sessions (2025-11-25) and stateless (2026-07-28); the official
# TypeScript SDK's Streamable HTTP transport on node:http, stateful and stateless. Every server
# runs with default settings (ours with default JVM flags). The load: tools/call add and a
# 10 KiB echo, over 1, 16 and 64 kept-alive connections, each sending its next request when the
# last is answered; every answer is checked. Peak RSS is the server's VmHWM over its whole run.
#
# Environment (all optional):
#   HTTP_BENCH_SERVERS   default "jdk jetty jdk-stateless jetty-stateless ts-stateful ts-stateless"
#   HTTP_BENCH_CONNS     default "1 16 64"
#   HTTP_BENCH_WARMUP    seconds of unmeasured load per cell   default 3
#   HTTP_BENCH_SECONDS   seconds measured per cell             default 5
#   HTTP_BENCH_OUT       the report                            default docs/BENCHMARKS-HTTP.md
set -euo pipefail
cd "$(dirname "$0")/.."

read -r -a servers <<< "${HTTP_BENCH_SERVERS:-jdk jetty jdk-stateless jetty-stateless ts-stateful ts-stateless}"
read -r -a conns <<< "${HTTP_BENCH_CONNS:-1 16 64}"
warmup=${HTTP_BENCH_WARMUP:-3}
seconds=${HTTP_BENCH_SECONDS:-5}
out=${HTTP_BENCH_OUT:-docs/BENCHMARKS-HTTP.md}
bench_cp='benchmarks/target/benchmarks.jar:benchmarks/target/lib/*'

mvn -B -ntp -q -pl benchmarks -am package -DskipTests
if [ ! -d benchmarks/peers/ts/node_modules ]; then
  (cd benchmarks/peers/ts && npm ci --no-audit --no-fund --silent)
fi

work=$(mktemp -d)
trap 'kill "${server_pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT

start_server() { # name -> sets server_pid, url, mode
  local name=$1 log=$work/$1.out
  case "$name" in
    jdk | jetty) java -cp "$bench_cp" dev.mcpj.bench.http.HttpBenchServer "$name" 0 > "$log" 2> "$work/$name.err" & mode=session ;;
    jdk-stateless | jetty-stateless)
      java -cp "$bench_cp" dev.mcpj.bench.http.HttpBenchServer "${name%-stateless}" 0 > "$log" 2> "$work/$name.err" & mode=modern ;;
    ts-stateful) node benchmarks/peers/ts/http-server.mjs stateful 0 > "$log" 2> "$work/$name.err" & mode=session ;;
    ts-stateless) node benchmarks/peers/ts/http-server.mjs stateless 0 > "$log" 2> "$work/$name.err" & mode=plain ;;
    *) echo "unknown server $name" >&2; exit 2 ;;
  esac
  server_pid=$!
  for _ in $(seq 1 300); do
    url=$(sed -n 's/^READY //p' "$log" | head -n 1)
    [ -n "$url" ] && return 0
    sleep 0.1
  done
  echo "$name did not start: $(cat "$work/$name.err")" >&2
  exit 1
}

rows=()
for name in "${servers[@]}"; do
  start_server "$name"
  for tool in add echo; do
    for c in "${conns[@]}"; do
      line=$(java -cp "$bench_cp" dev.mcpj.bench.http.HttpLoadDriver "$url" "$mode" "$tool" "$c" "$warmup" "$seconds")
      echo "$name $tool c=$c: $line" >&2
      rows+=("$name $tool $c $line")
    done
  done
  rss=$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")
  rows+=("$name rss $rss")
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
done

{
  echo "# HTTP benchmarks"
  echo
  echo "Written by \`benchmarks/http-run.sh\` on $(date -u +%Y-%m-%d). Machine: $(nproc) cores,"
  echo "load average at the end $(cut -d' ' -f1-3 /proc/loadavg) (other work shared the machine),"
  echo "$(java -version 2>&1 | head -n 1), node $(node --version). Each cell: ${warmup} s of load unmeasured,"
  echo "then ${seconds} s measured; each connection sends its next request when the last is answered;"
  echo "every answer is checked (status 200 and the expected text), and a wrong one counts as an error."
  echo "Peak RSS is the server process's high-water mark over all its cells."
  echo
  echo "| server | tool | connections | requests/s | p50 ms | p99 ms | errors |"
  echo "|---|---|---:|---:|---:|---:|---:|"
  for r in "${rows[@]}"; do
    read -r -a f <<< "$r"
    if [ "${f[1]}" = rss ]; then continue; fi
    rps=${f[3]#rps=}; p50=${f[4]#p50_ms=}; p99=${f[5]#p99_ms=}; errors=${f[7]#errors=}
    echo "| ${f[0]} | ${f[1]} | ${f[2]} | $rps | $p50 | $p99 | $errors |"
  done
  echo
  echo "| server | peak RSS (MiB) |"
  echo "|---|---:|"
  for r in "${rows[@]}"; do
    read -r -a f <<< "$r"
    if [ "${f[1]}" = rss ]; then echo "| ${f[0]} | $(( ${f[2]} / 1024 )) |"; fi
  done
} > "$out"
echo "wrote $out" >&2
