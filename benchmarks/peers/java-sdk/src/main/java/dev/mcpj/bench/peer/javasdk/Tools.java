package dev.mcpj.bench.peer.javasdk;

/** What every server of this peer shares: the benchmark tools' schemas and the sum's text. */
final class Tools {

    static final String ADD_SCHEMA =
            "{\"type\":\"object\",\"properties\":{\"a\":{\"type\":\"number\"},\"b\":{\"type\":\"number\"}},"
                    + "\"required\":[\"a\",\"b\"]}";
    static final String ECHO_SCHEMA =
            "{\"type\":\"object\",\"properties\":{\"text\":{\"type\":\"string\"}},\"required\":[\"text\"]}";
    static final String SLOW_SCHEMA =
            "{\"type\":\"object\",\"properties\":{\"ms\":{\"type\":\"integer\"}},\"required\":[\"ms\"]}";

    private Tools() {}

    /** The sum as the load drivers expect it: a whole number without a decimal point, as JavaScript prints it. */
    static String sum(Object a, Object b) {
        double sum = ((Number) a).doubleValue() + ((Number) b).doubleValue();
        return sum == Math.rint(sum) && Math.abs(sum) < 1e15 ? Long.toString((long) sum) : Double.toString(sum);
    }

    /** Sleeps for the {@code slow} tool; an interrupt ends the sleep early. */
    static void sleep(Object millis) {
        try {
            Thread.sleep(((Number) millis).longValue());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
