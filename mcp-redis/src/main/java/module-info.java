/**
 * Redis implementations of what several server processes behind one load balancer share: the
 * {@link dev.mcpj.redis.RedisBroadcaster} (pub/sub), the {@link dev.mcpj.redis.RedisSessionStore}
 * of HTTP sessions and their resumption events, and the {@link dev.mcpj.redis.RedisTaskStore} of
 * tasks, on the Lettuce client.
 */
module dev.mcpj.redis {
    requires static org.jspecify;
    requires transitive dev.mcpj.server;
    requires transitive lettuce.core;
    requires org.slf4j;

    exports dev.mcpj.redis;
}
