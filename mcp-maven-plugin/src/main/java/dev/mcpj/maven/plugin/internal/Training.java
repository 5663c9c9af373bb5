package dev.mcpj.maven.plugin.internal;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The training run: starts the server as a client would, with the launcher's flags and the option
 * that writes the startup archive at exit, and drives it over stdio through {@code initialize},
 * {@code tools/list} and a {@code tools/call} of its first tool, then closes its standard input so
 * that it exits and the JVM writes the archive. Any failure names the step and carries what the
 * server wrote to standard error.
 */
public final class Training {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String EOF = "\u0000eof";

    private Training() {
    }

    /** The training run failed; the message holds the step and the server's standard error. */
    public static final class TrainingException extends Exception {
        private static final long serialVersionUID = 1L;

        TrainingException(String message) {
            super(message);
        }
    }

    /**
     * Runs it.
     *
     * @param command the full command: java, its flags (the archive's included), class path, main
     *     class and arguments
     * @param workingDir the directory to run in
     * @param timeout the most the whole run may take
     * @return what the server wrote to standard error, for the build log
     */
    public static String run(List<String> command, Path workingDir, Duration timeout)
            throws TrainingException, IOException, InterruptedException {
        Process process = new ProcessBuilder(command).directory(workingDir.toFile()).start();
        ByteArrayOutputStream stderr = new ByteArrayOutputStream();
        Thread errPump = pump(process.getErrorStream(), stderr);
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread outPump = new Thread(() -> readLines(process.getInputStream(), lines), "mcp-training-stdout");
        outPump.setDaemon(true);
        outPump.start();
        long deadline = System.nanoTime() + timeout.toNanos();
        try (OutputStream in = process.getOutputStream()) {
            ObjectNode init = request(1, "initialize");
            ObjectNode params = init.putObject("params");
            params.put("protocolVersion", "2025-11-25");
            params.putObject("capabilities");
            params.putObject("clientInfo").put("name", "mcp-maven-plugin-training").put("version", "1");
            send(in, init);
            answer(lines, 1, "initialize", deadline, process, stderr);
            ObjectNode initialized = JsonNodeFactory.instance.objectNode();
            initialized.put("jsonrpc", "2.0").put("method", "notifications/initialized");
            send(in, initialized);
            send(in, request(2, "tools/list"));
            JsonNode tools = answer(lines, 2, "tools/list", deadline, process, stderr).path("tools");
            if (tools.isArray() && !tools.isEmpty()) {
                JsonNode tool = tools.get(0);
                ObjectNode call = request(3, "tools/call");
                ObjectNode callParams = call.putObject("params");
                callParams.put("name", tool.path("name").asString());
                callParams.set("arguments", sampleArguments(tool.path("inputSchema")));
                send(in, call);
                answer(lines, 3, "tools/call", deadline, process, stderr);
            }
        } catch (IOException e) {
            throw failure("the server closed its standard input early (" + e.getMessage() + ")", process, stderr);
        }
        long left = deadline - System.nanoTime();
        if (!process.waitFor(Math.max(left, 0), TimeUnit.NANOSECONDS)) {
            process.destroyForcibly();
            throw failure("the server did not exit within " + timeout.toSeconds()
                    + " s after its standard input was closed", process, stderr);
        }
        errPump.join(TimeUnit.SECONDS.toMillis(10));
        if (process.exitValue() != 0) {
            throw failure("the server exited with status " + process.exitValue(), process, stderr);
        }
        return stderr.toString(StandardCharsets.UTF_8);
    }

    /** Arguments for the schema's required properties: an empty or zero value of each type. */
    static ObjectNode sampleArguments(JsonNode schema) {
        ObjectNode args = JsonNodeFactory.instance.objectNode();
        JsonNode properties = schema.path("properties");
        for (JsonNode required : schema.path("required")) {
            String name = required.asString();
            JsonNode property = properties.path(name);
            JsonNode example = property.has("default") ? property.get("default")
                    : property.path("enum").isArray() && !property.path("enum").isEmpty() ? property.path("enum").get(0)
                    : null;
            if (example != null) {
                args.set(name, example);
                continue;
            }
            switch (property.path("type").asString("")) {
                case "string" -> args.put(name, "");
                case "integer", "number" -> args.put(name, property.path("minimum").asLong(0));
                case "boolean" -> args.put(name, false);
                case "array" -> args.putArray(name);
                default -> args.putObject(name);
            }
        }
        return args;
    }

    private static ObjectNode request(int id, String method) {
        ObjectNode request = JsonNodeFactory.instance.objectNode();
        request.put("jsonrpc", "2.0").put("id", id).put("method", method);
        return request;
    }

    private static void send(OutputStream in, JsonNode message) throws IOException {
        in.write((JSON.writeValueAsString(message) + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    private static JsonNode answer(BlockingQueue<String> lines, int id, String method, long deadline,
            Process process, ByteArrayOutputStream stderr) throws TrainingException, InterruptedException {
        while (true) {
            String line = lines.poll(Math.max(deadline - System.nanoTime(), 0), TimeUnit.NANOSECONDS);
            if (line == null) {
                process.destroyForcibly();
                throw failure("no answer to " + method + " in time", process, stderr);
            }
            if (line.equals(EOF)) {
                throw failure("the server closed its standard output before answering " + method, process, stderr);
            }
            JsonNode message;
            try {
                message = JSON.readTree(line);
            } catch (JacksonException e) {
                process.destroyForcibly();
                throw failure("the server wrote a line to standard output that is not JSON: "
                        + abbreviate(line), process, stderr);
            }
            if (message.path("id").asInt(-1) != id || message.has("method")) {
                continue; // a notification, or a request of the server's: not what training needs
            }
            if (message.has("error")) {
                process.destroyForcibly();
                throw failure(method + " was answered with an error: " + abbreviate(message.get("error").toString()),
                        process, stderr);
            }
            return message.path("result");
        }
    }

    private static TrainingException failure(String reason, Process process, ByteArrayOutputStream stderr)
            throws InterruptedException {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
        process.waitFor(10, TimeUnit.SECONDS);
        String err;
        synchronized (stderr) {
            err = stderr.toString(StandardCharsets.UTF_8).strip();
        }
        return new TrainingException("the training run failed: " + reason
                + (err.isEmpty() ? " (the server wrote nothing to standard error)"
                        : "; the server's standard error:\n" + err));
    }

    private static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "...";
    }

    private static void readLines(InputStream out, BlockingQueue<String> lines) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(out, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            // The process is gone; the end marker below tells the reader.
        }
        lines.add(EOF);
    }

    private static Thread pump(InputStream in, ByteArrayOutputStream sink) {
        Thread thread = new Thread(() -> {
            byte[] buffer = new byte[8192];
            try {
                int n;
                while ((n = in.read(buffer)) > 0) {
                    synchronized (sink) {
                        sink.write(buffer, 0, n);
                    }
                }
            } catch (IOException e) {
                // The process is gone.
            }
        }, "mcp-training-stderr");
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** The full command for {@link #run}. */
    public static List<String> command(Path java, List<String> jvmFlags, String archiveFlag, String classPath,
            String mainClass, List<String> args) {
        List<String> command = new ArrayList<>();
        command.add(java.toString());
        command.addAll(jvmFlags);
        command.add(archiveFlag);
        command.add("-cp");
        command.add(classPath);
        command.add(mainClass);
        command.addAll(args);
        return command;
    }
}
