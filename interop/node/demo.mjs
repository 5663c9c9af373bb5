// A short conversation between the official TypeScript SDK client and the mcpj example server,
// printed for a person to read. Used by the README's first command (./run-example).
//
// Usage: node demo.mjs <java executable> <server jar>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [java, jar] = process.argv.slice(2);
if (!java || !jar) {
    console.error('usage: node demo.mjs <java> <jar>');
    process.exit(2);
}

const client = new Client({ name: 'mcpj-demo', version: '0.1.0' });
const started = Date.now();
await client.connect(new StdioClientTransport({ command: java, args: ['-jar', jar], stderr: 'inherit' }));
const info = client.getServerVersion();
console.log(`Connected to ${info.name} ${info.version} in ${Date.now() - started} ms`);
console.log(`Instructions: ${client.getInstructions()}`);

const { tools } = await client.listTools();
console.log(`\n${tools.length} tools:`);
for (const t of tools) {
    console.log(`  ${t.name.padEnd(18)} ${t.description}`);
}

async function show(name, args) {
    const result = await client.callTool({ name, arguments: args });
    const parts = result.content.map(c => c.type === 'text' ? c.text : `[${c.type}${c.mimeType ? ' ' + c.mimeType : ''}]`);
    console.log(`\n> ${name} ${JSON.stringify(args)}${result.isError ? '   (isError)' : ''}\n  ${parts.join('\n  ')}`);
}

await show('search_books', { query: 'le guin', limit: 2 });
await show('add', { a: 2, b: 40 });
await show('convert_units', { value: 26.2, unit_type: 'length', from: 'mi', to: 'km' });
await show('convert_units', { value: 1, unit_type: 'length', from: 'parsec', to: 'km' });
await show('search_books', { query: 'time', limit: 99 });
await show('get_catalog_file', {});
await client.close();
