/** JSON-RPC 2.0 envelopes as records behind one sealed interface, and typed request ids. */
@NullMarked
package dev.mcpj.core.jsonrpc;

import org.jspecify.annotations.NullMarked;
