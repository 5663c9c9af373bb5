package dev.example.corpus;

import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.RequestContext;
import dev.mcpj.server.ToolException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

/** Every kind of result, hints, the request context and failures. */
public final class Results {
    /** A summary. */
    public record Summary(String text, int words) {
    }

    /** Nothing back. */
    @McpTool(destructive = Hint.FALSE, idempotent = Hint.TRUE)
    public void forget(String key) {
    }

    /** A number back, as text. */
    @McpTool(readOnly = Hint.TRUE, openWorld = Hint.FALSE)
    public int length(String text) {
        return text.length();
    }

    /** One content block. */
    @McpTool
    public TextContent shout(String text) {
        return Content.text(text.toUpperCase(java.util.Locale.ROOT));
    }

    /** Content blocks. */
    @McpTool
    public List<Content> split(String text) {
        return text.chars().mapToObj(c -> (Content) Content.text(Character.toString(c))).toList();
    }

    /** A result built by hand. */
    @McpTool
    public CallToolResult verdict(boolean ok) {
        return ok ? CallToolResult.text("fine") : CallToolResult.error("not fine");
    }

    /** A map back. */
    @McpTool
    public Map<String, Summary> summaries(List<String> texts) {
        Map<String, Summary> m = new java.util.TreeMap<>();
        texts.forEach(t -> m.put(t, new Summary(t, t.split("\\s+").length)));
        return m;
    }

    /** Asynchronous, with structured content. */
    @McpTool
    public CompletionStage<Summary> summarize(String text) {
        return CompletableFuture.supplyAsync(() -> new Summary(text, text.split("\\s+").length));
    }

    /** Asynchronous, with nothing back. */
    @McpTool
    public CompletableFuture<Void> touch(String key) {
        return CompletableFuture.completedFuture(null);
    }

    /** Uses the request context, which is not an argument. */
    @McpTool
    public String whoAsks(RequestContext context, String question) {
        return context.requestId() + ":" + question;
    }

    /** Fails with a message for the model. */
    @McpTool
    public String refuse(String reason) {
        throw new ToolException("Refused: " + reason);
    }

    /** Fails with a bug. */
    @McpTool
    public String crash() {
        throw new IllegalStateException("secret internal detail");
    }
}
