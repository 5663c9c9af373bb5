package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registrar;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The registrars generated beside each registering class, and their ServiceLoader index. */
class RegistrarIndexTest {
    private static final String INDEX = "META-INF/services/dev.mcpj.server.Registrar";

    @TempDir
    Path dir;

    private static final javax.tools.JavaFileObject BOX = Compiler.source("shop.Box", """
            package shop;

            import dev.mcpj.annotations.McpTool;

            public class Box {
                @McpTool
                public String open() {
                    return "open";
                }

                public static class Lid {
                    @McpTool
                    public static String lift() {
                        return "lifted";
                    }
                }
            }
            """);
    private static final javax.tools.JavaFileObject CRATE = Compiler.source("shop.Crate", """
            package shop;

            import dev.mcpj.annotations.McpTool;

            public class Crate<T> {
                @McpTool
                public String weigh() {
                    return "heavy";
                }
            }
            """);

    @Test
    void everyClassWithAnnotatedMethodsIsFoundThroughServiceLoader() throws Exception {
        Compiler.Compilation c = Compiler.compile(dir, List.of(BOX, CRATE));
        assertThat(c.success()).as(c.describe()).isTrue();
        assertThat(c.warnings()).as(c.describe()).isEmpty();
        assertThat(Files.readAllLines(c.classes().resolve(INDEX)))
                .containsExactly("shop.BoxToolsRegistrar", "shop.Box_LidToolsRegistrar", "shop.CrateToolsRegistrar");

        ClassLoader loader = c.loader();
        List<Registrar> registrars = registrars(loader);
        assertThat(registrars).extracting(r -> r.type().getName())
                .containsExactly("shop.Box", "shop.Box$Lid", "shop.Crate");
        Object box = loader.loadClass("shop.Box").getConstructor().newInstance();
        Object lid = loader.loadClass("shop.Box$Lid").getConstructor().newInstance();
        McpServer server = McpServer.builder("shop", "1").build();
        for (Registrar registrar : registrars) {
            for (Object candidate : List.of(box, lid, "not a component")) {
                registrar.registerIfInstance(server, candidate);
            }
        }
        assertThat(server.tools()).extracting(t -> t.definition().tool().name()).containsExactlyInAnyOrder("open", "lift");
        for (Registrar registrar : registrars) {
            assertThatThrownBy(() -> registrar.register(server, "not a component"))
                    .isInstanceOf(ClassCastException.class);
        }
    }

    @Test
    void anIncrementalCompilationKeepsTheEntriesOfTheEarlierOne() throws Exception {
        Compiler.Compilation first = Compiler.compile(dir, List.of(BOX));
        assertThat(first.success()).as(first.describe()).isTrue();
        String withEarlierOutput = Compiler.classPath() + java.io.File.pathSeparator + first.classes();
        Compiler.Compilation second = Compiler.compile(dir, withEarlierOutput, List.of(CRATE));
        assertThat(second.success()).as(second.describe()).isTrue();
        assertThat(Files.readAllLines(second.classes().resolve(INDEX)))
                .containsExactly("shop.BoxToolsRegistrar", "shop.Box_LidToolsRegistrar", "shop.CrateToolsRegistrar");
    }

    @Test
    void aTypeInTheRegistrarsPlaceIsReported() {
        Compiler.Compilation c = Compiler.compile(dir, List.of(BOX, Compiler.source("shop.BoxToolsRegistrar", """
                package shop;

                public class BoxToolsRegistrar {
                }
                """)));
        assertThat(c.success()).isFalse();
        assertThat(c.describe()).contains("[McpToolGeneration] The registrar of Box is generated as "
                + "shop.BoxToolsRegistrar, but a type of that name exists already: rename that type");
    }

    private static List<Registrar> registrars(ClassLoader loader) {
        List<Registrar> found = new java.util.ArrayList<>();
        for (Registrar r : ServiceLoader.load(Registrar.class, loader)) {
            if (r.getClass().getName().startsWith("shop.")) {
                found.add(r);
            }
        }
        found.sort(java.util.Comparator.comparing(r -> r.getClass().getName()));
        return found;
    }
}
