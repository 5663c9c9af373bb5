// A fetch that records every HTTP exchange a client transport makes, for the interop scripts that
// talk to the mcpj server over Streamable HTTP: the request's method, its MCP headers and JSON-RPC
// messages, and the response's status, content type, session header and body (every JSON-RPC
// message of a JSON body, every event of an event stream, as they arrive). The transport gets the
// response unchanged; an event stream is teed, and this module reads its own branch.

const T0 = Date.now();
const REQUEST_HEADERS = ['mcp-session-id', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'last-event-id', 'accept'];

/** What one JSON-RPC message is, in short: {kind, method?, id?, error?}, and a notification's params. */
export function describe(message) {
    if (Array.isArray(message)) {
        return message.map(describe);
    }
    if (message === null || typeof message !== 'object') {
        return { kind: 'not JSON-RPC', value: message };
    }
    const kind = message.method !== undefined
        ? (message.id !== undefined ? 'request' : 'notification')
        : (message.error !== undefined ? 'error' : 'result');
    const d = { kind };
    if (message.method !== undefined) d.method = message.method;
    if (message.id !== undefined) d.id = message.id;
    if (message.error !== undefined) d.error = { code: message.error.code, message: message.error.message };
    if (kind === 'notification' && message.params !== undefined) d.params = message.params;
    return d;
}

function parseBody(body) {
    if (typeof body !== 'string') {
        return body == null ? null : { kind: 'not a string body' };
    }
    try {
        return JSON.parse(body);
    } catch {
        return { kind: 'not JSON', text: body.slice(0, 500) };
    }
}

/**
 * Reads an event stream into `events` ({id, event, message}); resolves to "closed" when the stream
 * ended normally, or to the name of the error it ended with (an abort, a reset).
 */
async function readEvents(stream, events) {
    const decoder = new TextDecoder();
    let buffer = '';
    let current = { data: [] };
    const reader = stream.getReader();
    try {
        while (true) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            let nl;
            while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
                const line = buffer.slice(0, nl);
                buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
                if (line === '') {
                    if (current.data.length > 0 || current.id !== undefined) {
                        const data = current.data.join('\n');
                        let message = null;
                        try {
                            message = data === '' ? null : JSON.parse(data);
                        } catch {
                            message = { kind: 'not JSON', text: data.slice(0, 500) };
                        }
                        events.push({ id: current.id ?? null, event: current.event ?? 'message', message });
                    }
                    current = { data: [] };
                } else if (!line.startsWith(':')) {
                    const colon = line.indexOf(':');
                    const field = colon < 0 ? line : line.slice(0, colon);
                    let value = colon < 0 ? '' : line.slice(colon + 1);
                    if (value.startsWith(' ')) value = value.slice(1);
                    if (field === 'data') current.data.push(value);
                    else if (field === 'id') current.id = value;
                    else if (field === 'event') current.event = value;
                }
            }
        }
    } catch (error) {
        return String(error?.name ?? error);
    }
    return 'closed';
}

/**
 * A fetch for a client transport's `fetch` option that appends one record per exchange to
 * `exchanges`. Each record is complete once its `done` promise settles (after the body was read).
 */
export function recordingFetch(exchanges, baseFetch = fetch) {
    return async (url, init = {}) => {
        const headers = new Headers(init.headers ?? {});
        const record = {
            method: (init.method ?? 'GET').toUpperCase(),
            url: String(url),
            requestHeaders: Object.fromEntries(REQUEST_HEADERS.filter(h => headers.has(h)).map(h => [h, headers.get(h)])),
            request: parseBody(init.body),
            sentAtMs: Date.now() - T0,
        };
        exchanges.push(record);
        let response;
        try {
            response = await baseFetch(url, init);
        } catch (error) {
            record.fetchError = String(error?.name ?? error);
            record.done = Promise.resolve();
            throw error;
        }
        record.respondedAtMs = Date.now() - T0;
        record.status = response.status;
        record.contentType = response.headers.get('content-type');
        record.sessionId = response.headers.get('mcp-session-id');
        const type = (record.contentType ?? '').toLowerCase();
        if (response.body && type.startsWith('text/event-stream')) {
            const [mine, theirs] = response.body.tee();
            record.events = [];
            record.streamEnd = null; // still open
            record.done = readEvents(mine, record.events).then(end => {
                record.streamEnd = end;
                record.endedAtMs = Date.now() - T0;
            });
            return new Response(theirs, { status: response.status, statusText: response.statusText, headers: response.headers });
        }
        if (response.body) {
            const copy = response.clone();
            record.done = copy.text().then(text => {
                record.response = text === '' ? null : parseBody(text);
            }, error => {
                record.response = { kind: 'unreadable', error: String(error) };
            });
        } else {
            record.done = Promise.resolve();
        }
        return response;
    };
}

/**
 * The records for the JSON summary, once every body was read or `patienceMs` passed (a stream
 * still open then has streamEnd null).
 */
export async function settle(exchanges, patienceMs = 2000) {
    await Promise.race([
        Promise.allSettled(exchanges.map(e => e.done)),
        new Promise(resolve => setTimeout(resolve, patienceMs)),
    ]);
    return exchanges.map(({ done, ...rest }) => ({
        ...rest,
        request: rest.request === null ? null : describe(rest.request),
        response: rest.response === undefined ? undefined : rest.response === null ? null : describe(rest.response),
        events: rest.events?.map(e => ({ id: e.id, event: e.event, message: e.message === null ? null : describe(e.message) })),
    }));
}
