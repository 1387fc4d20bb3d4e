import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP JSON carries it (ids in hex, `kind` a number: 2 server, 3 client). */
export interface ReceivedSpan {
  readonly traceId: string;
  readonly spanId: string;
  readonly parentSpanId?: string;
  readonly name: string;
  readonly kind: number;
  readonly attributes: Record<string, string | number | boolean>;
  readonly events: { readonly name: string; readonly attributes: Record<string, string | number | boolean> }[];
  readonly links: { readonly traceId: string; readonly spanId: string }[];
  readonly serviceName: string;
}

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

const plainValue = (value: AnyValue) =>
  value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)) ?? value.boolValue ?? value.doubleValue ?? '';
const attributesOf = (list: KeyValue[] | undefined) => Object.fromEntries((list ?? []).map(({ key, value }) => [key, plainValue(value)]));

/**
 * A real OTLP/HTTP receiver (JSON bodies, OTEL_EXPORTER_OTLP_PROTOCOL=http/json) on 127.0.0.1: keeps
 * every span posted to /v1/traces, flattened, with its service's name.
 */
export async function anOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  let requests = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests++;
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const resourceSpans of body.resourceSpans ?? []) {
        const serviceName = String(attributesOf(resourceSpans.resource?.attributes)['service.name']);
        for (const scope of resourceSpans.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            spans.push({
              ...span,
              attributes: attributesOf(span.attributes),
              events: (span.events ?? []).map((e: { name: string; attributes?: KeyValue[] }) => ({
                name: e.name,
                attributes: attributesOf(e.attributes),
              })),
              links: span.links ?? [],
              serviceName,
            });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (the exporter adds /v1/traces). */
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The span's ancestors, nearest first, among those received. */
export function ancestorsOf(span: ReceivedSpan, spans: readonly ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain: ReceivedSpan[] = [];
  for (let parent = byId.get(span.parentSpanId ?? ''); parent !== undefined; parent = byId.get(parent.parentSpanId ?? ''))
    chain.push(parent);
  return chain;
}
