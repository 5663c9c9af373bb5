package dev.mcpj.spring.boot;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.asm.AnnotationVisitor;
import org.springframework.asm.ClassReader;
import org.springframework.asm.ClassVisitor;
import org.springframework.asm.MethodVisitor;
import org.springframework.asm.SpringAsmInfo;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfigurationPackages;
import org.springframework.util.ClassUtils;

/**
 * Finds the beans of the application whose classes have {@code @McpTool}, {@code @McpResource} or
 * {@code @McpPrompt} methods but no registrar: the annotation processor did not run when they were
 * compiled (JDK 23 and later run no processor found on the class path alone; {@code -proc:none};
 * an IDE without annotation processing), so their tools would be missing without a word. The
 * annotations are kept in the class files only (not at run time), so the class files are read, and
 * only those of the application's beans: the classes under its auto-configuration packages (those
 * of its {@code @SpringBootApplication}), or, in a context that has none, of every bean.
 */
final class UnprocessedBeans {
    private static final Logger LOG = LoggerFactory.getLogger(UnprocessedBeans.class);
    private static final Set<String> ANNOTATIONS = Set.of("Ldev/mcpj/annotations/McpTool;",
            "Ldev/mcpj/annotations/McpResource;", "Ldev/mcpj/annotations/McpPrompt;");

    private UnprocessedBeans() {
    }

    /**
     * Fails if a bean's class, or a superclass of the application's, has annotated methods and no
     * registrar among {@code registered}.
     *
     * @throws IllegalStateException naming each such class, its annotated methods, and the fix
     */
    static void check(ListableBeanFactory beans, Set<Class<?>> registered) {
        List<String> packages = AutoConfigurationPackages.has(beans)
                ? AutoConfigurationPackages.get(beans) : null;
        Map<Class<?>, List<String>> unprocessed = new LinkedHashMap<>();
        for (String name : beans.getBeanDefinitionNames()) {
            Class<?> type = typeOf(beans, name);
            for (Class<?> c = type == null ? null : ClassUtils.getUserClass(type);
                 c != null && c != Object.class && ours(c, packages); c = c.getSuperclass()) {
                if (!registered.contains(c) && !unprocessed.containsKey(c)) {
                    List<String> methods = annotatedMethods(c);
                    if (!methods.isEmpty()) {
                        unprocessed.put(c, methods);
                    }
                }
            }
        }
        if (unprocessed.isEmpty()) {
            return;
        }
        StringBuilder message = new StringBuilder("These classes of MCP beans have annotated methods but no "
                + "registrar, so their tools, resources and prompts would be missing:");
        unprocessed.forEach((c, methods) -> message.append("\n  ").append(c.getName()).append(": ")
                .append(String.join(", ", methods)));
        message.append("\nThe mcpj annotation processor did not run when they were compiled. Put dev.mcpj:"
                + "mcp-annotations on the compiler's processor path (Maven: maven-compiler-plugin's "
                + "annotationProcessorPaths; Gradle: the annotationProcessor configuration), which JDK 23 and "
                + "later require, do not compile with -proc:none, and enable annotation processing in the IDE; "
                + "see docs/SPRING-BOOT.md.");
        throw new IllegalStateException(message.toString());
    }

    /** The type of bean {@code name}, without creating anything; {@code null} if it cannot be told. */
    private static @Nullable Class<?> typeOf(ListableBeanFactory beans, String name) {
        try {
            return beans.getType(name, false);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** Whether {@code c} is a class of the application's, to be read. */
    private static boolean ours(Class<?> c, @Nullable List<String> packages) {
        if (c.isArray() || c.isPrimitive() || c.getClassLoader() == null || java.lang.reflect.Proxy.isProxyClass(c)) {
            return false;
        }
        if (packages == null) {
            return true;
        }
        String name = c.getName();
        for (String p : packages) {
            if (name.startsWith(p + ".")) {
                return true;
            }
        }
        return false;
    }

    /** The methods of {@code c}'s class file that carry an MCP annotation, by name; empty if unreadable. */
    private static List<String> annotatedMethods(Class<?> c) {
        String resource = c.getName().replace('.', '/') + ".class";
        try (InputStream in = c.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return List.of();
            }
            Set<String> found = new TreeSet<>();
            new ClassReader(in).accept(new ClassVisitor(SpringAsmInfo.ASM_VERSION) {
                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                                 String[] exceptions) {
                    return new MethodVisitor(SpringAsmInfo.ASM_VERSION) {
                        @Override
                        public AnnotationVisitor visitAnnotation(String annotation, boolean visible) {
                            if (ANNOTATIONS.contains(annotation)) {
                                found.add(name + " (@" + annotation.substring(annotation.lastIndexOf('/') + 1,
                                        annotation.length() - 1) + ")");
                            }
                            return null;
                        }
                    };
                }
            }, ClassReader.SKIP_CODE | ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            return new ArrayList<>(found);
        } catch (IOException | RuntimeException e) {
            LOG.debug("Could not read the class file of {}: {}", c.getName(), e.toString());
            return List.of();
        }
    }
}
