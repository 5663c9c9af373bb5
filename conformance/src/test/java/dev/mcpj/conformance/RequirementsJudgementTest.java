package dev.mcpj.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Which scenarios of a requirement file fail the suite run: the tasks extension's are judged. */
class RequirementsJudgementTest {
    private final OfficialSuiteTest.Requirements requirements = new OfficialSuiteTest.Requirements(
            List.of("tools-list"),
            Map.of("tasks-lifecycle", "extension", "auth/dpop", "extension", "http-header-validation", "pending"));

    @Test
    void theTasksScenariosAreJudgedAndOtherExtensionsOnlyReported() {
        assertThat(requirements.judged("tools-list")).isTrue();
        assertThat(requirements.judged("http-header-validation")).isTrue();
        assertThat(requirements.judged("tasks-lifecycle")).isTrue();
        assertThat(requirements.judged("auth/dpop")).isFalse();
        assertThat(requirements.judged("not-listed")).isFalse();
    }
}
