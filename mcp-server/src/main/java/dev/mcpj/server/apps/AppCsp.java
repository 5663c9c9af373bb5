package dev.mcpj.server.apps;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import tools.jackson.databind.node.JsonNodeFactory;
import tools.jackson.databind.node.ObjectNode;

/**
 * The origins an App asks to reach (its Content Security Policy request); the host may narrow
 * them. None unless given: an App with no CSP reaches no external origin.
 *
 * {@snippet :
 * AppCsp csp = AppCsp.builder()
 *         .connectDomains("https://api.example.com")
 *         .resourceDomains("https://cdn.example.com")
 *         .build();
 * }
 */
public final class AppCsp {
    private final List<String> connectDomains;
    private final List<String> resourceDomains;
    private final List<String> frameDomains;
    private final List<String> baseUriDomains;

    private AppCsp(Builder b) {
        this.connectDomains = List.copyOf(b.connectDomains);
        this.resourceDomains = List.copyOf(b.resourceDomains);
        this.frameDomains = List.copyOf(b.frameDomains);
        this.baseUriDomains = List.copyOf(b.baseUriDomains);
    }

    /** {@return a builder of an empty request} */
    public static Builder builder() {
        return new Builder();
    }

    /** {@return the origins it may fetch from and open connections to} */
    public List<String> connectDomains() {
        return connectDomains;
    }

    /** {@return the origins of scripts, styles, images and fonts it loads} */
    public List<String> resourceDomains() {
        return resourceDomains;
    }

    /** {@return the origins it may embed in frames} */
    public List<String> frameDomains() {
        return frameDomains;
    }

    /** {@return the origins its {@code <base>} may point to} */
    public List<String> baseUriDomains() {
        return baseUriDomains;
    }

    ObjectNode toJson() {
        ObjectNode csp = JsonNodeFactory.instance.objectNode();
        put(csp, "connectDomains", connectDomains);
        put(csp, "resourceDomains", resourceDomains);
        put(csp, "frameDomains", frameDomains);
        put(csp, "baseUriDomains", baseUriDomains);
        return csp;
    }

    private static void put(ObjectNode csp, String key, List<String> domains) {
        if (!domains.isEmpty()) {
            domains.forEach(csp.putArray(key)::add);
        }
    }

    /** Configures an {@link AppCsp}. */
    public static final class Builder {
        private final List<String> connectDomains = new ArrayList<>();
        private final List<String> resourceDomains = new ArrayList<>();
        private final List<String> frameDomains = new ArrayList<>();
        private final List<String> baseUriDomains = new ArrayList<>();

        private Builder() {
        }

        /**
         * Adds origins it may fetch from and open connections to ({@code connect-src}).
         *
         * @param origins origins such as {@code https://api.example.com}
         * @return this builder
         */
        public Builder connectDomains(String... origins) {
            return add(connectDomains, origins);
        }

        /**
         * Adds origins of the scripts, styles, images and fonts it loads.
         *
         * @param origins the origins
         * @return this builder
         */
        public Builder resourceDomains(String... origins) {
            return add(resourceDomains, origins);
        }

        /**
         * Adds origins it may embed in frames ({@code frame-src}).
         *
         * @param origins the origins
         * @return this builder
         */
        public Builder frameDomains(String... origins) {
            return add(frameDomains, origins);
        }

        /**
         * Adds origins its {@code <base>} element may point to ({@code base-uri}).
         *
         * @param origins the origins
         * @return this builder
         */
        public Builder baseUriDomains(String... origins) {
            return add(baseUriDomains, origins);
        }

        private Builder add(List<String> to, String... origins) {
            for (String o : origins) {
                if (Objects.requireNonNull(o, "origin").isBlank()) {
                    throw new IllegalArgumentException("A CSP origin must not be blank");
                }
                to.add(o);
            }
            return this;
        }

        /** {@return the request} */
        public AppCsp build() {
            return new AppCsp(this);
        }
    }
}
