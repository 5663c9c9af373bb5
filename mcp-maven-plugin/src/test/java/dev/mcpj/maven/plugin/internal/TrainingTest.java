package dev.mcpj.maven.plugin.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

/** A training run that cannot complete fails with the reason and the server's standard error. */
class TrainingTest {
    private static final Path JAVA = Path.of(System.getProperty("java.home"), "bin", "java");
    private static final String CLASSES = System.getProperty("java.class.path");

    @Test
    void aServerThatFailsAtStartFailsTheRunWithItsStandardError() {
        assertThatThrownBy(() -> Training.run(command(FakeServers.FailsAtStart.class), Path.of("."), Duration.ofMinutes(2)))
                .isInstanceOf(Training.TrainingException.class)
                .hasMessageStartingWith("the training run failed: ")
                .hasMessageContaining("; the server's standard error:\ncannot open the catalog: books.db not found");
    }

    @Test
    void aServerThatWritesSomethingElseToStdoutFailsTheRun() {
        assertThatThrownBy(() -> Training.run(command(FakeServers.LogsToStdout.class), Path.of("."), Duration.ofMinutes(2)))
                .isInstanceOf(Training.TrainingException.class)
                .hasMessageStartingWith("the training run failed: the server wrote a line to standard output that is "
                        + "not JSON: INFO starting");
    }

    @Test
    void sampleArgumentsFillTheRequiredPropertiesOnly() {
        JsonMapper json = JsonMapper.builder().build();
        assertThat(Training.sampleArguments(json.readTree("""
                {"type":"object","properties":{"name":{"type":"string"},"n":{"type":"integer","minimum":1},
                 "unit":{"type":"string","enum":["c","f"]},"opt":{"type":"string"}},
                 "required":["name","n","unit"]}""")))
                .hasToString("{\"name\":\"\",\"n\":1,\"unit\":\"c\"}");
    }

    private static List<String> command(Class<?> main) {
        return Training.command(JAVA, List.of("-Xshare:auto"), "-Xlog:disable", CLASSES, main.getName(), List.of());
    }
}
