import { context, type Span, type SpanContext, type SpanOptions, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import type { TracerProvider } from '@opentelemetry/sdk-trace';
import type { TraceSampler, TracingConfig } from '../config.js';

/**
 * OpenTelemetry traces (issue 30 §4, docs/OPERATIONS.md *Traces*), exported over OTLP/HTTP when an
 * OTLP endpoint is configured. Off, nothing is registered: no request hooks, no wrapped database connections, and the
 * few spans the code names itself (`inSpan`) cost one check of `tracer`. The service runs from an
 * esbuild bundle (bin/compile-cache.js) in which auto-instrumentation finds no module to patch, so
 * every span here is made by our own code: the request (request-spans.plugin.ts), the queries
 * (query-spans.ts), the commit, the webhook delivery (delivery-spans.ts).
 */

let tracer: Tracer | undefined;
let provider: TracerProvider | undefined;
let contextManager: AsyncLocalStorageContextManager | undefined;

export const TRACER_NAME = 'biopermit';

/** An export that takes longer is given up (its spans lost): well within SHUTDOWN_TIMEOUT_MS's default of 10 s, so a silent collector cannot hold a stop. */
const EXPORT_TIMEOUT_MS = 5000;

/**
 * Starts exporting (once per thread); the spans are batched and sent every few seconds. The SDK is
 * loaded here, not at the service's start: with tracing off it is never loaded.
 */
export async function startTracing(config: TracingConfig): Promise<void> {
  if (provider !== undefined) return;
  const [{ AsyncLocalStorageContextManager }, { OTLPTraceExporter }, { resourceFromAttributes }, sdk] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
  ]);
  provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: samplerOf(sdk, config.sampler),
    spanProcessors: [
      new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl, timeoutMillis: EXPORT_TIMEOUT_MS }) }),
    ],
  });
  contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  trace.setGlobalTracerProvider(provider);
  tracer = provider.getTracer(TRACER_NAME);
}

/**
 * The sampler OTEL_TRACES_SAMPLER names. A trace is kept or dropped as a whole: the request's span
 * decides, and its queries, commit and events follow it (the parent-based samplers; our own spans
 * never have a remote parent, since an incoming `traceparent` is not followed). A delivery's trace
 * is a root of its own and is sampled on its own.
 */
function samplerOf(sdk: typeof import('@opentelemetry/sdk-trace'), sampler: TraceSampler) {
  const ratio = () => new sdk.TraceIdRatioBasedSampler(sampler.ratio);
  switch (sampler.name) {
    case 'always_on':
      return new sdk.AlwaysOnSampler();
    case 'always_off':
      return new sdk.AlwaysOffSampler();
    case 'traceidratio':
      return ratio();
    case 'parentbased_always_on':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() });
    case 'parentbased_always_off':
      return new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new sdk.ParentBasedSampler({ root: ratio() });
  }
}

/**
 * Sends what is still batched and stops. Never throws: a collector out of reach at shutdown (the
 * exporter's promise rejects then) must not turn a clean stop into a failed one.
 */
export async function stopTracing(): Promise<{ flushed: boolean }> {
  const stopping = provider;
  if (stopping === undefined) return { flushed: true };
  provider = undefined;
  tracer = undefined;
  let flushed = true;
  try {
    await stopping.shutdown();
  } catch {
    flushed = false;
  }
  trace.disable();
  context.disable();
  contextManager = undefined;
  return { flushed };
}

/** The tracer while tracing is on; undefined otherwise (then make no span at all). */
export function activeTracer(): Tracer | undefined {
  return tracer;
}

export function tracingIsOn(): boolean {
  return tracer !== undefined;
}

/** Runs `work` in a span of its own (a child of the active one), ended when it settles; just `work` when tracing is off. */
export function inSpan<T>(name: string, options: SpanOptions, work: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (tracer === undefined) return work(undefined);
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The W3C `traceparent` of the active span, to be stored with what it caused (an event); undefined when none is recording. */
export function activeTraceparent(): string | undefined {
  if (tracer === undefined) return undefined;
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext === undefined ? undefined : traceparentOf(spanContext);
}

/** A span context as a W3C `traceparent` (version 00); undefined for an invalid one. */
export function traceparentOf(spanContext: SpanContext): string | undefined {
  if (!trace.isSpanContextValid(spanContext)) return undefined;
  const flags = (spanContext.traceFlags & 0xff).toString(16).padStart(2, '0');
  return `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`;
}

/** A stored `traceparent` back as a span context, for a link; undefined when absent or malformed. */
export function parseTraceparent(traceparent: string | null | undefined): SpanContext | undefined {
  const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/.exec(traceparent ?? '');
  if (match === null) return undefined;
  const [, traceId, spanId, flags] = match as unknown as [string, string, string, string];
  const spanContext = { traceId, spanId, traceFlags: Number.parseInt(flags, 16), isRemote: true };
  return trace.isSpanContextValid(spanContext) ? spanContext : undefined;
}
