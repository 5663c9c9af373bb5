#!/usr/bin/env bash
# Benchmarks one and three server processes behind HAProxy (round robin) and writes
# docs/benchmarks/BENCHMARKS-CLUSTER.md and the "cluster" section of docs/benchmarks/BENCHMARKS.md
# (dev.mcpj.bench.cluster.ClusterReport).
#
# Nodes: dev.mcpj.bench.cluster.ClusterNode (the HTTP benchmark's tools on the JDK engine, default
# settings), each on an ephemeral port; HAProxy in front, keep-alive on both sides, each request
# balanced on its own; a Redis behind them for the shared-store layout. Layouts:
#   stateless  2026-07-28 requests, round robin
#   sticky     2025-11-25 sessions (16, opened through the balancer), HAProxy sticking each
#              session to the node that opened it (a stick table on Mcp-Session-Id)
#   store      2025-11-25 sessions (16), round robin, every node sharing them through Redis
#              (RedisSessionStore): a node takes over a session it has not seen from the store
# The load (dev.mcpj.bench.http.HttpLoadDriver, through the balancer): tools/call add and a
# 10 KiB echo, the same number of kept-alive connections for 1 and 3 nodes, each sending its next
# request when the last is answered; every answer is checked (status 200, the expected text).
# Each node counts the calls it ran: a cell is correct when no answer was wrong or missing and
# the nodes together ran exactly as many calls as the driver saw answered (none twice, none
# lost). CPU per request: each process's user + system time over the cell (warm-up included)
# divided by the answers in it, from /proc.
#
# Everything runs on this machine under `nice`: load generator, HAProxy, Redis and the nodes
# share its cores.
#
# Environment (all optional):
#   CLUSTER_BENCH_NODES     node counts                  default "1 3"
#   CLUSTER_BENCH_LAYOUTS   layouts                      default "stateless sticky store"
#   CLUSTER_BENCH_CONNS     connections to the balancer  default 16
#   CLUSTER_BENCH_SESSIONS  sessions in the session layouts  default 16
#   CLUSTER_BENCH_WARMUP    seconds of unmeasured load per cell  default 3
#   CLUSTER_BENCH_SERVER_WARMUP  seconds of unmeasured load when a cluster starts, per tool  default 10
#   CLUSTER_BENCH_SECONDS   seconds measured per cell    default 5
#   CLUSTER_BENCH_ROUNDS    rounds, the configurations taking turns; each figure is the median  default 3
#   CLUSTER_BENCH_JAVA      the java that runs the nodes default java
#   CLUSTER_BENCH_HEAP      each node's -Xmx             default 512m
#   CLUSTER_BENCH_NICE      niceness of every process    default 19
#   CLUSTER_BENCH_OUT_DIR   where the report is written  default docs/benchmarks
#   CLUSTER_BENCH_BUILD     0: use the jars already built  default 1
set -euo pipefail
cd "$(dirname "$0")/.."

read -r -a node_counts <<< "${CLUSTER_BENCH_NODES:-1 3}"
read -r -a layouts <<< "${CLUSTER_BENCH_LAYOUTS:-stateless sticky store}"
conns=${CLUSTER_BENCH_CONNS:-16}
sessions=${CLUSTER_BENCH_SESSIONS:-16}
warmup=${CLUSTER_BENCH_WARMUP:-3}
server_warmup=${CLUSTER_BENCH_SERVER_WARMUP:-10}
seconds=${CLUSTER_BENCH_SECONDS:-5}
rounds=${CLUSTER_BENCH_ROUNDS:-3}
node_java=${CLUSTER_BENCH_JAVA:-java}
heap=${CLUSTER_BENCH_HEAP:-512m}
niceness=${CLUSTER_BENCH_NICE:-19}
out_dir=${CLUSTER_BENCH_OUT_DIR:-docs/benchmarks}
bench_cp='benchmarks/target/benchmarks.jar:benchmarks/target/lib/*'
run=(nice -n "$niceness")
haproxy_bin=$(command -v haproxy || echo /usr/sbin/haproxy)
redis_bin=$(command -v redis-server || echo /usr/bin/redis-server)
[ -x "$haproxy_bin" ] && [ -x "$redis_bin" ] || { echo "needs haproxy and redis-server (Debian packages)" >&2; exit 2; }

[ "${CLUSTER_BENCH_BUILD:-1}" = 0 ] || nice -n "$niceness" mvn -B -ntp -q -pl benchmarks -am package -DskipTests

work=$(mktemp -d)
pids=()
stop_all() {
  local p
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
  pids=()
}
trap 'stop_all; kill "${redis_pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
results=benchmarks/target/cluster-results.txt
: > "$results"
record() { echo "$*" >> "$results"; echo "$*" >&2; }

record meta date "$(date -u '+%Y-%m-%d %H:%M UTC')"
record meta cores "$(nproc)"
record meta ticks "$(getconf CLK_TCK)"
record meta load_start "$(cut -d' ' -f1-3 /proc/loadavg)"
record meta nice "$niceness"
record meta java "$("$node_java" -version 2>&1 | head -n 1)"
record meta haproxy "$("$haproxy_bin" -v | head -n 1 | cut -d' ' -f3)"
record meta redis "$("$redis_bin" --version | cut -d' ' -f3 | cut -d= -f2)"
record meta conns "$conns"
record meta sessions "$sessions"
record meta warmup "$warmup"
record meta seconds "$seconds"
record meta server_warmup "$server_warmup"
record meta rounds "$rounds"
record meta heap "$heap"

free_port() { java -cp "$bench_cp" dev.mcpj.bench.cluster.ClusterReport free-port; }
ticks_of() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# CPU ticks of the listed processes, together.
ticks() { local t=0 p; for p in "$@"; do t=$(( t + $(ticks_of "$p") )); done; echo "$t"; }
await_line() { # file pattern -> the first matching line's rest
  local line
  for _ in $(seq 1 600); do
    line=$(sed -n "s/^$2 //p" "$1" | head -n 1)
    [ -n "$line" ] && { echo "$line"; return 0; }
    sleep 0.1
  done
  echo "no '$2' in $1: $(cat "$1" "$1.err" 2>/dev/null)" >&2
  return 1
}

redis_port=$(free_port)
"${run[@]}" "$redis_bin" --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --dir "$work" \
  > "$work/redis.log" 2>&1 &
redis_pid=$!
until grep -q 'Ready to accept connections' "$work/redis.log"; do sleep 0.1; done

# Asks a node directly how many add and echo calls it ran.
executed() {
  curl -sS -X POST "$1" -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \
    -H 'MCP-Protocol-Version: 2026-07-28' -H 'Mcp-Method: tools/call' -H 'Mcp-Name: executed' \
    -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"executed","arguments":{},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"cluster-bench","version":"1"}}}}' \
    | sed -n 's/.*"text":"\([0-9]*\)".*/\1/p'
}
executed_all() { local u out=(); for u in "${node_urls[@]}"; do out+=("$(executed "$u")"); done; (IFS=,; echo "${out[*]}"); }

start_cluster() { # count layout -> node_pids, node_urls, haproxy_pid, url
  local count=$1 layout=$2 i args=() servers=""
  [ "$layout" = store ] && args=(--session-store "redis://127.0.0.1:$redis_port")
  node_pids=(); node_urls=()
  for i in $(seq 1 "$count"); do
    "${run[@]}" "$node_java" "-Xmx$heap" -cp "$bench_cp" dev.mcpj.bench.cluster.ClusterNode "${args[@]}" \
      > "$work/n$i.out" 2> "$work/n$i.out.err" &
    node_pids+=($!); pids+=($!)
  done
  for i in $(seq 1 "$count"); do
    node_urls+=("$(await_line "$work/n$i.out" READY)")
    servers+="    server n$i ${node_urls[-1]#http://}"$'\n'
  done
  servers=$(echo "$servers" | sed 's|/mcp$||')
  local port sticky=""
  port=$(free_port)
  if [ "$layout" = sticky ]; then
    sticky=$'    stick-table type string len 64 size 100k expire 30m\n    stick on req.hdr(mcp-session-id)\n    stick store-response res.hdr(mcp-session-id)'
  fi
  cat > "$work/haproxy.cfg" <<CFG
global
    maxconn 4096
defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
frontend mcp
    bind 127.0.0.1:$port
    default_backend nodes
backend nodes
    balance roundrobin
$sticky
$servers
CFG
  "${run[@]}" "$haproxy_bin" -db -f "$work/haproxy.cfg" > "$work/haproxy.log" 2>&1 &
  haproxy_pid=$!; pids+=($!)
  url="http://127.0.0.1:$port/mcp"
  for _ in $(seq 1 100); do
    curl -s -o /dev/null "$url" && return 0
    sleep 0.1
  done
  echo "haproxy did not start: $(cat "$work/haproxy.log")" >&2
  exit 1
}

mode_of() { [ "$1" = stateless ] && echo modern || echo session; }
driver() { "${run[@]}" /usr/bin/time -f 'driver_cpu_s=%U+%S' -o "$work/driver.time" java -cp "$bench_cp" "$@"; }

for round in $(seq 1 "$rounds"); do
  for layout in "${layouts[@]}"; do
    for count in "${node_counts[@]}"; do
      start_cluster "$count" "$layout"
      mode=$(mode_of "$layout")
      for tool in add echo; do
        driver dev.mcpj.bench.http.HttpLoadDriver "$url" "$mode" "$tool" "$conns" "$server_warmup" 0 "$sessions" > /dev/null
      done
      for tool in add echo; do
        before_exec=$(executed_all)
        before_nodes=$(ticks "${node_pids[@]}"); before_lb=$(ticks "$haproxy_pid"); before_redis=$(ticks "$redis_pid")
        line=$(driver dev.mcpj.bench.http.HttpLoadDriver "$url" "$mode" "$tool" "$conns" "$warmup" "$seconds" "$sessions")
        nodes_t=$(( $(ticks "${node_pids[@]}") - before_nodes ))
        lb_t=$(( $(ticks "$haproxy_pid") - before_lb ))
        redis_t=$(( $(ticks "$redis_pid") - before_redis ))
        record cell "$round" "$count" "$layout" "$tool" "$line" "executed_before=$before_exec" \
          "executed_after=$(executed_all)" "node_ticks=$nodes_t" "haproxy_ticks=$lb_t" "redis_ticks=$redis_t" \
          "$(cat "$work/driver.time" | tail -n 1)" "load=$(cut -d' ' -f1 /proc/loadavg)"
      done
      stop_all
    done
  done
done
record meta load_end "$(cut -d' ' -f1-3 /proc/loadavg)"

java -cp "$bench_cp" dev.mcpj.bench.cluster.ClusterReport report "$results" "$out_dir"
