package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every mistake is a compile error on the element at fault, with a stable tag and a message that
 * says how to fix it. Each test compiles one small class and checks the text and the line.
 */
class ToolErrorsTest {
    private static final String PRELUDE = """
            package shop;

            import dev.mcpj.annotations.*;
            import java.util.*;

            """;

    @TempDir
    Path dir;

    private CompileErrors compiler() {
        return new CompileErrors(dir, PRELUDE);
    }

    /** Compiles {@code shop.Shop} (with the Jakarta and JSpecify stand-ins) and returns its errors. */
    private List<Diagnostic<? extends JavaFileObject>> errors(String body) {
        return compiler().errors(body);
    }

    /** Asserts that exactly one error is reported, with this text, on the line holding {@code marker}. */
    private void assertOnlyError(String body, String marker, String message) {
        compiler().assertOnlyError(body, marker, message);
    }

    /** The line number in the compiled file of the first line of {@code body} containing {@code marker}. */
    private static long lineOf(String body, String marker) {
        return new CompileErrors(null, PRELUDE).lineOf(body, marker);
    }

    private static String describe(List<Diagnostic<? extends JavaFileObject>> errors) {
        return CompileErrors.describe(errors);
    }

    // ---- names -------------------------------------------------------------------------------

    @Test
    void anInvalidExplicitNameIsReportedOnTheAnnotation() {
        assertOnlyError("""
                public class Shop {
                    @McpTool(name = "add books!")
                    public String addBooks() { return ""; }
                }
                """, "add books!", "[McpToolName] The tool name \"add books!\" is not valid: use 1 to 128 characters of "
                + "A-Z, a-z, 0-9, '_', '.' and '-'");
    }

    @Test
    void aDerivedNameThatIsNotValidAsksForAnExplicitOne() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public int größe() { return 1; }
                }
                """, "größe", "[McpToolName] The tool name \"größe\" derived from method größe is not valid: name the "
                + "tool with @McpTool(name = \"...\"), using 1 to 128 characters of A-Z, a-z, 0-9, '_', '.' and '-'");
    }

    @Test
    void duplicateNamesAreReportedOnTheSecondMethod() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public int add(int a, int b) { return a + b; }
                    @McpTool
                    public double add(double a, double b) { return a + b; }
                }
                """, "public double add", "[McpToolName] The tool name \"add\" is already used by add(int, int) in "
                + "Shop: give one of them another name with @McpTool(name = \"...\")");
    }

    @Test
    void twoArgumentsWithOneWireNameAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String find(String unitType,
                                       @com.fasterxml.jackson.annotation.JsonProperty("unitType") String other) {
                        return "";
                    }
                }
                """, "String other", "[McpToolName] Parameter other is named 'unitType' in JSON, like parameter "
                + "unitType: give them different names");
    }

    // ---- reachability ------------------------------------------------------------------------

    @Test
    void aPrivateMethodIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    private String hidden() { return ""; }
                }
                """, "private String hidden", "[McpToolAccess] @McpTool method hidden is not public: make it public so "
                + "that the generated ShopTools can call it");
    }

    @Test
    void aClassThatIsNotPublicIsReported() {
        assertOnlyError("""
                class Shop {
                    @McpTool
                    public String open() { return ""; }
                }
                """, "class Shop", "[McpToolAccess] Shop declares @McpTool methods, but it is not public: make it "
                + "public so that the generated ShopTools can use it");
    }

    @Test
    void anInnerClassIsReported() {
        assertOnlyError("""
                public class Shop {
                    public class Counter {
                        @McpTool
                        public int count() { return 1; }
                    }
                }
                """, "public class Counter", "[McpToolAccess] Counter declares @McpTool methods, but it is an inner "
                + "class: make it static so that the generated Shop_CounterTools can use it");
    }

    @Test
    void aTypeTheGeneratedCodeCannotNameIsReportedOnTheParameter() {
        assertOnlyError("""
                public class Shop {
                    record Secret(String code) {}
                    @McpTool
                    public String open(Secret secret) { return ""; }
                }
                """, "Secret secret", "[McpToolAccess] Parameter 'secret': the generated code cannot name shop.Shop.Secret; "
                + "make it public (and static, if nested)");
    }

    // ---- types -------------------------------------------------------------------------------

    @Test
    void aGenericMethodIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public <T extends Number> String pick(List<Integer> items) { return ""; }
                }
                """, "public <T", "[McpToolGeneric] @McpTool method pick declares type parameters <T>, but a tool's "
                + "schema is fixed at compile time: use concrete types");
    }

    @Test
    void aTypeVariableIsReportedOnTheParameter() {
        assertOnlyError("""
                public class Shop<T> {
                    @McpTool
                    public String put(T item) { return ""; }
                }
                """, "T item", "[McpToolGeneric] Parameter 'item': the type variable T has no schema at compile time; "
                + "use a concrete type");
    }

    @Test
    void anUnsupportedParameterTypeSaysWhatIsSupported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String put(String key, Object value) { return ""; }
                }
                """, "Object value", "[McpToolType] Parameter 'value': java.lang.Object is not supported in tool parameters, as it has no "
                + "JSON Schema mapping. "
                + TypeMapper.SUPPORTED);
    }

    @Test
    void anUnsupportedTypeInsideARecordIsNamedByItsPath() {
        assertOnlyError("""
                public class Shop {
                    public record Job(String name, Thread worker) {}
                    @McpTool
                    public String run(Job job) { return ""; }
                }
                """, "Job job", "[McpToolType] Parameter 'job', at Job.worker: java.lang.Thread is not supported in "
                + "tool parameters, as it has no JSON Schema mapping. " + TypeMapper.SUPPORTED);
    }

    @Test
    void mapKeysMustBeStrings() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String put(Map<Integer, String> names) { return ""; }
                }
                """, "names)", "[McpToolType] Parameter 'names': JSON object keys are strings, so use Map<String, V> "
                + "instead of java.util.Map<java.lang.Integer, java.lang.String>");
    }

    @Test
    void anOptionalInsideAnotherTypeIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String put(List<Optional<String>> names) { return ""; }
                }
                """, "names)", "[McpToolType] Parameter 'names': java.util.Optional<java.lang.String> may only be the "
                + "whole type of a parameter, record component or bean property, not nested in another type");
    }

    @Test
    void aWildcardIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String sum(List<? extends Number> numbers) { return ""; }
                }
                """, "numbers)", "[McpToolType] Parameter 'numbers': the wildcard ? extends java.lang.Number has no "
                + "schema; use a concrete type argument, such as List<Book> instead of List<? extends Book>");
    }

    @Test
    void aRawTypeIsReported() {
        assertOnlyError("""
                public class Shop {
                    @SuppressWarnings("rawtypes")
                    @McpTool
                    public String sum(List numbers) { return ""; }
                }
                """, "List numbers", "[McpToolGeneric] Parameter 'numbers': the raw type java.util.List needs its type "
                + "arguments");
    }

    @Test
    void aSealedInterfaceMustPermitOnlyRecords() {
        assertOnlyError("""
                public class Shop {
                    public sealed interface Shape permits Circle, Polygon {}
                    public record Circle(double r) implements Shape {}
                    public static final class Polygon implements Shape {}
                    @McpTool
                    public double area(Shape shape) { return 0; }
                }
                """, "Shape shape", "[McpToolType] Parameter 'shape', at Shape: the sealed interface permits Polygon, "
                + "which is not a record; only sealed interfaces whose permitted types are all records are supported");
    }

    @Test
    void aRecordOfASealedInterfaceCannotHaveATypeComponent() {
        assertOnlyError("""
                public class Shop {
                    public sealed interface Event permits Sale {}
                    public record Sale(String type, int amount) implements Event {}
                    @McpTool
                    public String log(Event event) { return ""; }
                }
                """, "Event event", "[McpToolType] Parameter 'event', at Sale.type: the property 'type' tells the records "
                + "of Event apart, so no component may have that name; rename it, or give it another name with "
                + "@JsonProperty");
    }

    // ---- results -----------------------------------------------------------------------------

    @Test
    void anUnsupportedReturnTypeIsReportedOnTheMethod() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public Object anything() { return null; }
                }
                """, "public Object anything", "[McpToolReturn] The return type: java.lang.Object is not supported in tool "
                + "results, as it has no JSON Schema mapping. " + TypeMapper.SUPPORTED + ". Or return String, Content, List<Content> or CallToolResult");
    }

    @Test
    void anOptionalResultIsReported() {
        assertOnlyError("""
                public class Shop {
                    public record Book(String title) {}
                    @McpTool
                    public Optional<Book> find(String title) { return Optional.empty(); }
                }
                """, "public Optional<Book> find", "[McpToolReturn] @McpTool method find returns "
                + "java.util.Optional<shop.Shop.Book>, but a structured result must always be there: return a record "
                + "with an Optional component, or a CallToolResult");
    }

    @Test
    void aStageWithoutATypeArgumentIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public java.util.concurrent.CompletionStage<?> later() { return null; }
                }
                """, "later()", "[McpToolReturn] @McpTool method later returns java.util.concurrent.CompletionStage<?>: "
                + "give the stage a concrete type argument, such as CompletionStage<String>");
    }

    // ---- constraints -------------------------------------------------------------------------

    @Test
    void aConstraintThatDoesNotFitItsTypeIsReportedOnTheAnnotation() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String greet(@jakarta.validation.constraints.Min(1) String name) { return ""; }
                }
                """, "Min(1)", "[McpToolConstraint] @Min applies to numbers, but parameter 'name' is a string. Use @Size "
                + "to bound a length or a size");
    }

    @Test
    void sizeOnANumberPointsToRange() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String greet(@Size(max = 3) int times) { return ""; }
                }
                """, "@Size(max = 3)", "[McpToolConstraint] @Size applies to strings, lists, sets, arrays and maps, but "
                + "parameter 'times' is an integer. Use @Range, @Min or @Max to bound a number");
    }

    @Test
    void allowedValuesOnAnEnumIsReported() {
        assertOnlyError("""
                public class Shop {
                    public enum Unit { KM, MI }
                    @McpTool
                    public String convert(@AllowedValues("KM") Unit unit) { return ""; }
                }
                """, "@AllowedValues", "[McpToolConstraint] @AllowedValues applies to strings, but parameter 'unit' is "
                + "an enum. An enum's constants are already its allowed values: remove it");
    }

    @Test
    void aFractionalBoundOnAnIntegerIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String page(
                            @Range(min = 1,
                                   max = 9.5) int size) { return ""; }
                }
                """, "max = 9.5", "[McpToolConstraint] @Range max is 9.5, not a whole number, but parameter 'size' is an "
                + "integer: give a bound that fits the type");
    }

    @Test
    void aRangeWithMinAboveMaxIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String page(@Range(min = 10, max = 1) int size) { return ""; }
                }
                """, "@Range", "[McpToolConstraint] @Range on parameter 'size' has min 10 above max 1: swap them");
    }

    @Test
    void aRangeWithoutBoundsIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String page(@Range int size) { return ""; }
                }
                """, "@Range", "[McpToolConstraint] @Range on parameter 'size' gives neither min nor max: give at least "
                + "one, or remove it");
    }

    @Test
    void aNegativeSizeIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String code(@Size(min = -1) String code) { return ""; }
                }
                """, "min = -1", "[McpToolConstraint] @Size min of parameter 'code' is -1: a size cannot be negative");
    }

    @Test
    void anInvalidPatternIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String code(@Pattern("[a-") String code) { return ""; }
                }
                """, "[a-", "[McpToolConstraint] @Pattern of parameter 'code' is not a valid regular expression: "
                + "Illegal character range near index 3");
    }

    @Test
    void patternFlagsAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String code(@jakarta.validation.constraints.Pattern(regexp = "yes",
                            flags = jakarta.validation.constraints.Pattern.Flag.CASE_INSENSITIVE) String answer) {
                        return "";
                    }
                }
                """, "flags =", "[McpToolConstraint] @Pattern flags on parameter 'answer' have no JSON Schema "
                + "equivalent: remove them and spell the alternatives out in the expression, e.g. [Yy]es instead of "
                + "CASE_INSENSITIVE");
    }

    @Test
    void aDecimalBoundThatIsNotANumberIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pay(@jakarta.validation.constraints.DecimalMin("one") double amount) { return ""; }
                }
                """, "DecimalMin", "[McpToolConstraint] @DecimalMin value \"one\" is not a decimal number: write it like "
                + "\"0.5\"");
    }

    @Test
    void aConstraintOnARecordComponentIsReportedOnTheComponent() {
        assertOnlyError("""
                public class Shop {
                    public record Book(String title,
                                       @jakarta.validation.constraints.Min(1450) String year) {}
                    @McpTool
                    public String add(Book book) { return ""; }
                }
                """, "Min(1450)", "[McpToolConstraint] @Min applies to numbers, but Book.year is a string. Use @Size to "
                + "bound a length or a size");
    }

    @Test
    void annotationsOnTheRequestContextAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String who(@Description("the caller") dev.mcpj.server.RequestContext context) { return ""; }
                }
                """, "@Description", "[McpToolConstraint] @Description has no effect on context: a RequestContext is "
                + "supplied by the server, not an argument. Remove it");
    }

    @Test
    void boundsFromSeparateAnnotationsThatLeaveNoValueAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(@jakarta.validation.constraints.Min(10)
                                       @jakarta.validation.constraints.Max(5) int n) { return ""; }
                }
                """, "Max(5)", "[McpToolConstraint] The constraints of parameter 'n' contradict each other: @Min sets "
                + "minimum 10, but @Max sets maximum 5, so no value is allowed. Change or remove one of them");
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(@jakarta.validation.constraints.Positive
                                       @jakarta.validation.constraints.Max(0) int n) { return ""; }
                }
                """, "Max(0)", "[McpToolConstraint] The constraints of parameter 'n' contradict each other: "
                + "@Positive sets exclusiveMinimum 0, but @Max sets maximum 0, so no value is allowed. "
                + "Change or remove one of them");
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(@jakarta.validation.constraints.DecimalMin("5.5")
                                       @jakarta.validation.constraints.DecimalMax("5.0") double d) { return ""; }
                }
                """, "DecimalMax", "[McpToolConstraint] The constraints of parameter 'd' contradict each other: "
                + "@DecimalMin sets minimum 5.5, but @DecimalMax sets maximum 5, so no value is allowed. "
                + "Change or remove one of them");
    }

    @Test
    void integerBoundsThatLeaveNoWholeNumberAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(@jakarta.validation.constraints.DecimalMin(value = "1", inclusive = false)
                                       @jakarta.validation.constraints.DecimalMax(value = "2", inclusive = false)
                                       long n) { return ""; }
                }
                """, "DecimalMax", "[McpToolConstraint] The constraints of parameter 'n' contradict each other: "
                + "@DecimalMin sets exclusiveMinimum 1, but @DecimalMax sets exclusiveMaximum 2, so no value is "
                + "allowed. Change or remove one of them");
    }

    @Test
    void sizesThatLeaveNoValueAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(@jakarta.validation.constraints.NotEmpty @Size(max = 0) String s) {
                        return "";
                    }
                }
                """, "NotEmpty", "[McpToolConstraint] The constraints of parameter 's' contradict each other: "
                + "@NotEmpty sets minLength 1, but @Size sets maxLength 0, so no value is allowed. "
                + "Change or remove one of them");
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(@jakarta.validation.constraints.Size(min = 5, max = 2) List<String> s) {
                        return "";
                    }
                }
                """, "Size(min", "[McpToolConstraint] @Size max of parameter 's' is 2, below its min 5: swap them");
    }

    @Test
    void constraintsOnTypeArgumentsAreCheckedLikeOthers() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String pick(List<@Size(max = 2) Integer> xs) { return ""; }
                }
                """, "List<", "[McpToolConstraint] @Size applies to strings, lists, sets, arrays and maps, but the "
                + "items of parameter 'xs' is an integer. Use @Range, @Min or @Max to bound a number");
        assertOnlyError("""
                public class Shop {
                    public record Stock(Map<String, @jakarta.validation.constraints.Min(10)
                                                    @jakarta.validation.constraints.Max(5) Integer> counts) {}
                    @McpTool
                    public String pick(Stock stock) { return ""; }
                }
                """, "record Stock", "[McpToolConstraint] The constraints of the values of Stock.counts contradict each other: "
                + "@Min sets minimum 10, but @Max sets maximum 5, so no value is allowed. Change or remove one of "
                + "them");
    }

    @Test
    void aDefaultOutOfItsFormatIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String mail(@jakarta.validation.constraints.Email @DefaultValue("nobody") String to) {
                        return to;
                    }
                }
                """, "nobody", "[McpToolDefault] Default \"nobody\" of parameter 'to' is not an email address: choose a "
                + "default that its constraints allow");
    }

    // ---- defaults and nullability ------------------------------------------------------------

    @Test
    void aDefaultThatDoesNotParseIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String page(@DefaultValue("ten") int size) { return ""; }
                }
                """, "ten", "[McpToolDefault] Default \"ten\" of parameter 'size' is not an integer: write it like \"10\"");
    }

    @Test
    void aDefaultOutsideTheTypeIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String page(@DefaultValue("300") byte size) { return ""; }
                }
                """, "300", "[McpToolDefault] Default 300 of parameter 'size' does not fit a byte (-128 to 127)");
    }

    @Test
    void aDefaultThatBreaksAConstraintIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String page(@Range(min = 1, max = 50) @DefaultValue("99") int limit) { return ""; }
                }
                """, "\"99\"", "[McpToolDefault] Default \"99\" of parameter 'limit' breaks its maximum 50: choose a "
                + "default that its constraints allow");
    }

    @Test
    void aDefaultThatIsNotAnEnumValueIsReported() {
        assertOnlyError("""
                public class Shop {
                    public enum Unit { KM, MI }
                    @McpTool
                    public String convert(@DefaultValue("LY") Unit unit) { return ""; }
                }
                """, "\"LY\"", "[McpToolDefault] Default \"LY\" of parameter 'unit' is not one of its values [KM, MI]: "
                + "use one of them");
    }

    @Test
    void aDefaultForAListIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String tag(@DefaultValue("[]") List<String> tags) { return ""; }
                }
                """, "\"[]\"", "[McpToolDefault] @DefaultValue is not supported for parameter 'tags', which is a list: "
                + "defaults exist for strings, booleans, numbers, enums, UUID, URI and java.time values. Make it "
                + "Optional or @Nullable instead, and supply the default in the method");
    }

    @Test
    void anOptionalWithADefaultIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String greet(@DefaultValue("you") Optional<String> name) { return ""; }
                }
                """, "@DefaultValue", "[McpToolDefault] Parameter 'name' is Optional and has a @DefaultValue, but with a "
                + "default it is never absent: drop the Optional, or the default");
    }

    @Test
    void aNullableWithADefaultIsReported() {
        assertOnlyError("""
                public class Shop {
                    @interface Nullable {}
                    @McpTool
                    public String greet(@Nullable @DefaultValue("you") String name) { return ""; }
                }
                """, "@DefaultValue", "[McpToolDefault] Parameter 'name' is @Nullable and has a @DefaultValue, but with a "
                + "default it is never null: drop @Nullable, or the default");
    }

    @Test
    void aNullablePrimitiveIsReportedOnTheAnnotation() {
        assertOnlyError("""
                public class Shop {
                    @interface Nullable {}
                    @McpTool
                    public String page(
                            @Nullable
                            int size) { return ""; }
                }
                """, "@Nullable", "[McpToolNullable] @Nullable cannot apply to parameter 'size', whose type int is "
                + "never null. Use Integer or an Optional to make it optional, or remove @Nullable");
    }

    // ---- generation --------------------------------------------------------------------------

    @Test
    void aClassInTheWayOfTheGeneratedOneIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String open() { return ""; }
                }
                class ShopTools {
                }
                """, "public class Shop", "[McpToolGeneration] The tools of Shop are generated as shop.ShopTools, but a "
                + "type of that name exists already: rename that type");
    }

    @Test
    void aMissingServerOnTheClassPathIsReported() {
        List<JavaFileObject> sources = List.of(Compiler.source("shop.Shop", PRELUDE + """
                public class Shop {
                    @McpTool
                    public String open() { return ""; }
                }
                """));
        Compiler.Compilation c = Compiler.compile(dir, Compiler.classPathWithout("mcp-server"), sources);
        assertThat(c.errors()).as(c.describe()).hasSize(1);
        assertThat(c.errors().get(0).getMessage(Locale.ROOT)).isEqualTo("[McpToolGeneration] The generated ShopTools "
                + "registers tools with dev.mcpj.server.McpServer, which is not on the class path: add the dependency "
                + "dev.mcpj:mcp-server");
    }

    @Test
    void aTypeThatNeverAppearsIsReportedAfterTheLastRound() {
        String body = """
                public class Shop {
                    @McpTool
                    public String open(Ghost ghost) { return ""; }
                }
                """;
        List<Diagnostic<? extends JavaFileObject>> errors = errors(body);
        assertThat(errors).extracting(d -> d.getMessage(Locale.ROOT)).contains("[McpToolMissingType] Could not "
                + "generate ShopTools because the type Ghost is not defined: fix or add it");
        Diagnostic<? extends JavaFileObject> ours = errors.stream()
                .filter(d -> d.getMessage(Locale.ROOT).startsWith("[McpToolMissingType]")).findFirst().orElseThrow();
        assertThat(ours.getLineNumber()).isEqualTo(lineOf(body, "public class Shop"));
    }

    @Test
    void everyMistakeOfAClassIsReportedInOneBuild() {
        String body = """
                public class Shop {
                    @McpTool(name = "bad name")
                    public String one() { return ""; }
                    @McpTool
                    String two() { return ""; }
                    @McpTool
                    public String three(Object what, @Range(min = 5, max = 1) int count) { return ""; }
                    @McpTool
                    public Object four() { return null; }
                }
                """;
        List<Diagnostic<? extends JavaFileObject>> errors = errors(body);
        assertThat(errors).as(describe(errors)).hasSize(5);
        assertThat(errors).extracting(d -> d.getMessage(Locale.ROOT).substring(0, d.getMessage(Locale.ROOT).indexOf(']') + 1))
                .containsExactlyInAnyOrder("[McpToolName]", "[McpToolAccess]", "[McpToolType]", "[McpToolConstraint]",
                        "[McpToolReturn]");
        assertThat(errors).extracting(Diagnostic::getLineNumber).containsExactlyInAnyOrder(
                lineOf(body, "bad name"), lineOf(body, "String two"), lineOf(body, "Object what"),
                lineOf(body, "@Range"), lineOf(body, "public Object four"));
    }
}
