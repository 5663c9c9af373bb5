/** The work behind the goals: client configuration files, launchers, the training run. */
package dev.mcpj.maven.plugin.internal;
