// What the interop clients answer when the AskingServer's tools ask them something, shared by the
// 1.x client (ts-sdk-asking-client.mjs) and the v2 client (ts-v2-asking-client.mjs).

/**
 * The client's model: with tools and no tool result yet, it asks to use the first tool for Oslo;
 * otherwise it reads back the tool result it was given.
 */
export function modelAnswer(params) {
    const last = params.messages[params.messages.length - 1];
    const blocks = Array.isArray(last.content) ? last.content : [last.content];
    const result = blocks.find(b => b.type === 'tool_result');
    if (params.tools?.length && !result) {
        return {
            role: 'assistant', model: 'interop-model', stopReason: 'toolUse',
            content: [{ type: 'tool_use', id: 'use-1', name: params.tools[0].name, input: { city: 'Oslo' } }],
        };
    }
    return {
        role: 'assistant', model: 'interop-model', stopReason: 'endTurn',
        content: { type: 'text', text: 'The model read: ' + (result?.content?.[0]?.text ?? 'nothing') },
    };
}

/** Reads --java, --classpath and --main, or exits with the usage line. */
export function serverCommand(parseArgs, script) {
    const { values: opts } = parseArgs({
        options: { java: { type: 'string' }, classpath: { type: 'string' }, main: { type: 'string' } },
    });
    if (!opts.java || !opts.classpath || !opts.main) {
        console.error(`usage: node ${script} --java <java> --classpath <cp> --main <class>`);
        process.exit(2);
    }
    return { command: opts.java, args: ['-cp', opts.classpath, opts.main], stderr: 'inherit' };
}

/** Calls a tool; a JSON-RPC error becomes {jsonRpcError: {code, message, data}} in the summary. */
export async function callTool(client, name) {
    try {
        return await client.callTool({ name, arguments: {} });
    } catch (error) {
        return { jsonRpcError: { code: error?.code ?? null, message: String(error?.message ?? error), data: error?.data ?? null } };
    }
}

/**
 * Runs the scenarios, then prints the summary as one JSON line and exits: 0 when they ran,
 * 1 (with the failure in the summary) when the client could not run them.
 */
export async function report(script, summary, scenarios) {
    try {
        await scenarios();
        process.stdout.write(JSON.stringify(summary) + '\n');
        process.exit(0);
    } catch (error) {
        console.error(`${script} failed:`, error);
        process.stdout.write(JSON.stringify({ ...summary, failure: String(error?.stack ?? error) }) + '\n');
        process.exit(1);
    }
}
