/** Values shared by every part of the protocol: error codes, the root exception, implementation info. */
package dev.mcpj.core;
