/**
 * Shared state in Redis for several server processes behind one load balancer (see
 * {@code docs/SCALING.md}): {@link dev.mcpj.redis.RedisBroadcaster} carries resource updates and
 * elicitation completions between them over pub/sub (and tasks' cancels and answers to the
 * process running the task), {@link dev.mcpj.redis.RedisSessionStore} keeps the HTTP sessions of
 * {@code initialize}-era clients and their resumption events, and
 * {@link dev.mcpj.redis.RedisTaskStore} keeps tasks' state, so that any process answers for a task.
 */
@NullMarked
package dev.mcpj.redis;

import org.jspecify.annotations.NullMarked;
