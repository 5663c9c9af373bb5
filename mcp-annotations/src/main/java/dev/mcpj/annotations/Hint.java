package dev.mcpj.annotations;

/**
 * A behaviour hint of {@link McpTool}. Hints are tri-state: an {@link #UNSET} hint is left out of
 * the tool definition, which tells a client something different from {@link #FALSE}.
 */
public enum Hint {
    /** Not declared: the hint is absent from the tool definition. */
    UNSET,
    /** Declared {@code true}. */
    TRUE,
    /** Declared {@code false}. */
    FALSE
}
