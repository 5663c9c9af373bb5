// Cold start of stdio MCP servers, as a client sees it: spawns each command, sends initialize at
// once, and times spawn -> initialize answer and spawn -> first tools/call answer; then reads the
// server's peak resident set (VmHWM in /proc/<pid>/status; Linux) and closes its standard input.
// The servers take turns in every round, so that a slow moment of the machine hits all of them.
//
// Usage: node launcher-start.mjs <rounds> <tool> <arguments as JSON> <name>=<command line> ...
// A command line is split on spaces. Prints one JSON object: per server, every round's figures and
// their medians.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [roundsArg, tool, toolArgs, ...servers] = process.argv.slice(2);
const rounds = Number(roundsArg);
if (!(rounds > 0) || !tool || !toolArgs || servers.length === 0) {
    console.error('usage: node launcher-start.mjs <rounds> <tool> <arguments as JSON> <name>=<command> ...');
    process.exit(2);
}
const parsed = servers.map(s => {
    const i = s.indexOf('=');
    return { name: s.slice(0, i), argv: s.slice(i + 1).split(' ').filter(Boolean) };
});

function peakRssKiB(pid) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const line = status.split('\n').find(l => l.startsWith('VmHWM:'));
    return line ? Number(line.replace(/\D+/g, '')) : null;
}

function once({ argv }) {
    return new Promise((resolve, reject) => {
        const start = process.hrtime.bigint();
        const child = spawn(argv[0], argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
        const result = {};
        let buffer = '';
        let stderr = '';
        child.stderr.on('data', c => { stderr += c; });
        child.on('error', reject);
        child.on('exit', code => {
            if (result.callMs === undefined) {
                reject(new Error(`${argv.join(' ')} exited (${code}) before answering: ${stderr}`));
            } else {
                resolve(result);
            }
        });
        const send = m => child.stdin.write(JSON.stringify(m) + '\n');
        child.stdout.on('data', chunk => {
            buffer += chunk;
            let nl;
            while ((nl = buffer.indexOf('\n')) >= 0) {
                const line = buffer.slice(0, nl);
                buffer = buffer.slice(nl + 1);
                const message = JSON.parse(line);
                const ms = Number(process.hrtime.bigint() - start) / 1e6;
                if (message.id === 1) {
                    result.initializeMs = ms;
                    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
                    send({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: tool, arguments: JSON.parse(toolArgs) } });
                } else if (message.id === 2) {
                    if (message.error || message.result?.isError) {
                        reject(new Error(`${tool} failed: ${line}`));
                    }
                    result.callMs = ms;
                    result.peakRssKiB = peakRssKiB(child.pid);
                    result.stderr = stderr;
                    child.stdin.end();
                }
            }
        });
        send({
            jsonrpc: '2.0', id: 1, method: 'initialize',
            params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'cold-start', version: '1' } },
        });
    });
}

const median = xs => {
    const s = [...xs].sort((a, b) => a - b);
    return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const runs = Object.fromEntries(parsed.map(s => [s.name, []]));
// One start of each first, not counted: the file system cache then holds every server's files.
for (const s of parsed) {
    await once(s);
}
for (let r = 0; r < rounds; r++) {
    for (const s of parsed) {
        runs[s.name].push(await once(s));
    }
}
const report = {};
for (const s of parsed) {
    const rs = runs[s.name];
    report[s.name] = {
        command: s.argv.join(' '),
        initializeMs: median(rs.map(r => r.initializeMs)),
        callMs: median(rs.map(r => r.callMs)),
        peakRssKiB: median(rs.map(r => r.peakRssKiB)),
        stderr: rs.at(-1).stderr,
        rounds: rs.map(({ initializeMs, callMs, peakRssKiB }) => ({ initializeMs, callMs, peakRssKiB })),
    };
}
console.log(JSON.stringify(report, null, 2));
