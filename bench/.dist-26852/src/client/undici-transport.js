/**
 * The default transport: undici with one pooled keep-alive Agent per client, TLS
 * settings (CA, client certificate, skip-verify, SNI name) from the configuration.
 */
import { Agent, request as undiciRequest } from 'undici';
export class UndiciTransport {
    agent;
    constructor(options = {}) {
        const tls = options.tls ?? {};
        const connect = {};
        if (tls.ca)
            connect.ca = tls.ca;
        if (tls.cert)
            connect.cert = tls.cert;
        if (tls.key)
            connect.key = tls.key;
        if (tls.insecureSkipTLSVerify)
            connect.rejectUnauthorized = false;
        if (tls.serverName)
            connect.servername = tls.serverName;
        this.agent = new Agent({
            connections: options.connections ?? 16,
            keepAliveTimeout: options.keepAliveTimeout ?? 30_000,
            // Watches are long-lived: no body timeout; headers must still arrive promptly.
            bodyTimeout: 0,
            headersTimeout: 60_000,
            connect,
        });
    }
    async request(req) {
        const r = await undiciRequest(req.url, {
            method: req.method,
            headers: req.headers,
            body: req.body ?? null,
            signal: req.signal ?? null,
            dispatcher: this.agent,
        });
        return { status: r.statusCode, headers: r.headers, body: r.body };
    }
    async close() {
        await this.agent.close();
    }
}
//# sourceMappingURL=undici-transport.js.map