package dev.mcpj.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.Random;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Plain ASCII string literals read from their bytes, checked against the parser. */
class AsciiStringsTest {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @Test
    void whatItReadsIsWhatTheParserReadsAndAsciiWithUsualEscapesIsAlwaysRead() {
        Random random = new Random(11);
        int read = 0;
        for (int round = 0; round < 20_000; round++) {
            ByteArrayOutputStream buffer = new ByteArrayOutputStream();
            int prefix = random.nextInt(9);
            for (int i = 0; i < prefix; i++) {
                buffer.write('x');
            }
            int quote = buffer.size();
            buffer.write('"');
            boolean plain = true;
            boolean clean = random.nextBoolean(); // only what it reads: printable ASCII, \" and \n
            int escapes = 0;
            int length = random.nextInt(4) == 0 ? random.nextInt(300) : random.nextInt(20);
            for (int i = 0; i < length; i++) {
                int kind = clean ? (random.nextInt(30) == 0 ? random.nextInt(2) : 7) : random.nextInt(40);
                escapes += kind <= 1 ? 1 : 0;
                byte[] piece = switch (kind) {
                    case 0 -> new byte[] {'\\', '"'};
                    case 1 -> new byte[] {'\\', 'n'};
                    case 2 -> new byte[] {(byte) random.nextInt(0x20)};          // raw control: not JSON
                    case 3 -> "\u00e9".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                    case 4 -> new byte[] {(byte) (0x80 + random.nextInt(0x80))};  // not UTF-8 on its own
                    case 5 -> new byte[] {'\\'};                                    // dangling escape
                    case 6 -> new byte[] {0x7F};                                    // DEL needs no escape
                    default -> new byte[] {(byte) (0x20 + random.nextInt(0x5F))};
                };
                if (piece.length == 1 && (piece[0] == '"' || piece[0] == '\\')) {
                    piece = new byte[] {'_'};
                }
                plain &= kind >= 6 || kind <= 1; // \" and \n are read too
                buffer.write(piece, 0, piece.length);
            }
            if (random.nextInt(10) != 0) {
                buffer.write('"');
            } else {
                plain = false; // no closing quote within the frame
            }
            int limit = buffer.size();
            buffer.write('"'); // beyond the limit: must not be taken as the end
            byte[] bytes = buffer.toByteArray();

            String ascii = AsciiStrings.read(bytes, quote, limit, Integer.MAX_VALUE);
            if (plain && escapes <= 8) { // beyond eight, escapes too dense are left to the parser
                assertThat(ascii).as("round %d", round).isNotNull();
            }
            if (ascii != null) {
                read++;
                JsonNode parsed = MAPPER.readTree(bytes, quote, limit - quote);
                assertThat(parsed.isString()).isTrue();
                assertThat(ascii).as("round %d", round).isEqualTo(parsed.stringValue());
            }
        }
        assertThat(read).isGreaterThan(5_000);
    }

    @Test
    void whatItWritesIsWhatTheGeneratorWritesAndAsciiWithUsualEscapesIsAlwaysWrittenAsBytes() {
        Random random = new Random(5);
        TreeCodec codec = new TreeCodec(MAPPER);
        int asBytes = 0;
        for (int round = 0; round < 3_000; round++) {
            int length = TreeCodec.LONG_STRING + random.nextInt(1500);
            StringBuilder text = new StringBuilder(length);
            for (int i = 0; i < length; i++) {
                text.append((char) (0x20 + random.nextInt(0x60))); // printable ASCII, '?' and DEL included
            }
            for (int i = 0; i < length; i++) {
                if (text.charAt(i) == '"' || text.charAt(i) == '\\') {
                    text.setCharAt(i, '?');
                }
            }
            boolean plain = true;
            for (int k = random.nextInt(4); k > 0; k--) {
                char c = switch (random.nextInt(7)) {
                    case 0 -> '\u2014';                                  // beyond ISO-8859-1: encoded as '?'
                    case 1 -> (char) (0x4E00 + random.nextInt(0x100)); // beyond it, low byte often ASCII
                    case 2 -> '\u00e9';                                 // ISO-8859-1, not ASCII
                    case 3 -> (char) random.nextInt(0x20);             // \b \t \n \f \r are written too
                    case 4 -> '"';
                    case 5 -> '\\';
                    default -> '\ud83d';                                // a lone surrogate
                };
                plain &= c == '"' || c == '\\' || c == '\b' || c == '\t' || c == '\n' || c == '\f' || c == '\r';
                text.setCharAt(random.nextInt(length), c);
            }
            String s = text.toString();
            JsonNode node = MAPPER.getNodeFactory().stringNode(s);
            assertThat(codec.write(node)).as("round %d", round).isEqualTo(MAPPER.writeValueAsBytes(node));
            tools.jackson.core.util.ByteArrayBuilder out = new tools.jackson.core.util.ByteArrayBuilder();
            boolean written;
            try (tools.jackson.core.JsonGenerator g = MAPPER.createGenerator(out)) {
                written = AsciiStrings.write(g, s);
            }
            assertThat(written).as("round %d", round).isEqualTo(plain);
            asBytes += written ? 1 : 0;
        }
        assertThat(asBytes).isGreaterThan(500);
    }

    @Test
    void escapesAreReadUnlessTheyComeTooDenseToGain() {
        String sparse = ("a".repeat(99) + "\\n").repeat(50);
        String dense = ("a".repeat(9) + "\\n").repeat(50);
        assertThat(AsciiStrings.read(literal(sparse), 0, sparse.length() + 2, 1 << 20))
                .isEqualTo(("a".repeat(99) + "\n").repeat(50));
        assertThat(AsciiStrings.read(literal(dense), 0, dense.length() + 2, 1 << 20)).isNull();
    }

    private static byte[] literal(String escaped) {
        return ("\"" + escaped + "\"").getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    @Test
    void aStringLongerThanTheLimitIsLeftToTheParser() {
        byte[] bytes = "\"abcdefghij\"".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertThat(AsciiStrings.read(bytes, 0, bytes.length, 10)).isEqualTo("abcdefghij");
        assertThat(AsciiStrings.read(bytes, 0, bytes.length, 9)).isNull();
        assertThat(AsciiStrings.read(bytes, 1, bytes.length, 100)).as("not at a quote").isNull();
    }

    @Test
    void invalidLiteralsStillFailInTheParser() {
        for (String bad : new String[] {"\"abc", "\"ab\u0001c\"", "\"ab\\qc\""}) {
            try {
                MAPPER.readTree(bad);
                throw new AssertionError("parsed: " + bad);
            } catch (JacksonException expected) {
                assertThat(AsciiStrings.read(bad.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1), 0, bad.length(),
                        100)).isNull();
            }
        }
    }
}
