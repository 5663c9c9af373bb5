/** Values shared by every part of the protocol: error codes, the root exception, implementation info. */
@NullMarked
package dev.mcpj.core;

import org.jspecify.annotations.NullMarked;
