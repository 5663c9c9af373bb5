/** A user's tools, served by mcpj. */
module com.example.tools {
    requires transitive dev.mcpj.server;
    requires static transitive dev.mcpj.annotations;

    exports com.example.tools;
}
