package dev.mcpj.transport.stdio;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The newline scan, eight bytes at a time, against a loop over bytes. */
class NewlineScanTest {

    @Test
    void findsTheFirstNewlineWhereverItIsAndWhateverSurroundsIt() {
        Random random = new Random(42);
        for (int round = 0; round < 2000; round++) {
            byte[] data = new byte[random.nextInt(40)];
            for (int i = 0; i < data.length; i++) {
                // mostly bytes next to '\n' (0x09, 0x0B), bytes with the high bit set, and a few newlines
                int kind = random.nextInt(10);
                data[i] = (byte) (kind == 0 ? '\n' : kind < 4 ? 0x09 + 2 * random.nextInt(2)
                        : kind < 7 ? 0x80 + random.nextInt(128) : random.nextInt(256));
            }
            for (int from = 0; from <= data.length; from++) {
                for (int to = from; to <= data.length; to++) {
                    assertThat(NewlineScan.indexOfNewline(data, from, to))
                            .as("round %d, from %d to %d", round, from, to)
                            .isEqualTo(byteByByte(data, from, to));
                }
            }
        }
    }

    @Test
    void findsANewlineAtEveryPlaceOfALongLine() {
        byte[] data = new byte[100];
        for (int at = 0; at < data.length; at++) {
            java.util.Arrays.fill(data, (byte) 0xFF);
            data[at] = '\n';
            assertThat(NewlineScan.indexOfNewline(data, 0, data.length)).isEqualTo(at);
            assertThat(NewlineScan.indexOfNewline(data, at + 1, data.length)).isEqualTo(-1);
        }
    }

    private static int byteByByte(byte[] data, int from, int to) {
        for (int i = from; i < to; i++) {
            if (data[i] == '\n') {
                return i;
            }
        }
        return -1;
    }
}
