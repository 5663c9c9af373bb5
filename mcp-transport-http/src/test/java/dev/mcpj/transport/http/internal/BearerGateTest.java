package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BearerGateTest {

    @Test
    void onlyTheBearerSchemeYieldsAToken() {
        assertThat(BearerGate.bearerToken("Bearer abc.def")).isEqualTo("abc.def");
        assertThat(BearerGate.bearerToken("bearer   abc")).isEqualTo("abc");
        assertThat(BearerGate.bearerToken("Basic YWxhZGRpbjpvcGVuc2VzYW1l")).isNull();
        assertThat(BearerGate.bearerToken("Bearer")).isNull();
        assertThat(BearerGate.bearerToken("Bearer    ")).isNull();
        assertThat(BearerGate.bearerToken("Bearerabc")).isNull();
    }

    @Test
    void tokensAreB64TokensOfRfc6750() {
        assertThat(BearerGate.isToken68("eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhIn0.c2ln")).isTrue();
        assertThat(BearerGate.isToken68("mF_9.B5f-4.1JqM+/~==")).isTrue();
        assertThat(BearerGate.isToken68("two words")).isFalse();
        assertThat(BearerGate.isToken68("=abc")).isFalse();
        assertThat(BearerGate.isToken68("abc=d")).isFalse();
        assertThat(BearerGate.isToken68("t\u00f6ken")).isFalse();
        assertThat(BearerGate.isToken68("a\"b")).isFalse();
    }

    @Test
    void aQueryNamingAnAccessTokenIsSeenHoweverItIsEncoded() {
        assertThat(BearerGate.hasQueryToken(null)).isFalse();
        assertThat(BearerGate.hasQueryToken("")).isFalse();
        assertThat(BearerGate.hasQueryToken("access_token=x")).isTrue();
        assertThat(BearerGate.hasQueryToken("a=1&access_token")).isTrue();
        assertThat(BearerGate.hasQueryToken("access%5Ftoken=x")).isTrue();
        assertThat(BearerGate.hasQueryToken("access%5ftoken=x")).isTrue();
        assertThat(BearerGate.hasQueryToken("my_access_token=x&token=y")).isFalse();
        assertThat(BearerGate.hasQueryToken("%zz=1&x=access_token")).isFalse();
    }
}
