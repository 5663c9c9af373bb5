/** The server process that the multi-node tests start several of behind a load balancer. */
package dev.mcpj.multinode;
