package dev.mcpj.bench;

/**
 * The outcome of a {@link SmokeCheck}.
 *
 * @param correctness how the requests were answered
 * @param failure why the check failed beyond wrong answers (the server broke down, or did not exit
 *     after stdin closed), or null
 */
public record SmokeResult(Correctness correctness, String failure) {

    /** True when every request was answered once, correctly, and the server exited cleanly. */
    public boolean passed() {
        return failure == null && correctness.clean();
    }

    /** One line for a log or an assertion message. */
    public String summary() {
        String verdict = passed() ? "PASS" : "FAIL";
        return verdict + ": " + correctness.summary() + (failure == null ? "" : "; " + failure);
    }
}
