// Drives the mcpj annotated example server, served as an OAuth-protected resource, with the official
// TypeScript SDK clients and their client-credentials providers: configured with the scope
// books:read (too little for add_book, the catalog resource and the recommend_books prompt), then
// with the scopes those need too; each with the 1.x
// SDK (protocol 2025-11-25) and with the v2 client pinned to 2026-07-28. Prints one JSON
// summary line on standard output: what each client saw, and every HTTP exchange it made
// (requests to the MCP endpoint, its metadata and the authorization server alike). The JUnit test
// (TypeScriptSdkOAuthClientTest) starts the authorization server and the example server, and
// asserts on the summary; this script only fails (exit 1) when the client itself cannot run.
//
// Usage: node ts-sdk-oauth-client.mjs --url <endpoint> --issuer <issuer> --client-id <id> --client-secret <secret>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import * as v2 from '@modelcontextprotocol/client';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
    options: {
        url: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
    },
});
if (!opts.url || !opts.issuer || !opts['client-id'] || !opts['client-secret']) {
    console.error('usage: node ts-sdk-oauth-client.mjs --url <endpoint> --issuer <issuer> --client-id <id> --client-secret <secret>');
    process.exit(2);
}

const exchanges = [];

/** A fetch that records each exchange: method, URL, what it carried and what came back. */
function recording(fetchFn) {
    return async (input, init = {}) => {
        const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
        const headers = new Headers(init.headers ?? {});
        const entry = { method: init.method ?? 'GET', url: url.href, bearer: headers.has('authorization') };
        const body = typeof init.body === 'string' ? init.body : init.body instanceof URLSearchParams ? init.body.toString() : null;
        if (body !== null) {
            try {
                entry.rpcMethod = JSON.parse(body).method;
            } catch {
                entry.form = Object.fromEntries(new URLSearchParams(body));
            }
        }
        if (url.search.includes('access_token')) entry.tokenInQuery = true;
        exchanges.push(entry);
        const response = await fetchFn(input, init);
        entry.status = response.status;
        const challenge = response.headers.get('www-authenticate');
        if (challenge) entry.challenge = challenge;
        if (entry.form && response.status === 200) {
            // A token response: note what was granted, never the token itself.
            const granted = await response.clone().json();
            const claims = JSON.parse(Buffer.from(granted.access_token.split('.')[1], 'base64url').toString());
            entry.granted = { scope: claims.scope, aud: claims.aud, sub: claims.sub, iss: claims.iss };
        }
        return response;
    };
}

const ALL_SCOPES = 'books:read books:write catalog:read books:recommend';
const summary = {};
const watchdog = setTimeout(() => {
    process.stdout.write(JSON.stringify({ ...summary, exchanges, failure: 'watchdog: still running after 120 s' }) + '\n');
    process.exit(1);
}, 120_000);

/**
 * Connects with a client-credentials provider that asks for `scope`, and runs the tool calls: with
 * the 1.x SDK (protocol 2025-11-25, a session), or with the v2 client pinned to 2026-07-28.
 */
async function scenario(scope, modern = false) {
    const result = {};
    const sdk = modern
        ? { Client: v2.Client, Transport: v2.StreamableHTTPClientTransport, Provider: v2.ClientCredentialsProvider }
        : { Client, Transport: StreamableHTTPClientTransport, Provider: ClientCredentialsProvider };
    const provider = new sdk.Provider({
        clientId: opts['client-id'],
        clientSecret: opts['client-secret'],
        expectedIssuer: opts.issuer,
        scope,
    });
    const transport = new sdk.Transport(new URL(opts.url), { authProvider: provider, fetch: recording(fetch) });
    const client = modern
        ? new sdk.Client({ name: 'mcpj-interop-ts-oauth-v2', version: '1.0.0' },
            { versionNegotiation: { mode: { pin: '2026-07-28' } } })
        : new sdk.Client({ name: 'mcpj-interop-ts-oauth', version: '1.0.0' });
    await client.connect(transport);
    result.protocolVersion = modern ? (client.getNegotiatedProtocolVersion?.() ?? null) : null;
    result.sessionId = transport.sessionId ?? null;
    result.tools = (await client.listTools()).tools.map(t => t.name);
    result.search = await client.callTool({ name: 'search_books', arguments: { query: 'Hawking' } });
    try {
        result.addBook = await client.callTool({
            name: 'add_book',
            arguments: { book: { isbn: '9781416556961', title: 'The Lathe of Heaven', author: 'Ursula K. Le Guin', year: 1971 } },
        });
    } catch (error) {
        result.addBook = { thrown: String(error) };
    }
    try {
        result.catalog = await client.readResource({ uri: 'bookshop://catalog' });
    } catch (error) {
        result.catalog = { thrown: String(error) };
    }
    try {
        result.recommend = await client.getPrompt({ name: 'recommend_books', arguments: { genre: 'SCIENCE' } });
    } catch (error) {
        result.recommend = { thrown: String(error) };
    }
    await client.close();
    return result;
}

try {
    // A client configured with too few scopes, then one configured with enough. (The 1.x
    // client-credentials provider asks again for its configured scope only, not for the one a
    // challenge names; the v2 client asks for the scope the challenge names, so it steps up.)
    summary.reader = await scenario('books:read');
    summary.readerExchanges = exchanges.splice(0);
    summary.writer = await scenario(ALL_SCOPES);
    summary.writerExchanges = exchanges.splice(0);
    summary.modernReader = await scenario('books:read', true);
    summary.modernReaderExchanges = exchanges.splice(0);
    summary.modernWriter = await scenario(ALL_SCOPES, true);
    summary.modernWriterExchanges = exchanges.splice(0);
    clearTimeout(watchdog);
    process.stdout.write(JSON.stringify(summary) + '\n');
} catch (error) {
    clearTimeout(watchdog);
    process.stdout.write(JSON.stringify({ ...summary, exchanges, failure: String(error?.stack ?? error) }) + '\n');
    process.exit(1);
}
