/**
 * What several server processes behind one load balancer share: the {@link
 * dev.mcpj.server.cluster.Broadcaster} that carries an event raised on one process (a resource
 * changed, a URL elicitation completed) to the clients connected to every other, and the {@link
 * dev.mcpj.server.cluster.SessionStore} where a transport that keeps sessions shares them and
 * their resumption events. Implementations (such as {@code mcp-redis}) depend on these SPIs
 * alone, not on any transport.
 */
@NullMarked
package dev.mcpj.server.cluster;

import org.jspecify.annotations.NullMarked;
