package dev.mcpj.examples.boot;

import dev.mcpj.annotations.Hint;
import dev.mcpj.annotations.McpPrompt;
import dev.mcpj.annotations.McpResource;
import dev.mcpj.annotations.McpTool;
import dev.mcpj.annotations.Size;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;

/** A notebook: a Spring service whose annotated methods are the server's tools, resource and prompt. */
@Service
public class Notes {
    private final Map<Integer, String> notes = new ConcurrentSkipListMap<>();
    private final AtomicInteger ids = new AtomicInteger();

    /**
     * Write a note down.
     *
     * @param text what to remember
     */
    @McpTool(readOnly = Hint.FALSE, destructive = Hint.FALSE)
    public String addNote(@Size(min = 1, max = 2000) String text) {
        int id = ids.incrementAndGet();
        notes.put(id, text);
        return "Saved note " + id + ".";
    }

    /**
     * Find the notes that contain a word.
     *
     * @param word the word to look for, in any case
     */
    @McpTool(readOnly = Hint.TRUE)
    public List<String> findNotes(String word) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        return notes.entrySet().stream().filter(e -> e.getValue().toLowerCase(java.util.Locale.ROOT).contains(w))
                .map(e -> e.getKey() + ": " + e.getValue()).toList();
    }

    /** Every note, one a line. */
    @McpResource(uri = "notes://all", title = "All notes", mimeType = "text/plain")
    public String all() {
        return notes.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining("\n"));
    }

    /** Ask for a summary of the notes. */
    @McpPrompt(title = "Summarize the notes")
    public String summarizeNotes() {
        return "Summarize these notes in three sentences:\n\n" + all();
    }
}
