# Sourced by the benchmark scripts: the Java peers in benchmarks/peers/<peer>, each a Maven project
# of its own that the project's build does not compile (java-sdk: the official MCP Java SDK,
# spring-ai: Spring AI's MCP server).

# Builds peer $1 from Maven Central unless its jar is already there; returns non-zero if it cannot.
build_java_peer() {
  local dir=benchmarks/peers/$1
  if [[ ! -f "$dir/target/$1-peer.jar" ]]; then
    echo "building the $1 peer ($dir)" >&2
    mvn -B -ntp -q -f "$dir/pom.xml" package -DskipTests
  fi
}

# The class path of peer $1.
java_peer_cp() {
  echo "benchmarks/peers/$1/target/$1-peer.jar:benchmarks/peers/$1/target/lib/*"
}
