import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The events bench's webhook receiver, run as a child process of the bench (`child_process.fork`)
 * so that its HTTP work does not share the event loop of the service code being measured, as a
 * real receiver (another machine) would not. It answers 204 at once (or after the milliseconds its
 * first argument says, as a receiver that does some work), notes each event's arrival
 * (Date.now(), the bench's clock too) and `data.n`, and sends what arrived to the parent over IPC
 * in batches every 20 ms. Its first message is `{ port }`.
 */
type Arrival = { at: number; n: number | undefined };
let pending: Arrival[] = [];
const answerAfterMs = Number(process.argv[2] ?? 0);
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { n?: number } };
    pending.push({ at: Date.now(), n: event.data.n });
    if (answerAfterMs > 0) setTimeout(() => res.writeHead(204).end(), answerAfterMs);
    else res.writeHead(204).end();
  });
});
const flush = setInterval(() => {
  if (pending.length === 0) return;
  process.send?.({ arrivals: pending });
  pending = [];
}, 20);
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
process.on('disconnect', () => {
  clearInterval(flush);
  server.closeAllConnections();
  server.close();
});
