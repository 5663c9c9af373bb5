package dev.mcpj.test;

import dev.mcpj.server.McpServer;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.junit.platform.commons.support.ReflectionSupport;

/**
 * A JUnit 5 extension that injects a {@link McpTestClient} connected to the server the test class
 * marks with {@link McpServerUnderTest}, in the protocol version a {@link ProtocolVersion} on the
 * parameter names (the default era otherwise), and closes it after the test; a server made by a
 * method is made once per test and closed after it. The store of JUnit 5.13 or later closes them. Each parameter gets a client of its own. Use it with {@link McpTest} or
 * {@code @ExtendWith(McpTestExtension.class)}.
 *
 * <p>A test that needs scripted elicitation, sampling or roots builds its client itself with
 * {@link McpTestClient#builder(McpServer)}; the extension also injects the {@code McpServer}.
 */
public final class McpTestExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(McpTestExtension.class);

    /** Created by JUnit. */
    public McpTestExtension() {
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == McpTestClient.class || type == McpServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        McpServer server = server(context);
        if (parameter.getParameter().getType() == McpServer.class) {
            return server;
        }
        McpTestClient.Builder builder = McpTestClient.builder(server);
        parameter.findAnnotation(ProtocolVersion.class).ifPresent(v -> builder.protocolVersion(v.value()));
        McpTestClient client = builder.connect();
        context.getStore(NAMESPACE).put(new Object(), client);
        return client;
    }

    /**
     * The server of this test: one per test when a method makes it. A {@code @Nested} class without
     * a marked member uses its enclosing class's.
     */
    private static McpServer server(ExtensionContext context) {
        Class<?> testClass = context.getRequiredTestClass();
        List<Member> marked = new ArrayList<>();
        for (Class<?> c = testClass; c != null && marked.isEmpty(); c = enclosingOfNested(c)) {
            marked.addAll(AnnotationSupport.findAnnotatedFields(c, McpServerUnderTest.class));
            marked.addAll(AnnotationSupport.findAnnotatedMethods(c, McpServerUnderTest.class, HierarchyTraversalMode.TOP_DOWN));
        }
        if (marked.size() != 1) {
            throw new ExtensionConfigurationException(testClass.getName() + " must mark exactly one field or method"
                    + " with @McpServerUnderTest, found " + marked.size());
        }
        Member member = marked.get(0);
        Object instance = null;
        if (!Modifier.isStatic(member.getModifiers())) {
            instance = context.getTestInstances().flatMap(i -> i.findInstance(member.getDeclaringClass()))
                    .orElseThrow(() -> new ParameterResolutionException("@McpServerUnderTest " + member.getName()
                            + " is not static, so it cannot serve a constructor or a static method; make it static"));
        }
        if (member instanceof Field field) {
            Object value = ReflectionSupport.tryToReadFieldValue(field, instance).toOptional().orElse(null);
            return requireServer(value, member);
        }
        Method method = (Method) member;
        if (method.getParameterCount() != 0) {
            throw new ExtensionConfigurationException("@McpServerUnderTest method " + method.getName()
                    + " must take no parameters");
        }
        Object target = instance;
        return context.getStore(NAMESPACE).getOrComputeIfAbsent(McpServer.class,
                key -> requireServer(ReflectionSupport.invokeMethod(method, target), member), McpServer.class);
    }

    /** The class a {@code @Nested} (inner) class sits in, or {@code null}. */
    private static Class<?> enclosingOfNested(Class<?> c) {
        return Modifier.isStatic(c.getModifiers()) ? null : c.getEnclosingClass();
    }

    private static McpServer requireServer(Object value, Member member) {
        if (value instanceof McpServer server) {
            return server;
        }
        throw new ExtensionConfigurationException("@McpServerUnderTest " + member.getName()
                + " must hold or return an McpServer, not " + value);
    }
}
