package dev.mcpj.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NumberTextTest {

    @Test
    void printsIntegralSumsWithoutADecimalPoint() {
        assertEquals("3", NumberText.format(1 + 2));
        assertEquals("-300", NumberText.format(-300.0));
        assertEquals("0", NumberText.format(-0.0));
    }

    @Test
    void printsFractionsLikeJavaScript() {
        assertEquals("12.75", NumberText.format(12.5 + 0.25));
        assertEquals("-299.25", NumberText.format(-299.5 + 0.25));
        assertEquals("0.75", NumberText.format(0.5 + 0.25));
    }
}
