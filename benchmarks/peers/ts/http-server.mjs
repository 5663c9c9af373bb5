// Peer server for the mcpj HTTP benchmark: the official MCP TypeScript SDK serving add, echo and slow
// over Streamable HTTP on node:http, in its stateful mode (a session per initialize) or its
// stateless mode (a server and transport per request, as the SDK's stateless example does).
// JSON responses, as our server gives when the answer is all there is.
// Usage: node http-server.mjs <stateful|stateless> <port>; prints "READY <url>" once listening.
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

const [mode, portArg] = process.argv.slice(2);
if (mode !== 'stateful' && mode !== 'stateless') {
  console.error('mode: stateful or stateless');
  process.exit(2);
}

function newServer() {
  const server = new McpServer({ name: 'bench-ts-sdk', version: '1.32.2' });
  server.registerTool(
    'add',
    { description: 'Adds two numbers.', inputSchema: { a: z.number(), b: z.number() } },
    async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }),
  );
  server.registerTool(
    'echo',
    { description: 'Returns the given text.', inputSchema: { text: z.string() } },
    async ({ text }) => ({ content: [{ type: 'text', text }] }),
  );
  server.registerTool(
    'slow',
    { description: 'Sleeps for the given milliseconds.', inputSchema: { ms: z.number().int() } },
    async ({ ms }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { content: [{ type: 'text', text: 'slept' }] };
    },
  );
  return server;
}

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const sessions = new Map();

const http = createServer(async (req, res) => {
  try {
    if (req.method !== 'POST') {
      res.writeHead(405).end();
      return;
    }
    const body = await readBody(req);
    if (mode === 'stateless') {
      const server = newServer();
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => { transport.close(); server.close(); });
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
      return;
    }
    const id = req.headers['mcp-session-id'];
    let transport = id ? sessions.get(id) : undefined;
    if (!transport) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (sid) => sessions.set(sid, transport),
      });
      transport.onclose = () => { if (transport.sessionId) sessions.delete(transport.sessionId); };
      await newServer().connect(transport);
    }
    await transport.handleRequest(req, res, body);
  } catch (e) {
    if (!res.headersSent) res.writeHead(500).end();
  }
});

http.keepAliveTimeout = 60_000;
http.listen(Number(portArg), '127.0.0.1', () => {
  console.log(`READY http://127.0.0.1:${http.address().port}/mcp`);
});
