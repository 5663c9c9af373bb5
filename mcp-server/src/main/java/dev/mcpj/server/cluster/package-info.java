/**
 * What several server processes behind one load balancer share: the {@link
 * dev.mcpj.server.cluster.Broadcaster} that carries an event raised on one process (a resource
 * changed, a URL elicitation completed) to the clients connected to every other.
 */
@NullMarked
package dev.mcpj.server.cluster;

import org.jspecify.annotations.NullMarked;
