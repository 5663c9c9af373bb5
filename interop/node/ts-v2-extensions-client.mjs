// Drives the mcpj example server's extensions over Streamable HTTP with the official TypeScript v2
// client (@modelcontextprotocol/client): its SkillsClient lists, gets, reads (verifying digest,
// size and frontmatter) and reads a directory; a client declaring the MCP Apps extension
// (io.modelcontextprotocol/ui with the mcp-app MIME type) and one declaring nothing read the
// App tool's metadata and resource and call it. Prints one JSON summary line for
// ExtensionsClientTest to assert on.
//
// Usage: node ts-v2-extensions-client.mjs --url http://127.0.0.1:<port>/mcp --version 2026-07-28|2025-11-25
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { parseArgs } from 'node:util';

const { values: opts } = parseArgs({ options: { url: { type: 'string' }, version: { type: 'string' } } });
if (!opts.url || !opts.version) {
    console.error('usage: node ts-v2-extensions-client.mjs --url <endpoint> --version <protocol version>');
    process.exit(2);
}
const APP_MIME = 'text/html;profile=mcp-app';
const summary = { errors: [] };
const watchdog = setTimeout(() => {
    summary.errors.push('watchdog: still running after 120 s');
    console.log(JSON.stringify(summary));
    process.exit(1);
}, 120_000);
watchdog.unref();

function client(name, capabilities) {
    const c = new Client({ name, version: '1.0.0' },
        { capabilities, versionNegotiation: { mode: opts.version === '2025-11-25' ? 'legacy' : { pin: opts.version } } });
    c.onerror = error => summary.errors.push(name + ' onerror: ' + String(error?.stack ?? error));
    return c;
}

const apps = client('mcpj-interop-apps', { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: [APP_MIME] } } });
const plain = client('mcpj-interop-plain', {});
try {
    await apps.connect(new StreamableHTTPClientTransport(new URL(opts.url)));
    summary.protocolVersion = apps.getNegotiatedProtocolVersion?.() ?? null;
    summary.serverExtensions = apps.getServerCapabilities()?.extensions ?? null;

    const skills = new SkillsClient(apps);
    summary.skillsSupported = skills.supported;
    summary.directoryRead = skills.directoryRead;
    const listing = await skills.list();
    summary.skills = listing.skills.map(s => s.uri);
    summary.invalid = listing.invalid;
    const skill = listing.skills[0];
    const manifest = await skills.read(skill);
    summary.manifest = { verified: manifest.verified, frontmatter: manifest.frontmatter ?? null };
    const reference = await skills.read(skill, 'references/UNITS.md');
    summary.reference = { verified: reference.verified, text: reference.text ?? null };
    summary.got = (await skills.get(skill.uri)).skill.uri;
    const root = skill.uri.slice(0, -'/SKILL.md'.length);
    summary.directory = (await skills.readDirectory(root)).resources.map(r => ({ uri: r.uri, mimeType: r.mimeType ?? null }));
    try {
        await skills.get('skill://no-such-skill/SKILL.md');
        summary.unknownSkill = 'no error';
    } catch (e) {
        summary.unknownSkill = { code: e.code ?? null };
    }

    const tool = (await apps.listTools()).tools.find(t => t.name === 'show_weather');
    summary.appToolMeta = tool?._meta ?? null;
    const uri = tool?._meta?.ui?.resourceUri;
    const read = await apps.readResource({ uri });
    const content = read.contents[0];
    summary.appResource = { mimeType: content.mimeType, startsWith: content.text.slice(0, 15), meta: content._meta ?? null };
    summary.withApps = (await apps.callTool({ name: 'show_weather', arguments: { city: 'Lisbon' } })).content[0].text;

    await plain.connect(new StreamableHTTPClientTransport(new URL(opts.url)));
    summary.withoutApps = (await plain.callTool({ name: 'show_weather', arguments: { city: 'Lisbon' } })).content[0].text;
} catch (e) {
    summary.errors.push(String(e?.stack ?? e));
} finally {
    await apps.close().catch(e => summary.errors.push('close: ' + String(e)));
    await plain.close().catch(e => summary.errors.push('close: ' + String(e)));
}
console.log(JSON.stringify(summary));
process.exit(0);
