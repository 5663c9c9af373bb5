package dev.mcpj.bench.report;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What the benchmark ran on: CPU and memory from Linux's /proc, the OS, and this JVM, which run.sh
 * starts like the JVM servers: the same {@code java}, default flags.
 */
final class MachineInfo {

    private static final double KIB_PER_GIB = 1024.0 * 1024;
    private static final double BYTES_PER_GIB = 1024.0 * 1024 * 1024;

    private MachineInfo() {}

    /** Markdown bullet lines describing the machine and the JVM. */
    static List<String> describe() {
        List<String> cpuinfo = lines("/proc/cpuinfo");
        String model = cpuinfo.stream()
                .filter(line -> line.startsWith("model name"))
                .map(line -> line.substring(line.indexOf(':') + 1).trim())
                .findFirst()
                .orElse("unknown model");
        long logicalCpus = cpuinfo.stream().filter(line -> line.startsWith("processor")).count();
        String memory = lines("/proc/meminfo").stream()
                .filter(line -> line.startsWith("MemTotal:"))
                .map(line -> Long.parseLong(line.replaceAll("[^0-9]", "")) / KIB_PER_GIB)
                .map(gib -> String.format(Locale.ROOT, "%.1f GiB", gib))
                .findFirst()
                .orElse("unknown");
        return List.of(
                "CPU: " + model + ", " + logicalCpus + " logical CPUs",
                "Memory: " + memory,
                "OS: " + System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"),
                "JVM: " + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
                        + " (" + System.getProperty("java.vm.vendor") + ")",
                "JVM flags: the defaults, except for the flags in a server's command above (for ours,"
                        + " those the README recommends for stdio servers); the defaults here choose "
                        + garbageCollectors() + " and a maximum heap of "
                        + String.format(Locale.ROOT, "%.1f GiB", Runtime.getRuntime().maxMemory() / BYTES_PER_GIB));
    }

    private static String garbageCollectors() {
        return ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName)
                .collect(Collectors.joining(" + "));
    }

    private static List<String> lines(String file) {
        try {
            return Files.readAllLines(Path.of(file));
        } catch (IOException e) {
            return List.of();
        }
    }
}
