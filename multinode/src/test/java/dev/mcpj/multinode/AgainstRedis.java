package dev.mcpj.multinode;

import io.lettuce.core.RedisClient;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

/**
 * A real Redis of its own for a test class of the Redis implementations, and one Lettuce client
 * to it; both closed after the class. The Redis works in a directory named for the test class.
 */
@Needs(Needs.REDIS)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class AgainstRedis {
    private Cluster redis;
    /** The client every test of the class shares. */
    RedisClient client;

    @BeforeAll
    void startRedis() throws Exception {
        redis = Cluster.redisOnly(getClass().getSimpleName());
        client = RedisClient.create(redis.redis().toString());
    }

    @AfterAll
    void stopRedis() {
        if (client != null) {
            client.shutdown();
        }
        if (redis != null) {
            redis.close();
        }
    }
}
