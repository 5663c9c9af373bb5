package dev.mcpj.annotations.processor;

import java.util.List;
import java.util.StringJoiner;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;

/**
 * Java types as source text for generated code: fully qualified, with type arguments and without
 * the type annotations that {@code TypeMirror.toString()} would include.
 */
final class JavaTypes {
    private JavaTypes() {
    }

    static String source(TypeMirror type) {
        return switch (type.getKind()) {
            case BOOLEAN, BYTE, SHORT, INT, LONG, CHAR, FLOAT, DOUBLE, VOID ->
                    type.getKind().name().toLowerCase(java.util.Locale.ROOT);
            case ARRAY -> source(((ArrayType) type).getComponentType()) + "[]";
            case DECLARED -> declared((DeclaredType) type);
            case WILDCARD -> wildcard((WildcardType) type);
            default -> type.toString();
        };
    }

    /** The type as a reader writes it, without packages: {@code List<String>}, {@code Shop.Genre}. */
    static String simple(TypeMirror type) {
        return source(type).replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
    }

    /** The type without type arguments. */
    static String erasure(TypeMirror type) {
        if (type.getKind() == TypeKind.DECLARED) {
            return qualifiedName((DeclaredType) type);
        }
        return source(type);
    }

    static String qualifiedName(DeclaredType type) {
        return ((TypeElement) type.asElement()).getQualifiedName().toString();
    }

    /** The type with {@code ?} for each of its type parameters, as a generated parameter type. */
    static String withWildcards(TypeElement element) {
        int n = element.getTypeParameters().size();
        if (n == 0) {
            return element.getQualifiedName().toString();
        }
        return element.getQualifiedName() + "<" + String.join(", ", java.util.Collections.nCopies(n, "?")) + ">";
    }

    /** A short name for {@code $defs}: {@code Book}, {@code Page_Book}, {@code Tree_List_String}. */
    static String schemaName(TypeMirror type) {
        return switch (type.getKind()) {
            case ARRAY -> schemaName(((ArrayType) type).getComponentType()) + "Array";
            case DECLARED -> {
                DeclaredType d = (DeclaredType) type;
                StringBuilder sb = new StringBuilder(d.asElement().getSimpleName());
                for (TypeMirror arg : d.getTypeArguments()) {
                    sb.append('_').append(schemaName(arg));
                }
                yield sb.toString();
            }
            default -> source(type);
        };
    }

    private static String declared(DeclaredType type) {
        String name = qualifiedName(type);
        List<? extends TypeMirror> args = type.getTypeArguments();
        if (args.isEmpty()) {
            return name;
        }
        StringJoiner j = new StringJoiner(", ", name + "<", ">");
        for (TypeMirror arg : args) {
            j.add(source(arg));
        }
        return j.toString();
    }

    private static String wildcard(WildcardType w) {
        if (w.getExtendsBound() != null) {
            return "? extends " + source(w.getExtendsBound());
        }
        if (w.getSuperBound() != null) {
            return "? super " + source(w.getSuperBound());
        }
        return "?";
    }
}
