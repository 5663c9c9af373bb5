/** JSON-RPC 2.0 envelopes as records behind one sealed interface, and typed request ids. */
package dev.mcpj.core.jsonrpc;
