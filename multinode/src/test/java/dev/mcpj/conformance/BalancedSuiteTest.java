package dev.mcpj.conformance;

import dev.mcpj.multinode.Cluster;
import dev.mcpj.multinode.Needs;
import dev.mcpj.server.McpServer;
import java.net.URI;

/**
 * The official suites, both eras' requirement sets, against three fixture processes behind
 * HAProxy: the same tests, and the same excused gaps, as against one process. Sessions
 * (2025-11-25) stick to the node that opened them, the simpler of the two ways docs/SCALING.md
 * describes (it keeps questions to the client and their answers on one node); stateless requests
 * (2026-07-28) go round robin, with the requestState key and resource updates shared.
 */
@Needs({Needs.HAPROXY, Needs.REDIS})
class BalancedSuiteTest extends OfficialSuiteTest {
    private Cluster cluster;

    @Override
    URI start(McpServer server) throws Exception {
        server.close(); // the fixture runs in the node processes, not here
        cluster = Cluster.startSticky("conformance", 3, "--session-store");
        // Two checks of the 2026-07-28 suite give the server half a second for a first event.
        cluster.warmUp("test_logging_tool", "test_streaming_elicitation", "test_simple_text");
        return cluster.url();
    }

    @Override
    void stop() {
        if (cluster != null) {
            cluster.close();
        }
    }

    @Override
    String engine() {
        return "haproxy";
    }
}
