// Drives the tools of the interop AskingServer with the official TypeScript SDK client (protocol
// 2025-11-25 over stdio): URL-mode elicitation (asked by a tool, and required by a tool that
// throws), the completion notice, and sampling in which the client's model uses a tool. Prints one
// JSON summary line for AskingClientsTest to assert on; exits 1 only when the client cannot run.
//
// Usage: node ts-sdk-asking-client.mjs --java <java> --classpath <cp> --main <class>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import {
    CreateMessageRequestSchema,
    ElicitationCompleteNotificationSchema,
    ElicitRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { parseArgs } from 'node:util';
import { callTool, modelAnswer, report, serverCommand } from './asking-answers.mjs';

const server = serverCommand(parseArgs, 'ts-sdk-asking-client.mjs');

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));

async function connect(name, capabilities) {
    const transport = new StdioClientTransport(server);
    const client = new Client({ name, version: '1.0.0' }, { capabilities });
    const conn = { client, errors: [], elicitations: [], samplings: [], completions: [] };
    client.onerror = error => conn.errors.push(String(error));
    client.setNotificationHandler(ElicitationCompleteNotificationSchema, n => conn.completions.push(n.params));
    if (capabilities.elicitation) {
        client.setRequestHandler(ElicitRequestSchema, async request => {
            conn.elicitations.push(request.params);
            return { action: 'accept' }; // the user agreed to open the page
        });
    }
    if (capabilities.sampling) {
        client.setRequestHandler(CreateMessageRequestSchema, async request => {
            conn.samplings.push(request.params);
            return modelAnswer(request.params);
        });
    }
    await client.connect(transport);
    return conn;
}

const call = (conn, name) => callTool(conn.client, name);

const summary = {};
await report('ts-sdk-asking-client.mjs', summary, async () => {
    const full = await connect('mcpj-interop-asking', {
        elicitation: { form: {}, url: {} },
        sampling: { tools: {} },
    });
    summary.serverCapabilities = full.client.getServerCapabilities();

    // A tool asks the user to open a URL.
    summary.connect = await call(full, 'connect_account');

    // A tool throws URLElicitationRequiredError; the user signs in (finish_sign_in plays the page),
    // the server announces the completion, and the retry succeeds.
    summary.calendarFirst = await call(full, 'read_calendar');
    summary.signIn = await call(full, 'finish_sign_in');
    for (let i = 0; i < 100 && full.completions.length === 0; i++) {
        await sleep(50);
    }
    summary.calendarRetry = await call(full, 'read_calendar');

    // The client's model uses a tool.
    summary.weather = await call(full, 'weather_agent');

    summary.elicitations = full.elicitations;
    summary.samplings = full.samplings;
    summary.completions = full.completions;
    summary.errors = full.errors;
    await full.client.close();

    // A client that declares form-mode elicitation and sampling without tools.
    const bare = await connect('mcpj-interop-asking-bare', { elicitation: {}, sampling: {} });
    summary.bare = {
        connect: await call(bare, 'connect_account'),
        calendar: await call(bare, 'read_calendar'),
        weather: await call(bare, 'weather_agent'),
        elicitations: bare.elicitations.length,
        samplings: bare.samplings.length,
        errors: bare.errors,
    };
    await bare.client.close();
});
