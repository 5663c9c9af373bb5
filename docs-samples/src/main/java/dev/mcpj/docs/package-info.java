/**
 * The samples of README.md and the guide under docs/guide, as compiled code. Each sample is a
 * region between {@code // region name} and {@code // endregion}; the pages show it after a
 * {@code <!-- sample: path#name -->} marker, and a test of this module checks that they agree.
 */
package dev.mcpj.docs;
