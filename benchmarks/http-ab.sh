#!/usr/bin/env bash
# Compares two builds of our HTTP server under the load cells of benchmarks/http-run.sh, in one run:
# for each engine, the two builds take turns (A, B, A, B ...), each started fresh, warmed up as
# http-run.sh warms a server up, then measured cell by cell with this checkout's drivers. Prints a
# Markdown table of B's figures over A's per cell: requests/s B ÷ A, p50 and p99 A ÷ B (above 1
# means B is faster), each the ratio of the medians over the rounds.
#
# Usage: benchmarks/http-ab.sh <A checkout> <B checkout>
#   each checkout built with `mvn -B -ntp -q -pl benchmarks -am package -DskipTests`.
#
# Environment (all optional): HTTP_BENCH_SERVERS (default "jdk jetty"), HTTP_BENCH_LOADS,
# HTTP_BENCH_CONNS, HTTP_BENCH_WARMUP, HTTP_BENCH_SERVER_WARMUP, HTTP_BENCH_SECONDS,
# HTTP_BENCH_ROUNDS (default 2), HTTP_BENCH_JAVA, HTTP_BENCH_NICE: as in http-run.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

[ $# -eq 2 ] || { echo "usage: $0 <A checkout> <B checkout>" >&2; exit 2; }
declare -A build=([A]=$1 [B]=$2)
read -r -a servers <<< "${HTTP_BENCH_SERVERS:-jdk jetty}"
read -r -a loads <<< "${HTTP_BENCH_LOADS:-session1 session16 stateless}"
read -r -a conns <<< "${HTTP_BENCH_CONNS:-1 16 64}"
warmup=${HTTP_BENCH_WARMUP:-3}
server_warmup=${HTTP_BENCH_SERVER_WARMUP:-40}
seconds=${HTTP_BENCH_SECONDS:-5}
rounds=${HTTP_BENCH_ROUNDS:-2}
server_java=${HTTP_BENCH_JAVA:-java}
run=(nice -n "${HTTP_BENCH_NICE:-19}")
bench_cp='benchmarks/target/benchmarks.jar:benchmarks/target/lib/*'
for side in A B; do
  [ -f "${build[$side]}/benchmarks/target/benchmarks.jar" ] || { echo "${build[$side]} is not built" >&2; exit 2; }
done

work=$(mktemp -d)
trap 'kill "${server_pid:-}" 2>/dev/null || true; rm -rf "$work"' EXIT
results=benchmarks/target/http-ab-results.txt
: > "$results"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC') load $(cut -d' ' -f1-3 /proc/loadavg) A=${build[A]} B=${build[B]}" >> "$results"

# shellcheck source=benchmarks/http-driver.sh
. benchmarks/http-driver.sh
mode_of() { case "$1" in session1) echo "session 1" ;; session16) echo "session 16" ;; stateless) echo "modern 1" ;; esac; }

for round in $(seq 1 "$rounds"); do
  for name in "${servers[@]}"; do
    for side in A B; do
      log=$work/server.out
      : > "$log"
      "${run[@]}" "$server_java" -cp "${build[$side]}/benchmarks/target/benchmarks.jar:${build[$side]}/benchmarks/target/lib/*" \
        dev.mcpj.bench.http.HttpBenchServer "$name" 0 > "$log" 2> "$work/server.err" &
      server_pid=$!
      url=
      for _ in $(seq 1 300); do
        url=$(sed -n 's/^READY //p' "$log" | head -n 1)
        [ -n "$url" ] && break
        sleep 0.1
      done
      [ -n "$url" ] || { echo "$side $name did not start: $(cat "$work/server.err")" >&2; exit 1; }
      start_driver "$url"
      warm_loads=()
      for load in "${loads[@]}"; do
        warm_loads+=("$(mode_of "$load")")
      done
      warm_up "$server_warmup" "${warm_loads[@]}"
      for load in "${loads[@]}"; do
        read -r mode sessions <<< "$(mode_of "$load")"
        for tool in add echo; do
          for c in "${conns[@]}"; do
            line=$(cell "$mode" "$tool" "$c" "$warmup" "$seconds" "$sessions")
            echo "$side $name $load $tool $c $line" | tee -a "$results" >&2
          done
        done
      done
      stop_driver
      kill "$server_pid"
      wait "$server_pid" 2>/dev/null || true
    done
  done
done

# side server load tool conns rps=.. p50_ms=.. p99_ms=.. errors=..: medians per side, then ratios.
awk '
  function val(s,   i) { i = index(s, "="); return substr(s, i + 1) + 0 }
  function median(list,   n, a, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  /^#/ { next }
  {
    key = $2 " | " $3 " | " $4 " | " $5
    if (!(key in seen)) { seen[key] = 1; order[++cells] = key }
    for (f = 6; f <= NF; f++) {
      if ($f ~ /^rps=/) rps[$1, key] = rps[$1, key] " " val($f)
      if ($f ~ /^p50_ms=/) p50[$1, key] = p50[$1, key] " " val($f)
      if ($f ~ /^p99_ms=/) p99[$1, key] = p99[$1, key] " " val($f)
      if ($f ~ /^errors=/) errors += val($f)
    }
  }
  END {
    print "| engine | load | tool | connections | requests/s B ÷ A | p50 A ÷ B | p99 A ÷ B |"
    print "|---|---|---|---:|---:|---:|---:|"
    for (i = 1; i <= cells; i++) {
      k = order[i]
      printf "| %s | %.2f× | %.2f× | %.2f× |\n", k, median(rps["B", k]) / median(rps["A", k]),
        median(p50["A", k]) / median(p50["B", k]), median(p99["A", k]) / median(p99["B", k])
    }
    printf "\nerrors: %d\n", errors
  }' "$results"
