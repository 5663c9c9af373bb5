package dev.mcpj.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.McpServer;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.NestedExceptionUtils;

/**
 * A bean whose class was compiled without the annotation processor (here with {@code -proc:none},
 * as JDK 23 and later compile a project that puts the processor on the class path only): the
 * start-up fails, naming the class, its methods and the fix, instead of serving no tools.
 */
class UnprocessedBeansTest {
    private static final String SOURCE = """
        package dev.mcpj.spring.boot.forgotten;

        import dev.mcpj.annotations.McpTool;

        public class Forgotten {
            /** Say hello. */
            @McpTool
            public String hello() {
                return "hello";
            }
        }
        """;

    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(McpServerAutoConfiguration.class));

    /** Compiles {@code Forgotten} without annotation processing and loads it. */
    private static Class<?> compiledWithoutTheProcessor(Path dir) throws Exception {
        Path source = dir.resolve("src/dev/mcpj/spring/boot/forgotten/Forgotten.java");
        Files.createDirectories(source.getParent());
        Files.writeString(source, SOURCE);
        Path classes = Files.createDirectories(dir.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int status = javac.run(null, null, null, "-proc:none", "-classpath", System.getProperty("java.class.path"),
                "-d", classes.toString(), source.toString());
        assertThat(status).isZero();
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
                UnprocessedBeansTest.class.getClassLoader());
        return loader.loadClass("dev.mcpj.spring.boot.forgotten.Forgotten");
    }

    @Test
    void aBeanWithAnnotatedMethodsAndNoRegistrarFailsTheStartUpNamingTheFix(@TempDir Path dir) throws Exception {
        Class<?> forgotten = compiledWithoutTheProcessor(dir);
        runner.withClassLoader(forgotten.getClassLoader())
                .withBean("forgotten", Object.class, () -> newInstance(forgotten))
                .run(context -> {
                    assertThat(context).hasFailed();
                    assertThat(NestedExceptionUtils.getMostSpecificCause(context.getStartupFailure()))
                            .isInstanceOf(IllegalStateException.class)
                            .hasMessageContaining("dev.mcpj.spring.boot.forgotten.Forgotten: hello (@McpTool)")
                            .hasMessageContaining("annotationProcessorPaths")
                            .hasMessageContaining("-proc:none");
                });
    }

    @Test
    void beansWhoseClassesWereProcessedStartAsBefore() {
        runner.withBean(dev.mcpj.spring.boot.shelves.CornerShelf.class).run(context -> {
            assertThat(context).hasNotFailed();
            assertThat(context.getBean(McpServer.class).tools()).hasSize(2);
        });
    }

    private static Object newInstance(Class<?> type) {
        try {
            return type.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
