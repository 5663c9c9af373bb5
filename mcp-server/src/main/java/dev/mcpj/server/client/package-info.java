/**
 * What a handler may ask the client while it serves a request: the user (elicitation), the
 * client's model (sampling), and the client's roots. Reached through
 * {@link dev.mcpj.server.RequestContext}.
 */
@NullMarked
package dev.mcpj.server.client;

import org.jspecify.annotations.NullMarked;
