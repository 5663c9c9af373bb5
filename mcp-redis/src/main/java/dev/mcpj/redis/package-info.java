/**
 * Shared state in Redis for several server processes behind one load balancer (see
 * {@code docs/SCALING.md}): {@link dev.mcpj.redis.RedisBroadcaster} carries resource updates and
 * elicitation completions between them over pub/sub.
 */
@NullMarked
package dev.mcpj.redis;

import org.jspecify.annotations.NullMarked;
