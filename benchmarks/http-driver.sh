# Sourced by the HTTP benchmark scripts: one load driver process per server, fed cell by cell.
#
# A driver started fresh for each cell compiles its own hot paths (its JIT) during that cell, on
# the cores the server is measured on; one process per server, warmed up with the server, does not.
# Expects `run` (the command prefix, e.g. nice) and `bench_cp` (the benchmarks class path).

# Starts the driver for the server at $1.
start_driver() {
  coproc DRIVER { "${run[@]}" java -cp "$bench_cp" dev.mcpj.bench.http.HttpLoadDriver "$1" -; }
}

# Runs one load cell and prints the driver's line: cell <mode> <tool> <connections> <warmup> <seconds> <sessions>.
cell() {
  local line
  echo "$*" >&"${DRIVER[1]}"
  if ! read -r line <&"${DRIVER[0]}"; then
    echo "the load driver stopped during: $*" >&2
    return 1
  fi
  echo "$line"
}

# Warms the server and the driver up: $1 seconds of unmeasured load shared among the loads given
# after it (as "<mode> <sessions>"), each with add and echo, half over one connection (as the
# first cell) and half over 16.
warm_up() {
  local seconds=$1 spec mode sessions tool c share
  shift
  share=$(awk -v s="$seconds" -v n="$#" 'BEGIN { printf "%.2f", s / n / 4 }')
  for c in 1 16; do
    for spec in "$@"; do
      read -r mode sessions <<< "$spec"
      for tool in add echo; do
        cell "$mode" "$tool" "$c" "$share" 0 "$sessions" > /dev/null
      done
    done
  done
}

stop_driver() {
  local pid=$DRIVER_PID fd=${DRIVER[1]}
  exec {fd}>&-
  wait "$pid" 2>/dev/null || true
}
