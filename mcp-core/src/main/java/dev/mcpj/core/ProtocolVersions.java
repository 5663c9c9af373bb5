package dev.mcpj.core;

import java.util.List;
import java.util.stream.Stream;

/**
 * The revisions of the Model Context Protocol this SDK speaks, in its two eras: the stateless
 * revisions (2026-07-28 on), where every request names its version in its {@code _meta} and
 * nothing outlives a request, and the revisions of the {@code initialize} era (2025-11-25 and
 * earlier), where a connection's {@code initialize} settles the version for all that follows.
 * Servers and transports decide the era of a request here and nowhere else.
 */
public final class ProtocolVersions {
    /** The first revision with {@code resource_link} content. */
    private static final String RESOURCE_LINKS_SINCE = "2025-06-18";
    /** The first revision with {@code audio} content. */
    private static final String AUDIO_SINCE = "2025-03-26";
    /** The stateless revisions, newest first. */
    public static final List<String> STATELESS = List.of("2026-07-28");
    /** The revisions of the {@code initialize} era, newest first. */
    public static final List<String> INITIALIZE_ERA = List.of("2025-11-25", RESOURCE_LINKS_SINCE, AUDIO_SINCE,
            "2024-11-05");
    /** Every revision, stateless ones first, each list newest first. */
    public static final List<String> ALL = Stream.concat(STATELESS.stream(), INITIALIZE_ERA.stream()).toList();
    /** The newest revision of the {@code initialize} era: what {@code initialize} offers a client. */
    public static final String LATEST_INITIALIZE_ERA = INITIALIZE_ERA.get(0);

    private ProtocolVersions() {
    }

    /**
     * Whether {@code version} is a stateless revision this SDK speaks; {@code false} for {@code null}.
     *
     * @param version a protocol version, or {@code null}
     * @return whether it is a stateless revision this SDK speaks
     */
    public static boolean isStateless(String version) {
        return version != null && STATELESS.contains(version);
    }

    /**
     * Whether {@code version} is a revision of the {@code initialize} era this SDK speaks.
     *
     * @param version a protocol version, or {@code null}
     * @return whether it is an {@code initialize}-era revision this SDK speaks
     */
    public static boolean isInitializeEra(String version) {
        return version != null && INITIALIZE_ERA.contains(version);
    }

    /**
     * Whether a client of {@code version} reads {@code resource_link} content (2025-06-18 on);
     * an older one is sent a line of text naming the link instead.
     *
     * @param version a protocol version this SDK speaks
     * @return whether that revision has resource links
     */
    public static boolean hasResourceLinks(String version) {
        return version.compareTo(RESOURCE_LINKS_SINCE) >= 0;
    }

    /**
     * Whether a client of {@code version} reads {@code audio} content (2025-03-26 on); an older
     * one is sent a note saying what was left out instead.
     *
     * @param version a protocol version this SDK speaks
     * @return whether that revision has audio content
     */
    public static boolean hasAudio(String version) {
        return version.compareTo(AUDIO_SINCE) >= 0;
    }

    /**
     * The version to answer an {@code initialize} that asked for {@code requested}: that version
     * if it is one of the era's, else the newest, which the client may then refuse.
     *
     * @param requested the version the client asked for
     * @return the version to answer with
     */
    public static String negotiate(String requested) {
        return isInitializeEra(requested) ? requested : LATEST_INITIALIZE_ERA;
    }
}
