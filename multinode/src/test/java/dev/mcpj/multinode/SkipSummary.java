package dev.mcpj.multinode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints, once the tests of this module have run, how many were skipped and why: a skipped class
 * runs none of its tests and would otherwise show as "Tests run: 0" with nothing to say why.
 * Registered with the JUnit Platform launcher through {@code META-INF/services}.
 */
public final class SkipSummary implements TestExecutionListener {
    private TestPlan plan;
    private final Map<String, Long> skippedByReason = new LinkedHashMap<>();
    private final List<String> skippedClasses = new ArrayList<>();

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
        skippedByReason.clear();
        skippedClasses.clear();
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        long tests = id.isTest() ? 1 : plan.getDescendants(id).stream().filter(TestIdentifier::isTest).count();
        skippedByReason.merge(reason, tests, Long::sum);
        if (id.isContainer()) {
            skippedClasses.add(id.getDisplayName());
        }
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        // nothing: only skips are summed up
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        if (skippedByReason.isEmpty()) {
            return;
        }
        long total = skippedByReason.values().stream().mapToLong(Long::longValue).sum();
        StringBuilder sb = new StringBuilder("\n[multinode] ").append(total).append(total == 1 ? " test" : " tests")
                .append(" skipped");
        if (!skippedClasses.isEmpty()) {
            sb.append(" (").append(String.join(", ", skippedClasses)).append(')');
        }
        sb.append(":\n");
        skippedByReason.forEach((reason, n) -> sb.append("[multinode]   ").append(n).append(": ").append(reason)
                .append('\n'));
        System.out.print(sb);
        System.out.flush();
    }
}
