package dev.mcpj.transport.stdio;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.statistics.Statistics;

/**
 * The line reader, which finds line ends eight bytes at a time and hands lines over in place,
 * against a reference that reads one byte at a time: the same events (lines, and oversized lines
 * reported by the limit) for any input, read in chunks of any sizes, with any line limit, and
 * with the read loop handed from thread to thread at any line.
 */
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
            return line == null ? "oversized" : new String(line, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
    }

    @Property
    void linesAreFoundAsOneByteAtATimeFindsThem(@ForAll("streams") byte[] input, @ForAll("chunks") List<Integer> chunks,
            @ForAll("limits") int maxLineBytes, @ForAll @IntRange(min = 0, max = 6) int handOverEvery) throws IOException {
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
        while (!reader.deliver(sink)) {
            assertThat(++rounds).as("deliver returns false only when a line was handed over").isLessThanOrEqualTo(expected.size());
        }
        Statistics.label("events").collect(expected.size() < 5 ? "under 5" : expected.size() < 50 ? "5 to 49" : "50 or more");
        Statistics.label("oversized").collect(expected.contains(new Event(null)));
        assertThat(actual).isEqualTo(expected);
    }

    @Property
    void theFirstNewlineIsFoundWhereverItIs(@ForAll("streams") byte[] data, @ForAll @IntRange(min = 0, max = 64) int from,
            @ForAll @IntRange(min = 0, max = 64) int shorter) {
        int start = Math.min(from, data.length);
        int end = Math.max(start, data.length - shorter);
        int expected = -1;
        for (int i = start; i < end; i++) {
            if (data[i] == '\n') {
                expected = i;
                break;
            }
        }
        assertThat(LineReader.indexOfNewline(data, start, end)).isEqualTo(expected);
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

    /**
     * Streams of lines: short and long (past the 64 KiB read buffer too), blank ones, CRLF and
     * lone CR, bytes next to {@code \n} in value and bytes with the high bit set, and sometimes no
     * newline at the end.
     */
    @Provide
    Arbitrary<byte[]> streams() {
        Arbitrary<Byte> anyByte = Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.bytes().between((byte) ' ', (byte) '~')),
                Tuple.of(2, Arbitraries.of((byte) 0x09, (byte) 0x0B, (byte) 0x0D, (byte) 0x00, (byte) 0x8A, (byte) 0xFF)),
                Tuple.of(1, Arbitraries.bytes()));
        Arbitrary<byte[]> content = Arbitraries.frequencyOf(
                Tuple.of(8, anyByte.array(byte[].class).ofMaxSize(40)),
                Tuple.of(2, anyByte.array(byte[].class).ofMinSize(100).ofMaxSize(2000)),
                Tuple.of(1, Arbitraries.integers().between(65_000, 140_000).map(n -> filled(n, (byte) 'x'))),
                Tuple.of(2, Arbitraries.of(" ", "\t", " \t ", "\r", "\r\r", " \r", "").map(String::getBytes)));
        Arbitrary<String> end = Arbitraries.frequencyOf(
                Tuple.of(8, Arbitraries.just("\n")), Tuple.of(2, Arbitraries.just("\r\n")),
                Tuple.of(1, Arbitraries.of("\n\n", "\r", "\n\r\n")));
        Arbitrary<byte[]> line = Combinators.combine(content, end).as((c, e) -> concat(c, e.getBytes()));
        return Combinators.combine(line.list().ofMaxSize(30), Arbitraries.of(true, false), content)
                .as((lines, lastWithoutNewline, last) -> {
                    ByteArrayOutputStream out = new ByteArrayOutputStream();
                    lines.forEach(out::writeBytes);
                    if (lastWithoutNewline) {
                        out.writeBytes(last);
                    }
                    return out.toByteArray();
                });
    }

    /** Sizes of the reads the input returns, cycled: single bytes, odd sizes, whole buffers. */
    @Provide
    Arbitrary<List<Integer>> chunks() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers().between(1, 17)),
                Tuple.of(2, Arbitraries.integers().between(1, 300)),
                Tuple.of(1, Arbitraries.of(7, 8, 9, 4095, 4096, 65_535, 65_536, 100_000)))
                .list().ofMinSize(1).ofMaxSize(8);
    }

    @Provide
    Arbitrary<Integer> limits() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.integers().between(1, 64)),
                Tuple.of(2, Arbitraries.integers().between(65, 5000)),
                Tuple.of(1, Arbitraries.of(65_535, 65_536, 65_537, 100_000, StdioTransport.DEFAULT_MAX_LINE_BYTES)));
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
