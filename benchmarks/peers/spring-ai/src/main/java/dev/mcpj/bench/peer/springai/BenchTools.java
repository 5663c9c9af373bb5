package dev.mcpj.bench.peer.springai;

import org.springframework.ai.mcp.annotation.McpTool;
import org.springframework.stereotype.Component;

/** The benchmark tools, declared the way Spring AI documents it: annotated methods of a bean. */
@Component
public class BenchTools {

    @McpTool(name = "add", description = "Adds two numbers.")
    public String add(double a, double b) {
        double sum = a + b;
        return sum == Math.rint(sum) && Math.abs(sum) < 1e15 ? Long.toString((long) sum) : Double.toString(sum);
    }

    @McpTool(name = "echo", description = "Returns the given text.")
    public String echo(String text) {
        return text;
    }

    @McpTool(name = "slow", description = "Sleeps for the given milliseconds.")
    public String slow(int ms) throws InterruptedException {
        Thread.sleep(ms);
        return "slept";
    }
}
