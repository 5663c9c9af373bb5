/**
 * What a handler may ask the client while it serves a request: the user (elicitation), the
 * client's model (sampling), and the client's roots. Reached through
 * {@link dev.mcpj.server.RequestContext}.
 */
package dev.mcpj.server.client;
