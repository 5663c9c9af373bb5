package dev.mcpj.multinode;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The condition behind {@link Needs}: a class whose programs are all installed runs; otherwise it
 * is skipped, the reason naming what is missing and how to install it, except in CI
 * ({@code CI=true}), where it fails with that reason. {@link SkipSummary} repeats the reasons at
 * the end of the run, so that a build that ran none of these tests says so.
 */
public final class InstalledPrograms implements ExecutionCondition {

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        Optional<Needs> needs = context.getElement().flatMap(e -> AnnotationSupport.findAnnotation(e, Needs.class));
        if (needs.isEmpty()) {
            return ConditionEvaluationResult.enabled("needs nothing to be installed");
        }
        List<String> missing = Arrays.stream(needs.get().value()).filter(p -> find(p).isEmpty()).toList();
        if (missing.isEmpty()) {
            return ConditionEvaluationResult.enabled("installed: " + String.join(", ", needs.get().value()));
        }
        String reason = reason(missing);
        if (inCi()) {
            throw new IllegalStateException("In CI (CI=true) these tests never skip: " + reason);
        }
        return ConditionEvaluationResult.disabled(reason);
    }

    /** One line: what is missing and the command that installs it. */
    static String reason(List<String> missing) {
        String names = String.join(" and ", missing);
        return names + (missing.size() == 1 ? " is" : " are") + " not installed: install with `sudo apt-get install "
                + String.join(" ", missing) + "` (Debian/Ubuntu; .ci/run does it), then run the tests again";
    }

    static boolean inCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    /**
     * Where {@code name} is installed: on the PATH or in an sbin directory (Debian puts haproxy
     * there, off a user's PATH).
     */
    static Optional<Path> find(String name) {
        return Stream.concat(Stream.of(System.getenv().getOrDefault("PATH", "").split(":")),
                        Stream.of(System.getProperty("multinode.sbin", "/usr/sbin:/usr/local/sbin:/sbin").split(":")))
                .filter(d -> !d.isEmpty())
                .map(d -> Path.of(d, name))
                .filter(Files::isExecutable)
                .findFirst();
    }
}
