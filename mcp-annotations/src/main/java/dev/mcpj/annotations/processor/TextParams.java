package dev.mcpj.annotations.processor;

import java.util.List;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * What prompt and resource methods share: parameters given as text (prompt arguments and template
 * variables) and parameters the server supplies ({@code RequestContext}, {@code ResourceRequest}).
 */
final class TextParams {
    static final String REQUEST_CONTEXT = "dev.mcpj.server.RequestContext";
    static final String RESOURCE_REQUEST = "dev.mcpj.server.ResourceRequest";
    /** The types that text converts to, for messages. */
    static final String TEXT_TYPES = "String, a boolean or number type, BigInteger, BigDecimal, an enum, UUID, URI or a "
            + "java.time type";

    private static final Set<String> TEXT = Set.of("java.lang.String", "java.lang.Boolean", "java.lang.Character",
            "java.lang.Byte", "java.lang.Short", "java.lang.Integer", "java.lang.Long", "java.lang.Float",
            "java.lang.Double", "java.math.BigInteger", "java.math.BigDecimal", "java.util.UUID", "java.net.URI",
            "java.time.Instant", "java.time.OffsetDateTime", "java.time.ZonedDateTime", "java.time.LocalDate",
            "java.time.LocalDateTime", "java.time.LocalTime", "java.time.OffsetTime", "java.time.Duration",
            "java.time.Period");

    private final TypeMapper mapper;
    private final Reporter reporter;

    TextParams(TypeMapper mapper, Reporter reporter) {
        this.mapper = mapper;
        this.reporter = reporter;
    }

    /** Which value the server supplies for a parameter of this type, if any. */
    static ToolClass.Supplied supplied(TypeMirror type) {
        if (type.getKind() == TypeKind.DECLARED) {
            String name = JavaTypes.qualifiedName((DeclaredType) type);
            if (name.equals(REQUEST_CONTEXT)) {
                return ToolClass.Supplied.CONTEXT;
            }
            if (name.equals(RESOURCE_REQUEST)) {
                return ToolClass.Supplied.REQUEST;
            }
        }
        return ToolClass.Supplied.NONE;
    }

    /** Reports each of our annotations on a parameter the server supplies; they have no effect there. */
    void checkSupplied(VariableElement p, List<Found> found, ToolClass.Supplied supplied, String tag) {
        String type = supplied == ToolClass.Supplied.CONTEXT ? "RequestContext" : "ResourceRequest";
        for (Found f : found) {
            if (f.isOurs()) {
                reporter.error(tag, p, f.reportMirror(), "@" + f.simpleName() + " has no effect on " + p.getSimpleName()
                        + ": a " + type + " is supplied by the server, not an argument. Remove it");
            }
        }
    }

    /** The {@code Optional} that wraps a type, with its type argument, or {@code null}. */
    static TypeMirror optionalOf(TypeMirror type) {
        if (type.getKind() == TypeKind.DECLARED
                && JavaTypes.qualifiedName((DeclaredType) type).equals("java.util.Optional")) {
            List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
            return args.size() == 1 ? args.get(0) : null;
        }
        return null;
    }

    /**
     * The type a text value converts to, or {@code null} when text cannot become {@code type}.
     *
     * @param accessTag the tag to report an enum with, when generated code cannot name it
     * @throws TypeMapper.MissingType if the type is not defined (yet)
     */
    JType textType(VariableElement p, TypeMirror type, String where, String accessTag) {
        if (type.getKind() == TypeKind.ERROR) {
            throw new TypeMapper.MissingType(type.toString());
        }
        boolean text = type.getKind().isPrimitive();
        if (type.getKind() == TypeKind.DECLARED) {
            DeclaredType d = (DeclaredType) type;
            text = TEXT.contains(JavaTypes.qualifiedName(d)) || d.asElement().getKind() == ElementKind.ENUM;
        }
        if (!text) {
            return null;
        }
        try {
            return mapper.map(type, where);
        } catch (TypeMapper.Unsupported u) {
            reporter.error(u.tag.equals(Reporter.ACCESS) ? accessTag : u.tag, p,
                    Character.toUpperCase(u.getMessage().charAt(0)) + u.getMessage().substring(1));
            return new JType.Scalar(JType.ScalarKind.STRING); // reported; stands in, so that nothing more is said
        }
    }
}
