package dev.mcpj.docs;

import dev.mcpj.redis.RedisBroadcaster;
import dev.mcpj.redis.RedisSessionStore;
import dev.mcpj.redis.RedisTaskStore;
import dev.mcpj.server.McpServer;
import dev.mcpj.transport.http.HttpEndpoint;
import dev.mcpj.transport.http.HttpTransportOptions;
import dev.mcpj.transport.http.jetty.JettyMcpServer;
import io.lettuce.core.RedisClient;
import java.util.Base64;

/** The samples of the guide's page on scaling and deployment. */
public final class Scaling {
    private Scaling() {
    }

    /**
     * One of several processes behind a load balancer, sharing Redis.
     *
     * @return the endpoint
     * @throws Exception if the endpoint cannot start
     */
    public static HttpEndpoint oneOfMany() throws Exception {
        // region shared-state
        byte[] key = Base64.getDecoder().decode(System.getenv("MCP_REQUEST_STATE_KEY")); // at least 32 random bytes
        RedisClient redis = RedisClient.create("redis://redis.internal:6379");
        RedisBroadcaster broadcaster = RedisBroadcaster.create(redis, "mcp:");     // one prefix per deployment
        RedisTaskStore tasks = RedisTaskStore.create(redis, "mcp:", 100);          // live tasks per principal
        RedisSessionStore sessions = RedisSessionStore.create(redis, "mcp:");
        McpServer server = McpServer.builder("files", "1.0.0")
                .requestStateKey(key)            // 2026-07-28 retries may reach any process
                .broadcaster(broadcaster)        // resource updates, task control
                .taskStore(tasks)
                .build();
        JettyMcpServer http = JettyMcpServer.builder(server).host("0.0.0.0").port(8080)
                .options(HttpTransportOptions.builder()
                        .allowedHosts("mcp.example.com")   // the name clients use, not this process's
                        .sessionStore(sessions)            // initialize-era sessions continue anywhere
                        .livenessPath("/livez")
                        .readinessPath("/readyz")
                        .build())
                .start();
        // on shutdown: http.close(); server.close(); sessions.close(); tasks.close(); broadcaster.close(); redis.shutdown();
        // endregion
        return http;
    }
}
