package dev.mcpj.spring.boot;

import dev.mcpj.transport.http.BearerAuthorization;
import dev.mcpj.transport.http.McpHttpServlet;
import dev.mcpj.transport.http.ProtectedResourceMetadata;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The HTTP endpoint as configured: its servlet, the path it is mapped to, the probe paths it
 * answers too (none, one or two), and its authorization ({@code null} for none). Health and info
 * read its sessions from here.
 */
record McpHttpEndpoint(McpHttpServlet servlet, String path, List<String> probePaths,
                       @Nullable BearerAuthorization authorization) {

    /** Where the protected resource metadata is served: the generic and the resource's own path. */
    List<String> metadataPaths() {
        if (authorization == null) {
            return List.of();
        }
        Set<String> paths = new LinkedHashSet<>();
        paths.add(ProtectedResourceMetadata.WELL_KNOWN_PATH);
        paths.add(authorization.metadata().wellKnownPath());
        return List.copyOf(paths);
    }
}
