// Drives several mcpj server processes behind a load balancer with the official TypeScript SDK
// client (Client + StreamableHTTPClientTransport), and prints one JSON summary line: what the
// client saw, and which process (the balancer's X-Mcp-Node response header) served each POST.
// The multinode tests (TypeScriptClientThroughBalancerTest) assert on the summary.
//
// Usage: node ts-sdk-balanced-client.mjs --url http://127.0.0.1:<balancer port>/mcp
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({ options: { url: { type: 'string' } } });
if (!opts.url) {
    console.error('usage: node ts-sdk-balanced-client.mjs --url <endpoint>');
    process.exit(2);
}

const nodes = [];
const countingFetch = async (url, init) => {
    const response = await fetch(url, init);
    if ((init?.method ?? 'GET') === 'POST') {
        nodes.push(response.headers.get('x-mcp-node'));
    }
    return response;
};

const watchdog = setTimeout(() => {
    process.stdout.write(JSON.stringify({ failure: 'watchdog: still running after 60 s', nodes }) + '\n');
    process.exit(1);
}, 60_000);
watchdog.unref();

const summary = {};
const transport = new StreamableHTTPClientTransport(new URL(opts.url), { fetch: countingFetch });
const client = new Client({ name: 'mcpj-multinode-ts', version: '1.0.0' });
try {
    await client.connect(transport);
    summary.sessionId = transport.sessionId ?? null;
    summary.protocolVersion = transport.protocolVersion ?? null;
    summary.serverName = client.getServerVersion()?.name ?? null;
    summary.tools = (await client.listTools()).tools.length;
    summary.texts = [];
    for (let i = 0; i < 3; i++) {
        const r = await client.callTool({ name: 'test_simple_text', arguments: {} });
        summary.texts.push(r.content[0].text);
    }
    const progress = [];
    const counted = await client.callTool({ name: 'count_slowly', arguments: { count: 3, delayMs: 20 } },
        undefined, { onprogress: p => progress.push(p.progress) });
    summary.counted = counted.content[0].text;
    summary.progress = progress;
    summary.prompt = (await client.getPrompt({ name: 'test_simple_prompt' })).messages.length;
    await transport.terminateSession();
    await client.close();
    summary.nodes = nodes;
    process.stdout.write(JSON.stringify(summary) + '\n');
} catch (error) {
    process.stdout.write(JSON.stringify({ ...summary, failure: String(error?.stack ?? error), nodes }) + '\n');
    process.exit(1);
}
