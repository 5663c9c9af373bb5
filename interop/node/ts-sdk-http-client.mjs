// Drives the mcpj example server over Streamable HTTP with the official TypeScript SDK client
// (Client + StreamableHTTPClientTransport) and prints one JSON summary line on standard output: what
// the client saw, and every HTTP exchange it made (see http-exchanges.mjs). The JUnit test
// (TypeScriptSdkHttpClientTest) serves the server in its own JVM and asserts on the summary; this
// script only fails (exit 1) when the client itself cannot run the scenario.
//
// Usage: node ts-sdk-http-client.mjs --url http://127.0.0.1:<port>/mcp
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
    ElicitRequestSchema,
    LATEST_PROTOCOL_VERSION,
    LoggingMessageNotificationSchema,
    McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { parseArgs } from 'node:util';
import { recordingFetch, settle } from './http-exchanges.mjs';

const { values: opts } = parseArgs({ options: { url: { type: 'string' } } });
if (!opts.url) {
    console.error('usage: node ts-sdk-http-client.mjs --url <endpoint>');
    process.exit(2);
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
const exchanges = [];
const summary = { sdkLatestProtocolVersion: LATEST_PROTOCOL_VERSION };

const transport = new StreamableHTTPClientTransport(new URL(opts.url), { fetch: recordingFetch(exchanges) });
const client = new Client({ name: 'mcpj-interop-ts-http', version: '1.0.0' }, { capabilities: { elicitation: {} } });
const clientErrors = [];
client.onerror = error => clientErrors.push(String(error));

const elicitRequests = [];
client.setRequestHandler(ElicitRequestSchema, async request => {
    elicitRequests.push(request.params);
    return { action: 'accept', content: { name: 'Ada', plan: 'pro' } };
});
const logs = [];
client.setNotificationHandler(LoggingMessageNotificationSchema, n => logs.push(n.params));

async function call(name, args, options) {
    try {
        return await client.callTool({ name, arguments: args }, undefined, options);
    } catch (error) {
        if (error instanceof McpError) {
            return { jsonRpcError: { code: error.code, message: error.message, data: error.data ?? null } };
        }
        return { thrown: String(error) };
    }
}

// Should anything hang, print what happened so far (with every exchange) well before the test's
// own deadline kills this process.
const watchdog = setTimeout(async () => {
    console.error('ts-sdk-http-client: still running after 150 s; giving up');
    summary.exchanges = await settle(exchanges, 500);
    process.stdout.write(JSON.stringify({ ...summary, failure: 'watchdog: still running after 150 s' }) + '\n');
    process.exit(1);
}, 150_000);
watchdog.unref();

/** The index of the next exchange, to pick out the ones a step made. */
const mark = () => exchanges.length;

try {
    await client.connect(transport);
    summary.sessionId = transport.sessionId ?? null;
    summary.negotiatedProtocolVersion = transport.protocolVersion ?? null;
    summary.serverInfo = client.getServerVersion();
    summary.serverCapabilities = client.getServerCapabilities();
    summary.instructions = client.getInstructions();

    summary.ping = await client.ping();
    summary.tools = (await client.listTools()).tools;

    summary.calls = {
        search_books: await call('search_books', { query: 'le guin', genre: 'FICTION' }),
        search_books_limit: await call('search_books', { query: 'the', limit: 2 }),
        add_book: await call('add_book', {
            book: { title: 'Kindred', author: 'Octavia E. Butler', year: 1979, genre: 'FICTION' },
        }),
        search_books_after_add: await call('search_books', { query: 'butler' }),
        convert_units_length: await call('convert_units', { value: 1, unit_type: 'length', from: 'mi', to: 'km' }),
        convert_units_temperature: await call('convert_units', {
            value: 100, unit_type: 'temperature', from: 'C', to: 'F',
        }),
        convert_units_unsupported: await call('convert_units', {
            value: 1, unit_type: 'length', from: 'parsec', to: 'm',
        }),
        get_logo: await call('get_logo', {}),
        get_catalog_file: await call('get_catalog_file', {}),
        add: await call('add', { a: 1, b: 2 }),
        add_fractions: await call('add', { a: 0.5, b: -2.25 }),
        echo: await call('echo', { text: 'héllo wörld ✓ 🌍 "quoted" \\ back\nslash' }),
        invalid_arguments: await call('search_books', { query: 'x', limit: 99 }),
        missing_argument: await call('add', { a: 1 }),
        unknown_tool: await call('no_such_tool', {}),
    };

    // -- progress, over the event stream that answers the POST --
    {
        const from = mark();
        const seen = [];
        const result = await call('count_slowly', { to: 3, delay_ms: 10 }, { onprogress: p => seen.push(p) });
        summary.progress = { result, onprogress: seen, from };
    }

    // -- logging at the level the client set --
    {
        await client.setLoggingLevel('info');
        const from = mark();
        logs.length = 0;
        const result = await call('log_three', {});
        await client.ping(); // anything still in flight arrives before the ping's answer
        summary.logging = { result, handler: [...logs], from };
    }

    // -- elicitation: the server asks on the call's event stream, the client answers with a POST --
    {
        const from = mark();
        const result = await call('sign_up', {});
        summary.elicitation = { result, requests: elicitRequests.splice(0), from };
    }

    summary.clientErrors = clientErrors.splice(0);

    // -- ending the session: DELETE, then the old session id is no longer served --
    {
        const from = mark();
        const sessionId = transport.sessionId;
        await transport.terminateSession();
        summary.sessionIdAfterTerminate = transport.sessionId ?? null;
        const after = await fetch(opts.url, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                accept: 'application/json, text/event-stream',
                'mcp-session-id': sessionId,
                'mcp-protocol-version': summary.negotiatedProtocolVersion,
            },
            body: JSON.stringify({ jsonrpc: '2.0', id: 'after-delete', method: 'ping' }),
            signal: AbortSignal.timeout(60_000),
        });
        summary.terminate = { from, afterDelete: { status: after.status, body: await after.text() } };
        // The session's standalone stream (the GET) should end with the session, before close()
        // aborts it: give it a generous while.
        const standalone = exchanges.filter(e => e.method === 'GET');
        await Promise.race([Promise.allSettled(standalone.map(e => e.done)), sleep(15000)]);
    }

    await client.close();
    summary.clientErrorsAtClose = clientErrors.splice(0);
    await sleep(100);
    summary.exchanges = await settle(exchanges, 10_000);
    process.stdout.write(JSON.stringify(summary) + '\n');
    process.exit(0);
} catch (error) {
    console.error('ts-sdk-http-client failed:', error);
    summary.exchanges = await settle(exchanges, 500);
    process.stdout.write(JSON.stringify({ ...summary, failure: String(error?.stack ?? error) }) + '\n');
    process.exit(1);
}
