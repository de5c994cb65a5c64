// The service toolkit: every service builds its app, config, auth and database access from these.
export { AppError, notFound, RateLimitedError, upstreamError } from './app-error';
export { handleErrors, handleNotFound } from './error-middleware';
export { ConfigError, flagSchema, loadConfig, pemSchema, portSchema } from './load-config';
export { serviceEnvShape, toServiceConfig, type ServiceConfig, type ServiceEnv } from './service-env';
export { createLogger, logRequests, LOG_LEVELS, type Logger, type LogLevel } from './logger';
export { createServiceApp, type ServiceAppOptions } from './create-service-app';
export {
  collectProcessMetrics,
  countRequests,
  labelRoute,
  metricsRegistry,
  productCounter,
  productGauge,
  serveMetrics,
  UNMATCHED_ROUTE,
  type MetricsServer,
} from './metrics';
export { isDraining, stopBackgroundWork } from './service-state';
export { idempotentPosts, notReplayable, statusAnsweredBefore, type IdempotencyOptions } from './idempotency';
export { isNestedDeeperThan, JSON_BODY_LIMIT_KB, MAX_BODY_DEPTH } from './body-rules';
export { createOutbox, newEventId, type Outbox, type OutboxEntry, type OutboxMessage, type OutboxTarget } from './outbox';
export { failedMailOf, isPermanentMailRefusal, listFailedMail, mailMessage, type OutboxMail } from './outbox-mail';
export { SERVICE_NAMES, SERVICES, serviceUrlEnvName, type ServiceEntry, type ServiceName } from './services';
export { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from './outbox-relay';
export { createDelivery, type Deliverable, type Delivery, type DeliveryOptions, type Outcome } from './outbox-delivery';
export {
  EMBEDDED_MESSAGE_FIELDS,
  EMBEDDED_MESSAGE_INDEX,
  embedInInsert,
  embedMessageOfEach,
  embedMessages,
  type EmbeddedMessage,
  type EmbedOptions,
  type MessageOfEach,
  type MessagePart,
} from './embedded-messages';
export { startEmbeddedMessageRelay, type EmbeddedMessageRelay, type EmbeddedMessageRelayOptions } from './embedded-message-relay';
export { consumeEventsOnce } from './inbox';
export { etagOf, parseIfMatch, staleVersion, STALE_VERSION_MESSAGE } from './if-match';
export { connectDb, type ConnectDbOptions } from './connect-db';
export { pingDb } from './readiness';
export {
  bearerOf,
  createAuthGuard,
  isSessionRevoked,
  identifyAccount,
  requireInternalToken,
  sessionEnded,
  verifyBearer,
  verifyRequestBearer,
  type AuthContext,
  type JwtVerifyOptions,
  type RequireAuth,
  type VerifiedBearer,
} from './auth-guard';
export { closeConnectionsWhile, DRAIN_DELAY_MS, drainConnections } from './graceful-http';
export { mayRepeat, wasNotAnswered } from './repeat-policy';
export { startService, type RunningService, type StartServiceOptions } from './start-service';
export {
  childTrace,
  currentTrace,
  formatTraceparent,
  flushTraces,
  parseTraceparent,
  runInTrace,
  traceHeaders,
  traceRequests,
  type Trace,
} from './trace-context';
export { callInternal, type InternalAnswer, type InternalCallOptions } from './call-internal';
export { createAuthClient, type AuthClient, type AuthClientOptions } from './auth-client';
export { isObjectId, parseObjectId } from './object-id';
export { singleFlight, singleFlightByKey } from './single-flight';
export { durationStats, durationStatsExpression, type DurationStats } from './duration-stats';
export { CSV_BOM, csvField, csvLine, sendCsv, type CsvColumn } from './csv';
export { walkOldestFirst, type WalkOptions } from './walk-in-order';
export { createSessionStateLookup, TOKEN_VERSION_TTL_MS, type SessionState, type SessionStateLookup } from './token-versions';
export { trustGatewayHop } from './trust-gateway-hop';
export { clientKey, createMongoRateLimitStore, limitRequests, RATE_LIMIT_COLLECTION, type RequestLimitOptions } from './rate-limit';
export { createWindowCounter, type WindowCount, type WindowCounter } from './window-counter';
export { createSeedMarkers, seedOnce, type SeedMarkers, type SeedOutcome } from './seed-once';
export { decodePageCursor, encodePageCursor, newestFirstAfter, toCursorPage, type PagePosition } from './page-cursor';
export { createMailer, mailEnvShape, mailSettingsOf, type MailMessage, type Mailer, type MailerOptions } from './mailer';
export { RELEASE_OVERRIDE_COOKIE, readReleaseOverride, signReleaseOverride, type ReleaseOverride } from './release-override';
