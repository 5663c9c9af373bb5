// The official TypeScript SDK client over Streamable HTTP: connects to MCP_URL (with
// MCP_TOKEN as a bearer token when set), lists and calls tools, ends its session, and prints one
// JSON line of what it saw. Run from the directory where the pinned SDK is installed.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const headers = process.env.MCP_TOKEN ? { Authorization: `Bearer ${process.env.MCP_TOKEN}` } : {};
const transport = new StreamableHTTPClientTransport(new URL(process.env.MCP_URL), { requestInit: { headers } });
const client = new Client({ name: 'mcpj-boot-test', version: '1.0.0' });
const out = {};
try {
    await client.connect(transport);
    out.sessionId = transport.sessionId ?? null;
    out.serverInfo = client.getServerVersion();
    out.instructions = client.getInstructions() ?? null;
    out.tools = (await client.listTools()).tools.map(t => t.name).sort();
    out.search = await client.callTool({ name: 'search_books', arguments: { query: 'dune' } });
    out.count = await client.callTool({ name: 'count_tools', arguments: {} });
    out.shout = await client.callTool({ name: 'shout', arguments: { text: 'quiet' } });
    out.prompts = (await client.listPrompts()).prompts.map(p => p.name);
    out.resources = (await client.listResources()).resources.map(r => r.uri);
    out.hours = await client.readResource({ uri: 'library://hours' });
    out.templates = (await client.listResourceTemplates()).resourceTemplates.map(t => t.uriTemplate);
    out.shelf = await client.readResource({ uri: 'shelf://fiction' });
    await transport.terminateSession();
    await client.close();
} catch (error) {
    out.failure = String(error?.stack ?? error);
}
process.stdout.write(JSON.stringify(out) + '\n');
process.exit(out.failure ? 1 : 0);
