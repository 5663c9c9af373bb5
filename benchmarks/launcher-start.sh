#!/usr/bin/env bash
# Cold start of the launcher that mcp-maven-plugin's package goal makes, beside the official
# TypeScript SDK's server, in the same run: spawn -> initialize answer, spawn -> first tools/call
# answer (median of LAUNCHER_ROUNDS, default 11) and the peak resident set after that call. Writes
# benchmarks/target/results/launcher-start.json and prints a table with the ratios to the TS server.
# The figures in docs/benchmarks/LAUNCHER.md come from this script.
#
# It installs this tree's archetype, plugin and modules into the local Maven repository, generates
# a project from the archetype under benchmarks/target/launcher-bench, and builds it with
# "mvn package" (which runs the training run and writes the startup archive), once with the JDK
# of JAVA_HOME (or the PATH) and, when LAUNCHER_JDK25 names a JDK 25 (default: the Temurin 25
# path of CI), once more with it (the AOT cache). Besides the launcher it times the same server
# started by hand with other flags, to show what each lever is worth.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${LAUNCHER_ROUNDS:-11}
jdk25=${LAUNCHER_JDK25:-/usr/lib/jvm/temurin-25-jdk-amd64}
work=benchmarks/target/launcher-bench
results=benchmarks/target/results
version=$(sed -n "s|^  <version>\(.*\)</version>$|\1|p" pom.xml | head -1)

mvn -B -q -ntp install -DskipTests -Dstage.skip=true -Dconsumer.check.skip=true \
  -pl mcp-bom,mcp-server-archetype,mcp-maven-plugin,mcp-transport-stdio,mcp-annotations,mcp-test -am
(cd benchmarks/peers/ts && npm ci --ignore-scripts --no-audit --no-fund --silent)

# build DIR [JAVA_HOME]: generates the project into DIR and packages it.
build() {
  local dir=$1 home=${2:-}
  rm -rf "$dir"
  mkdir -p "$dir"
  (
    cd "$dir"
    if [[ -n "$home" ]]; then
      export JAVA_HOME=$home PATH="$home/bin:$PATH" MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow"
    fi
    mvn -B -q -ntp org.apache.maven.plugins:maven-archetype-plugin:3.4.1:generate \
      -DarchetypeGroupId=dev.mcpj -DarchetypeArtifactId=mcp-server-archetype -DarchetypeVersion="$version" \
      -DgroupId=bench -DartifactId=hello-mcp -Dversion=1.0.0 -DinteractiveMode=false
    cd hello-mcp
    mvn -B -q -ntp package -DskipTests
  )
}

build "$work/jdk"
mcp=$PWD/$work/jdk/hello-mcp/target/mcp
java=$(sed -n "s/^build_java='\(.*\)'$/\1/p" "$mcp/bin/hello-mcp")
cp=$(grep -o -- '-cp "[^"]*"' "$mcp/bin/hello-mcp" | head -1 | sed "s|^-cp \"||; s|\"$||; s|\\\$base|$mcp|g")
main=bench.Server
stdio="-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xlog:disable -Xlog:all=warning:stderr"
if [[ -f "$mcp/lib/hello-mcp.aot" ]]; then
  archive_flag="-XX:AOTCache=$mcp/lib/hello-mcp.aot"
else
  archive_flag="-XX:SharedArchiveFile=$mcp/lib/hello-mcp.jsa"
fi

servers=(
  "ts-sdk=node benchmarks/peers/ts/server.mjs"
  "launcher=$mcp/bin/hello-mcp"
  "launcher-small-heap=$java $stdio -Xmx64m -Xms8m -Xss512k -XX:ReservedCodeCacheSize=16m $archive_flag -cp $cp $main"
  "no-archive=$java $stdio -cp $cp $main"
  "no-archive-xshare-off=$java $stdio -Xshare:off -cp $cp $main"
  "archive-default-jit=$java -XX:+UseSerialGC -Xlog:disable -Xlog:all=warning:stderr $archive_flag -cp $cp $main"
  "archive-g1=$java -XX:TieredStopAtLevel=1 -Xlog:disable -Xlog:all=warning:stderr $archive_flag -cp $cp $main"
)
if [[ -x "$jdk25/bin/java" && "$java" != "$jdk25/bin/java" ]]; then
  build "$work/jdk25" "$jdk25"
  servers+=("launcher-jdk25=$PWD/$work/jdk25/hello-mcp/target/mcp/bin/hello-mcp")
fi

mkdir -p "$results"
node benchmarks/launcher-start.mjs "$rounds" add '{"a":1,"b":2}' "${servers[@]}" > "$results/launcher-start.json"
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const ts = r["ts-sdk"];
const f = x => x.toFixed(1);
console.log("| server | initialize (ms) | first tools/call (ms) | peak RSS (MiB) | × TS initialize | × TS tools/call | × TS RSS |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const [name, s] of Object.entries(r)) {
  console.log(`| ${name} | ${f(s.initializeMs)} | ${f(s.callMs)} | ${f(s.peakRssKiB / 1024)} | ${(s.initializeMs / ts.initializeMs).toFixed(2)} | ${(s.callMs / ts.callMs).toFixed(2)} | ${(s.peakRssKiB / ts.peakRssKiB).toFixed(2)} |`);
}' "$results/launcher-start.json"
