/**
 * Tasks: tool calls that are answered at once with a handle, run on, and are polled for their
 * result. A tool opts in with {@link dev.mcpj.server.ServerTool.Builder#taskSupport}; the server
 * keeps each task's state in a {@link dev.mcpj.server.task.TaskStore}, in memory unless
 * {@link dev.mcpj.server.McpServer.Builder#taskStore} names another.
 *
 * {@snippet :
 * McpServer server = McpServer.builder("builds", "1.0.0")
 *         .taskStore(TaskStore.inMemory(100))          // at most 100 live tasks per principal
 *         .taskTtl(Duration.ofHours(2))                // kept for two hours from creation
 *         .build();
 * server.registerTool(ServerTool.builder("build")
 *         .taskSupport(TaskSupport.OPTIONAL)           // a task when the client accepts one
 *         .handler((args, ctx) -> CallToolResult.text(crunch(args)))
 *         .build());
 * }
 */
@NullMarked
package dev.mcpj.server.task;

import org.jspecify.annotations.NullMarked;
