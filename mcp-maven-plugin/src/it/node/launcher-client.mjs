// Starts a server through its launcher with the official TypeScript SDK client (Client +
// StdioClientTransport), runs initialize, tools/list and one tools/call, and prints one JSON
// summary line on standard output for the test to check. Exits 1 only when the client cannot run.
//
// Usage: node launcher-client.mjs <launcher> <tool> <arguments as JSON>
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [launcher, tool, args] = process.argv.slice(2);
if (!launcher || !tool || !args) {
    console.error('usage: node launcher-client.mjs <launcher> <tool> <arguments as JSON>');
    process.exit(2);
}
const transport = new StdioClientTransport({ command: launcher, args: [], stderr: 'pipe' });
let serverStderr = '';
transport.stderr?.on('data', chunk => {
    serverStderr += chunk;
});
const client = new Client({ name: 'mcpj-launcher-it', version: '1.0.0' });
try {
    await client.connect(transport);
    const tools = await client.listTools();
    const call = await client.callTool({ name: tool, arguments: JSON.parse(args) });
    console.log(JSON.stringify({
        serverInfo: client.getServerVersion(),
        protocolVersion: transport.protocolVersion ?? null,
        tools: tools.tools.map(t => t.name).sort(),
        call,
        serverStderr,
    }));
    await client.close();
} catch (error) {
    console.error(String(error?.stack ?? error));
    console.error(serverStderr);
    process.exit(1);
}
