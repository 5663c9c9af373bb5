// Drives the mcpj example server with the official TypeScript SDK client (Client +
// StdioClientTransport) and prints one JSON summary line on standard output. The JUnit test
// (TypeScriptSdkClientTest) asserts on that summary; this script only fails (exit 1) when the
// client itself cannot run the scenario.
//
// Usage: node ts-sdk-client.mjs --java <java executable> --jar <server jar> [--protocol <version>]
//
// With --protocol, the initialize request that the SDK client sends is rewritten on its way out to
// ask for that revision (the SDK always asks for its latest), so the negotiation down to an older
// revision goes through the SDK's own checks.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LATEST_PROTOCOL_VERSION, McpError } from '@modelcontextprotocol/sdk/types.js';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
    options: {
        java: { type: 'string' },
        jar: { type: 'string' },
        protocol: { type: 'string' },
    },
});
if (!opts.java || !opts.jar) {
    console.error('usage: node ts-sdk-client.mjs --java <java> --jar <jar> [--protocol <version>]');
    process.exit(2);
}

const summary = { sdkLatestProtocolVersion: LATEST_PROTOCOL_VERSION, requestedProtocolVersion: null };

const transport = new StdioClientTransport({
    command: opts.java,
    args: ['-jar', opts.jar],
    stderr: 'pipe',
});
// Keep the server's log, and pass it on to our own standard error for the test's diagnostics.
let serverStderr = '';
transport.stderr?.on('data', chunk => {
    serverStderr += chunk;
    process.stderr.write(chunk);
});

// Record every message the server sends and every one the client sends, for the summary.
const sent = [];
const received = [];
const originalSend = transport.send.bind(transport);
transport.send = (message, options) => {
    if (message.method === 'initialize') {
        if (opts.protocol) {
            message = { ...message, params: { ...message.params, protocolVersion: opts.protocol } };
        }
        summary.requestedProtocolVersion = message.params.protocolVersion;
    }
    sent.push(message);
    return originalSend(message, options);
};
// The stdio transport has no protocol version of its own; the client calls this hook (meant for
// HTTP transports) with the version it accepted, which is exactly what we want to report.
transport.setProtocolVersion = version => {
    summary.negotiatedProtocolVersion = version;
};

const client = new Client({ name: 'mcpj-interop-ts-sdk', version: '1.0.0' });
const clientErrors = [];
client.onerror = error => {
    clientErrors.push(String(error));
};

async function call(name, args) {
    try {
        return await client.callTool({ name, arguments: args });
    } catch (error) {
        if (error instanceof McpError) {
            return { jsonRpcError: { code: error.code, message: error.message, data: error.data ?? null } };
        }
        return { thrown: String(error) };
    }
}

try {
    await client.connect(transport);
    // Wrap after connect: the client installs its handler during connect.
    const handler = transport.onmessage;
    transport.onmessage = (message, extra) => {
        received.push(message);
        handler?.(message, extra);
    };
    const child = transport._process; // not public API; only used to observe how the server exits
    const exited = new Promise(resolve => {
        if (!child) {
            resolve(null);
        } else if (child.exitCode !== null || child.signalCode !== null) {
            resolve({ code: child.exitCode, signal: child.signalCode });
        } else {
            child.once('exit', (code, signal) => resolve({ code, signal }));
        }
    });

    summary.serverInfo = client.getServerVersion();
    summary.serverCapabilities = client.getServerCapabilities();
    summary.instructions = client.getInstructions();

    summary.ping = await client.ping();
    const listed = await client.listTools();
    summary.tools = listed.tools;
    summary.toolsNextCursor = listed.nextCursor ?? null;

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

    summary.clientErrors = clientErrors.splice(0);

    // A line that is not JSON, written behind the SDK's back: the server answers it with an error
    // that carries no request id. The client must shrug that off and go on.
    if (child) {
        child.stdin.write('{"this is": not json}\n');
        summary.pingAfterGarbage = await client.ping();
        summary.clientErrorsAfterGarbage = clientErrors.splice(0);
    }

    const closeStarted = Date.now();
    await client.close();
    summary.closeMillis = Date.now() - closeStarted;
    summary.serverExit = await Promise.race([exited, new Promise(r => setTimeout(() => r('still running'), 5000))]);
    summary.messagesSent = sent.length;
    summary.messagesReceived = received.length;
    summary.serverNotifications = received.filter(m => m.method && m.id === undefined).map(m => m.method);
    process.stdout.write(JSON.stringify(summary) + '\n');
    process.exit(0);
} catch (error) {
    console.error('ts-sdk-client failed:', error);
    console.error('server stderr so far:\n' + serverStderr);
    process.stdout.write(JSON.stringify({ ...summary, failure: String(error) }) + '\n');
    process.exit(1);
}
