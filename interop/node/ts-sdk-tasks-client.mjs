// Drives the tools of the interop TaskServer as tasks (protocol 2025-11-25) with the official
// TypeScript SDK client's experimental tasks API (client.experimental.tasks: callToolStream,
// getTask, getTaskResult, listTasks, cancelTask), over stdio or Streamable HTTP. Prints one JSON
// summary line for TypeScriptSdkTasksTest to assert on; exits 1 only when the client cannot run.
//
// Usage: node ts-sdk-tasks-client.mjs --java <java> --classpath <cp> --main <class>
//        node ts-sdk-tasks-client.mjs --url <endpoint>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
    CallToolResultSchema,
    CreateTaskResultSchema,
    ElicitRequestSchema,
    TaskStatusNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { parseArgs } from 'node:util';
import { report } from './asking-answers.mjs';

const { values: opts } = parseArgs({
    options: {
        java: { type: 'string' }, classpath: { type: 'string' }, main: { type: 'string' }, url: { type: 'string' },
    },
});
if (!opts.url && !(opts.java && opts.classpath && opts.main)) {
    console.error('usage: node ts-sdk-tasks-client.mjs (--java <java> --classpath <cp> --main <class> | --url <endpoint>)');
    process.exit(2);
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

/** A JSON-RPC error (or a local one) as {jsonRpcError: {code, message, data}}. */
function failure(error) {
    return { jsonRpcError: { code: error?.code ?? null, message: String(error?.message ?? error), data: error?.data ?? null } };
}

async function attempt(action) {
    try {
        return await action();
    } catch (error) {
        return failure(error);
    }
}

/** Every message callToolStream yields, errors flattened for the summary. */
async function stream(tasks, name, args, options) {
    const messages = [];
    for await (const message of tasks.callToolStream({ name, arguments: args }, CallToolResultSchema, options)) {
        messages.push(message.type === 'error' ? { type: 'error', ...failure(message.error) } : message);
    }
    return messages;
}

/**
 * What interrupted_builds answers, polled until it says `expected` (a handler's interruption reaches
 * the server's count a moment after the cancellation is answered), or a minute has passed.
 */
async function interruptedBuilds(client, expected) {
    const seen = [];
    for (let i = 0; i < 600; i++) {
        const count = (await client.callTool({ name: 'interrupted_builds', arguments: {} })).content[0].text;
        seen.push(count);
        if (count === expected) {
            break;
        }
        await sleep(100);
    }
    return seen;
}

/** A task created with a plain task-augmented tools/call: answers the CreateTaskResult. */
function createTask(client, name, args, task = {}) {
    return client.request({ method: 'tools/call', params: { name, arguments: args } }, CreateTaskResultSchema, { task });
}

const summary = { statusNotifications: [], clientErrors: [], elicitations: [] };
await report('ts-sdk-tasks-client.mjs', summary, async () => {
    const transport = opts.url
        ? new StreamableHTTPClientTransport(new URL(opts.url))
        : new StdioClientTransport({ command: opts.java, args: ['-cp', opts.classpath, opts.main], stderr: 'inherit' });
    const client = new Client({ name: 'mcpj-interop-tasks', version: '1.0.0' }, { capabilities: { elicitation: { form: {} } } });
    client.setRequestHandler(ElicitRequestSchema, async request => {
        summary.elicitations.push(request.params);
        return { action: 'accept', content: { version: '2.0' } };
    });
    client.onerror = error => summary.clientErrors.push(String(error));
    client.setNotificationHandler(TaskStatusNotificationSchema, n => summary.statusNotifications.push(n.params));
    await client.connect(transport);
    const tasks = client.experimental.tasks;

    summary.serverCapabilities = client.getServerCapabilities();
    summary.tools = Object.fromEntries((await client.listTools()).tools.map(t => [t.name, t.execution ?? null]));
    summary.sdkSees = Object.fromEntries(['make_report', 'run_build', 'echo'].map(name =>
        [name, { task: client.isToolTask(name), required: client.isToolTaskRequired(name) }]));

    // The SDK's own way: callToolStream makes an optional tool's call a task, polls, fetches the result.
    summary.streamed = await stream(tasks, 'make_report', { rows: 3, ms: 300 });

    // Step by step: create, get while it waits at its gate, wait for the result (tasks/result does
    // not answer before the gate opens), get once ended.
    const created = await createTask(client, 'make_report', { rows: 7, gate: 'report-7' }, { ttl: 60000 });
    const id = created.task.taskId;
    const step = { created, whileRunning: await tasks.getTask(id) };
    let settled = false;
    const pending = tasks.getTaskResult(id, CallToolResultSchema).finally(() => { settled = true; });
    step.listedWhileRunning = (await tasks.listTasks()).tasks.find(t => t.taskId === id) ?? null;
    step.resultSettledBeforeGate = settled;
    step.gate = await client.callTool({ name: 'open_gate', arguments: { gate: 'report-7' } });
    step.result = await pending;
    step.afterwards = await tasks.getTask(id);
    step.resultAgain = await tasks.getTaskResult(id, CallToolResultSchema);
    step.cancelEnded = await attempt(() => tasks.cancelTask(id));
    summary.stepByStep = step;

    // A task that asks the user: it waits in input_required, the SDK's stream calls tasks/result,
    // the question arrives tagged with the task, and the answer lets the task finish.
    summary.asking = await stream(tasks, 'approve_release', {});

    // A task that fails: the SDK's stream reports it; tasks/result answers the call's own error.
    summary.failing = { streamed: await stream(tasks, 'load_table', { table: 'nope' }) };
    const failedId = summary.failing.streamed.find(m => m.type === 'taskCreated')?.task.taskId;
    summary.failing.get = await attempt(() => tasks.getTask(failedId));
    summary.failing.result = await attempt(() => tasks.getTaskResult(failedId, CallToolResultSchema));

    // A tool that requires tasks: the SDK refuses a plain callTool itself; a raw plain call reaches
    // the server, which refuses it.
    summary.required = {
        callTool: await attempt(() => client.callTool({ name: 'run_build', arguments: {} })),
        rawPlainCall: await attempt(() => client.request(
            { method: 'tools/call', params: { name: 'run_build', arguments: {} } }, CallToolResultSchema)),
    };
    // A tool that forbids tasks, asked for one.
    summary.forbidden = {
        asTask: await attempt(() => createTask(client, 'echo', { text: 'hi' })),
        plain: await client.callTool({ name: 'echo', arguments: { text: 'hi' } }),
    };

    // Cancel a running task: it ends cancelled and its handler is interrupted.
    const build = await createTask(client, 'run_build', {});
    const buildId = build.task.taskId;
    const cancel = { created: build, before: await tasks.getTask(buildId) };
    // tasks/result waits for the end; the cancellation ends it.
    const waiting = attempt(() => tasks.getTaskResult(buildId, CallToolResultSchema));
    cancel.cancelled = await tasks.cancelTask(buildId);
    cancel.after = await tasks.getTask(buildId);
    cancel.waitingResult = await waiting;
    cancel.resultAfter = await attempt(() => tasks.getTaskResult(buildId, CallToolResultSchema));
    cancel.cancelAgain = await attempt(() => tasks.cancelTask(buildId));
    cancel.interruptedBuilds = await interruptedBuilds(client, '1');
    summary.cancel = cancel;

    // The SDK's stream of a required tool, cancelled through its abort signal: the server's task is
    // cancelled with tasks/cancel by us, and the stream reports it.
    const streamCancel = {};
    const seenCreated = [];
    const consumer = (async () => {
        const messages = [];
        for await (const message of tasks.callToolStream({ name: 'run_build', arguments: {} }, CallToolResultSchema)) {
            if (message.type === 'taskCreated') {
                seenCreated.push(message.task.taskId);
            }
            messages.push(message.type === 'error' ? { type: 'error', ...failure(message.error) } : message);
        }
        return messages;
    })();
    for (let i = 0; i < 600 && seenCreated.length === 0; i++) {
        await sleep(50);
    }
    streamCancel.cancelled = await tasks.cancelTask(seenCreated[0]);
    streamCancel.streamed = await consumer;
    streamCancel.interruptedBuilds = await interruptedBuilds(client, '2');
    summary.streamCancel = streamCancel;

    summary.unknown = {
        get: await attempt(() => tasks.getTask('no-such-task')),
        result: await attempt(() => tasks.getTaskResult('no-such-task', CallToolResultSchema)),
        cancel: await attempt(() => tasks.cancelTask('no-such-task')),
    };

    // Every task of this client, a page at a time.
    const listed = [];
    let cursor;
    let pages = 0;
    do {
        const page = await tasks.listTasks(cursor);
        listed.push(...page.tasks);
        cursor = page.nextCursor;
        pages++;
    } while (cursor && pages < 100);
    summary.listed = listed;
    summary.listPages = pages;
    summary.ids = {
        streamed: summary.streamed.find(m => m.type === 'taskCreated')?.task.taskId ?? null,
        stepByStep: id,
        asking: summary.asking.find(m => m.type === 'taskCreated')?.task.taskId ?? null, failing: failedId, build: buildId, streamCancel: seenCreated[0] ?? null,
    };

    // The server announces each task's end on the connection that started it: wait for all six.
    const ended = () => summary.statusNotifications.filter(n => ['completed', 'failed', 'cancelled'].includes(n.status));
    for (let i = 0; i < 600 && ended().length < 6; i++) {
        await sleep(50);
    }
    await client.close();
});
