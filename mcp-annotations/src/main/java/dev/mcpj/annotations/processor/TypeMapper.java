package dev.mcpj.annotations.processor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.ErrorType;
import javax.lang.model.type.ExecutableType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.TypeVariable;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;
import javax.lang.model.util.SimpleTypeVisitor14;
import javax.lang.model.util.Types;

/**
 * The one place where Java types become JSON shapes. Records, beans and sealed interfaces become
 * {@link Def}s, made once per type (so that recursive types terminate) and shared by every tool of
 * the class being processed. A type without a mapping throws {@link Unsupported}, which the caller
 * reports on the parameter or method that led to it; a type that does not exist yet throws
 * {@link MissingType}, which defers the class to the next round.
 */
final class TypeMapper extends SimpleTypeVisitor14<JType, String> {
    static final String SUPPORTED = "Use String, a boolean or number type, BigInteger, BigDecimal, an enum, a List, "
            + "Set or array of these, Map<String, T>, a record, a bean, a sealed interface of records, a java.time "
            + "type, UUID or URI";

    /** A type with no mapping; the message names the type and says what to use instead. */
    static final class Unsupported extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String tag;
        /** Where the type is met, for a type with no mapping at all; else {@code null}. */
        private final String where;
        /** The type with no mapping at all, or {@code null}. */
        private final String type;

        Unsupported(String tag, String message) {
            super(message, null, false, false);
            this.tag = tag;
            this.where = null;
            this.type = null;
        }

        private Unsupported(String where, String type, String role) {
            super(text(where, type, role), null, false, false);
            this.tag = Reporter.TYPE;
            this.where = where;
            this.type = type;
        }

        /** The message, saying that the type is not supported in {@code role} ("tool results"). */
        String message(String role) {
            return type == null ? getMessage() : text(where, type, role);
        }

        private static String text(String where, String type, String role) {
            return where + ": " + type + " is not supported in " + role + ", as it has no JSON Schema mapping. "
                    + SUPPORTED;
        }
    }

    /** A type that is not (yet) defined: perhaps another processor generates it in a later round. */
    static final class MissingType extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MissingType(String type) {
            super(type, null, false, false);
        }
    }

    private final Elements elements;
    private final Types types;
    private final Constraints constraints;
    private final Reporter reporter;
    private final Map<String, Def> defs = new HashMap<>();
    /**
     * The declaration whose type is being mapped (a parameter, record component, field or getter):
     * constraints on type arguments inside its type are reported on it.
     */
    private Element owner;
    /** The type of {@link #owner} and the annotations of its declarations. */
    private TypeMirror ownerType;
    private List<AnnotationMirror> ownerAnnotations = List.of();

    TypeMapper(Elements elements, Types types, Constraints constraints, Reporter reporter) {
        this.elements = elements;
        this.types = types;
        this.constraints = constraints;
        this.reporter = reporter;
    }

    /** Maps a type; {@code where} names the value in messages ({@code parameter 'tags'}, {@code Book.year}). */
    JType map(TypeMirror type, String where) {
        return visit(type, where);
    }

    /**
     * Reads a slot: unwraps {@code Optional}s, notes {@code @Nullable}, maps the type and reads its
     * constraints.
     */
    Slot slot(Element declaration, List<Found> found, TypeMirror type, String where) {
        Element outer = owner;
        TypeMirror outerType = ownerType;
        List<AnnotationMirror> outerAnnotations = ownerAnnotations;
        owner = declaration;
        ownerType = type;
        ownerAnnotations = found.stream().filter(f -> !f.onType()).map(Found::mirror).toList();
        try {
            return slot(found, type, where);
        } finally {
            owner = outer;
            ownerType = outerType;
            ownerAnnotations = outerAnnotations;
        }
    }

    private Slot slot(List<Found> found, TypeMirror type, String where) {
        Slot.Wrapper wrapper = Slot.Wrapper.NONE;
        TypeMirror inner = type;
        if (type.getKind() == TypeKind.DECLARED) {
            String name = JavaTypes.qualifiedName((DeclaredType) type);
            for (Slot.Wrapper w : Slot.Wrapper.values()) {
                if (w != Slot.Wrapper.NONE && w.qualifiedName.equals(name)) {
                    wrapper = w;
                }
            }
            if (wrapper == Slot.Wrapper.OPTIONAL) {
                List<? extends TypeMirror> args = ((DeclaredType) type).getTypeArguments();
                if (args.size() != 1) {
                    throw new Unsupported(Reporter.GENERIC, where
                            + ": the raw type java.util.Optional needs a type argument");
                }
                inner = args.get(0);
                found = new ArrayList<>(found);
                found.addAll(typeUse(inner, List.of()));
            } else if (wrapper != Slot.Wrapper.NONE) {
                inner = types.getPrimitiveType(TypeKind.valueOf(wrapper.primitive.toUpperCase(java.util.Locale.ROOT)));
            }
        }
        Found nullable = Found.named(found, "Nullable");
        if (nullable != null && type.getKind().isPrimitive()) {
            reporter.error(Reporter.NULLABLE, nullable.element(), nullable.reportMirror(),
                    "@Nullable cannot apply to " + where + ", whose type " + type + " is never null. Use "
                            + types.boxedClass((PrimitiveType) type).getSimpleName()
                            + " or an Optional to make it optional, or remove @Nullable");
        }
        JType mapped = map(inner, where);
        return new Slot(mapped, wrapper, nullable != null && !type.getKind().isPrimitive(),
                constraints.read(found, mapped, where));
    }

    @Override
    public JType visitPrimitive(PrimitiveType t, String where) {
        return new JType.Scalar(switch (t.getKind()) {
            case BOOLEAN -> JType.ScalarKind.BOOLEAN;
            case BYTE -> JType.ScalarKind.BYTE;
            case SHORT -> JType.ScalarKind.SHORT;
            case INT -> JType.ScalarKind.INT;
            case LONG -> JType.ScalarKind.LONG;
            case CHAR -> JType.ScalarKind.CHAR;
            case FLOAT -> JType.ScalarKind.FLOAT;
            case DOUBLE -> JType.ScalarKind.DOUBLE;
            default -> throw unsupported(t, where);
        });
    }

    @Override
    public JType visitArray(ArrayType t, String where) {
        if (t.getComponentType().getKind() == TypeKind.BYTE) {
            return new JType.Bytes();
        }
        // "@Size(max = 3) String[] tags" puts a declaration-and-type-use annotation on String: it is
        // the array's, and was read with the declaration.
        return array(t.getComponentType(), false, where, t == ownerType ? ownerAnnotations : List.of());
    }

    private JType.ArrayType array(TypeMirror item, boolean unique, String where,
                                  List<? extends AnnotationMirror> declared) {
        JType mapped = map(item, where);
        return new JType.ArrayType(mapped, unique,
                constraints.read(typeUse(item, declared), mapped, "the items of " + where));
    }

    /** The annotations on a type argument or array item type, reported on the declaration that holds them. */
    private List<Found> typeUse(TypeMirror type, List<? extends AnnotationMirror> declared) {
        List<Found> found = new ArrayList<>();
        if (owner == null) {
            return found;
        }
        // javac cannot point at a record component by itself: point at its record, whose header holds it
        Element at = owner.getKind() == ElementKind.RECORD_COMPONENT ? owner.getEnclosingElement() : owner;
        for (AnnotationMirror m : type.getAnnotationMirrors()) {
            if (declared.stream().noneMatch(d -> d.toString().equals(m.toString()))) {
                found.add(new Found(at, m, true));
            }
        }
        return found;
    }

    @Override
    public JType visitError(ErrorType t, String where) {
        throw new MissingType(t.toString());
    }

    @Override
    public JType visitTypeVariable(TypeVariable t, String where) {
        throw new Unsupported(Reporter.GENERIC, where + ": the type variable " + t
                + " has no schema at compile time; use a concrete type");
    }

    @Override
    public JType visitWildcard(WildcardType t, String where) {
        throw new Unsupported(Reporter.TYPE, where + ": the wildcard " + JavaTypes.source(t)
                + " has no schema; use a concrete type argument, such as List<Book> instead of List<? extends Book>");
    }

    @Override
    protected JType defaultAction(TypeMirror t, String where) {
        throw unsupported(t, where);
    }

    @Override
    public JType visitDeclared(DeclaredType t, String where) {
        TypeElement e = (TypeElement) t.asElement();
        String name = e.getQualifiedName().toString();
        JType known = known(name);
        if (known != null) {
            return known;
        }
        switch (name) {
            case "java.util.Optional", "java.util.OptionalInt", "java.util.OptionalLong", "java.util.OptionalDouble" ->
                    throw new Unsupported(Reporter.TYPE, where + ": " + JavaTypes.source(t)
                            + " may only be the whole type of a parameter, record component or bean property, "
                            + "not nested in another type");
            case "java.util.List", "java.util.Collection" -> {
                return array(typeArgument(t, 0, where), false, where, List.of());
            }
            case "java.util.Set", "java.util.SortedSet" -> {
                return array(typeArgument(t, 0, where), true, where, List.of());
            }
            case "java.util.Map", "java.util.SortedMap" -> {
                TypeMirror key = typeArgument(t, 0, where);
                if (key.getKind() == TypeKind.ERROR) {
                    throw new MissingType(key.toString());
                }
                if (!(key.getKind() == TypeKind.DECLARED
                        && JavaTypes.qualifiedName((DeclaredType) key).equals("java.lang.String"))) {
                    throw new Unsupported(Reporter.TYPE, where + ": JSON object keys are strings, so use "
                            + "Map<String, V> instead of " + JavaTypes.source(t));
                }
                TypeMirror value = typeArgument(t, 1, where);
                JType mapped = map(value, where);
                return new JType.MapType(mapped,
                        constraints.read(typeUse(value, List.of()), mapped, "the values of " + where));
            }
            default -> {
                // a user type, below
            }
        }
        if (e.getKind() == ElementKind.ENUM) {
            checkPublic(e, where);
            return enumType(e);
        }
        if (!e.getTypeParameters().isEmpty() && t.getTypeArguments().isEmpty()) {
            throw new Unsupported(Reporter.GENERIC, where + ": the raw type " + name + " needs its type arguments");
        }
        if (e.getKind() == ElementKind.RECORD) {
            checkPublic(e, where);
            return new JType.Ref(record(t, e));
        }
        if (e.getKind() == ElementKind.INTERFACE && e.getModifiers().contains(Modifier.SEALED)) {
            checkPublic(e, where);
            return new JType.Ref(sealed(t, e));
        }
        if (e.getKind() == ElementKind.CLASS && !name.startsWith("java.") && !name.startsWith("javax.")) {
            Def bean = bean(t, e, where);
            if (bean != null) {
                return new JType.Ref(bean);
            }
        }
        throw unsupported(t, where);
    }

    /** Types of the JDK with a fixed mapping. */
    private static JType known(String name) {
        return switch (name) {
            case "java.lang.String" -> new JType.Scalar(JType.ScalarKind.STRING);
            case "java.lang.Boolean" -> new JType.Scalar(JType.ScalarKind.BOOLEAN);
            case "java.lang.Character" -> new JType.Scalar(JType.ScalarKind.CHAR);
            case "java.lang.Byte" -> new JType.Scalar(JType.ScalarKind.BYTE);
            case "java.lang.Short" -> new JType.Scalar(JType.ScalarKind.SHORT);
            case "java.lang.Integer" -> new JType.Scalar(JType.ScalarKind.INT);
            case "java.lang.Long" -> new JType.Scalar(JType.ScalarKind.LONG);
            case "java.lang.Float" -> new JType.Scalar(JType.ScalarKind.FLOAT);
            case "java.lang.Double" -> new JType.Scalar(JType.ScalarKind.DOUBLE);
            case "java.math.BigInteger" -> new JType.Scalar(JType.ScalarKind.BIG_INTEGER);
            case "java.math.BigDecimal" -> new JType.Scalar(JType.ScalarKind.BIG_DECIMAL);
            case "java.util.UUID" -> new JType.Text(name, "uuid", null);
            case "java.net.URI" -> new JType.Text(name, "uri", null);
            case "java.time.Instant", "java.time.OffsetDateTime", "java.time.ZonedDateTime" ->
                    new JType.Text(name, "date-time", null);
            case "java.time.LocalDate" -> new JType.Text(name, "date", null);
            case "java.time.OffsetTime" -> new JType.Text(name, "time", null);
            case "java.time.Duration", "java.time.Period" -> new JType.Text(name, "duration", null);
            // RFC 3339 "date-time" and "time" require an offset, which these have not.
            case "java.time.LocalDateTime" ->
                    new JType.Text(name, null, "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?$");
            case "java.time.LocalTime" -> new JType.Text(name, null, "^\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?$");
            default -> null;
        };
    }

    private TypeMirror typeArgument(DeclaredType t, int index, String where) {
        List<? extends TypeMirror> args = t.getTypeArguments();
        if (args.size() <= index) {
            throw new Unsupported(Reporter.GENERIC, where + ": the raw type " + JavaTypes.qualifiedName(t)
                    + " needs its type arguments");
        }
        return args.get(index);
    }

    private JType.EnumType enumType(TypeElement e) {
        List<String> constants = new ArrayList<>();
        List<String> wire = new ArrayList<>();
        for (Element c : e.getEnclosedElements()) {
            if (c.getKind() == ElementKind.ENUM_CONSTANT) {
                constants.add(c.getSimpleName().toString());
                wire.add(wireName(Found.on(c), c.getSimpleName().toString()));
            }
        }
        return new JType.EnumType(e.getQualifiedName().toString(), List.copyOf(constants), List.copyOf(wire));
    }

    /** The name Jackson gives a property or constant: its {@code @JsonProperty}, or its own. */
    static String wireName(List<Found> found, String javaName) {
        Found f = Found.named(found, "JsonProperty");
        if (f != null) {
            for (var v : f.mirror().getElementValues().entrySet()) {
                String name = String.valueOf(v.getValue().getValue());
                if (v.getKey().getSimpleName().contentEquals("value") && !name.isEmpty()) {
                    return name;
                }
            }
        }
        return javaName;
    }

    static boolean ignored(List<Found> found) {
        Found f = Found.named(found, "JsonIgnore");
        if (f == null) {
            return false;
        }
        for (var v : f.mirror().getElementValues().entrySet()) {
            if (v.getKey().getSimpleName().contentEquals("value")) {
                return Boolean.TRUE.equals(v.getValue().getValue());
            }
        }
        return true;
    }

    private Def record(DeclaredType t, TypeElement e) {
        String key = JavaTypes.source(t);
        Def def = defs.get(key);
        if (def != null) {
            return checked(def);
        }
        def = new Def(key, JavaTypes.schemaName(t), e, false);
        defs.put(key, def);
        try {
            Javadoc doc = Javadoc.parse(elements.getDocComment(e));
            def.description = description(Found.on(e), doc.body());
            for (TypeMirror i : e.getInterfaces()) {
                TypeElement parent = (TypeElement) types.asElement(i);
                if (parent != null && isRecordUnion(parent)) {
                    def.sealedParents.add(parent);
                    def.discriminator = e.getSimpleName().toString();
                }
            }
            String self = e.getSimpleName().toString();
            for (RecordComponentElement c : e.getRecordComponents()) {
                ExecutableElement accessor = c.getAccessor();
                List<Found> found = Found.on(c, field(e, c.getSimpleName().toString()), accessor);
                if (ignored(found)) {
                    continue;
                }
                String name = wireName(found, c.getSimpleName().toString());
                if (def.discriminator != null && name.equals("type")) {
                    throw new Unsupported(Reporter.TYPE, self + "." + name + ": the property 'type' tells the "
                            + "records of " + def.sealedParents.get(0).getSimpleName() + " apart, so no component "
                            + "may have that name; rename it, or give it another name with @JsonProperty");
                }
                // asMemberOf drops type-use annotations, which a type without type parameters keeps
                TypeMirror type = e.getTypeParameters().isEmpty() ? c.asType()
                        : ((ExecutableType) types.asMemberOf(t, accessor)).getReturnType();
                Slot slot = slot(c, found, type, self + "." + name);
                String text = description(found, doc.params().get(c.getSimpleName().toString()));
                def.props.add(new Def.Prop(name, slot.type(), !slot.optional(), text, slot.keywords()));
            }
            return def;
        } catch (Unsupported u) {
            def.failure = u;
            throw u;
        }
    }

    private Def sealed(DeclaredType t, TypeElement e) {
        String key = JavaTypes.source(t);
        Def def = defs.get(key);
        if (def != null) {
            return checked(def);
        }
        def = new Def(key, JavaTypes.schemaName(t), e, true);
        defs.put(key, def);
        try {
            String self = e.getSimpleName().toString();
            if (!e.getTypeParameters().isEmpty()) {
                throw new Unsupported(Reporter.GENERIC, self + ": only sealed interfaces without type parameters "
                        + "are supported");
            }
            def.description = description(Found.on(e), Javadoc.parse(elements.getDocComment(e)).body());
            for (TypeMirror permitted : e.getPermittedSubclasses()) {
                if (permitted.getKind() == TypeKind.ERROR) {
                    throw new MissingType(permitted.toString());
                }
                TypeElement p = (TypeElement) types.asElement(permitted);
                if (p.getKind() != ElementKind.RECORD) {
                    throw new Unsupported(Reporter.TYPE, self + ": the sealed interface permits "
                            + p.getSimpleName() + ", which is not a record; only sealed interfaces whose permitted "
                            + "types are all records are supported");
                }
                JType mapped = map(permitted, self);
                def.variants.add(((JType.Ref) mapped).def());
            }
            return def;
        } catch (Unsupported u) {
            def.failure = u;
            throw u;
        }
    }

    /** A sealed interface whose permitted types are all records: the generated code teaches Jackson its records. */
    private static boolean isRecordUnion(TypeElement e) {
        if (e.getKind() != ElementKind.INTERFACE || !e.getModifiers().contains(Modifier.SEALED)
                || !e.getTypeParameters().isEmpty() || !isPublic(e)) {
            return false;
        }
        for (TypeMirror p : e.getPermittedSubclasses()) {
            if (p.getKind() != TypeKind.DECLARED || ((DeclaredType) p).asElement().getKind() != ElementKind.RECORD) {
                return false;
            }
        }
        return !e.getPermittedSubclasses().isEmpty();
    }

    /**
     * A bean: a public class with a public no-argument constructor whose properties are public
     * getter and setter pairs, named as Jackson names them. {@code null} if it is not one.
     */
    private Def bean(DeclaredType t, TypeElement e, String where) {
        String key = JavaTypes.source(t);
        Def def = defs.get(key);
        if (def != null) {
            return checked(def);
        }
        if (e.getModifiers().contains(Modifier.ABSTRACT) || !hasPublicNoArgConstructor(e)) {
            return null;
        }
        List<TypeElement> hierarchy = new ArrayList<>();
        for (TypeElement c = e; c != null && !c.getQualifiedName().contentEquals("java.lang.Object");
             c = (TypeElement) types.asElement(c.getSuperclass())) {
            hierarchy.add(0, c);
        }
        Map<String, ExecutableElement> getters = new java.util.LinkedHashMap<>();
        Map<String, ExecutableElement> setters = new HashMap<>();
        for (TypeElement c : hierarchy) {
            for (Element m : c.getEnclosedElements()) {
                if (m.getKind() != ElementKind.METHOD || !m.getModifiers().contains(Modifier.PUBLIC)
                        || m.getModifiers().contains(Modifier.STATIC)) {
                    continue;
                }
                ExecutableElement method = (ExecutableElement) m;
                String n = method.getSimpleName().toString();
                if (method.getParameters().isEmpty() && method.getReturnType().getKind() != TypeKind.VOID) {
                    if (n.length() > 3 && n.startsWith("get") && !n.equals("getClass")) {
                        getters.put(propertyName(n.substring(3)), method);
                    } else if (n.length() > 2 && n.startsWith("is")
                            && method.getReturnType().getKind() == TypeKind.BOOLEAN) {
                        getters.put(propertyName(n.substring(2)), method);
                    }
                } else if (method.getParameters().size() == 1 && n.length() > 3 && n.startsWith("set")) {
                    setters.put(propertyName(n.substring(3)), method);
                }
            }
        }
        getters.keySet().retainAll(setters.keySet());
        if (getters.isEmpty()) {
            return null;
        }
        checkPublic(e, where);
        def = new Def(key, JavaTypes.schemaName(t), e, false);
        defs.put(key, def);
        try {
            def.description = description(Found.on(e), Javadoc.parse(elements.getDocComment(e)).body());
            String self = e.getSimpleName().toString();
            for (Map.Entry<String, ExecutableElement> g : getters.entrySet()) {
                ExecutableElement getter = g.getValue();
                ExecutableElement setter = setters.get(g.getKey());
                TypeMirror type = ((ExecutableType) types.asMemberOf(t, getter)).getReturnType();
                TypeMirror set = ((ExecutableType) types.asMemberOf(t, setter)).getParameterTypes().get(0);
                if (!types.isSameType(type, set)) {
                    continue;
                }
                VariableElement field = null;
                for (TypeElement c : hierarchy) {
                    VariableElement f = field(c, g.getKey());
                    field = f != null ? f : field;
                }
                if (e.getTypeParameters().isEmpty()) {
                    // asMemberOf drops type-use annotations: take them from the field, or else the getter
                    type = field != null && types.isSameType(field.asType(), type) ? field.asType()
                            : getter.getReturnType();
                }
                List<Found> found = Found.on(field, getter, setter.getParameters().get(0), setter);
                if (ignored(found)) {
                    continue;
                }
                String name = wireName(found, g.getKey());
                Slot slot = slot(field != null ? field : getter, found, type, self + "." + name);
                String doc = field != null ? Javadoc.parse(elements.getDocComment(field)).body() : null;
                doc = doc != null ? doc : Javadoc.parse(elements.getDocComment(getter)).body();
                def.props.add(new Def.Prop(name, slot.type(), !slot.optional(), description(found, doc),
                        slot.keywords()));
            }
            return def;
        } catch (Unsupported u) {
            def.failure = u;
            throw u;
        }
    }

    /** Jackson's default property name of a getter or setter suffix: leading capitals are lower-cased. */
    static String propertyName(String suffix) {
        StringBuilder sb = new StringBuilder(suffix);
        for (int i = 0; i < sb.length() && Character.isUpperCase(sb.charAt(i)); i++) {
            sb.setCharAt(i, Character.toLowerCase(sb.charAt(i)));
        }
        return sb.toString();
    }

    private static boolean hasPublicNoArgConstructor(TypeElement e) {
        boolean any = false;
        for (Element c : e.getEnclosedElements()) {
            if (c.getKind() == ElementKind.CONSTRUCTOR) {
                any = true;
                if (c.getModifiers().contains(Modifier.PUBLIC) && ((ExecutableElement) c).getParameters().isEmpty()) {
                    return true;
                }
            }
        }
        return !any && e.getModifiers().contains(Modifier.PUBLIC);
    }

    private static VariableElement field(TypeElement owner, String name) {
        for (Element f : owner.getEnclosedElements()) {
            if (f.getKind() == ElementKind.FIELD && f.getSimpleName().contentEquals(name)) {
                return (VariableElement) f;
            }
        }
        return null;
    }

    private static Def checked(Def def) {
        if (def.failure != null) {
            throw def.failure;
        }
        return def;
    }

    /** The text of a {@code @Description}, or else {@code fallback}. */
    static String description(List<Found> found, String fallback) {
        Found d = Found.ours(found, "Description");
        if (d != null) {
            for (var v : d.mirror().getElementValues().entrySet()) {
                if (v.getKey().getSimpleName().contentEquals("value")) {
                    String text = String.valueOf(v.getValue().getValue()).strip();
                    return text.isEmpty() ? fallback : text;
                }
            }
        }
        return fallback;
    }

    /** Public, and every enclosing type public; nested types must be static. */
    static boolean isPublic(TypeElement e) {
        for (Element c = e; c instanceof TypeElement te; c = c.getEnclosingElement()) {
            if (!te.getModifiers().contains(Modifier.PUBLIC) || te.getNestingKind() == NestingKind.LOCAL
                    || te.getNestingKind() == NestingKind.ANONYMOUS) {
                return false;
            }
            if (te.getNestingKind() == NestingKind.MEMBER && te.getKind() == ElementKind.CLASS
                    && !te.getModifiers().contains(Modifier.STATIC)) {
                return false;
            }
        }
        return true;
    }

    private static void checkPublic(TypeElement e, String where) {
        if (!isPublic(e)) {
            throw new Unsupported(Reporter.ACCESS, where + ": the generated code cannot name " + e.getQualifiedName()
                    + "; make it public (and static, if nested)");
        }
    }

    private static Unsupported unsupported(TypeMirror t, String where) {
        return new Unsupported(where, JavaTypes.source(t), "tool parameters");
    }
}
