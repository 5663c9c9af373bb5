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
 * Every mistake in a prompt, a resource or a completion is a compile error on the element at
 * fault (the annotation value, when one is to blame), with a stable tag and a message that says
 * how to fix it. Each test compiles one small class and checks the text and the line.
 */
class MemberErrorsTest {
    private static final String PRELUDE = """
            package shop;

            import dev.mcpj.annotations.*;
            import dev.mcpj.core.content.ResourceContents;
            import dev.mcpj.server.*;
            import java.util.*;

            """;
    private static final String TEXT_TYPES = "String, a boolean or number type, BigInteger, BigDecimal, an enum, UUID, "
            + "URI or a java.time type";

    @TempDir
    Path dir;

    private CompileErrors compiler() {
        return new CompileErrors(dir, PRELUDE);
    }

    private void assertOnlyError(String body, String marker, String message) {
        compiler().assertOnlyError(body, marker, message);
    }

    // ---- conflicts ---------------------------------------------------------------------------

    @Test
    void aMethodCannotBeBothAToolAndAPrompt() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    @McpPrompt
                    public String both() { return ""; }
                }
                """, "@McpPrompt", "[McpConflict] Method both is annotated with both @McpTool and @McpPrompt, but a "
                + "method is one tool, one prompt or one resource: split it into two methods");
    }

    // ---- prompts -----------------------------------------------------------------------------

    @Test
    void duplicatePromptNamesAreReportedOnTheSecondMethod() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String ask(String question) { return ""; }
                    @McpPrompt
                    public String ask(String question, String context) { return ""; }
                }
                """, "String question, String context", "[McpPromptName] The prompt name \"ask\" is already used by "
                + "ask(String) in Shop: give one of them another name with @McpPrompt(name = \"...\")");
    }

    @Test
    void aDuplicateExplicitPromptNameIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String ask() { return ""; }
                    @McpPrompt(title = "Ask again",
                               name = "ask")
                    public String askAgain() { return ""; }
                }
                """, "name = \"ask\"", "[McpPromptName] The prompt name \"ask\" is already used by ask() in Shop: give "
                + "one of them another name with @McpPrompt(name = \"...\")");
    }

    @Test
    void aBlankPromptNameIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt(name = " ")
                    public String ask() { return ""; }
                }
                """, "name = \" \"", "[McpPromptName] The prompt name is blank: give a name, or leave it out to use the "
                + "method name in snake_case");
    }

    @Test
    void aPromptMethodThatIsNotPublicIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    String ask() { return ""; }
                }
                """, "String ask()", "[McpPromptAccess] @McpPrompt method ask is not public: make it public so that "
                + "the generated ShopTools can call it");
    }

    @Test
    void aClassWithPromptsMustBePublic() {
        assertOnlyError("""
                class Shop {
                    @McpPrompt
                    public String ask() { return ""; }
                }
                """, "class Shop", "[McpPromptAccess] Shop declares @McpPrompt methods, but it is not public: make it "
                + "public so that the generated ShopTools can use it");
    }

    @Test
    void anEnumTheGeneratedCodeCannotNameIsReported() {
        assertOnlyError("""
                public class Shop {
                    enum Tone { FORMAL, CASUAL }
                    @McpPrompt
                    public String ask(Tone tone) { return ""; }
                }
                """, "Tone tone", "[McpPromptAccess] Parameter 'tone': the generated code cannot name shop.Shop.Tone; "
                + "make it public (and static, if nested)");
    }

    @Test
    void aPromptArgumentMustConvertFromText() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String ask(List<String> tags) { return ""; }
                }
                """, "List<String> tags", "[McpPromptArgument] The type List<String> of argument 'tags' of prompt 'ask' "
                + "cannot be converted from text: use " + TEXT_TYPES + ", or an Optional of one");
    }

    @Test
    void aConstraintHasNoEffectOnAPromptArgument() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String ask(@Range(min = 1) int count) { return ""; }
                }
                """, "@Range", "[McpPromptArgument] @Range has no effect on argument 'count' of prompt 'ask': prompts "
                + "take their arguments as text, without a schema. Remove it");
    }

    @Test
    void aDefaultHasNoEffectOnAPromptArgument() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String ask(@DefaultValue("3") int count) { return ""; }
                }
                """, "@DefaultValue", "[McpPromptArgument] @DefaultValue has no effect on argument 'count' of prompt "
                + "'ask': prompts take their arguments as text, without a schema. Make the parameter Optional and "
                + "apply the default in the method");
    }

    @Test
    void aNullablePrimitivePromptArgumentIsReported() {
        assertOnlyError("""
                public class Shop {
                    @interface Nullable {}
                    @McpPrompt
                    public String ask(@Nullable int count) { return ""; }
                }
                """, "@Nullable int", "[McpPromptArgument] @Nullable cannot apply to argument 'count' of prompt 'ask', "
                + "whose type int is never null. Use Integer or an Optional to make it optional, or remove @Nullable");
    }

    @Test
    void annotationsOnThePromptsRequestContextAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String ask(@Description("the context") RequestContext ctx) { return ""; }
                }
                """, "@Description", "[McpPromptArgument] @Description has no effect on ctx: a RequestContext is "
                + "supplied by the server, not an argument. Remove it");
    }

    @Test
    void anUnsupportedPromptResultIsReportedOnTheMethod() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public int ask() { return 1; }
                }
                """, "public int ask", "[McpPromptReturn] @McpPrompt method ask returns int: return String (one user "
                + "message), PromptMessage, List<PromptMessage> or GetPromptResult");
    }

    // ---- resources ---------------------------------------------------------------------------

    @Test
    void aMalformedUriTemplateIsReportedOnTheUri() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(
                            uri = "books://{isbn")
                    public String book(String isbn) { return ""; }
                }
                """, "uri = ", "[McpResourceUri] The URI template \"books://{isbn\" has an unsupported expression: use "
                + "{name} for a value without '/' or {+name} for any value");
    }

    @Test
    void aVariableMayAppearOnlyOnce() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}/{isbn}")
                    public String book(String isbn) { return ""; }
                }
                """, "uri = ", "[McpResourceUri] The URI template \"books://{isbn}/{isbn}\" has the variable {isbn} "
                + "twice: give each variable its own name");
    }

    @Test
    void aMalformedVariableNameIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{+book.isbn}")
                    public String book(String isbn) { return ""; }
                }
                """, "uri = ", "[McpResourceUri] The URI template \"books://{+book.isbn}\" has the malformed variable "
                + "{+book.isbn}: a variable's name has only letters, digits and '_'");
    }

    @Test
    void aResourceUriMustBeAbsolute() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "catalog")
                    public String catalog() { return ""; }
                }
                """, "uri = ", "[McpResourceUri] The resource URI \"catalog\" is not absolute: start it with a scheme, "
                + "such as bookshop://catalog");
    }

    @Test
    void aUriTemplateMustBeAbsolute() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "{+path}")
                    public String file(String path) { return ""; }
                }
                """, "uri = ", "[McpResourceUri] The URI template \"{+path}\" is not absolute: start it with a scheme, "
                + "such as books://{isbn}");
    }

    @Test
    void aResourceUriMustParse() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "book shop://catalog")
                    public String catalog() { return ""; }
                }
                """, "uri = ", "[McpResourceUri] The resource URI \"book shop://catalog\" is not a valid URI: Illegal "
                + "character in scheme name");
    }

    @Test
    void duplicateUrisAreReportedOnTheSecondUri() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(String isbn) { return ""; }
                    @McpResource(uri = "books://{isbn}", name = "again")
                    public String again(String isbn) { return ""; }
                }
                """, "name = \"again\"", "[McpResourceUri] The URI \"books://{isbn}\" is already used by book(String) in "
                + "Shop: give one of them another URI");
    }

    @Test
    void aVariableWithoutAParameterIsReportedOnTheUri() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}/pages/{page}")
                    public String page(String isbn) { return ""; }
                }
                """, "uri = ", "[McpResourceVariable] Variable {page} of \"books://{isbn}/pages/{page}\" has no "
                + "parameter: add a parameter named page, or a ResourceRequest parameter to read it from");
    }

    @Test
    void aParameterWithoutAVariableIsReportedOnTheParameter() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(String isbn,
                                       int page) { return ""; }
                }
                """, "int page", "[McpResourceVariable] Parameter 'page' matches no variable of \"books://{isbn}\" "
                + "(isbn): a resource method takes template variables by name, a RequestContext and a ResourceRequest");
    }

    @Test
    void aResourceWithAFixedUriTakesNoVariables() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "bookshop://catalog")
                    public String catalog(String genre) { return ""; }
                }
                """, "String genre", "[McpResourceVariable] Parameter 'genre' matches no variable of "
                + "\"bookshop://catalog\", which has none: a resource method takes template variables by name, a "
                + "RequestContext and a ResourceRequest");
    }

    @Test
    void aVariableMustConvertFromText() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(Optional<String> isbn) { return ""; }
                }
                """, "Optional<String> isbn", "[McpResourceVariable] The type Optional<String> of parameter 'isbn' "
                + "cannot hold template variable {isbn}: use " + TEXT_TYPES);
    }

    @Test
    void annotationsHaveNoEffectOnAVariable() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(@Description("the ISBN") String isbn) { return ""; }
                }
                """, "@Description", "[McpResourceVariable] @Description has no effect on template variable {isbn}: a "
                + "variable always has a value, and no schema or description. Remove it");
    }

    @Test
    void aVariableIsNeverNull() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(
                            @org.jspecify.annotations.Nullable String isbn) { return ""; }
                }
                """, "Nullable String isbn", "[McpResourceVariable] @Nullable has no effect on template variable "
                + "{isbn}: a variable always has a value, and no schema or description. Remove it");
    }

    @Test
    void annotationsOnTheResourceRequestAreReported() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(String isbn, @Complete("isbns") ResourceRequest request) { return ""; }
                    public List<String> isbns(String value) { return List.of(); }
                }
                """, "@Complete", "[McpResourceVariable] @Complete has no effect on request: a ResourceRequest is "
                + "supplied by the server, not an argument. Remove it");
    }

    @Test
    void anUnsupportedResourceResultIsReportedOnTheMethod() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "bookshop://catalog")
                    public Object catalog() { return null; }
                }
                """, "public Object catalog", "[McpResourceReturn] @McpResource method catalog returns Object: return "
                + "String (text), byte[] (binary), ResourceContents or List<ResourceContents>");
    }

    @Test
    void aMalformedMimeTypeIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "bookshop://catalog",
                                 mimeType = "markdown")
                    public String catalog() { return ""; }
                }
                """, "mimeType = ", "[McpResourceMimeType] The MIME type \"markdown\" is not of the form type/subtype: "
                + "write it like text/markdown");
    }

    @Test
    void aResourceMethodThatIsNotPublicIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "bookshop://catalog")
                    protected String catalog() { return ""; }
                }
                """, "protected String catalog", "[McpResourceAccess] @McpResource method catalog is not public: make "
                + "it public so that the generated ShopTools can call it");
    }

    // ---- completion --------------------------------------------------------------------------

    @Test
    void aMissingCompletionMethodIsReportedOnTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String recommend(@Complete("genres") String genre) { return ""; }
                }
                """, "@Complete", "[McpComplete] @Complete names genres, but Shop has no method of that name: add one "
                + "such as public List<String> genres(String value)");
    }

    @Test
    void aCompletionMethodMustTakeTheValue() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String recommend(@Complete("genres") String genre) { return ""; }
                    public List<String> genres(int value) { return List.of(); }
                }
                """, "@Complete", "[McpComplete] Completion method genres(int) must take (String value) or (String "
                + "value, Map<String, String> context)");
    }

    @Test
    void aCompletionMethodMustReturnStringsOrACompletion() {
        assertOnlyError("""
                public class Shop {
                    @McpResource(uri = "books://{isbn}")
                    public String book(@Complete("isbns") String isbn) { return ""; }
                    public List<Integer> isbns(String value, Map<String, String> context) { return List.of(); }
                }
                """, "@Complete", "[McpComplete] Completion method isbns(String, Map<String, String>) returns "
                + "List<Integer>, but must return List<String>, Collection<String> or Completion");
    }

    @Test
    void aCompletionMethodMustBePublic() {
        assertOnlyError("""
                public class Shop {
                    @McpPrompt
                    public String recommend(@Complete("genres") String genre) { return ""; }
                    Completion genres(String value) { return Completion.empty(); }
                }
                """, "@Complete", "[McpComplete] Completion method genres(String) is not public: make it public so that "
                + "the generated ShopTools can call it");
    }

    @Test
    void completeOnAToolArgumentIsReported() {
        assertOnlyError("""
                public class Shop {
                    @McpTool
                    public String recommend(@Complete("genres") String genre) { return ""; }
                    public List<String> genres(String value) { return List.of(); }
                }
                """, "@Complete", "[McpComplete] @Complete has no effect on tool argument 'genre': only prompt arguments "
                + "and resource template variables are completed. Remove it");
    }

    @Test
    void completeOnAPlainMethodIsReported() {
        assertOnlyError("""
                public class Shop {
                    public String recommend(@Complete("genres") String genre) { return ""; }
                    public List<String> genres(String value) { return List.of(); }
                }
                """, "@Complete", "[McpComplete] @Complete has no effect on parameter 'genre' of recommend, which is not "
                + "an @McpPrompt or @McpResource method: only prompt arguments and resource template variables are "
                + "completed. Remove it");
    }

    // ---- all at once -------------------------------------------------------------------------

    @Test
    void aTypeThatNeverAppearsIsReportedAfterTheLastRound() {
        String body = """
                public class Shop {
                    @McpResource(uri = "tickets://{ticket}")
                    public String ticket(Ghost ticket) { return ""; }
                }
                """;
        List<Diagnostic<? extends JavaFileObject>> errors = compiler().errors(body);
        assertThat(errors).extracting(d -> d.getMessage(Locale.ROOT)).contains("[McpToolMissingType] Could not "
                + "generate ShopTools because the type Ghost is not defined: fix or add it");
    }

    @Test
    void everyMistakeOfAClassIsReportedInOneBuild() {
        String body = """
                public class Shop {
                    @McpPrompt(name = "ask")
                    public String one() { return ""; }
                    @McpPrompt(name = "ask")
                    public String two(List<String> tags) { return ""; }
                    @McpResource(uri = "books://{isbn}")
                    public Object book(@Complete("nothing") String isbn) { return null; }
                    @McpTool @McpResource(uri = "x://y")
                    public String both() { return ""; }
                }
                """;
        CompileErrors compiler = compiler();
        List<Diagnostic<? extends JavaFileObject>> errors = compiler.errors(body);
        assertThat(errors).as(CompileErrors.describe(errors)).hasSize(5);
        assertThat(errors).extracting(CompileErrors::tag).containsExactlyInAnyOrder("[McpPromptName]",
                "[McpPromptArgument]", "[McpComplete]", "[McpResourceReturn]", "[McpConflict]");
        assertThat(errors).extracting(Diagnostic::getLineNumber).containsExactlyInAnyOrder(
                compiler.lineOf(body, "String two") - 1, compiler.lineOf(body, "String two"),
                compiler.lineOf(body, "@Complete"), compiler.lineOf(body, "public Object book"),
                compiler.lineOf(body, "@McpTool @McpResource"));
    }
}
