package dev.mcpj.transport.http.internal;

import java.util.Locale;

/** Leniently reads {@code Accept} and {@code Content-Type}. */
final class MediaTypes {
    static final String JSON = "application/json";
    static final String EVENT_STREAM = "text/event-stream";

    private MediaTypes() {
    }

    /**
     * What a client accepts.
     *
     * @param json whether {@code application/json} is acceptable
     * @param sse  whether {@code text/event-stream} is acceptable
     */
    record Accept(boolean json, boolean sse) {
        /** An absent header accepts anything. */
        static Accept parse(String header) {
            if (header == null || header.isBlank()) {
                return new Accept(true, true);
            }
            boolean json = false;
            boolean sse = false;
            for (String part : header.split(",")) {
                String type = mediaType(part);
                if (qualityIsZero(part)) {
                    continue;
                }
                switch (type) {
                    case "*/*" -> {
                        json = true;
                        sse = true;
                    }
                    case "application/*", JSON -> json = true;
                    case "text/*", EVENT_STREAM -> sse = true;
                    default -> {
                        if (type.startsWith("application/") && type.endsWith("+json")) {
                            json = true;
                        }
                    }
                }
            }
            return new Accept(json, sse);
        }
    }

    /** Whether a {@code Content-Type} (possibly absent) may be JSON. */
    static boolean mayBeJson(String contentType) {
        if (contentType == null || contentType.isBlank()) {
            return true;
        }
        String type = mediaType(contentType);
        return type.equals(JSON) || (type.startsWith("application/") && type.endsWith("+json"));
    }

    private static String mediaType(String value) {
        int semi = value.indexOf(';');
        return (semi < 0 ? value : value.substring(0, semi)).trim().toLowerCase(Locale.ROOT);
    }

    private static boolean qualityIsZero(String part) {
        for (String param : part.split(";")) {
            String p = param.trim().toLowerCase(Locale.ROOT).replace(" ", "");
            if (p.startsWith("q=")) {
                try {
                    return Double.parseDouble(p.substring(2)) <= 0;
                } catch (NumberFormatException e) {
                    return false;
                }
            }
        }
        return false;
    }
}
