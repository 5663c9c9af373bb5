package dev.mcpj.transport.http.internal;

import dev.mcpj.server.transport.ReadLoop;

/**
 * The thread an HTTP engine serves one request on, lent to the server while the request's message
 * is handled: a quick handler answers on it, without a hand-off to another thread. The thread
 * reads nothing after this request, so when a handler turns out slow there is no reading to move
 * elsewhere. Every engine's exchange can be answered, and its stream ended, from another thread
 * while this one still runs a handler.
 */
enum RequestThread implements ReadLoop {
    LENT;

    @Override
    public boolean moveOn() {
        return false;
    }
}
