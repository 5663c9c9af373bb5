package dev.mcpj.server.testing;

import dev.mcpj.core.tool.CallToolResult;
import dev.mcpj.server.ToolHandler;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A tool handler that holds its call until the test releases it: the test sees the call start,
 * lets it finish with a fixed text, or sees it interrupted when the call is cancelled or expires.
 * One instance serves one test; every call the handler runs waits on the same release.
 */
public final class HeldCall {
    private final CountDownLatch started = new CountDownLatch(1);
    private final CountDownLatch release = new CountDownLatch(1);
    private final CountDownLatch interrupted = new CountDownLatch(1);

    /**
     * A handler that signals its start, waits for {@link #release()}, then answers {@code answer}.
     * Interrupted while it waits, it signals that and ends with the interruption.
     */
    public ToolHandler answering(String answer) {
        return (args, ctx) -> {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                interrupted.countDown();
                throw e;
            }
            return CallToolResult.text(answer);
        };
    }

    /** Lets every held call (and every later one) finish. */
    public void release() {
        release.countDown();
    }

    /** Waits until {@link #release()}, for a handler that holds without the start signal. */
    public void awaitRelease() throws InterruptedException {
        release.await();
    }

    /** {@return whether a call started within ten seconds} */
    public boolean started() throws InterruptedException {
        return started.await(10, TimeUnit.SECONDS);
    }

    /** {@return whether a held call was interrupted within ten seconds} */
    public boolean interrupted() throws InterruptedException {
        return interrupted.await(10, TimeUnit.SECONDS);
    }
}
