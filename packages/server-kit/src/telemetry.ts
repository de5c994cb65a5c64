// OpenTelemetry, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (the OpenTelemetry convention, e.g.
// http://otel-collector:4318): spans of every incoming and outgoing HTTP call and every Express route,
// exported over OTLP/HTTP. Imported first by each part's start.ts, because the instrumentations patch
// `http` and `express` as they are loaded; so it reads its two variables (load-config.ts `telemetryEnv`;
// OTEL_SERVICE_NAME names the part, else the part's folder: user, gateway, ...) before any config.ts. When the variable is unset nothing of the SDK is loaded.
import path from 'node:path';
import { telemetryEnv } from './load-config';
import { useActiveSpanTrace, useSpanFlush } from './trace-context';

type Telemetry = { shutdown(): Promise<void> };

function startTelemetry(endpoint: string, serviceName: string): Telemetry {
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when asked for, and before the app's modules */
  const { NodeSDK } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http') as typeof import('@opentelemetry/instrumentation-http');
  const { ExpressInstrumentation } =
    require('@opentelemetry/instrumentation-express') as typeof import('@opentelemetry/instrumentation-express');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const api = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sdk = new NodeSDK({
    serviceName,
    traceExporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }),
    instrumentations: [
      // Probes every few seconds are noise, not work.
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => /^\/(healthz|readyz)$/.test(req.url ?? '') }),
      new ExpressInstrumentation(),
    ],
  });
  sdk.start();
  useActiveSpanTrace(() => {
    const context = api.trace.getActiveSpan()?.spanContext();
    if (!context || !api.isSpanContextValid(context)) return undefined;
    return { traceId: context.traceId, spanId: context.spanId, flags: context.traceFlags.toString(16).padStart(2, '0') };
  });
  useSpanFlush(() => sdk.shutdown());
  return sdk;
}

/** services/user/dist/start.js → user; gateway/src/start.ts → gateway. */
const partName = () => path.basename(path.dirname(path.dirname(process.argv[1] ?? 'agency-portal/x/x')));

const { endpoint, serviceName } = telemetryEnv();
/** The running SDK (flushed on exit), or undefined when telemetry is off. */
export const telemetry: Telemetry | undefined = endpoint ? startTelemetry(endpoint, serviceName ?? partName()) : undefined;
