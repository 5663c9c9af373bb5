// Drives the request-context tools of the mcpj example server (progress, logging, cancellation, a
// timeout, elicitation, sampling, roots) with the official TypeScript SDK client (Client +
// StdioClientTransport) and prints one JSON summary line on standard output. The JUnit test
// (TypeScriptSdkContextTest) asserts on that summary; this script only fails (exit 1) when the
// client itself cannot run the scenario.
//
// Usage: node ts-sdk-context-client.mjs --java <java> --jar <server jar> [--jcmd <jcmd> --dump file|print]
//          [--dump-dir <dir>]
//
// With --jcmd, the script takes thread dumps of the server to see whether a tool handler is still
// running: "file" uses Thread.dump_to_file (JDK 21+, lists virtual threads), "print" Thread.print.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
    CallToolResultSchema,
    CreateMessageRequestSchema,
    ElicitRequestSchema,
    ListRootsRequestSchema,
    LoggingMessageNotificationSchema,
    McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
    options: {
        java: { type: 'string' },
        jar: { type: 'string' },
        jcmd: { type: 'string' },
        dump: { type: 'string' },
        'dump-dir': { type: 'string' },
    },
});
if (!opts.java || !opts.jar) {
    console.error('usage: node ts-sdk-context-client.mjs --java <java> --jar <jar> [--jcmd <jcmd> --dump file|print]');
    process.exit(2);
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

// ---- looking inside the server ----

let dumps = 0;
/** How many server threads are inside a ContextTools handler, or null without jcmd. */
function handlerThreads(pid) {
    if (!opts.jcmd || !pid) {
        return null;
    }
    let text;
    if (opts.dump === 'file') {
        const file = join(opts['dump-dir'] ?? tmpdir(), `ts-threads-${pid}-${++dumps}.txt`);
        execFileSync(opts.jcmd, [String(pid), 'Thread.dump_to_file', '-overwrite', file], { stdio: 'pipe', timeout: 60000 });
        text = readFileSync(file, 'utf8');
    } else {
        text = execFileSync(opts.jcmd, [String(pid), 'Thread.print'], { encoding: 'utf8', stdio: 'pipe', timeout: 60000 });
        if (!text.includes('java.lang.Thread.State')) {
            throw new Error('not a thread dump: ' + text.slice(0, 500));
        }
    }
    return (text.match(/at dev\.mcpj\.examples\.ContextTools\.lambda\$/g) ?? []).length;
}

/** Takes dumps until wanted(count) holds or patience runs out; returns {count, afterMs, dumps}. */
async function awaitHandlerThreads(pid, wanted, patienceMs) {
    const start = Date.now();
    let n = 0;
    while (true) {
        const count = handlerThreads(pid);
        n++;
        if (count === null || wanted(count) || Date.now() - start > patienceMs) {
            return { count, afterMs: Date.now() - start, dumps: n };
        }
        await sleep(100);
    }
}

// ---- one connection, with everything it sends and receives recorded ----

async function connect(name, capabilities) {
    const transport = new StdioClientTransport({
        command: opts.java,
        // Debug logging for the server's protocol events only, so its standard error shows the
        // cancellations it handled ("Cancelled request <id>: <reason>").
        args: ['-Dorg.slf4j.simpleLogger.log.dev.mcpj.server=debug', '-jar', opts.jar],
        stderr: 'pipe',
    });
    const conn = { transport, sent: [], received: [], errors: [], stderr: '' };
    transport.stderr?.on('data', chunk => {
        conn.stderr += chunk;
        process.stderr.write(chunk);
    });
    const originalSend = transport.send.bind(transport);
    transport.send = (message, options) => {
        conn.sent.push(message);
        return originalSend(message, options);
    };
    conn.client = new Client({ name, version: '1.0.0' }, { capabilities });
    conn.client.onerror = error => conn.errors.push(String(error));
    return conn;
}

async function start(conn) {
    await conn.client.connect(conn.transport);
    // Wrap after connect: the client installs its handler during connect.
    const handler = conn.transport.onmessage;
    conn.transport.onmessage = (message, extra) => {
        conn.received.push({ at: Date.now(), message });
        handler?.(message, extra);
    };
    const child = conn.transport._process; // not public API; only used to observe how the server exits
    conn.exited = new Promise(resolve => {
        if (!child) {
            resolve(null);
        } else if (child.exitCode !== null || child.signalCode !== null) {
            resolve({ code: child.exitCode, signal: child.signalCode });
        } else {
            child.once('exit', (code, signal) => resolve({ code, signal }));
        }
    });
    conn.pid = conn.transport.pid;
}

async function stop(conn) {
    const started = Date.now();
    await conn.client.close();
    const exit = await Promise.race([conn.exited, sleep(5000).then(() => 'still running')]);
    return { closeMillis: Date.now() - started, serverExit: exit };
}

/** The id the client gave the last tools/call it sent for this tool. */
function lastCallId(conn, tool) {
    for (let i = conn.sent.length - 1; i >= 0; i--) {
        const m = conn.sent[i];
        if (m.method === 'tools/call' && m.params?.name === tool) {
            return m.id;
        }
    }
    return null;
}

/** Everything received after index `from` (raw messages, in order). */
const since = (conn, from) => conn.received.slice(from).map(r => r.message);

async function call(conn, name, args, options) {
    try {
        return await conn.client.callTool({ name, arguments: args }, undefined, options);
    } catch (error) {
        if (error instanceof McpError) {
            return { jsonRpcError: { code: error.code, message: error.message } };
        }
        return { thrown: String(error) };
    }
}

// ---- the scenarios ----

const summary = { jcmd: opts.jcmd ? opts.dump ?? 'print' : null };

// The client's answers to the server's questions, consumed in order.
const elicitAnswers = [
    { action: 'accept', content: { name: 'Ada', plan: 'pro' } },
    { action: 'decline' },
    { action: 'cancel' },
    { action: 'accept', content: { name: 'Grace' } }, // no plan: the server's default applies
];
const elicitRequests = [];
const samplingRequests = [];
const rootsRequests = [];
let hangElicitation = null; // when set, the next elicitation waits for its abort signal

const full = await connect('mcpj-interop-ts-context', {
    elicitation: {},
    sampling: {},
    roots: { listChanged: false },
});
full.client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
    elicitRequests.push(request.params);
    if (hangElicitation) {
        const hang = hangElicitation;
        hangElicitation = null;
        hang.asked = Date.now();
        hang.requestId = extra.requestId;
        return await new Promise(resolve => {
            extra.signal.addEventListener('abort', () => {
                hang.aborted = { afterMs: Date.now() - hang.asked, reason: String(extra.signal.reason) };
                resolve({ action: 'cancel' }); // the SDK does not send it: the request was cancelled
            });
        });
    }
    return elicitAnswers.shift() ?? { action: 'cancel' };
});
full.client.setRequestHandler(CreateMessageRequestSchema, async request => {
    samplingRequests.push(request.params);
    return {
        role: 'assistant',
        content: { type: 'text', text: 'A cat sat on a mat.' },
        model: 'interop-test-model',
        stopReason: 'endTurn',
    };
});
full.client.setRequestHandler(ListRootsRequestSchema, async () => {
    rootsRequests.push(true);
    return { roots: [{ uri: 'file:///home/user/project', name: 'project' }, { uri: 'file:///srv/scratch' }] };
});
const logs = [];
full.client.setNotificationHandler(LoggingMessageNotificationSchema, n => logs.push(n.params));

try {
    await start(full);
    summary.serverPid = full.pid ?? null;

    // -- progress with the token the SDK picks (the request's numeric id) --
    {
        const seen = [];
        const from = full.received.length;
        const result = await call(full, 'count_slowly', { to: 2, delay_ms: 50 }, { onprogress: p => seen.push(p) });
        const id = lastCallId(full, 'count_slowly');
        summary.progressNumeric = {
            result,
            requestId: id,
            sentToken: full.sent.find(m => m.id === id)?.params?._meta?.progressToken ?? null,
            onprogress: seen,
            raw: since(full, from).filter(m => m.method === 'notifications/progress').map(m => m.params),
            // what the server sent for this call, in the order it arrived
            order: since(full, from)
                .filter(m => m.method === 'notifications/progress' || (m.method === undefined && m.id === id))
                .map(m => m.method === undefined ? 'response' : 'progress ' + m.params.progress),
        };
    }

    // -- progress with a string token of our own, through the low-level request API --
    {
        const from = full.received.length;
        const errorsFrom = full.errors.length;
        const result = await full.client.request({
            method: 'tools/call',
            params: { name: 'count_slowly', arguments: { to: 2, delay_ms: 50 }, _meta: { progressToken: 'abc' } },
        }, CallToolResultSchema);
        await sleep(50); // let the SDK's asynchronous handlers run
        summary.progressString = {
            result,
            raw: since(full, from).filter(m => m.method === 'notifications/progress').map(m => m.params),
            // The SDK routes progress by numeric token only; for "abc" it reports to onerror.
            clientErrors: full.errors.slice(errorsFrom),
        };
    }

    // -- logging at the level the client set --
    summary.logging = {};
    for (const level of ['info', 'warning', 'debug']) {
        await full.client.setLoggingLevel(level);
        const from = full.received.length;
        logs.length = 0;
        const result = await call(full, 'log_three', {});
        await full.client.ping(); // anything still in flight arrives before the ping's answer
        summary.logging[level] = {
            result,
            raw: since(full, from).filter(m => m.method === 'notifications/message').map(m => m.params),
            handler: [...logs],
        };
    }

    // -- a blocking tool, cancelled with an AbortController --
    {
        const controller = new AbortController();
        const from = full.received.length;
        const pending = call(full, 'wait_forever', {}, { signal: controller.signal, timeout: 300000 });
        const id = lastCallId(full, 'wait_forever');
        // Wait until the handler is running (a thread dump shows it), else give it a moment.
        const running = opts.jcmd ? await awaitHandlerThreads(full.pid, n => n >= 1, 60000) : (await sleep(1000), null);
        const abortedAt = Date.now();
        controller.abort('the user pressed stop');
        const outcome = await pending;
        const cancelledSent = full.sent.find(m => m.method === 'notifications/cancelled' && m.params?.requestId === id);
        const stopped = opts.jcmd ? await awaitHandlerThreads(full.pid, n => n === 0, 60000) : null;
        const stoppedAfterMs = opts.jcmd ? Date.now() - abortedAt : null;
        // A generous wait for a stray answer, then proof the server still serves.
        await sleep(2000);
        const ping = await full.client.ping();
        const after = await call(full, 'add', { a: 2, b: 3 });
        summary.cancel = {
            requestId: id,
            runningBeforeAbort: running,
            outcome,
            cancelledNotification: cancelledSent?.params ?? null,
            stopped,
            stoppedAfterMs,
            responsesForCancelledId: since(full, from).filter(m => m.method === undefined && m.id === id),
            ping,
            after,
        };
    }

    // -- a tool that runs past its timeout --
    {
        const startedAt = Date.now();
        const result = await call(full, 'too_slow', {});
        const answeredAfterMs = Date.now() - startedAt;
        // The handler sleeps 10 s; the timeout interrupts it. A dump soon after the answer shows it gone.
        const dumpStart = Date.now();
        const threads = opts.jcmd ? handlerThreads(full.pid) : null;
        summary.timeout = { result, answeredAfterMs, threadsAfter: threads, dumpDoneAfterAnswerMs: Date.now() - dumpStart };
        summary.timeout.settled = opts.jcmd ? await awaitHandlerThreads(full.pid, n => n === 0, 60000) : null;
    }

    // -- elicitation: accept, decline, cancel, and accept without the optional field --
    summary.elicitation = {
        accept: await call(full, 'sign_up', {}),
        decline: await call(full, 'sign_up', {}),
        cancel: await call(full, 'sign_up', {}),
        acceptDefault: await call(full, 'sign_up', {}),
    };
    summary.elicitation.requests = elicitRequests.splice(0);

    // -- a tool waiting on the client (an elicitation nobody answers) is cancelled --
    {
        const hang = {};
        hangElicitation = hang;
        const controller = new AbortController();
        const from = full.received.length;
        const pending = call(full, 'sign_up', {}, { signal: controller.signal, timeout: 300000 });
        const id = lastCallId(full, 'sign_up');
        const askedWithin = Date.now();
        while (!hang.asked && Date.now() - askedWithin < 60000) {
            await sleep(20);
        }
        controller.abort('never mind');
        const outcome = await pending;
        const abortWaitStart = Date.now();
        while (!hang.aborted && Date.now() - abortWaitStart < 60000) {
            await sleep(20);
        }
        const stopped = opts.jcmd ? await awaitHandlerThreads(full.pid, n => n === 0, 60000) : null;
        await sleep(1000);
        const ping = await full.client.ping();
        const raw = since(full, from);
        summary.cancelWhileAsking = {
            requestId: id,
            asked: Boolean(hang.asked),
            elicitationRequestId: hang.requestId ?? null,
            outcome,
            handlerAborted: hang.aborted ?? null,
            serverCancelled: raw.filter(m => m.method === 'notifications/cancelled').map(m => m.params),
            responsesForCancelledId: raw.filter(m => m.method === undefined && m.id === id),
            stopped,
            ping,
        };
        elicitRequests.length = 0;
    }

    // -- sampling --
    summary.sampling = { result: await call(full, 'summarize', { text: 'The cat, tired after a long day, sat on the mat.' }) };
    summary.sampling.requests = samplingRequests.splice(0);

    // -- roots --
    summary.roots = { result: await call(full, 'list_roots', {}) };
    summary.roots.requests = rootsRequests.length;

    summary.clientErrors = full.errors.slice();
    summary.unexpectedServerRequests = full.received
        .map(r => r.message)
        .filter(m => m.method && m.id !== undefined
            && !['elicitation/create', 'sampling/createMessage', 'roots/list'].includes(m.method))
        .map(m => m.method);
    Object.assign(summary, { fullClose: await stop(full) });
    summary.serverStderr = full.stderr;

    // -- a client that declares none of those capabilities --
    const bare = await connect('mcpj-interop-ts-bare', {});
    await start(bare);
    summary.bare = {
        sign_up: await call(bare, 'sign_up', {}),
        summarize: await call(bare, 'summarize', { text: 'anything' }),
        list_roots: await call(bare, 'list_roots', {}),
        serverRequests: bare.received.map(r => r.message).filter(m => m.method && m.id !== undefined).map(m => m.method),
        clientErrors: bare.errors.slice(),
    };
    summary.bare.close = await stop(bare);

    process.stdout.write(JSON.stringify(summary) + '\n');
    process.exit(0);
} catch (error) {
    console.error('ts-sdk-context-client failed:', error);
    console.error('server stderr so far:\n' + full.stderr);
    process.stdout.write(JSON.stringify({ ...summary, failure: String(error?.stack ?? error) }) + '\n');
    process.exit(1);
}
