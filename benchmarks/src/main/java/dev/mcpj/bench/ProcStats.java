package dev.mcpj.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Peak resident memory and CPU time of a process and its descendants, read from Linux's /proc.
 * A process that vanished while being read counts as zero.
 *
 * @param peakRssKib sum of VmHWM over the tree
 * @param cpuNanos sum of user and system CPU time over the tree
 */
record ProcStats(long peakRssKib, long cpuNanos) {

    /** USER_HZ: the unit of the times in /proc/PID/stat, 100 on every Linux architecture. */
    private static final long NANOS_PER_TICK = 1_000_000_000L / 100;

    static ProcStats readTree(ProcessHandle root) {
        List<ProcessHandle> tree = Stream.concat(Stream.of(root), root.descendants()).toList();
        long rss = 0;
        long cpu = 0;
        for (ProcessHandle process : tree) {
            Path dir = Path.of("/proc", Long.toString(process.pid()));
            rss += peakRssKib(dir);
            cpu += cpuNanos(dir);
        }
        return new ProcStats(rss, cpu);
    }

    private static long peakRssKib(Path dir) {
        try (Stream<String> lines = Files.lines(dir.resolve("status"))) {
            return lines
                    .filter(line -> line.startsWith("VmHWM:"))
                    .mapToLong(line -> Long.parseLong(line.replaceAll("[^0-9]", "")))
                    .findFirst()
                    .orElse(0);
        } catch (IOException e) {
            return 0;
        }
    }

    private static long cpuNanos(Path dir) {
        try {
            String stat = Files.readString(dir.resolve("stat"));
            // The command name, field 2, may hold spaces: count fields after its closing parenthesis.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long utime = Long.parseLong(fields[11]);
            long stime = Long.parseLong(fields[12]);
            return (utime + stime) * NANOS_PER_TICK;
        } catch (IOException e) {
            return 0;
        }
    }
}
