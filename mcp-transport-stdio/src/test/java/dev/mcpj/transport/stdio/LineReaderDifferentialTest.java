package dev.mcpj.transport.stdio;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The line reader, which finds line ends eight bytes at a time and hands lines over in place,
 * against a reference that reads one byte at a time: the same events (lines, and oversized lines
 * reported by the limit) for any input, read in chunks of any sizes, with any line limit, and
 * with the read loop handed from thread to thread at any line.
 *
 * <p>Each property runs its edge cases, then random cases for as long as its {@link FuzzBudget}
 * allows ({@code -Dfuzz.tries}, {@code -Dfuzz.duration}), each from its own {@link Random} made
 * from the run's seed ({@code -Dfuzz.seed}, else a fresh one) and the case's index; a failure
 * names both, and the seed replays the run.
 */
// As long as the campaign it is asked for (-Dfuzz.tries).
@Timeout(value = 4, unit = TimeUnit.HOURS)
class LineReaderDifferentialTest {
    /** What the reader reports: a line's bytes, or an oversized line (as null). */
    private record Event(byte[] line) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Event e && Arrays.equals(line, e.line);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(line);
        }

        @Override
        public String toString() {
            return line == null ? "oversized" : new String(line, StandardCharsets.ISO_8859_1);
        }
    }

    @Test
    void linesAreFoundAsOneByteAtATimeFindsThem() {
        List<Runnable> edges = new ArrayList<>();
        List<byte[]> inputs = new ArrayList<>();
        for (String s : List.of("", "\n", "\r\n", "\r", " \n", "\t\r\n", "\n\n\n", "a", "a\n", "a\r", "a\r\n", "\r\r\n",
                " \r", "\n\r\n", "a\nb", "a\n\nb\r\n")) {
            inputs.add(s.getBytes(StandardCharsets.ISO_8859_1));
        }
        for (int n : new int[] {1, 7, 8, 9, 63, 64, 65, 65_535, 65_536, 65_537, 140_000}) {
            inputs.add(concat(filled(n, (byte) 'x'), new byte[] {'\n'}));
            inputs.add(concat(filled(n, (byte) 'x'), new byte[] {'\r', '\n'}));
            inputs.add(filled(n, (byte) 'x'));
            inputs.add(concat(filled(n, (byte) 0x8A), new byte[] {'\n', 'y'}));
        }
        for (byte[] input : inputs) {
            // Single-byte reads and tiny limits only where the input is short, to keep the smoke quick.
            boolean small = input.length < 1000;
            for (List<Integer> chunks : small ? List.of(List.of(1), List.of(8), List.of(65_536), List.of(7, 4096, 1))
                    : List.of(List.of(8), List.of(65_536), List.of(7, 4096, 1))) {
                for (int limit : small ? new int[] {1, 8, 64, 65_536, StdioTransport.DEFAULT_MAX_LINE_BYTES}
                        : new int[] {64, 65_536, StdioTransport.DEFAULT_MAX_LINE_BYTES}) {
                    for (int handOverEvery : new int[] {0, 1}) {
                        edges.add(() -> readsAsOneByteAtATime(input, chunks, limit, handOverEvery));
                    }
                }
            }
        }
        check("lines are found as one byte at a time finds them", edges, r -> readsAsOneByteAtATime(
                stream(r), chunks(r), limit(r), r.nextInt(7)));
    }

    private static void readsAsOneByteAtATime(byte[] input, List<Integer> chunks, int maxLineBytes, int handOverEvery) {
        List<Event> expected = reference(input, maxLineBytes);
        List<Event> actual = new ArrayList<>();
        LineReader reader = new LineReader(new ChunkedInput(input, chunks), maxLineBytes);
        int[] lines = {0};
        LineReader.Sink sink = new LineReader.Sink() {
            @Override
            public boolean line(byte[] data, int offset, int length) {
                actual.add(new Event(Arrays.copyOfRange(data, offset, offset + length)));
                // Now and then this thread gives the loop away, and a "new owner" calls deliver again.
                return handOverEvery == 0 || ++lines[0] % handOverEvery != 0;
            }

            @Override
            public void oversized(long limit) {
                assertThat(limit).isEqualTo(maxLineBytes);
                actual.add(new Event(null));
            }
        };
        int rounds = 0;
        try {
            while (!reader.deliver(sink)) {
                assertThat(++rounds).as("deliver returns false only when a line was handed over")
                        .isLessThanOrEqualTo(expected.size());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(actual).as("%d bytes in chunks of %s, limit %d, handed over every %d lines", input.length, chunks,
                maxLineBytes, handOverEvery).isEqualTo(expected);
    }

    @Test
    void theFirstNewlineIsFoundWhereverItIs() {
        List<Runnable> edges = new ArrayList<>();
        // Every position of a newline in arrays around the eight-byte word, searched from every start to every end.
        for (int length = 0; length <= 25; length++) {
            for (int at = -1; at < length; at++) {
                byte[] data = filled(length, (byte) 0x8A);
                if (at >= 0) {
                    data[at] = '\n';
                }
                for (int from = 0; from <= length; from++) {
                    for (int shorter = 0; shorter <= length - from; shorter += 3) {
                        int f = from;
                        int s = shorter;
                        edges.add(() -> findsTheFirstNewline(data, f, s));
                    }
                }
            }
        }
        check("the first newline is found wherever it is", edges, r -> findsTheFirstNewline(stream(r), r.nextInt(65),
                r.nextInt(65)));
    }

    private static void findsTheFirstNewline(byte[] data, int from, int shorter) {
        int start = Math.min(from, data.length);
        int end = Math.max(start, data.length - shorter);
        int expected = -1;
        for (int i = start; i < end; i++) {
            if (data[i] == '\n') {
                expected = i;
                break;
            }
        }
        assertThat(NewlineScan.indexOfNewline(data, start, end)).as("%d bytes, from %d to %d", data.length, start, end)
                .isEqualTo(expected);
    }

    /** Runs the edge cases, then the random ones; a failure names the seed that replays it. */
    private static void check(String property, List<Runnable> edges, Consumer<Random> random) {
        long seed = Long.getLong("fuzz.seed", new Random().nextLong());
        for (int i = 0; i < edges.size(); i++) {
            attempt(property, "edge case " + i, seed, edges.get(i));
        }
        FuzzBudget budget = FuzzBudget.of(FuzzBudget.TRIES);
        int n = 0;
        for (; budget.more(n); n++) {
            Random r = new Random(seed + n * 0x9E3779B97F4A7C15L);
            attempt(property, "random case " + n, seed, () -> random.accept(r));
        }
        System.out.printf("%s: seed %d, %d edge cases and %d random cases passed%n", property, seed, edges.size(), n);
    }

    private static void attempt(String property, String which, long seed, Runnable body) {
        try {
            body.run();
        } catch (AssertionError | RuntimeException e) {
            throw new AssertionError(property + " failed on " + which + " (replay: -Dfuzz.seed=" + seed + "): "
                    + e.getMessage(), e);
        }
    }

    /**
     * The documented behaviour, one byte at a time: lines end at {@code \n}; a line longer than
     * the limit (counted before its trailing {@code \r} is dropped) is reported as oversized; a
     * blank one (spaces, tabs, carriage returns) is skipped; a last line without a newline counts.
     */
    private static List<Event> reference(byte[] input, int maxLineBytes) {
        List<Event> events = new ArrayList<>();
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        for (byte b : input) {
            if (b == '\n') {
                finish(line.toByteArray(), maxLineBytes, events);
                line.reset();
            } else {
                line.write(b);
            }
        }
        if (line.size() > 0) {
            finish(line.toByteArray(), maxLineBytes, events);
        }
        return events;
    }

    private static void finish(byte[] line, int maxLineBytes, List<Event> events) {
        if (line.length > maxLineBytes) {
            events.add(new Event(null));
            return;
        }
        int length = line.length > 0 && line[line.length - 1] == '\r' ? line.length - 1 : line.length;
        for (int i = 0; i < length; i++) {
            if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r') {
                events.add(new Event(Arrays.copyOf(line, length)));
                return;
            }
        }
    }

    // ---- generators ----

    private static final byte[] ODD_BYTES = {0x09, 0x0B, 0x0D, 0x00, (byte) 0x8A, (byte) 0xFF};

    private static final String[] BLANKS = {" ", "\t", " \t ", "\r", "\r\r", " \r", ""};

    private static final String[] ODD_ENDS = {"\n\n", "\r", "\n\r\n"};

    /** Mostly printable ASCII, then bytes next to {@code \n} in value or with the high bit set, then any. */
    private static byte anyByte(Random r) {
        int pick = r.nextInt(9);
        return pick < 6 ? (byte) r.nextInt(' ', '~' + 1) : pick < 8 ? ODD_BYTES[r.nextInt(ODD_BYTES.length)] : (byte) r.nextInt(256);
    }

    private static byte[] bytes(Random r, int min, int max) {
        byte[] out = new byte[r.nextInt(min, max + 1)];
        for (int i = 0; i < out.length; i++) {
            out[i] = anyByte(r);
        }
        return out;
    }

    /** A line's content: short, long, past the 64 KiB read buffer, or blank. */
    private static byte[] content(Random r) {
        int pick = r.nextInt(13);
        if (pick < 8) {
            return bytes(r, 0, 40);
        } else if (pick < 10) {
            return bytes(r, 100, 2000);
        } else if (pick < 11) {
            return filled(r.nextInt(65_000, 140_001), (byte) 'x');
        }
        return BLANKS[r.nextInt(BLANKS.length)].getBytes(StandardCharsets.ISO_8859_1);
    }

    /**
     * Streams of lines: short and long (past the 64 KiB read buffer too), blank ones, CRLF and
     * lone CR, bytes next to {@code \n} in value and bytes with the high bit set, and sometimes no
     * newline at the end.
     */
    private static byte[] stream(Random r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int lines = r.nextInt(31);
        for (int i = 0; i < lines; i++) {
            out.writeBytes(content(r));
            int end = r.nextInt(11);
            out.writeBytes((end < 8 ? "\n" : end < 10 ? "\r\n" : ODD_ENDS[r.nextInt(ODD_ENDS.length)])
                    .getBytes(StandardCharsets.ISO_8859_1));
        }
        byte[] last = content(r);
        if (r.nextBoolean()) {
            out.writeBytes(last);
        }
        return out.toByteArray();
    }

    private static final int[] ODD_CHUNKS = {7, 8, 9, 4095, 4096, 65_535, 65_536, 100_000};

    /** Sizes of the reads the input returns, cycled: single bytes, odd sizes, whole buffers. */
    private static List<Integer> chunks(Random r) {
        int n = r.nextInt(1, 9);
        List<Integer> sizes = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int pick = r.nextInt(6);
            sizes.add(pick < 3 ? r.nextInt(1, 18) : pick < 5 ? r.nextInt(1, 301) : ODD_CHUNKS[r.nextInt(ODD_CHUNKS.length)]);
        }
        return sizes;
    }

    private static final int[] ODD_LIMITS = {65_535, 65_536, 65_537, 100_000, StdioTransport.DEFAULT_MAX_LINE_BYTES};

    private static int limit(Random r) {
        int pick = r.nextInt(6);
        return pick < 3 ? r.nextInt(1, 65) : pick < 5 ? r.nextInt(65, 5001) : ODD_LIMITS[r.nextInt(ODD_LIMITS.length)];
    }

    private static byte[] filled(int n, byte b) {
        byte[] bytes = new byte[n];
        Arrays.fill(bytes, b);
        return bytes;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    /** An input that returns at most the next chunk size per read, like a pipe. */
    private static final class ChunkedInput extends InputStream {
        private final byte[] data;
        private final List<Integer> chunks;
        private int at;
        private int reads;

        ChunkedInput(byte[] data, List<Integer> chunks) {
            this.data = data;
            this.chunks = chunks;
        }

        @Override
        public int read() {
            return at < data.length ? data[at++] & 0xFF : -1;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (at >= data.length) {
                return -1;
            }
            int n = Math.min(Math.min(len, chunks.get(reads++ % chunks.size())), data.length - at);
            System.arraycopy(data, at, b, off, n);
            at += n;
            return n;
        }

        @Override
        public int available() {
            return data.length - at;
        }
    }
}
