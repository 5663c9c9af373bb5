// Drives the mcpj example server over Streamable HTTP with the official TypeScript v2 client
// (@modelcontextprotocol/client, its StreamableHTTPClientTransport) pinned to protocol 2026-07-28:
// it probes with server/discover and then sends stateless requests, each POST on its own, whose
// _meta carries the version and capabilities. Prints one JSON summary line, with every HTTP
// exchange (see http-exchanges.mjs), for ModernHttpClientTest to assert on.
//
// Usage: node ts-v2-http-client.mjs --url http://127.0.0.1:<port>/mcp
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { parseArgs } from 'node:util';
import { recordingFetch, settle } from './http-exchanges.mjs';

const { values: opts } = parseArgs({ options: { url: { type: 'string' } } });
if (!opts.url) {
    console.error('usage: node ts-v2-http-client.mjs --url <endpoint>');
    process.exit(2);
}

const exchanges = [];
const transport = new StreamableHTTPClientTransport(new URL(opts.url), { fetch: recordingFetch(exchanges) });
const client = new Client({ name: 'mcpj-interop-v2-http', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } });
const summary = { errors: [] };
const watchdog = setTimeout(async () => {
    console.error('ts-v2-http-client: still running after 150 s; giving up');
    summary.errors.push('watchdog: still running after 150 s');
    summary.exchanges = await settle(exchanges, 500);
    console.log(JSON.stringify(summary));
    process.exit(1);
}, 150_000);
watchdog.unref();
client.onerror = error => summary.errors.push('onerror: ' + String(error?.stack ?? error));
try {
    await client.connect(transport);
    summary.protocolVersion = client.getNegotiatedProtocolVersion?.() ?? null;
    summary.serverVersion = client.getServerVersion() ?? null;
    summary.tools = (await client.listTools()).tools.map(t => t.name);
    summary.add = await client.callTool({ name: 'add', arguments: { a: 2, b: 40 } });
    summary.invalid = await client.callTool({ name: 'search_books', arguments: { query: 'x', limit: 99 } });
    try {
        await client.callTool({ name: 'no_such_tool', arguments: {} });
        summary.unknownTool = 'no error';
    } catch (e) {
        summary.unknownTool = { code: e.code ?? null, message: e.message };
    }
} catch (e) {
    summary.errors.push(String(e?.stack ?? e));
} finally {
    await client.close().catch(e => summary.errors.push('close: ' + String(e)));
}
summary.exchanges = await settle(exchanges, 10_000);
console.log(JSON.stringify(summary));
process.exit(0);
