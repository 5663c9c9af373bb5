package dev.mcpj.docs;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.core.tool.ToolAnnotations;
import dev.mcpj.server.JsonValues;
import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registration;
import dev.mcpj.server.ServerTool;
import dev.mcpj.server.ToolException;
import dev.mcpj.server.ToolParameter;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** The samples of the guide's page on tools. */
public final class Tools {
    private Tools() {
    }

    /** A trip, the typed form of the {@code plan_trip} tool's arguments. */
    record Trip(String city, LocalDate start, int nights) {
    }

    /**
     * Registers every tool of the page.
     *
     * @param server the server to register them on
     */
    public static void register(McpServer server) {
        // region parameters
        server.registerTool(ServerTool.builder("search_flights")
                .description("Search flights between two airports")
                .parameter(ToolParameter.string("from").pattern("[A-Z]{3}").description("IATA code of departure"))
                .parameter(ToolParameter.string("to").pattern("[A-Z]{3}").description("IATA code of arrival"))
                .parameter(ToolParameter.string("cabin").enumValues("economy", "business").defaultValue("economy").optional())
                .parameter(ToolParameter.integer("max_results").minimum(1).maximum(20).optional())
                .annotations(ToolAnnotations.builder().readOnly(true).build())
                .handler((args, ctx) -> CallToolResult.text("3 flights from " + args.string("from")
                        + " to " + args.string("to") + " in " + args.string("cabin", "economy")
                        + ", showing " + args.integer("max_results", 10)))
                .build());
        // endregion

        // region raw-schema
        server.registerTool(ServerTool.builder("plan_trip")
                .description("Plan a trip")
                .inputSchema("""
                        {"type": "object",
                         "properties": {"trip": {"type": "object",
                           "properties": {"city": {"type": "string"},
                                          "start": {"type": "string", "format": "date"},
                                          "nights": {"type": "integer", "minimum": 1}},
                           "required": ["city", "start", "nights"]}},
                         "required": ["trip"]}""")
                .handler((args, ctx) -> {
                    Trip trip = args.as("trip", Trip.class);   // through JsonValues.mapper()
                    return CallToolResult.text(trip.nights() + " nights in " + trip.city() + " from " + trip.start());
                })
                .build());
        // endregion

        // region tool-error
        server.registerTool(ServerTool.builder("divide")
                .parameter(ToolParameter.number("a"))
                .parameter(ToolParameter.number("b"))
                .handler((args, ctx) -> {
                    if (args.number("b") == 0) {
                        throw new ToolException("b must not be zero: division by zero is undefined");
                    }
                    return CallToolResult.text(String.valueOf(args.number("a") / args.number("b")));
                })
                .build());
        // endregion

        // region structured-output
        server.registerTool(ServerTool.builder("weather")
                .parameter(ToolParameter.string("city"))
                .outputSchema("""
                        {"type": "object",
                         "properties": {"city": {"type": "string"}, "celsius": {"type": "number"}},
                         "required": ["city", "celsius"]}""")
                .handler((args, ctx) -> CallToolResult.structured(JsonValues.mapper().createObjectNode()
                        .put("city", args.string("city"))
                        .put("celsius", 21.5)))
                .build());
        // endregion

        // region async-tool
        server.registerTool(ServerTool.builder("lookup")
                .parameter(ToolParameter.string("key"))
                .timeout(Duration.ofSeconds(10))   // the server's toolTimeout otherwise
                .asyncHandler((args, ctx) -> CompletableFuture.supplyAsync(() -> "value of " + args.string("key"))
                        .thenApply(CallToolResult::text))
                .build());
        // endregion
    }

    /**
     * Shows the handle that registration returns.
     *
     * @param server the server with the tool {@code divide}
     * @return the names of the server's tools after the changes
     */
    public static List<String> changeWhileRunning(McpServer server) {
        // region registration-handle
        Registration<ServerTool> divide = server.tool("divide").orElseThrow();
        divide.update(divide.definition().toBuilder().description("Divide a by b").build());
        divide.disable();                    // hidden from tools/list, unknown to tools/call
        divide.enable();
        server.tool("search_flights").ifPresent(Registration::remove);
        // connected clients get notifications/tools/list_changed after each change
        // endregion
        return server.tools().stream().map(r -> r.definition().tool().name()).sorted().toList();
    }
}
