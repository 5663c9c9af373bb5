package dev.mcpj.spring.boot;

import dev.mcpj.spring.boot.app.LibraryApplication;
import org.springframework.boot.jetty.servlet.JettyServletWebServerFactory;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

/** {@link HttpEndpointTest} with Jetty chosen as the application's servlet server. */
@SpringBootTest(classes = {LibraryApplication.class, JettyHttpEndpointTest.Jetty.class},
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "mcpj.http.allowed-origins=https://app.example.com")
class JettyHttpEndpointTest extends HttpEndpointTest {

    @Override
    String expectedEngine() {
        return "Jetty";
    }

    /** Chooses Jetty, as an application that depends on Boot's Jetty starter does. */
    @TestConfiguration(proxyBeanMethods = false)
    static class Jetty {
        @Bean
        JettyServletWebServerFactory jettyServletWebServerFactory() {
            return new JettyServletWebServerFactory();
        }
    }
}
