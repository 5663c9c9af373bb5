package dev.mcpj.bench.report;

import java.util.ArrayList;
import java.util.List;

/** A table of text cells, rendered for the console or as Markdown. */
final class Table {

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    Table(List<String> header) {
        this.header = List.copyOf(header);
    }

    void addRow(List<String> cells) {
        if (cells.size() != header.size()) {
            throw new IllegalArgumentException("expected " + header.size() + " cells: " + cells);
        }
        rows.add(List.copyOf(cells));
    }

    /** Columns padded to line up in a terminal; the first column left-aligned, others right. */
    String toText() {
        int[] widths = new int[header.size()];
        for (List<String> row : allRows()) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
            }
        }
        StringBuilder text = new StringBuilder();
        for (List<String> row : allRows()) {
            for (int i = 0; i < row.size(); i++) {
                String cell = row.get(i);
                String padding = " ".repeat(widths[i] - cell.length());
                text.append(i == 0 ? cell + padding : "  " + padding + cell);
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** A GitHub-flavoured Markdown table. */
    String toMarkdown() {
        StringBuilder markdown = new StringBuilder();
        markdown.append(markdownRow(header));
        List<String> rule = new ArrayList<>();
        for (int i = 0; i < header.size(); i++) {
            rule.add(i == 0 ? "---" : "---:");
        }
        markdown.append(markdownRow(rule));
        for (List<String> row : rows) {
            markdown.append(markdownRow(row));
        }
        return markdown.toString();
    }

    private List<List<String>> allRows() {
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        all.addAll(rows);
        return all;
    }

    private static String markdownRow(List<String> cells) {
        List<String> escaped = new ArrayList<>();
        for (String cell : cells) {
            escaped.add(cell.replace("|", "\\|"));
        }
        return "| " + String.join(" | ", escaped) + " |\n";
    }
}
