package dev.mcpj.server.extension;

import dev.mcpj.server.CacheHint;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A JSON-RPC method an extension adds, with the type its parameters are read as and its handler.
 * Methods are additive: a method of the core protocol, or of another extension, cannot be bound
 * (the server refuses it when it is built).
 *
 * {@snippet :
 * record SearchParams(String query) {}
 * List<String> titles = List.of("Dune", "Emma", "Ulysses");
 * ExtensionMethod<SearchParams> search = ExtensionMethod.builder("com.example/search", SearchParams.class,
 *                 (params, ctx) -> Map.of("hits", titles.stream().filter(t -> t.contains(params.query())).toList()))
 *         .requiresClientDeclaration()
 *         .build();
 * }
 *
 * @param <P> the type of the parameters
 */
public final class ExtensionMethod<P> {
    private final String name;
    private final Class<P> paramsType;
    private final MethodHandler<P> handler;
    private final Set<ProtocolEra> eras;
    private final boolean requiresClientDeclaration;
    private final @Nullable CacheHint cacheHint;

    private ExtensionMethod(Builder<P> b) {
        this.name = b.name;
        this.paramsType = b.paramsType;
        this.handler = b.handler;
        this.eras = Set.copyOf(b.eras);
        this.requiresClientDeclaration = b.requiresClientDeclaration;
        this.cacheHint = b.cacheHint;
    }

    /**
     * Starts a method.
     *
     * @param name       the method's name, in the extension's own namespace
     * @param paramsType what {@code params} are read as: a record or bean Jackson can bind, or
     *                   {@code ObjectNode.class} for the raw tree
     * @param handler    what serves it
     * @param <P>        the type of the parameters
     * @return a builder
     * @throws IllegalArgumentException if the name is blank
     */
    public static <P> Builder<P> builder(String name, Class<P> paramsType, MethodHandler<P> handler) {
        return new Builder<>(name, paramsType, handler);
    }

    /** {@return the method's name} */
    public String name() {
        return name;
    }

    /** {@return what the parameters are read as} */
    public Class<P> paramsType() {
        return paramsType;
    }

    /** {@return the handler} */
    public MethodHandler<P> handler() {
        return handler;
    }

    /** {@return the wires the method exists on}; both unless restricted */
    public Set<ProtocolEra> eras() {
        return eras;
    }

    /**
     * {@return whether the client must declare the extension to call the method} On protocol
     * 2026-07-28 a request that does not gets {@code -32021} naming the extension in
     * {@code data.requiredCapabilities}; on the legacy wire, where the declaration is made once in
     * {@code initialize}, it gets {@code -32600}.
     */
    public boolean requiresClientDeclaration() {
        return requiresClientDeclaration;
    }

    /** {@return the cache hint stamped on its results in protocol 2026-07-28, or {@code null} for none} */
    public @Nullable CacheHint cacheHint() {
        return cacheHint;
    }

    @Override
    public String toString() {
        return "ExtensionMethod[" + name + "]";
    }

    /**
     * Configures an {@link ExtensionMethod}.
     *
     * @param <P> the type of the parameters
     */
    public static final class Builder<P> {
        private final String name;
        private final Class<P> paramsType;
        private final MethodHandler<P> handler;
        private final EnumSet<ProtocolEra> eras = EnumSet.allOf(ProtocolEra.class);
        private boolean requiresClientDeclaration;
        private @Nullable CacheHint cacheHint;

        private Builder(String name, Class<P> paramsType, MethodHandler<P> handler) {
            if (Objects.requireNonNull(name, "name").isBlank()) {
                throw new IllegalArgumentException("A method name must not be blank");
            }
            this.name = name;
            this.paramsType = Objects.requireNonNull(paramsType, "paramsType");
            this.handler = Objects.requireNonNull(handler, "handler");
        }

        /**
         * Restricts the method to one wire; on the other it does not exist (method not found).
         *
         * @param era the only wire it exists on
         * @return this builder
         */
        public Builder<P> only(ProtocolEra era) {
            eras.clear();
            eras.add(Objects.requireNonNull(era, "era"));
            return this;
        }

        /**
         * Refuses requests from clients that did not declare the extension (see
         * {@link ExtensionMethod#requiresClientDeclaration()}).
         *
         * @return this builder
         */
        public Builder<P> requiresClientDeclaration() {
            this.requiresClientDeclaration = true;
            return this;
        }

        /**
         * The cache hint ({@code ttlMs}, {@code cacheScope}) its results carry in protocol
         * 2026-07-28; none unless set.
         *
         * @param hint the hint
         * @return this builder
         */
        public Builder<P> cacheHint(CacheHint hint) {
            this.cacheHint = Objects.requireNonNull(hint, "hint");
            return this;
        }

        /** {@return the method} */
        public ExtensionMethod<P> build() {
            return new ExtensionMethod<>(this);
        }
    }
}
