package dev.mcpj.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.ProcessBuilder.Redirect;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * A launched server: its stdin as a line sink, its stdout read by a daemon thread that hands every
 * line to a {@link LineSink}, and its stderr sent wherever the caller chose, so it can never fill
 * up and block the server.
 */
public final class ServerProcess implements AutoCloseable {

    /** Receives the server's stdout. Called from the reader thread only. */
    public interface LineSink {
        /** One line, as the server wrote it (UTF-8), without its line end; the array is the sink's. */
        void onLine(byte[] line);

        /** Stdout reached its end: the server exited, or closed stdout. */
        void onEndOfStream();
    }

    private final Process process;
    private final OutputStream stdin;

    private ServerProcess(Process process) {
        this.process = process;
        this.stdin = new BufferedOutputStream(process.getOutputStream(), 1 << 16);
    }

    /** Starts {@code command}, reading its stdout into {@code sink} from now on. */
    public static ServerProcess start(List<String> command, Redirect stderr, LineSink sink) throws IOException {
        Process process = new ProcessBuilder(command).redirectError(stderr).start();
        ServerProcess server = new ServerProcess(process);
        Thread reader = new Thread(() -> server.readStdout(sink), "stdout-" + process.pid());
        reader.setDaemon(true);
        reader.start();
        return server;
    }

    /**
     * Splits stdout into lines of bytes, leaving their decoding to the sink's JSON parser: the
     * driver shares the machine with the server it measures, so it should not decode twice.
     */
    private void readStdout(LineSink sink) {
        try (InputStream out = process.getInputStream()) {
            byte[] buffer = new byte[1 << 16];
            byte[] partial = new byte[0];
            int n;
            while ((n = out.read(buffer)) >= 0) {
                int start = 0;
                for (int i = 0; i < n; i++) {
                    if (buffer[i] == '\n') {
                        byte[] line = new byte[partial.length + i - start];
                        System.arraycopy(partial, 0, line, 0, partial.length);
                        System.arraycopy(buffer, start, line, partial.length, i - start);
                        partial = new byte[0];
                        sink.onLine(withoutCarriageReturn(line));
                        start = i + 1;
                    }
                }
                if (start < n) {
                    byte[] longer = Arrays.copyOf(partial, partial.length + n - start);
                    System.arraycopy(buffer, start, longer, partial.length, n - start);
                    partial = longer;
                }
            }
            if (partial.length > 0) {
                sink.onLine(withoutCarriageReturn(partial));
            }
        } catch (IOException e) {
            // The pipe broke because the process was killed: that is an end of stream too.
        } finally {
            sink.onEndOfStream();
        }
    }

    private static byte[] withoutCarriageReturn(byte[] line) {
        return line.length > 0 && line[line.length - 1] == '\r' ? Arrays.copyOf(line, line.length - 1) : line;
    }

    /** Waits up to {@code timeout} for the process to exit and returns its exit code, if it did. */
    OptionalInt awaitExitCode(Duration timeout) {
        try {
            if (process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                return OptionalInt.of(process.exitValue());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return OptionalInt.empty();
    }

    /** Buffers one line for stdin; {@link #flush()} sends it. */
    public void write(byte[] line) throws IOException {
        stdin.write(line);
        stdin.write('\n');
    }

    /** Sends what {@link #write(byte[])} buffered. */
    public void flush() throws IOException {
        stdin.flush();
    }

    /** Process-tree statistics from /proc, read now. */
    ProcStats stats() {
        return ProcStats.readTree(process.toHandle());
    }

    /**
     * Closes stdin, the MCP stdio way to ask a server to stop, and waits up to {@code timeout} for
     * it to exit.
     *
     * @return the nanoseconds it took to exit, or empty if it did not (it is then killed)
     */
    public OptionalLong closeStdinAndAwaitExit(Duration timeout) {
        long start = System.nanoTime();
        try {
            stdin.close();
            if (process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                return OptionalLong.of(System.nanoTime() - start);
            }
        } catch (IOException e) {
            // Stdin already broken: the process is gone or going; fall through to the check below.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (!process.isAlive()) {
            return OptionalLong.of(System.nanoTime() - start);
        }
        kill();
        return OptionalLong.empty();
    }

    /** Kills the process and its descendants, which would otherwise keep stdout open. */
    void kill() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Kills the server if it still runs and waits briefly for it to go. */
    @Override
    public void close() {
        if (process.isAlive()) {
            kill();
            try {
                process.waitFor(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
