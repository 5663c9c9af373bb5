package dev.mcpj.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Command lines that start a test's servers in a fresh JVM on the test class path. */
final class TestServers {

    private TestServers() {}

    static List<String> java(Class<?> mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass.getName());
        command.addAll(List.of(args));
        return command;
    }
}
