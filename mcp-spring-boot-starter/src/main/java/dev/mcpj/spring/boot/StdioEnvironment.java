package dev.mcpj.spring.boot;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.util.Map;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;

/**
 * Keeps standard output for the protocol when {@code mcpj.transport=stdio}: before the banner is
 * printed and before logging starts, it turns the banner off, makes the application a plain one
 * (no web server) unless it says otherwise, and points {@code System.out} at standard error, so
 * that console logging, any stray {@code println} and a banner the application turns back on go
 * there. The stdio transport writes to the process's real standard output, which nothing else
 * reaches. Properties the application sets itself win over these defaults.
 */
final class StdioEnvironment implements EnvironmentPostProcessor, Ordered {
    static final String SOURCE = "mcpjStdio";

    StdioEnvironment() {
    }

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (!"stdio".equalsIgnoreCase(environment.getProperty("mcpj.transport", "").strip())) {
            return;
        }
        environment.getPropertySources().addLast(new MapPropertySource(SOURCE, Map.of(
                "spring.main.banner-mode", "off",
                "spring.main.web-application-type", "none")));
        System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));
    }

    /** Before logging is initialized, which reads the environment this prepares. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 100;
    }
}
