package dev.mcpj.annotations.processor;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Which regular expressions already make the whole string match, and are published as written. */
class PatternAnchorsTest {

    @Test
    void anExpressionAnchoredAtBothEndsIsKept() {
        assertThat(Constraints.anchored("^97[89][0-9]{10}$")).isTrue();
        assertThat(Constraints.anchored("^(a|b)+$")).isTrue();
        assertThat(Constraints.anchored("^[|$]$")).isTrue();
        assertThat(Constraints.anchored("^\\Qa|b\\E$")).isTrue();
        assertThat(Constraints.anchored("^$")).isTrue();
    }

    @Test
    void anExpressionThatIsNotWhollyAnchoredIsWrapped() {
        assertThat(Constraints.anchored("[a-z]+")).isFalse();
        assertThat(Constraints.anchored("^[a-z]+")).isFalse();
        assertThat(Constraints.anchored("[a-z]+$")).isFalse();
        assertThat(Constraints.anchored("^a|b$")).isFalse();
        assertThat(Constraints.anchored("^a\\$")).isFalse();
        assertThat(Constraints.anchored("^[a$]")).isFalse();
        assertThat(Constraints.anchored("^(a$")).isFalse();
    }
}
