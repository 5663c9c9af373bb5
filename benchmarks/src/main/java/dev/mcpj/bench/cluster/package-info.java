/**
 * The load-balancer benchmark: one or three {@link dev.mcpj.bench.cluster.ClusterNode} processes
 * behind HAProxy (round robin), driven by {@code dev.mcpj.bench.http.HttpLoadDriver} through the
 * balancer, run by {@code benchmarks/cluster-run.sh} and reported by
 * {@link dev.mcpj.bench.cluster.ClusterReport}.
 */
package dev.mcpj.bench.cluster;
