package dev.mcpj.server.internal.registry;

import dev.mcpj.core.internal.TaskWire;
import dev.mcpj.core.tool.TaskSupport;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.internal.Inline;
import dev.mcpj.server.internal.schema.CompiledSchema;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import tools.jackson.databind.node.ObjectNode;

/**
 * A tool as the server keeps it: its wire form, made at registration, and its schemas, compiled
 * once, in the background after the server's first answer (a call that comes earlier compiles
 * them itself). Its pace tells whether its handler is quick enough to run on a read thread.
 */
public record RegisteredTool(ServerTool tool, Compilation schemas, ObjectNode wire, Inline.Pace pace) {
    public String name() {
        return tool.tool().name();
    }

    /**
     * The tool as listed in an era: in 2025-11-25 with {@code execution.taskSupport} when it
     * supports tasks; 2026-07-28 has no such field (the server decides per call).
     */
    public ObjectNode wire(boolean modern) {
        if (modern || tool.taskSupport() == TaskSupport.FORBIDDEN) {
            return wire;
        }
        return TaskWire.withTaskSupport(wire, tool.taskSupport().wire());
    }

    /**
     * The compiled schemas.
     *
     * @param output the output schema, or {@code null} when the tool declares none
     */
    public record Schemas(CompiledSchema input, CompiledSchema output) {
    }

    /** Compiles the schemas once, when first asked: in the background, or by the first caller. */
    public static final class Compilation {
        private final Supplier<Schemas> compiler;
        private final Consumer<Throwable> onFailure;
        private volatile CompletableFuture<Schemas> result;

        public Compilation(Supplier<Schemas> compiler, Consumer<Throwable> onFailure) {
            this.compiler = compiler;
            this.onFailure = onFailure;
        }

        /** Starts compiling in the background, unless it has started. */
        public synchronized CompletableFuture<Schemas> start() {
            if (result == null) {
                result = CompletableFuture.supplyAsync(compiler);
                result.whenComplete((s, e) -> {
                    if (e != null) {
                        onFailure.accept(e instanceof CompletionException && e.getCause() != null ? e.getCause() : e);
                    }
                });
            }
            return result;
        }

        /** Whether the schemas are compiled (or failed to), so that a call need not wait for them. */
        public boolean ready() {
            CompletableFuture<Schemas> r = result;
            return r != null && r.isDone();
        }

        /** The schemas, compiling them now if need be. */
        public Schemas join() {
            return start().join();
        }
    }
}
