package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Messager;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import org.junit.jupiter.api.Test;

class ReporterTest {
    private final List<String> printed = new ArrayList<>();
    private final Messager messager = new Messager() {
        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg) {
            printed.add(kind + " " + msg);
        }

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e) {
            printMessage(kind, msg);
        }

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a) {
            printMessage(kind, msg);
        }

        @Override
        public void printMessage(Diagnostic.Kind kind, CharSequence msg, Element e, AnnotationMirror a,
                                 AnnotationValue v) {
            printMessage(kind, msg);
        }
    };

    @Test
    void diagnosticsWaitForCommitAndAreTaggedOnce() {
        Reporter r = new Reporter(messager);
        r.error(Reporter.TYPE, null, "one");
        r.error(Reporter.TYPE, null, "one");
        assertThat(printed).isEmpty();
        assertThat(r.pendingErrors()).isEqualTo(1);
        r.commit();
        assertThat(printed).containsExactly("ERROR [McpToolType] one");
    }

    @Test
    void discardedDiagnosticsCanBeReportedAgainInALaterRound() {
        Reporter r = new Reporter(messager);
        r.error(Reporter.TYPE, null, "one");
        r.discard();
        assertThat(r.pendingErrors()).isZero();
        r.error(Reporter.TYPE, null, "one");
        r.commit();
        assertThat(printed).containsExactly("ERROR [McpToolType] one");
    }

    @Test
    void aCrashIsReportedWithItsStackTrace() {
        Reporter r = new Reporter(messager);
        r.crash(null, new IllegalStateException("boom"));
        r.commit();
        assertThat(printed).hasSize(1);
        assertThat(printed.get(0)).startsWith("ERROR [McpToolCrash] The @McpTool processor failed unexpectedly")
                .contains("java.lang.IllegalStateException: boom", "at dev.mcpj.annotations.processor.ReporterTest");
    }
}
