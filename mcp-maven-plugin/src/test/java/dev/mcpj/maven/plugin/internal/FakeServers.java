package dev.mcpj.maven.plugin.internal;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/** Main classes the tests start as servers, each broken in its own way. */
final class FakeServers {
    private FakeServers() {
    }

    /** Fails at start-up, as a server whose configuration is wrong does. */
    static final class FailsAtStart {
        public static void main(String[] args) {
            System.err.println("cannot open the catalog: books.db not found");
            System.exit(3);
        }
    }

    /** Writes a log line to standard output before anything else. */
    static final class LogsToStdout {
        public static void main(String[] args) throws Exception {
            System.out.println("INFO starting");
            new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        }
    }

    /** Prints its arguments on standard output and exits: for the launcher tests. */
    static final class PrintsArgs {
        public static void main(String[] args) {
            System.out.println("args=" + String.join(",", args));
        }
    }
}
