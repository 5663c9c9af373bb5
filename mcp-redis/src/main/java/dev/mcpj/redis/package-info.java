/**
 * Shared state in Redis for several server processes behind one load balancer (see
 * {@code docs/SCALING.md}): {@link dev.mcpj.redis.RedisBroadcaster} carries resource updates and
 * elicitation completions between them over pub/sub, and {@link dev.mcpj.redis.RedisSessionStore}
 * keeps the HTTP sessions of {@code initialize}-era clients and their resumption events.
 */
@NullMarked
package dev.mcpj.redis;

import org.jspecify.annotations.NullMarked;
