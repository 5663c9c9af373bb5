package dev.mcpj.bench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RuntimeJarsTest {

    @TempDir
    Path dir;

    @Test
    void readsEachLibrarysJarsAndComparesWithTheLastOne() throws IOException {
        Path file = dir.resolve(RuntimeJars.FILE);
        Files.writeString(file, "small\ta.jar\t1000000\tb.jar\t500000\n"
                + "big\tc.jar\t2000000\td.jar\t1000000\te.jar\t1000000\n");

        List<RuntimeJars> jars = RuntimeJars.read(file);

        assertEquals(List.of("a.jar", "b.jar"), jars.get(0).jars());
        assertEquals(1_500_000, jars.get(0).bytes());
        assertEquals(4_000_000, jars.get(1).bytes());
        String table = RuntimeJars.toMarkdown(jars);
        assertTrue(table.contains("| small | 2 | 1.50 | 0.38 | a.jar, b.jar |"), table);
        assertTrue(table.contains("| big | 3 | 4.00 | 1.00 |"), table);
    }

    @Test
    void noFileMeansNoLibrariesAndABrokenOneIsAnError() throws IOException {
        assertTrue(RuntimeJars.read(dir.resolve("absent.tsv")).isEmpty());
        Path broken = dir.resolve("broken.tsv");
        Files.writeString(broken, "lib\ta.jar\n");
        assertThrows(IOException.class, () -> RuntimeJars.read(broken));
    }
}
