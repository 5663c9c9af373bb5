package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mcpj.server.ServerTool;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Processing across rounds and builds. */
class RoundsTest {
    @TempDir
    Path dir;

    /**
     * Generates {@code shop.Ticket} in the first round, as AutoValue or Immutables would generate their
     * types, when it sees its own annotation {@code @shop.GenerateTicket}.
     */
    static final class TicketGenerator extends AbstractProcessor {
        private boolean done;

        @Override
        public Set<String> getSupportedAnnotationTypes() {
            return Set.of("shop.GenerateTicket");
        }

        @Override
        public SourceVersion getSupportedSourceVersion() {
            return SourceVersion.latestSupported();
        }

        @Override
        public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
            if (!done) {
                done = true;
                try (Writer w = processingEnv.getFiler().createSourceFile("shop.Ticket").openWriter()) {
                    w.write("package shop;\npublic record Ticket(String seat, int row) {}\n");
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            return false;
        }
    }

    @Test
    void aClassUsingAGeneratedTypeIsDeferredUntilTheTypeExists() throws Exception {
        Compiler.Compilation c = Compiler.compile(dir, List.of(Compiler.source("shop.GenerateTicket", """
                package shop;

                public @interface GenerateTicket {
                }
                """), Compiler.source("shop.Box", """
                package shop;

                import dev.mcpj.annotations.McpTool;

                @GenerateTicket
                public class Box {
                    @McpTool
                    public String book(Ticket ticket) {
                        return ticket.seat() + ticket.row();
                    }
                }
                """)), new TicketGenerator());
        assertThat(c.success()).as(c.describe()).isTrue();
        assertThat(c.diagnostics()).as(c.describe()).isEmpty();
        List<ServerTool> tools = Corpus.tools(c.loader(), "shop.Box");
        assertThat(tools.get(0).tool().inputSchema().toString()).contains("\"seat\"", "\"row\"");
    }

    @Test
    void theClassOfAnEarlierBuildIsNotInTheWayOfTheGeneratedOne() {
        List<javax.tools.JavaFileObject> sources = List.of(Compiler.source("shop.Box", """
                package shop;

                import dev.mcpj.annotations.McpTool;

                public class Box {
                    @McpTool
                    public String open() {
                        return "open";
                    }
                }
                """));
        Compiler.Compilation first = Compiler.compile(dir.resolve("first"), sources);
        assertThat(first.success()).as(first.describe()).isTrue();
        String withEarlierOutput = Compiler.classPath() + java.io.File.pathSeparator + first.classes();
        Compiler.Compilation second = Compiler.compile(dir.resolve("second"), withEarlierOutput, sources);
        assertThat(second.success()).as(second.describe()).isTrue();
        assertThat(second.generatedSource("shop.BoxTools")).contains("target.open()");
    }
}
