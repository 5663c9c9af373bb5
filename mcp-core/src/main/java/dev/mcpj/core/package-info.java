/** Values shared by every part of the protocol: error codes, the exceptions, implementation info. */
@NullMarked
package dev.mcpj.core;

import org.jspecify.annotations.NullMarked;
