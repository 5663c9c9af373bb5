package dev.mcpj.skills;

import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * One file of a skill, as served: its path inside the skill directory, the exact bytes read once
 * (a snapshot: the file changing on disk changes nothing until {@link Skills#reload()}), their
 * SHA-256 digest and their size.
 */
public final class SkillFile {
    private final String path;
    private final byte[] bytes;
    private final String mimeType;
    private final String digest;
    private final @Nullable String text;

    /**
     * A file.
     *
     * @param path     its path inside the skill directory, {@code /}-separated ({@code SKILL.md},
     *                 {@code references/FORMS.md})
     * @param bytes    its contents (copied)
     * @param mimeType its MIME type
     */
    public SkillFile(String path, byte[] bytes, String mimeType) {
        this.path = Objects.requireNonNull(path, "path");
        this.bytes = bytes.clone();
        this.mimeType = Objects.requireNonNull(mimeType, "mimeType");
        this.digest = "sha256:" + HexFormat.of().formatHex(sha256(this.bytes));
        this.text = utf8(this.bytes);
    }

    /** {@return its path inside the skill directory} */
    public String path() {
        return path;
    }

    /** {@return a copy of its bytes} */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** {@return its MIME type} */
    public String mimeType() {
        return mimeType;
    }

    /** {@return {@code sha256:} and the 64 lowercase hex digits of the SHA-256 of its bytes} */
    public String digest() {
        return digest;
    }

    /** {@return its size in bytes} */
    public long size() {
        return bytes.length;
    }

    /** {@return its text when its bytes are valid UTF-8 (served as text, which round-trips them exactly), else {@code null} (served as a blob)} */
    public @Nullable String text() {
        return text;
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    private static @Nullable String utf8(byte[] bytes) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    @Override
    public String toString() {
        return "SkillFile[" + path + ", " + bytes.length + " bytes]";
    }
}
