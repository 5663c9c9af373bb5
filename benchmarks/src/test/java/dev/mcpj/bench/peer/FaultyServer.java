package dev.mcpj.bench.peer;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import tools.jackson.databind.node.ObjectNode;

/**
 * A test server that answers like {@link RawJacksonServer} until its 50th tool call, then
 * misbehaves the way its one argument says: {@code duplicate} answers it twice, {@code wrong} answers
 * it with the wrong text, {@code crash} exits with status 3, {@code hang} stops answering.
 */
public final class FaultyServer {

    private static final int FAULTY_CALL = 50;

    private FaultyServer() {}

    public static void main(String[] args) throws IOException, InterruptedException {
        String fault = args[0];
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int toolCalls = 0;
        String line;
        while ((line = in.readLine()) != null) {
            ObjectNode response = RawJacksonServer.respond(line);
            if (response == null) {
                continue;
            }
            boolean faulty = line.contains("tools/call") && ++toolCalls == FAULTY_CALL;
            if (faulty && fault.equals("crash")) {
                System.exit(3);
            }
            if (faulty && fault.equals("hang")) {
                Thread.sleep(Long.MAX_VALUE);
            }
            if (faulty && fault.equals("wrong")) {
                ((ObjectNode) response.at("/result/content/0")).put("text", "wrong");
            }
            out.println(response);
            if (faulty && fault.equals("duplicate")) {
                out.println(response);
            }
            out.flush();
        }
    }
}
