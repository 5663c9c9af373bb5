// Drives the mcpj example server over stdio with the official TypeScript v2 client
// (@modelcontextprotocol/client) pinned to protocol 2026-07-28: it probes with server/discover and
// then sends stateless requests whose _meta carries the version and capabilities. Prints one JSON
// summary line on standard output for ModernClientTest to assert on.
//
// Usage: node ts-v2-modern-client.mjs --java <java executable> --jar <server jar>
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({ options: { java: { type: 'string' }, jar: { type: 'string' } } });
if (!opts.java || !opts.jar) {
    console.error('usage: node ts-v2-modern-client.mjs --java <java> --jar <jar>');
    process.exit(2);
}

const sent = [];
const transport = new StdioClientTransport({ command: opts.java, args: ['-jar', opts.jar], stderr: 'inherit' });
const originalSend = transport.send.bind(transport);
transport.send = (message, options) => {
    sent.push(message);
    return originalSend(message, options);
};

const client = new Client({ name: 'mcpj-interop-v2', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } });
const summary = { errors: [] };
try {
    await client.connect(transport);
    summary.protocolVersion = client.getNegotiatedProtocolVersion?.() ?? null;
    summary.serverVersion = client.getServerVersion() ?? null;
    summary.tools = (await client.listTools()).tools.map(t => t.name);
    summary.add = await client.callTool({ name: 'add', arguments: { a: 2, b: 40 } });
    summary.invalid = await client.callTool({ name: 'search_books', arguments: { query: 'x', limit: 99 } });
    summary.link = await client.callTool({ name: 'get_catalog_file', arguments: {} });
    try {
        await client.callTool({ name: 'no_such_tool', arguments: {} });
        summary.unknownTool = 'no error';
    } catch (e) {
        summary.unknownTool = { code: e.code ?? null, message: e.message };
    }
    summary.sentMethods = sent.map(m => m.method ?? 'response');
    summary.sentVersions = sent.filter(m => m.params?._meta).map(m => m.params._meta['io.modelcontextprotocol/protocolVersion']);
} catch (e) {
    summary.errors.push(String(e?.stack ?? e));
} finally {
    await client.close().catch(() => {});
}
console.log(JSON.stringify(summary));
