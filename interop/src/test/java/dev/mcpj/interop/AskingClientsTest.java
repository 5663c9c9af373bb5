package dev.mcpj.interop;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * URL-mode elicitation and sampling with tools against the official TypeScript SDK clients: the
 * 1.x client in protocol 2025-11-25 ({@code node/ts-sdk-asking-client.mjs}) and the v2 client in
 * 2026-07-28 ({@code node/ts-v2-asking-client.mjs}), each declaring the capabilities, answering the
 * server's questions, and reporting what the tools returned. The server is {@link AskingServer},
 * started over stdio from the test class path.
 */
class AskingClientsTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private static JsonNode run(String script) {
        ExternalProcess.Result run = NodeClients.node(script, Duration.ofMinutes(3), script + ".mjs",
                "--java", Interop.javaExecutable(), "--classpath", System.getProperty("java.class.path"),
                "--main", AskingServer.class.getName());
        assertThat(run.exitCode()).as(run.describe()).isZero();
        return JSON.readTree(run.stdout().strip().lines().reduce((a, b) -> b).orElseThrow());
    }

    @Test
    @Timeout(300)
    void theTypeScriptClientOpensUrlsAndLetsItsModelUseTools() {
        JsonNode s = run("ts-sdk-asking-client");
        assertThat(s.path("errors").size()).as("client errors: %s", s.path("errors")).isZero();

        assertThat(s.at("/connect/content/0/text").asString()).isEqualTo("connect: accept");
        assertThat(s.at("/elicitations/0")).isEqualTo(JSON.readTree("{\"mode\":\"url\",\"message\":\"Connect your Example account\","
                + "\"url\":\"" + AskingServer.CONNECT_URL + "\",\"elicitationId\":\"connect-1\"}"));

        assertThat(s.at("/calendarFirst/jsonRpcError/code").asInt()).isEqualTo(-32042);
        assertThat(s.at("/calendarFirst/jsonRpcError/data/elicitations/0/url").asString()).isEqualTo(AskingServer.SIGN_IN_URL);
        assertThat(s.at("/calendarFirst/jsonRpcError/data/elicitations/0/elicitationId").asString()).isEqualTo("signin-1");
        assertThat(s.at("/completions").toString()).isEqualTo("[{\"elicitationId\":\"signin-1\"}]");
        assertThat(s.at("/calendarRetry/content/0/text").asString()).isEqualTo("3 meetings today");

        assertThat(s.at("/weather/content/0/text").asString())
                .isEqualTo("get_weather({\"city\":\"Oslo\"}) -> The model read: 18 degrees in Oslo [endTurn]");
        assertThat(s.at("/samplings/0/tools/0/name").asString()).isEqualTo("get_weather");
        assertThat(s.at("/samplings/0/toolChoice/mode").asString()).isEqualTo("auto");
        assertThat(s.at("/samplings/0/temperature").asDouble()).isEqualTo(0.2);
        assertThat(s.at("/samplings/0/stopSequences/0").asString()).isEqualTo("STOP");
        assertThat(s.at("/samplings/0/metadata/tenant").asString()).isEqualTo("interop");
        assertThat(s.at("/samplings/1/messages/1/content/type").asString()).isEqualTo("tool_use");
        assertThat(s.at("/samplings/1/messages/2/content/type").asString()).isEqualTo("tool_result");
        assertThat(s.at("/samplings/1/messages/2/content/toolUseId").asString()).isEqualTo("use-1");

        JsonNode bare = s.path("bare");
        assertThat(bare.path("errors").size()).as("bare client errors: %s", bare.path("errors")).isZero();
        assertThat(bare.at("/connect/isError").asBoolean()).isTrue();
        assertThat(bare.at("/connect/content/0/text").asString()).contains("'elicitation.url' capability");
        assertThat(bare.at("/calendar/isError").asBoolean()).isTrue();
        assertThat(bare.at("/calendar/content/0/text").asString()).startsWith("Sign in to Example first")
                .contains("'elicitation.url' capability");
        assertThat(bare.at("/weather/content/0/text").asString()).contains("'sampling.tools' capability");
        assertThat(bare.path("elicitations").asInt()).isZero();
        assertThat(bare.path("samplings").asInt()).isZero();
    }

    @Test
    @Timeout(300)
    void theV2ClientFulfilsTheSameQuestionsThroughInputRequired() {
        JsonNode s = run("ts-v2-asking-client");
        assertThat(s.path("errors").size()).as("client errors: %s", s.path("errors")).isZero();
        assertThat(s.path("protocolVersion").asString()).isEqualTo("2026-07-28");

        assertThat(s.at("/connect/content/0/text").asString()).as("%s", s.path("connect")).isEqualTo("connect: accept");
        assertThat(s.at("/elicitations/0")).isEqualTo(JSON.readTree("{\"mode\":\"url\","
                + "\"message\":\"Connect your Example account\",\"url\":\"" + AskingServer.CONNECT_URL + "\"}"));
        assertThat(s.at("/calendar/content/0/text").asString()).as("%s", s.path("calendar")).isEqualTo("3 meetings today");
        assertThat(s.at("/elicitations/1/url").asString()).isEqualTo(AskingServer.SIGN_IN_URL);
        assertThat(s.at("/signIn/content/0/text").asString()).isEqualTo("signed in");

        assertThat(s.at("/weather/content/0/text").asString()).as("%s", s.path("weather"))
                .isEqualTo("get_weather({\"city\":\"Oslo\"}) -> The model read: 18 degrees in Oslo [endTurn]");
        assertThat(s.at("/samplings/0/tools/0/name").asString()).isEqualTo("get_weather");
        assertThat(s.at("/samplings/0/toolChoice/mode").asString()).isEqualTo("auto");
        assertThat(s.at("/samplings/1/messages/2/content/type").asString()).isEqualTo("tool_result");

        JsonNode bare = s.path("bare");
        assertThat(bare.at("/connect/jsonRpcError/code").asInt()).as("%s", bare).isEqualTo(-32021);
        assertThat(bare.at("/weather/jsonRpcError/code").asInt()).as("%s", bare).isEqualTo(-32021);
        assertThat(bare.path("elicitations").asInt()).isZero();
        assertThat(bare.path("samplings").asInt()).isZero();
    }
}
