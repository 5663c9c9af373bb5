package dev.mcpj.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AttributesTest {
    private static final AttributeKey<String> TENANT = AttributeKey.of("tenant", String.class);
    private static final AttributeKey<Integer> LEVEL = AttributeKey.of("level", Integer.class);

    @Test
    void aValueIsReadWithTheKeyItWasStoredUnder() {
        Attributes a = Attributes.of(TENANT, "acme").with(LEVEL, 3);
        assertThat(a.get(TENANT)).contains("acme");
        assertThat(a.get(LEVEL)).contains(3);
        assertThat(a.get(AttributeKey.PRINCIPAL)).isEmpty();
        assertThat(a.keys()).containsExactlyInAnyOrder(TENANT, LEVEL);
    }

    @Test
    void keysWithTheSameNameAreDifferentKeys() {
        AttributeKey<String> other = AttributeKey.of("tenant", String.class);
        Attributes a = Attributes.of(TENANT, "acme");
        assertThat(a.get(other)).isEmpty();
        assertThat(a.with(other, "evil").get(TENANT)).contains("acme");
    }

    @Test
    void withLeavesTheOriginalAsItWas() {
        Attributes one = Attributes.of(TENANT, "acme");
        Attributes two = one.with(TENANT, "globex");
        assertThat(one.get(TENANT)).contains("acme");
        assertThat(two.get(TENANT)).contains("globex");
        assertThat(Attributes.empty().isEmpty()).isTrue();
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aValueOfAnotherTypeIsRefused() {
        AttributeKey raw = LEVEL;
        assertThatThrownBy(() -> Attributes.empty().with(raw, "three")).isInstanceOf(ClassCastException.class);
        assertThatThrownBy(() -> Attributes.of(TENANT, null)).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> AttributeKey.of(" ", String.class)).isInstanceOf(IllegalArgumentException.class);
    }
}
