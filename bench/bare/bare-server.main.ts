import fs from 'node:fs';
import Fastify from 'fastify';
import type { BareRoute } from './bare-server.js';

/**
 * The HTTP floor: one Fastify route that answers with bytes the service answered, pre-serialised,
 * doing no other work. A POST still parses its body (Fastify's default JSON parser, no schema):
 * any server must read what it is sent.
 */
const route = JSON.parse(fs.readFileSync(process.env.BARE_ROUTE_FILE ?? '', 'utf8')) as BareRoute;

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
app.route({
  method: route.method,
  url: route.path,
  handler: (_request, reply) => {
    reply.code(route.status).headers(route.headers).send(route.body);
  },
});

process.once('SIGTERM', () => void app.close());
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
