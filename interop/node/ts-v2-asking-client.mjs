// Drives the tools of the interop AskingServer with the official TypeScript v2 client
// (@modelcontextprotocol/client) pinned to protocol 2026-07-28 over stdio: the server's questions
// (URL-mode elicitation, sampling with tools) arrive in input_required results, which the client
// fulfils through its handlers and retries. Prints one JSON summary line for AskingClientsTest.
//
// Usage: node ts-v2-asking-client.mjs --java <java> --classpath <cp> --main <class>
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { parseArgs } from 'node:util';
import { callTool, modelAnswer, report, serverCommand } from './asking-answers.mjs';

const server = serverCommand(parseArgs, 'ts-v2-asking-client.mjs');

async function connect(name, capabilities) {
    const transport = new StdioClientTransport(server);
    const client = new Client({ name, version: '1.0.0' },
        { capabilities, versionNegotiation: { mode: { pin: '2026-07-28' } } });
    const conn = { client, errors: [], elicitations: [], samplings: [] };
    client.onerror = error => conn.errors.push(String(error));
    if (capabilities.elicitation) {
        client.setRequestHandler('elicitation/create', async request => {
            conn.elicitations.push(request.params);
            if (request.params.url?.includes('authorize')) {
                // The user signs in at the page before agreeing; finish_sign_in plays the page.
                conn.signIn = await client.callTool({ name: 'finish_sign_in', arguments: {} });
            }
            return { action: 'accept' };
        });
    }
    if (capabilities.sampling) {
        client.setRequestHandler('sampling/createMessage', async request => {
            conn.samplings.push(request.params);
            return modelAnswer(request.params);
        });
    }
    await client.connect(transport);
    return conn;
}

const call = (conn, name) => callTool(conn.client, name);

const summary = {};
await report('ts-v2-asking-client.mjs', summary, async () => {
    const full = await connect('mcpj-interop-v2-asking', {
        elicitation: { form: {}, url: {} },
        sampling: { tools: {} },
    });
    summary.protocolVersion = full.client.getNegotiatedProtocolVersion?.() ?? null;
    summary.serverCapabilities = full.client.getServerCapabilities() ?? null;
    summary.connect = await call(full, 'connect_account');
    summary.calendar = await call(full, 'read_calendar');
    summary.signIn = full.signIn ?? null;
    summary.weather = await call(full, 'weather_agent');
    summary.elicitations = full.elicitations;
    summary.samplings = full.samplings;
    summary.errors = full.errors;
    await full.client.close();

    const bare = await connect('mcpj-interop-v2-asking-bare', { elicitation: {}, sampling: {} });
    summary.bare = {
        connect: await call(bare, 'connect_account'),
        weather: await call(bare, 'weather_agent'),
        elicitations: bare.elicitations.length,
        samplings: bare.samplings.length,
        errors: bare.errors,
    };
    await bare.client.close();
});
