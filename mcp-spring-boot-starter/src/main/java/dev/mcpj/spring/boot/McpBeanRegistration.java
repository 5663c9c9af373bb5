package dev.mcpj.spring.boot;

import dev.mcpj.server.McpServer;
import dev.mcpj.server.Registrar;
import dev.mcpj.server.ServerPrompt;
import dev.mcpj.server.ServerResource;
import dev.mcpj.server.ServerResourceTemplate;
import dev.mcpj.server.ServerTool;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;

/**
 * Registers the application's tools, resources and prompts with the {@link McpServer} bean once
 * every singleton exists (so that a bean may itself depend on the server, to notify resource
 * updates for one), before the web server or the stdio transport starts serving. The annotated
 * classes come from the {@link Registrar} index that the annotation processor writes, matched to
 * the beans of their type; no class is scanned and no method is looked up by reflection. A bean of
 * the application whose class has annotated methods and no registrar (the processor did not run
 * when it was compiled) fails the start-up, naming the class and the fix, rather than leaving its
 * tools out without a word: see {@link UnprocessedBeans}.
 */
final class McpBeanRegistration implements SmartInitializingSingleton {
    private static final Logger LOG = LoggerFactory.getLogger(McpBeanRegistration.class);

    private final ListableBeanFactory beans;

    McpBeanRegistration(ListableBeanFactory beans) {
        this.beans = beans;
    }

    @Override
    public void afterSingletonsInstantiated() {
        McpServer server = beans.getBeanProvider(McpServer.class).getIfUnique();
        if (server == null) {
            return;
        }
        int annotated = 0;
        List<Registrar> registrars = registrars();
        UnprocessedBeans.check(beans, registrars.stream().map(Registrar::type).collect(Collectors.toSet()));
        for (Registrar registrar : registrars) {
            for (String name : beans.getBeanNamesForType(registrar.type(), false, true)) {
                if (registrar.registerIfInstance(server, beans.getBean(name))) {
                    annotated++;
                    LOG.debug("Registered the MCP methods of bean '{}' ({})", name, registrar.type().getName());
                }
            }
        }
        List<ServerTool> tools = beans.getBeanProvider(ServerTool.class).orderedStream().toList();
        tools.forEach(server::registerTool);
        List<ServerResourceTemplate> templates = beans.getBeanProvider(ServerResourceTemplate.class).orderedStream()
                .toList();
        templates.forEach(server::registerResourceTemplate);
        List<ServerResource> resources = beans.getBeanProvider(ServerResource.class).orderedStream().toList();
        resources.forEach(server::registerResource);
        List<ServerPrompt> prompts = beans.getBeanProvider(ServerPrompt.class).orderedStream().toList();
        prompts.forEach(server::registerPrompt);
        LOG.info("Registered with the MCP server: {} annotated beans, and {} ServerTool, {} ServerResource, "
                + "{} ServerResourceTemplate and {} ServerPrompt beans; it has {} tools in all", annotated, tools.size(),
                resources.size(), templates.size(), prompts.size(), server.tools().size());
    }

    /**
     * Every registrar of the index, in the order of their class names. An entry whose class is
     * gone (an index left by an earlier, incremental compilation) is skipped with a warning.
     */
    private List<Registrar> registrars() {
        ClassLoader loader = beans instanceof ConfigurableBeanFactory c && c.getBeanClassLoader() != null
                ? c.getBeanClassLoader() : McpBeanRegistration.class.getClassLoader();
        List<Registrar> found = new ArrayList<>();
        Iterator<Registrar> it = ServiceLoader.load(Registrar.class, loader).iterator();
        while (true) {
            try {
                if (!it.hasNext()) {
                    break;
                }
                found.add(it.next());
            } catch (ServiceConfigurationError e) {
                LOG.warn("Skipped an entry of the MCP registrar index: {}", e.getMessage());
            }
        }
        found.sort(Comparator.comparing(r -> r.getClass().getName()));
        return found;
    }
}
