package dev.mcpj.server.internal.dispatch;

import dev.mcpj.core.ProtocolVersions;
import dev.mcpj.core.content.AudioContent;
import dev.mcpj.core.content.Content;
import dev.mcpj.core.content.ResourceLink;
import dev.mcpj.core.content.TextContent;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.core.tool.CallToolResult;
import java.util.ArrayList;
import java.util.List;

/**
 * Rewrites content that a client's protocol version does not know into text it does: a
 * {@code resource_link} (new in 2025-06-18) becomes a line naming the link, {@code audio} (new in
 * 2025-03-26) a note saying what was left out. Newer clients get the content unchanged.
 */
final class Downgrade {
    private Downgrade() {
    }

    static CallToolResult callToolResult(CallToolResult r, String version) {
        if (!needed(version)) {
            return r;
        }
        return new CallToolResult(contents(r.content(), version), r.structuredContent(), r.isError(), r.meta());
    }

    static GetPromptResult promptResult(GetPromptResult r, String version) {
        if (!needed(version)) {
            return r;
        }
        List<PromptMessage> messages = new ArrayList<>(r.messages().size());
        for (PromptMessage m : r.messages()) {
            messages.add(new PromptMessage(m.role(), content(m.content(), version)));
        }
        return new GetPromptResult(r.description(), messages);
    }

    private static boolean needed(String version) {
        return !ProtocolVersions.hasResourceLinks(version);
    }

    private static List<Content> contents(List<Content> content, String version) {
        List<Content> out = new ArrayList<>(content.size());
        for (Content c : content) {
            out.add(content(c, version));
        }
        return out;
    }

    private static Content content(Content c, String version) {
        if (c instanceof ResourceLink l) {
            String label = l.title() != null ? l.title() : l.name();
            return new TextContent("Resource " + label + ": " + l.uri()
                    + (l.description() != null ? " (" + l.description() + ")" : ""), l.annotations(), null);
        }
        if (c instanceof AudioContent a && !ProtocolVersions.hasAudio(version)) {
            return new TextContent("[" + a.mimeType() + " audio left out: this client's protocol version "
                    + version + " cannot carry audio]", a.annotations(), null);
        }
        return c;
    }
}
