package dev.example.corpus;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.mcpj.annotations.Complete;
import dev.mcpj.annotations.Description;
import dev.mcpj.annotations.McpPrompt;
import dev.mcpj.core.content.Role;
import dev.mcpj.core.prompt.GetPromptResult;
import dev.mcpj.core.prompt.PromptMessage;
import dev.mcpj.server.Completion;
import dev.mcpj.server.RequestContext;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/** Prompts: arguments of every kind, optional ones, completion and every result. */
public final class Prompts {

    /** A tone of voice. */
    public enum Tone {
        @JsonProperty("formal") FORMAL,
        CASUAL
    }

    /**
     * Review a piece of code.
     *
     * @param code     the code to review
     * @param language its programming language
     */
    @McpPrompt(title = "Code review")
    public String codeReview(String code, @Complete("languages") Optional<String> language) {
        return "Review this " + language.orElse("code") + ":\n" + code;
    }

    /** Ignored: the description is given. */
    @McpPrompt(name = "greet", description = "Greet someone")
    public PromptMessage greeting(@Description("who to greet") String name, Tone tone, @Nullable Integer times,
                                  RequestContext ctx) {
        String greeting = tone == Tone.FORMAL ? "Good day, " + name : "Hi " + name;
        return PromptMessage.user((greeting + " ").repeat(times == null ? 1 : times).strip());
    }

    /**
     * A short conversation.
     *
     * @param turns how many turns
     */
    @McpPrompt
    public static List<PromptMessage> conversation(int turns, Optional<Boolean> friendly, @Nullable Character mark) {
        List<PromptMessage> messages = new ArrayList<>();
        for (int i = 0; i < turns; i++) {
            String text = friendly.orElse(true) ? "nice" : "meh";
            messages.add(i % 2 == 0 ? PromptMessage.user(text + (mark == null ? "" : mark))
                    : PromptMessage.assistant(text));
        }
        return messages;
    }

    /** Plan a day. */
    @McpPrompt
    public GetPromptResult plan(LocalDate day, @Complete("goals") String goal, Optional<BigDecimal> budget) {
        return new GetPromptResult("A plan for " + day, List.of(new PromptMessage(Role.USER,
                dev.mcpj.core.content.Content.text("Plan " + goal + " on " + day.getDayOfWeek()
                        + budget.map(b -> " within " + b.toPlainString()).orElse("")))));
    }

    /** Languages to complete: a set, filtered here. */
    public Set<String> languages(String value) {
        Set<String> all = new TreeSet<>(List.of("java", "javascript", "kotlin", "python"));
        all.removeIf(l -> !l.startsWith(value));
        return all;
    }

    /** Goals to complete, knowing the day already chosen. */
    public Completion goals(String value, Map<String, String> context) {
        String day = context.getOrDefault("day", "");
        List<String> goals = day.endsWith("-12-25") ? List.of("presents", "dinner") : List.of("work", "walk");
        return Completion.matching(value, goals);
    }
}
