package dev.mcpj.server.internal.schema;

import com.networknt.schema.Schema;

/**
 * A schema as {@link SchemaValidator#compile} leaves it: the full validator's compiled form, and a
 * pre-check that accepts plainly valid instances without running it.
 */
public final class CompiledSchema {
    final Schema full;
    final FastSchemaCheck fast;

    CompiledSchema(Schema full, FastSchemaCheck fast) {
        this.full = full;
        this.fast = fast;
    }
}
