// Drives the annotated example server (tools, resources, a resource template and a prompt) over
// stdio with the official TypeScript SDK client, and prints one JSON summary line for
// ResourcesAndPromptsClientTest.
//
// Usage: node ts-sdk-resources-prompts.mjs --java <java> --classpath <cp> --main <class>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({
    options: { java: { type: 'string' }, classpath: { type: 'string' }, main: { type: 'string' } },
});
const client = new Client({ name: 'mcpj-interop-resources', version: '1.0.0' });
const summary = { errors: [] };
async function attempt(name, f) {
    try {
        summary[name] = await f();
    } catch (e) {
        summary[name] = { error: { code: e.code ?? null, message: e.message } };
    }
}
try {
    await client.connect(new StdioClientTransport({
        command: opts.java, args: ['-cp', opts.classpath, opts.main], stderr: 'inherit',
    }));
    summary.capabilities = client.getServerCapabilities();
    await attempt('resources', () => client.listResources());
    await attempt('templates', () => client.listResourceTemplates());
    await attempt('catalog', () => client.readResource({ uri: 'bookshop://catalog' }));
    await attempt('book', () => client.readResource({ uri: 'books://9780061054884' }));
    await attempt('missingBook', () => client.readResource({ uri: 'books://0000000000000' }));
    await attempt('isbnCompletion', () => client.complete({
        ref: { type: 'ref/resource', uri: 'books://{isbn}' }, argument: { name: 'isbn', value: '97805' } }));
    await attempt('prompts', () => client.listPrompts());
    await attempt('prompt', () => client.getPrompt({ name: 'recommend_books', arguments: { genre: 'SCIENCE', mood: 'something short' } }));
    await attempt('promptMissingArgument', () => client.getPrompt({ name: 'recommend_books', arguments: {} }));
    await attempt('genreCompletion', () => client.complete({
        ref: { type: 'ref/prompt', name: 'recommend_books' }, argument: { name: 'genre', value: 'S' } }));
} catch (e) {
    summary.errors.push(String(e?.stack ?? e));
} finally {
    await client.close().catch(() => {});
}
console.log(JSON.stringify(summary));
