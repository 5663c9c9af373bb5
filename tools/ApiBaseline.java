/*
 * The public-API baseline check of the published modules (see RELEASING.md, "The API baseline").
 *
 * Run by exec-maven-plugin in every module's verify phase, with the java launcher (no compiled tool
 * to install first):
 *
 *   java ApiBaseline.java <artifactId> <packaging> <classes dir> <api file> <update: true|false>
 *
 * It reads the module's compiled classes, keeps what a user of the module can reach (the packages
 * module-info exports to everyone, or every package without an "internal" segment where there is
 * no module-info; public types in them, their public members and the protected members of the
 * non-final ones; no synthetic or bridge member) and writes them as sorted, normalised text. With
 * update=false that text must equal the api file, otherwise the check fails naming each member that
 * was added, removed or changed; with update=true the api file is rewritten.
 *
 * It reads class files itself (no javap text to parse, nothing that differs between JDKs): only the
 * JDK's own classes are used, so it runs on JDK 17 and later alike.
 */

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

public final class ApiBaseline {

    static final int ACC_PUBLIC = 0x0001, ACC_PRIVATE = 0x0002, ACC_PROTECTED = 0x0004,
            ACC_STATIC = 0x0008, ACC_FINAL = 0x0010, ACC_BRIDGE = 0x0040, ACC_VARARGS = 0x0080,
            ACC_INTERFACE = 0x0200, ACC_ABSTRACT = 0x0400, ACC_SYNTHETIC = 0x1000,
            ACC_ANNOTATION = 0x2000, ACC_ENUM = 0x4000, ACC_MODULE = 0x8000;

    static final String HEADER = """
            # The public API of %s: every public type of an exported package, its public members and
            # the protected members of its non-final types, as the build reads them from the class files.
            # Checked by every "mvn verify" (also with -DskipTests); a difference fails the build.
            # Do not edit by hand: after an intended API change, regenerate every module's file with
            #   mvn -B -ntp verify -DskipTests -Dapi.update
            # and commit it with the change (see RELEASING.md, "The API baseline").
            """;

    public static void main(String[] args) throws IOException {
        if (args.length != 5) {
            System.err.println("usage: java ApiBaseline.java <artifactId> <packaging> <classes dir> <api file> <update>");
            System.exit(2);
        }
        String artifactId = args[0];
        if (args[1].equals("pom")) {
            return; // no classes, no API
        }
        Path classes = Path.of(args[2]);
        Path apiFile = Path.of(args[3]);
        boolean update = args[4].isEmpty() || Boolean.parseBoolean(args[4]);
        if (!Files.isDirectory(classes)) {
            System.err.println("[API] " + artifactId + ": no compiled classes at " + classes
                    + " (run at least the compile phase)");
            System.exit(1);
        }
        String dump = String.format(HEADER, artifactId) + dump(classes);
        if (update) {
            String old = Files.exists(apiFile) ? Files.readString(apiFile) : null;
            if (!dump.equals(old)) {
                Files.createDirectories(apiFile.getParent());
                Files.writeString(apiFile, dump);
                System.out.println("[API] " + artifactId + ": wrote " + apiFile);
            }
            return;
        }
        if (!Files.exists(apiFile)) {
            fail(artifactId, apiFile, List.of("  (no baseline file yet)"));
        }
        String expected = Files.readString(apiFile).replace("\r\n", "\n");
        if (expected.equals(dump)) {
            return;
        }
        List<String> differences = diff(flatten(expected), flatten(dump));
        if (differences.isEmpty()) {
            differences = List.of("  (only the order or the comments of the file differ)");
        }
        fail(artifactId, apiFile, differences);
    }

    static void fail(String artifactId, Path apiFile, List<String> differences) {
        StringBuilder out = new StringBuilder();
        out.append("[API] ").append(artifactId).append(": the public API differs from the baseline ")
                .append(apiFile).append('\n');
        differences.forEach(line -> out.append(line).append('\n'));
        out.append("[API] If the change is intended, regenerate the baseline with\n")
                .append("[API]   mvn -B -ntp verify -DskipTests -Dapi.update\n")
                .append("[API] and commit ").append(apiFile).append(" with the change (RELEASING.md).\n");
        System.err.print(out);
        System.exit(1);
    }

    /** Every declaration of a dump as "owner: line", keeping the file's blocks apart. */
    static Set<String> flatten(String text) {
        Set<String> lines = new LinkedHashSet<>();
        String owner = null;
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (!line.startsWith(" ")) {
                owner = ownerOf(line);
                lines.add(owner + ": " + line);
            } else {
                lines.add(owner + ": " + line.strip());
            }
        }
        return lines;
    }

    static String ownerOf(String header) {
        String[] tokens = header.split(" ");
        for (int i = 0; i < tokens.length - 1; i++) {
            switch (tokens[i]) {
                case "class", "interface", "@interface", "enum", "record", "package", "module" -> {
                    String name = tokens[i + 1];
                    int cut = name.length();
                    for (char c : new char[] {'<', '('}) {
                        int at = name.indexOf(c);
                        if (at >= 0 && at < cut) {
                            cut = at;
                        }
                    }
                    return name.substring(0, cut);
                }
                default -> { }
            }
        }
        return header;
    }

    static List<String> diff(Set<String> expected, Set<String> actual) {
        List<String> out = new ArrayList<>();
        for (String line : expected) {
            if (!actual.contains(line)) {
                out.add("  removed: " + line);
            }
        }
        for (String line : actual) {
            if (!expected.contains(line)) {
                out.add("  added:   " + line);
            }
        }
        return out;
    }

    // ---------------------------------------------------------------------------------------------
    // Reading the classes

    static String dump(Path classes) throws IOException {
        Map<String, ClassFile> all = new TreeMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                ClassFile cf = ClassFile.read(Files.readAllBytes(file));
                all.put(cf.name, cf);
            }
        }
        ClassFile moduleInfo = all.remove("module-info");
        Set<String> exported;
        StringBuilder out = new StringBuilder();
        if (moduleInfo != null) {
            exported = new java.util.TreeSet<>(moduleInfo.exports);
            out.append('\n').append("module ").append(moduleInfo.moduleName).append('\n');
            for (String pkg : exported) {
                out.append("  exports ").append(pkg.replace('/', '.')).append('\n');
            }
        } else {
            exported = new java.util.TreeSet<>();
            for (ClassFile cf : all.values()) {
                String pkg = packageOf(cf.name);
                if (!(("/" + pkg + "/").contains("/internal/"))) {
                    exported.add(pkg);
                }
            }
        }
        for (String pkg : exported) {
            ClassFile info = all.get(pkg + "/package-info");
            if (info != null && !info.annotations.isEmpty()) {
                out.append('\n').append("package ").append(pkg.replace('/', '.')).append('\n');
                for (String a : info.annotations) {
                    out.append("  ").append(a).append('\n');
                }
            }
        }
        List<ClassFile> visible = all.values().stream()
                .filter(cf -> exported.contains(packageOf(cf.name)))
                .filter(cf -> !cf.name.endsWith("/package-info"))
                .filter(cf -> isVisible(cf, all))
                .sorted(Comparator.comparing(cf -> cf.name))
                .toList();
        for (ClassFile cf : visible) {
            out.append('\n').append(cf.render(all)).append('\n');
        }
        return out.toString();
    }

    static String packageOf(String internalName) {
        int slash = internalName.lastIndexOf('/');
        return slash < 0 ? "" : internalName.substring(0, slash);
    }

    /** A type a user can name: public (or protected in an extendable type), as is every enclosing type. */
    static boolean isVisible(ClassFile cf, Map<String, ClassFile> all) {
        if ((cf.access & ACC_SYNTHETIC) != 0) {
            return false;
        }
        ClassFile.Inner self = cf.inners.get(cf.name);
        if (self == null) {
            return (cf.access & ACC_PUBLIC) != 0;
        }
        if (self.outer == null || self.simpleName == null) {
            return false; // local or anonymous
        }
        ClassFile outer = all.get(self.outer);
        if (outer == null || !isVisible(outer, all)) {
            return false;
        }
        if ((self.access & ACC_PUBLIC) != 0) {
            return true;
        }
        return (self.access & ACC_PROTECTED) != 0 && (outer.effectiveAccess() & ACC_FINAL) == 0;
    }

    static String javaName(String internalName) {
        return internalName.replace('/', '.').replace('$', '.');
    }

    // ---------------------------------------------------------------------------------------------
    // The class file

    static final class ClassFile {
        final Object[] pool;
        int access;
        String name;
        String superName;
        final List<String> interfaces = new ArrayList<>();
        String signature;
        final Map<String, Inner> inners = new LinkedHashMap<>();
        final List<String> annotations = new ArrayList<>();
        final List<String> permitted = new ArrayList<>();
        List<Component> components;
        String moduleName;
        final List<String> exports = new ArrayList<>();
        final List<Member> fields = new ArrayList<>();
        final List<Member> methods = new ArrayList<>();

        record Inner(String outer, String simpleName, int access) { }

        record Component(String name, String descriptor, String signature) { }

        static final class Member {
            int access;
            String name;
            String descriptor;
            String signature;
            Object constant;
            String annotationDefault;
            final List<String> exceptions = new ArrayList<>();
            final List<String> annotations = new ArrayList<>();
            /** Type-use annotations by position: "F" (field), "R" (return), "P<i>" (parameter i), then "/" and the path. */
            final Map<String, List<String>> typeAnnotations = new LinkedHashMap<>();
        }

        private ClassFile(Object[] pool) {
            this.pool = pool;
        }

        int effectiveAccess() {
            Inner self = inners.get(name);
            return self == null ? access : self.access;
        }

        static ClassFile read(byte[] bytes) throws IOException {
            DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException("not a class file");
            }
            in.readUnsignedShort();
            in.readUnsignedShort();
            int count = in.readUnsignedShort();
            Object[] pool = new Object[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> pool[i] = in.readUTF();
                    case 3 -> pool[i] = in.readInt();
                    case 4 -> pool[i] = in.readFloat();
                    case 5 -> { pool[i] = in.readLong(); i++; }
                    case 6 -> { pool[i] = in.readDouble(); i++; }
                    case 7, 19, 20 -> pool[i] = new Ref(tag, in.readUnsignedShort());
                    case 8 -> pool[i] = new Ref(tag, in.readUnsignedShort());
                    case 16 -> in.readUnsignedShort();
                    case 9, 10, 11, 12, 17, 18 -> in.readInt();
                    case 15 -> { in.readUnsignedByte(); in.readUnsignedShort(); }
                    default -> throw new IOException("unknown constant pool tag " + tag);
                }
            }
            ClassFile cf = new ClassFile(pool);
            cf.access = in.readUnsignedShort();
            cf.name = cf.className(in.readUnsignedShort());
            int superIndex = in.readUnsignedShort();
            cf.superName = superIndex == 0 ? null : cf.className(superIndex);
            int interfaceCount = in.readUnsignedShort();
            for (int i = 0; i < interfaceCount; i++) {
                cf.interfaces.add(cf.className(in.readUnsignedShort()));
            }
            for (int kind = 0; kind < 2; kind++) {
                int memberCount = in.readUnsignedShort();
                for (int i = 0; i < memberCount; i++) {
                    Member m = new Member();
                    m.access = in.readUnsignedShort();
                    m.name = cf.utf(in.readUnsignedShort());
                    m.descriptor = cf.utf(in.readUnsignedShort());
                    cf.readAttributes(in, m);
                    (kind == 0 ? cf.fields : cf.methods).add(m);
                }
            }
            cf.readAttributes(in, null);
            return cf;
        }

        record Ref(int tag, int index) { }

        String utf(int index) {
            return (String) pool[index];
        }

        String className(int index) {
            return utf(((Ref) pool[index]).index());
        }

        void readAttributes(DataInputStream in, Member member) throws IOException {
            int count = in.readUnsignedShort();
            for (int i = 0; i < count; i++) {
                String attribute = utf(in.readUnsignedShort());
                int length = in.readInt();
                byte[] body = in.readNBytes(length);
                DataInputStream a = new DataInputStream(new ByteArrayInputStream(body));
                switch (attribute) {
                    case "Signature" -> {
                        String s = utf(a.readUnsignedShort());
                        if (member == null) {
                            signature = s;
                        } else {
                            member.signature = s;
                        }
                    }
                    case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations" -> {
                        int n = a.readUnsignedShort();
                        for (int k = 0; k < n; k++) {
                            (member == null ? annotations : member.annotations).add(annotation(a));
                        }
                    }
                    case "RuntimeVisibleTypeAnnotations", "RuntimeInvisibleTypeAnnotations" -> {
                        if (member != null) {
                            readTypeAnnotations(a, member);
                        }
                    }
                    case "ConstantValue" -> member.constant = pool[a.readUnsignedShort()];
                    case "Exceptions" -> {
                        int n = a.readUnsignedShort();
                        for (int k = 0; k < n; k++) {
                            member.exceptions.add(className(a.readUnsignedShort()));
                        }
                    }
                    case "AnnotationDefault" -> member.annotationDefault = elementValue(a);
                    case "InnerClasses" -> {
                        int n = a.readUnsignedShort();
                        for (int k = 0; k < n; k++) {
                            int inner = a.readUnsignedShort();
                            int outer = a.readUnsignedShort();
                            int simple = a.readUnsignedShort();
                            int flags = a.readUnsignedShort();
                            inners.put(className(inner), new Inner(outer == 0 ? null : className(outer),
                                    simple == 0 ? null : utf(simple), flags));
                        }
                    }
                    case "PermittedSubclasses" -> {
                        int n = a.readUnsignedShort();
                        for (int k = 0; k < n; k++) {
                            permitted.add(className(a.readUnsignedShort()));
                        }
                    }
                    case "Record" -> {
                        components = new ArrayList<>();
                        int n = a.readUnsignedShort();
                        for (int k = 0; k < n; k++) {
                            String cname = utf(a.readUnsignedShort());
                            String cdesc = utf(a.readUnsignedShort());
                            String csig = null;
                            int attrs = a.readUnsignedShort();
                            for (int j = 0; j < attrs; j++) {
                                String an = utf(a.readUnsignedShort());
                                byte[] ab = a.readNBytes(a.readInt());
                                if (an.equals("Signature")) {
                                    csig = utf(((ab[0] & 0xFF) << 8) | (ab[1] & 0xFF));
                                }
                            }
                            components.add(new Component(cname, cdesc, csig));
                        }
                    }
                    case "Module" -> {
                        moduleName = utf(((Ref) pool[a.readUnsignedShort()]).index());
                        a.readUnsignedShort();
                        a.readUnsignedShort();
                        int requires = a.readUnsignedShort();
                        a.skipNBytes(requires * 6L);
                        int exportCount = a.readUnsignedShort();
                        for (int k = 0; k < exportCount; k++) {
                            String pkg = utf(((Ref) pool[a.readUnsignedShort()]).index());
                            a.readUnsignedShort();
                            int to = a.readUnsignedShort();
                            a.skipNBytes(to * 2L);
                            if (to == 0) {
                                exports.add(pkg); // qualified exports are not public API
                            }
                        }
                    }
                    default -> { }
                }
            }
        }

        void readTypeAnnotations(DataInputStream a, Member member) throws IOException {
            int n = a.readUnsignedShort();
            for (int k = 0; k < n; k++) {
                int target = a.readUnsignedByte();
                String position = switch (target) {
                    case 0x13 -> "F";
                    case 0x14 -> "R";
                    case 0x16 -> "P" + a.readUnsignedByte();
                    case 0x00, 0x01 -> { a.readUnsignedByte(); yield null; }
                    case 0x10, 0x17 -> { a.readUnsignedShort(); yield null; }
                    case 0x11, 0x12 -> { a.readUnsignedByte(); a.readUnsignedByte(); yield null; }
                    case 0x15 -> null;
                    default -> throw new IOException("unexpected type annotation target " + target);
                };
                int pathLength = a.readUnsignedByte();
                StringBuilder path = new StringBuilder();
                for (int p = 0; p < pathLength; p++) {
                    path.append(a.readUnsignedByte()).append(',').append(a.readUnsignedByte()).append(';');
                }
                String annotation = annotation(a);
                if (position != null) {
                    member.typeAnnotations.computeIfAbsent(position + "/" + path, key -> new ArrayList<>())
                            .add(annotation);
                }
            }
        }

        String annotation(DataInputStream a) throws IOException {
            String type = descriptorType(utf(a.readUnsignedShort()));
            int pairs = a.readUnsignedShort();
            List<String> values = new ArrayList<>();
            for (int i = 0; i < pairs; i++) {
                String element = utf(a.readUnsignedShort());
                values.add(element + "=" + elementValue(a));
            }
            return "@" + type + (values.isEmpty() ? "" : "(" + String.join(", ", values) + ")");
        }

        String elementValue(DataInputStream a) throws IOException {
            int tag = a.readUnsignedByte();
            return switch (tag) {
                case 's' -> quote(utf(a.readUnsignedShort()));
                case 'B', 'S', 'I', 'J', 'F', 'D', 'C', 'Z' -> constant(pool[a.readUnsignedShort()], (char) tag);
                case 'e' -> {
                    String type = descriptorType(utf(a.readUnsignedShort()));
                    yield type + "." + utf(a.readUnsignedShort());
                }
                case 'c' -> descriptorType(utf(a.readUnsignedShort())) + ".class";
                case '@' -> annotation(a);
                case '[' -> {
                    int n = a.readUnsignedShort();
                    List<String> items = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        items.add(elementValue(a));
                    }
                    yield "{" + String.join(", ", items) + "}";
                }
                default -> throw new IOException("unexpected element value tag " + (char) tag);
            };
        }

        /** A constant as Java source would write it; floating point in hexadecimal, the same on every JDK. */
        String constant(Object value, char type) {
            if (value instanceof Ref ref) {
                return quote(utf(ref.index()));
            }
            return switch (type) {
                case 'Z' -> ((Integer) value) != 0 ? "true" : "false";
                case 'C' -> quote(String.valueOf((char) (int) (Integer) value)).replace('"', '\'');
                case 'J' -> value + "L";
                case 'F' -> Float.toHexString((Float) value) + "f";
                case 'D' -> Double.toHexString((Double) value);
                default -> String.valueOf(value);
            };
        }

        static String quote(String s) {
            StringBuilder out = new StringBuilder("\"");
            for (char c : s.toCharArray()) {
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\t' -> out.append("\\t");
                    case '\r' -> out.append("\\r");
                    default -> {
                        if (c < 0x20 || c > 0x7e) {
                            out.append(String.format("\\u%04x", (int) c));
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
            return out.append('"').toString();
        }

        // -----------------------------------------------------------------------------------------
        // Rendering

        String render(Map<String, ClassFile> all) {
            int flags = effectiveAccess();
            boolean isInterface = (access & ACC_INTERFACE) != 0;
            boolean isAnnotation = (access & ACC_ANNOTATION) != 0;
            boolean isEnum = (access & ACC_ENUM) != 0;
            boolean isRecord = components != null;
            boolean isFinal = (flags & ACC_FINAL) != 0;
            boolean nested = inners.containsKey(name);
            StringBuilder head = new StringBuilder();
            head.append((flags & ACC_PUBLIC) != 0 ? "public " : "protected ");
            if (nested && (flags & ACC_STATIC) != 0 && !isInterface && !isEnum && !isRecord) {
                head.append("static ");
            }
            if (!isInterface && (flags & ACC_ABSTRACT) != 0) {
                head.append("abstract ");
            }
            if (isFinal && !isEnum && !isRecord) {
                head.append("final ");
            }
            if (!permitted.isEmpty() && !isEnum) {
                head.append("sealed ");
            }
            head.append(isAnnotation ? "@interface " : isInterface ? "interface " : isEnum ? "enum "
                    : isRecord ? "record " : "class ");
            head.append(javaName(name));
            Signatures.ClassSig sig = signature != null ? Signatures.parseClass(signature)
                    : Signatures.fromNames(superName, interfaces);
            head.append(Signatures.typeParameters(sig.typeParameters()));
            if (isRecord) {
                head.append('(').append(components.stream()
                        .map(c -> Signatures.render(Signatures.parseType(c.signature() != null
                                ? c.signature() : c.descriptor()), "", Map.of()) + " " + c.name())
                        .collect(Collectors.joining(", "))).append(')');
            }
            String superType = sig.superType() == null ? null : Signatures.render(sig.superType(), "", Map.of());
            if (superType != null && !isEnum && !isRecord && !isInterface && !superType.equals("java.lang.Object")) {
                head.append(" extends ").append(superType);
            }
            List<String> supers = sig.interfaces().stream()
                    .map(t -> Signatures.render(t, "", Map.of()))
                    .filter(t -> !(isAnnotation && t.equals("java.lang.annotation.Annotation")))
                    .toList();
            if (!supers.isEmpty()) {
                head.append(isInterface ? " extends " : " implements ").append(String.join(", ", supers));
            }
            List<String> permits = permitted.stream().filter(p -> {
                ClassFile sub = all.get(p);
                return sub != null && isVisible(sub, all);
            }).map(ApiBaseline::javaName).sorted().toList();
            if (!permits.isEmpty() && !isEnum) {
                head.append(" permits ").append(String.join(", ", permits));
            }

            StringBuilder out = new StringBuilder(head);
            for (String a : annotations) {
                out.append("\n  ").append(a);
            }
            List<String> members = new ArrayList<>();
            for (Member f : fields) {
                if (reachable(f.access, isFinal)) {
                    members.add(renderField(f));
                }
            }
            List<String> ctors = new ArrayList<>();
            for (Member m : methods) {
                if ((m.access & (ACC_SYNTHETIC | ACC_BRIDGE)) != 0 || !reachable(m.access, isFinal)
                        || m.name.equals("<clinit>")) {
                    continue;
                }
                String line = renderMethod(m, isInterface, isFinal);
                (m.name.equals("<init>") ? ctors : members).add(line);
            }
            members.sort(Comparator.comparing(ClassFile::sortKey));
            ctors.sort(Comparator.naturalOrder());
            for (String line : ctors) {
                out.append("\n  ").append(line);
            }
            for (String line : members) {
                out.append("\n  ").append(line);
            }
            return out.toString();
        }

        static boolean reachable(int memberAccess, boolean finalClass) {
            if ((memberAccess & ACC_SYNTHETIC) != 0) {
                return false;
            }
            return (memberAccess & ACC_PUBLIC) != 0 || ((memberAccess & ACC_PROTECTED) != 0 && !finalClass);
        }

        /** Fields before methods, then by name, then by the whole line. */
        static String sortKey(String line) {
            boolean method = line.contains("(");
            String beforeParen = method ? line.substring(0, line.indexOf('(')) : line.replaceAll(" = .*$", "");
            String memberName = beforeParen.substring(beforeParen.lastIndexOf(' ') + 1);
            return (method ? "1 " : "0 ") + memberName + " " + line;
        }

        String renderField(Member f) {
            StringBuilder out = new StringBuilder();
            annotationsBefore(out, f.annotations);
            out.append(modifiers(f.access, false, false, true));
            if ((f.access & ACC_ENUM) != 0) {
                out.append("enum ");
            }
            Signatures.Type type = Signatures.parseType(f.signature != null ? f.signature : f.descriptor);
            out.append(Signatures.render(type, "F/", f.typeAnnotations)).append(' ').append(f.name);
            if (f.constant != null && (f.access & ACC_STATIC) != 0) {
                out.append(" = ").append(constant(f.constant, f.descriptor.charAt(0)));
            }
            return out.toString();
        }

        String renderMethod(Member m, boolean isInterface, boolean finalClass) {
            StringBuilder out = new StringBuilder();
            annotationsBefore(out, m.annotations);
            out.append(modifiers(m.access, isInterface, finalClass, false));
            Signatures.MethodSig sig = Signatures.parseMethod(m.signature != null ? m.signature : m.descriptor);
            String typeParameters = Signatures.typeParameters(sig.typeParameters());
            if (!typeParameters.isEmpty()) {
                out.append(typeParameters).append(' ');
            }
            if (m.name.equals("<init>")) {
                out.append(javaName(name).substring(javaName(name).lastIndexOf('.') + 1));
            } else {
                out.append(Signatures.render(sig.returnType(), "R/", m.typeAnnotations)).append(' ').append(m.name);
            }
            List<String> params = new ArrayList<>();
            for (int i = 0; i < sig.parameters().size(); i++) {
                String p = Signatures.render(sig.parameters().get(i), "P" + i + "/", m.typeAnnotations);
                if (i == sig.parameters().size() - 1 && (m.access & ACC_VARARGS) != 0 && p.endsWith("[]")) {
                    p = p.substring(0, p.length() - 2) + "...";
                }
                params.add(p);
            }
            out.append('(').append(String.join(", ", params)).append(')');
            List<String> thrown = !sig.exceptions().isEmpty()
                    ? sig.exceptions().stream().map(t -> Signatures.render(t, "", Map.of())).toList()
                    : m.exceptions.stream().map(ApiBaseline::javaName).toList();
            if (!thrown.isEmpty()) {
                out.append(" throws ").append(thrown.stream().sorted().collect(Collectors.joining(", ")));
            }
            if (m.annotationDefault != null) {
                out.append(" default ").append(m.annotationDefault);
            }
            return out.toString();
        }

        static void annotationsBefore(StringBuilder out, List<String> annotations) {
            for (String a : annotations) {
                out.append(a).append(' ');
            }
        }

        static String modifiers(int flags, boolean isInterface, boolean finalClass, boolean field) {
            StringBuilder out = new StringBuilder();
            out.append((flags & ACC_PUBLIC) != 0 ? "public " : "protected ");
            if ((flags & ACC_STATIC) != 0) {
                out.append("static ");
            }
            if (!field && (flags & ACC_ABSTRACT) != 0) {
                out.append("abstract ");
            } else if (!field && isInterface && (flags & ACC_STATIC) == 0) {
                out.append("default ");
            }
            // A final method of a final class says nothing more than the class does.
            if ((flags & ACC_FINAL) != 0 && (field || !finalClass)) {
                out.append("final ");
            }
            return out.toString();
        }
    }

    static String descriptorType(String descriptor) {
        return Signatures.render(Signatures.parseType(descriptor), "", Map.of());
    }

    // ---------------------------------------------------------------------------------------------
    // Generic signatures (JVMS 4.7.9.1), which descriptors are a special case of

    static final class Signatures {
        sealed interface Type permits Prim, ClassType, TypeVar, ArrayType, Wildcard { }

        record Prim(String name) implements Type { }

        record Part(String name, List<Type> arguments) { }

        record ClassType(List<Part> parts) implements Type { }

        record TypeVar(String name) implements Type { }

        record ArrayType(Type element) implements Type { }

        record Wildcard(char kind, Type bound) implements Type { }

        record TypeParameter(String name, List<Type> bounds) { }

        record ClassSig(List<TypeParameter> typeParameters, Type superType, List<Type> interfaces) { }

        record MethodSig(List<TypeParameter> typeParameters, List<Type> parameters, Type returnType,
                List<Type> exceptions) { }

        private final String s;
        private int at;

        private Signatures(String s) {
            this.s = s;
        }

        static Type parseType(String s) {
            return new Signatures(s).type();
        }

        static ClassSig fromNames(String superName, List<String> interfaces) {
            return new ClassSig(List.of(), superName == null ? null : parseType("L" + superName + ";"),
                    interfaces.stream().map(i -> parseType("L" + i + ";")).toList());
        }

        static ClassSig parseClass(String s) {
            Signatures p = new Signatures(s);
            List<TypeParameter> tps = p.typeParametersOpt();
            Type superType = p.type();
            List<Type> interfaces = new ArrayList<>();
            while (p.at < s.length()) {
                interfaces.add(p.type());
            }
            return new ClassSig(tps, superType, interfaces);
        }

        static MethodSig parseMethod(String s) {
            Signatures p = new Signatures(s);
            List<TypeParameter> tps = p.typeParametersOpt();
            p.expect('(');
            List<Type> params = new ArrayList<>();
            while (p.peek() != ')') {
                params.add(p.type());
            }
            p.expect(')');
            Type ret = p.peek() == 'V' ? new Prim(p.next() == 'V' ? "void" : "") : p.type();
            List<Type> exceptions = new ArrayList<>();
            while (p.at < s.length() && p.peek() == '^') {
                p.next();
                exceptions.add(p.type());
            }
            return new MethodSig(tps, params, ret, exceptions);
        }

        char peek() {
            return s.charAt(at);
        }

        char next() {
            return s.charAt(at++);
        }

        void expect(char c) {
            if (next() != c) {
                throw new IllegalArgumentException("bad signature " + s + " at " + (at - 1));
            }
        }

        List<TypeParameter> typeParametersOpt() {
            List<TypeParameter> out = new ArrayList<>();
            if (at < s.length() && peek() == '<') {
                next();
                while (peek() != '>') {
                    int colon = s.indexOf(':', at);
                    String name = s.substring(at, colon);
                    at = colon;
                    List<Type> bounds = new ArrayList<>();
                    while (peek() == ':') {
                        next();
                        if (peek() != ':') {
                            bounds.add(type());
                        }
                    }
                    out.add(new TypeParameter(name, bounds));
                }
                next();
            }
            return out;
        }

        Type type() {
            char c = next();
            switch (c) {
                case 'B': return new Prim("byte");
                case 'C': return new Prim("char");
                case 'D': return new Prim("double");
                case 'F': return new Prim("float");
                case 'I': return new Prim("int");
                case 'J': return new Prim("long");
                case 'S': return new Prim("short");
                case 'Z': return new Prim("boolean");
                case 'V': return new Prim("void");
                case '[': return new ArrayType(type());
                case 'T': {
                    int end = s.indexOf(';', at);
                    String name = s.substring(at, end);
                    at = end + 1;
                    return new TypeVar(name);
                }
                case '*': return new Wildcard('*', null);
                case '+': return new Wildcard('+', type());
                case '-': return new Wildcard('-', type());
                case 'L': {
                    List<Part> parts = new ArrayList<>();
                    StringBuilder name = new StringBuilder();
                    while (true) {
                        char d = next();
                        if (d == ';' || d == '.' || d == '<') {
                            List<Type> args = new ArrayList<>();
                            if (d == '<') {
                                while (peek() != '>') {
                                    args.add(type());
                                }
                                next();
                                d = next();
                            }
                            parts.add(new Part(name.toString(), args));
                            name.setLength(0);
                            if (d == ';') {
                                return new ClassType(parts);
                            }
                        } else {
                            name.append(d);
                        }
                    }
                }
                default: throw new IllegalArgumentException("bad signature " + s + " at " + (at - 1));
            }
        }

        static String typeParameters(List<TypeParameter> tps) {
            if (tps.isEmpty()) {
                return "";
            }
            return tps.stream().map(tp -> {
                List<String> bounds = tp.bounds().stream().map(b -> render(b, "", Map.of())).toList();
                return bounds.equals(List.of("java.lang.Object")) || bounds.isEmpty() ? tp.name()
                        : tp.name() + " extends " + String.join(" & ", bounds);
            }).collect(Collectors.joining(", ", "<", ">"));
        }

        /**
         * A type as Java source would write it, with the type-use annotations found at its
         * position (key prefix plus JVMS type path) placed where they apply.
         */
        static String render(Type type, String position, Map<String, List<String>> annotations) {
            String here = annotations.getOrDefault(position, List.of()).stream()
                    .map(a -> a + " ").collect(Collectors.joining());
            if (type instanceof Prim p) {
                return here + p.name();
            }
            if (type instanceof TypeVar v) {
                return here + v.name();
            }
            if (type instanceof ArrayType a) {
                return render(a.element(), position + "0,0;", annotations)
                        + (here.isEmpty() ? "" : " " + here.strip()) + "[]";
            }
            if (type instanceof Wildcard w) {
                return here + switch (w.kind()) {
                    case '+' -> "? extends " + render(w.bound(), position + "2,0;", annotations);
                    case '-' -> "? super " + render(w.bound(), position + "2,0;", annotations);
                    default -> "?";
                };
            }
            ClassType c = (ClassType) type;
            StringBuilder out = new StringBuilder(here);
            String path = position;
            for (int i = 0; i < c.parts().size(); i++) {
                Part part = c.parts().get(i);
                if (i > 0) {
                    path = path + "1,0;";
                    String inner = annotations.getOrDefault(path, List.of()).stream()
                            .map(a -> a + " ").collect(Collectors.joining());
                    out.append('.').append(inner).append(part.name());
                } else {
                    out.append(part.name().replace('/', '.').replace('$', '.'));
                }
                if (!part.arguments().isEmpty()) {
                    List<String> args = new ArrayList<>();
                    for (int k = 0; k < part.arguments().size(); k++) {
                        args.add(render(part.arguments().get(k), path + "3," + k + ";", annotations));
                    }
                    out.append('<').append(String.join(", ", args)).append('>');
                }
            }
            return out.toString();
        }
    }
}
