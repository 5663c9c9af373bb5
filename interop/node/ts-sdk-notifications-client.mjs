// Listens for resource updates with the official TypeScript SDK client (Client +
// StreamableHTTPClientTransport, default reconnection options) through a load balancer in front
// of several mcpj server processes, while the test kills the process holding the client's
// standalone GET stream. Talks to the test on standard input and output, one JSON line each way:
//
//   out {"stream": NODE}          the GET stream is open on NODE (the balancer's X-Mcp-Node header)
//   in  killed                    the test killed NODE
//   out {...summary...}           what the client saw; "failure" if something went wrong
//
// Before the kill it subscribes to one resource; after it, once its GET stream is open again, to
// two more (round robin: through other processes than the stream's). Then it raises ROUNDS
// updates of each resource, through whichever process the balancer picks, and waits for every
// notifications/resources/updated; a last, sentinel update tells it that nothing else is coming.
// The multinode test NotificationsAcrossNodesTest asserts on the summary.
//
// Usage: node ts-sdk-notifications-client.mjs --url http://127.0.0.1:<balancer port>/mcp
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({ options: { url: { type: 'string' } } });
if (!opts.url) {
    console.error('usage: node ts-sdk-notifications-client.mjs --url <endpoint>');
    process.exit(2);
}

const ROUNDS = 2;
const BEFORE = 'test://template/before-kill/data';
const AFTER = ['test://template/after-kill-1/data', 'test://template/after-kill-2/data'];
const SENTINEL = 'test://static-text';

const summary = { gets: [], subscribes: [], updates: [], errors: [] };
const waiters = [];
/** Resolves once `test` holds, re-checked on every GET and every notification. */
const until = test => new Promise(resolve => {
    if (test()) {
        resolve();
    } else {
        waiters.push({ test, resolve });
    }
});
const check = () => {
    for (const w of waiters.splice(0)) {
        if (w.test()) {
            w.resolve();
        } else {
            waiters.push(w);
        }
    }
};

let lastPostNode = null;
const recordingFetch = async (url, init) => {
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const response = await fetch(url, init);
    const node = response.headers.get('x-mcp-node');
    if (method === 'GET') {
        summary.gets.push({ node, status: response.status, lastEventId: headers.get('last-event-id') });
        check();
    } else {
        lastPostNode = node;
    }
    return response;
};

const finish = (extra = {}) => {
    process.stdout.write(JSON.stringify({ ...summary, ...extra }) + '\n');
    process.exit(extra.failure ? 1 : 0);
};
const watchdog = setTimeout(() => finish({ failure: 'watchdog: still running after 60 s' }), 60_000);
watchdog.unref();

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

const transport = new StreamableHTTPClientTransport(new URL(opts.url), { fetch: recordingFetch });
transport.onerror = error => summary.errors.push(String(error?.message ?? error));
const client = new Client({ name: 'mcpj-multinode-notifications', version: '1.0.0' });
client.setNotificationHandler(ResourceUpdatedNotificationSchema, n => {
    summary.updates.push(n.params.uri);
    check();
});
const subscribe = async uri => {
    await client.subscribeResource({ uri });
    summary.subscribes.push({ uri, node: lastPostNode });
};
const openGets = () => summary.gets.filter(g => g.status === 200);
const raise = uri => client.callTool({ name: 'raise_resource_update', arguments: { uri } });

try {
    await client.connect(transport);
    summary.sessionId = transport.sessionId ?? null;
    await until(() => openGets().length >= 1);
    const stream = openGets()[0].node;
    await subscribe(BEFORE);
    process.stdout.write(JSON.stringify({ stream }) + '\n');
    const answer = await lines.next();
    if (answer.value !== 'killed') {
        finish({ failure: `expected "killed" from the test, got ${JSON.stringify(answer.value)}` });
    }
    // The client notices the broken stream and reconnects with Last-Event-ID by itself.
    await until(() => openGets().length >= 2);
    summary.streamAfterKill = openGets()[1].node;
    for (const uri of AFTER) {
        await subscribe(uri);
    }
    const expected = [];
    for (let round = 0; round < ROUNDS; round++) {
        for (const uri of [BEFORE, ...AFTER]) {
            await raise(uri);
            expected.push(uri);
        }
    }
    summary.raised = expected.length;
    await until(() => summary.updates.length >= expected.length);
    await subscribe(SENTINEL);
    await raise(SENTINEL);
    await until(() => summary.updates.includes(SENTINEL));
    summary.updates = summary.updates.filter(u => u !== SENTINEL);
    await transport.terminateSession();
    await client.close();
    finish();
} catch (error) {
    finish({ failure: String(error?.stack ?? error) });
}
