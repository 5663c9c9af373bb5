package dev.mcpj.conformance;

import java.util.Base64;

/** The binary payloads of the fixtures, the same bytes as the reference server's. */
final class Media {
    /** A 1x1 red PNG. */
    static final String PNG_BASE64 =
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";
    /** A WAV header with two bytes of silence. */
    static final String WAV_BASE64 = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA=";

    static final byte[] PNG = Base64.getDecoder().decode(PNG_BASE64);
    static final byte[] WAV = Base64.getDecoder().decode(WAV_BASE64);

    private Media() {
    }
}
