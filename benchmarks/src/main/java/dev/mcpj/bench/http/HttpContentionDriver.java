package dev.mcpj.bench.http;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Measures quick calls while something else holds the server: the two contention targets.
 * <ul>
 *   <li>{@code slow}: {@code count} connections keep a {@code slow} call (3 s) in flight each, all
 *       in one session with the quick calls; one more connection then sends {@code add} calls one
 *       after another. A quick call must not wait behind the slow ones.</li>
 *   <li>{@code quiet}: {@code count} connections each send the start of a request (request line
 *       and one header) and then nothing; 16 connections then run the {@code add} load. Quiet
 *       clients must not hold up the others.</li>
 * </ul>
 * Prints the {@link HttpLoadDriver} line of the quick calls, plus {@code slow_ok} and
 * {@code slow_errors} (slow calls answered right or wrongly while measuring) or {@code quiet_open}
 * (quiet connections the server still held open at the end).
 *
 * <p>Usage: {@code HttpContentionDriver <url> <mode> <slow|quiet> <count> <warmup-seconds> <seconds>}.
 */
public final class HttpContentionDriver {
    /** How long each slow call sleeps. */
    static final int SLOW_MILLIS = 3000;

    private HttpContentionDriver() {
    }

    public static void main(String[] args) throws Exception {
        URI url = URI.create(args[0]);
        String mode = args[1];
        int count = Integer.parseInt(args[3]);
        double warmup = Double.parseDouble(args[4]);
        double seconds = Double.parseDouble(args[5]);
        String line = switch (args[2]) {
            case "slow" -> beside(url, mode, count, warmup, seconds);
            case "quiet" -> quiet(url, mode, count, warmup, seconds);
            default -> throw new IllegalArgumentException("slow or quiet, not " + args[2]);
        };
        System.out.println(line);
        System.exit(0); // slow calls still in flight hold threads that need not finish
    }

    private static String beside(URI url, String mode, int count, double warmup, double seconds) throws Exception {
        String session = null;
        if (mode.equals("session")) {
            try (HttpWire wire = new HttpWire(url)) {
                session = wire.openSession();
            }
        }
        String shared = session;
        AtomicBoolean measuring = new AtomicBoolean();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong ids = new AtomicLong(1_000_000);
        AtomicLong slowOk = new AtomicLong();
        AtomicLong slowErrors = new AtomicLong();
        List<HttpWire> wires = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            HttpWire wire = new HttpWire(url);
            wires.add(wire);
            Thread t = new Thread(() -> {
                while (!stop.get()) {
                    try {
                        HttpWire.Reply r = wire.call(mode, shared, "slow", ids.incrementAndGet(), SLOW_MILLIS);
                        if (measuring.get()) {
                            (HttpWire.correct("slow", r) ? slowOk : slowErrors).incrementAndGet();
                        }
                    } catch (IOException | RuntimeException e) {
                        if (!stop.get()) {
                            slowErrors.incrementAndGet();
                        }
                        return;
                    }
                }
            });
            t.setDaemon(true);
            t.start();
        }
        // The slow calls are all sent within the warm-up, which outlasts one slow call.
        Thread.sleep((long) (Math.max(warmup, SLOW_MILLIS / 1000.0 + 1) * 1000));
        measuring.set(true);
        HttpLoadDriver.Load quick = new HttpLoadDriver.Load(url, mode, "add", shared);
        HttpLoadDriver.Result result = quick.run(1, 0, seconds);
        measuring.set(false);
        stop.set(true);
        for (HttpWire w : wires) {
            w.close();
        }
        return result.line() + String.format(Locale.ROOT, " max_ms=%.3f slow_ok=%d slow_errors=%d",
                result.percentile(1.0), slowOk.get(), slowErrors.get());
    }

    private static String quiet(URI url, String mode, int count, double warmup, double seconds) throws Exception {
        List<Socket> quiet = new ArrayList<>();
        byte[] start = ("POST " + url.getPath() + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + url.getPort() + "\r\n")
                .getBytes(StandardCharsets.US_ASCII);
        try {
            for (int i = 0; i < count; i++) {
                Socket s = new Socket(url.getHost(), url.getPort());
                OutputStream out = s.getOutputStream();
                out.write(start);
                out.flush();
                quiet.add(s);
            }
            HttpLoadDriver.Result result = new HttpLoadDriver.Load(url, mode, "add", 1).run(16, warmup, seconds);
            AtomicInteger open = new AtomicInteger();
            for (Socket s : quiet) {
                s.setSoTimeout(1);
                try {
                    s.getInputStream().read(); // an answer or the end: the server let go of it
                } catch (SocketTimeoutException e) {
                    open.incrementAndGet(); // nothing to read: still held
                } catch (IOException e) {
                    // reset by the server
                }
            }
            return result.line() + String.format(Locale.ROOT, " max_ms=%.3f quiet_open=%d",
                    result.percentile(1.0), open.get());
        } finally {
            for (Socket s : quiet) {
                s.close();
            }
        }
    }
}
