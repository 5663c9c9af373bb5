package dev.mcpj.transport.http.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MediaTypesTest {
    @Test
    void acceptIsReadLeniently() {
        assertThat(MediaTypes.Accept.parse(null)).isEqualTo(new MediaTypes.Accept(true, true));
        assertThat(MediaTypes.Accept.parse("application/json, text/event-stream"))
                .isEqualTo(new MediaTypes.Accept(true, true));
        assertThat(MediaTypes.Accept.parse("Application/JSON;charset=utf-8")).isEqualTo(new MediaTypes.Accept(true, false));
        assertThat(MediaTypes.Accept.parse("text/event-stream")).isEqualTo(new MediaTypes.Accept(false, true));
        assertThat(MediaTypes.Accept.parse("*/*")).isEqualTo(new MediaTypes.Accept(true, true));
        assertThat(MediaTypes.Accept.parse("text/*, application/*")).isEqualTo(new MediaTypes.Accept(true, true));
        assertThat(MediaTypes.Accept.parse("text/html")).isEqualTo(new MediaTypes.Accept(false, false));
        assertThat(MediaTypes.Accept.parse("application/json, text/event-stream;q=0"))
                .isEqualTo(new MediaTypes.Accept(true, false));
    }

    @Test
    void contentTypeMayBeAbsentOrAnyJson() {
        assertThat(MediaTypes.mayBeJson(null)).isTrue();
        assertThat(MediaTypes.mayBeJson("application/json; charset=UTF-8")).isTrue();
        assertThat(MediaTypes.mayBeJson("application/vnd.api+json")).isTrue();
        assertThat(MediaTypes.mayBeJson("text/plain")).isFalse();
        assertThat(MediaTypes.mayBeJson("application/x-www-form-urlencoded")).isFalse();
    }
}
