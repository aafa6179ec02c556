import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Koa from 'koa';
import Router from '@koa/router';
import compress from 'koa-compress';
import { Redis } from 'ioredis';
import type { Server as IoServer } from 'socket.io';
import { Model } from 'objection';
import { loadConfig, type Config } from './config/config.js';
import { usePasswordCost } from './auth/passwords.js';
import { createLogger, type Logger } from './config/logger.js';
import { createKnex, type Knex } from './db/knex.js';
import { migrate, type MigrationSet } from './db/migration.js';
import { coreMigrations } from './db/migrations/index.js';
import { errorMiddleware } from './errors/error-middleware.js';
import { corsAllowList } from './http/cors.js';
import { requestLog } from './http/request-log.js';
import { staticFiles } from './http/static-files.js';
import { securityHeaders } from './http/security-headers.js';
import { jsonBody } from './http/json-body.js';
import { answerClientError } from './http/client-error.js';
import { createLimiter } from './http/rate-limiter.js';
import { kernelStanding } from './auth/kernel-standing.js';
import type { AppState } from './http/state.js';
import { Hooks } from './plugins/hooks.js';
import { loadPlugins, type LoadedPlugins } from './plugins/plugin-host.js';
import type { PluginDefinition } from './plugins/define-plugin.js';
import { orderPlugins } from './plugins/plugin-order.js';
import { Realtime } from './realtime/realtime.js';
import { createSocketServer } from './realtime/socket-server.js';
import { defineKernelRooms } from './realtime/kernel-rooms.js';
import { SettingsStore } from './domain/settings/settings-store.js';
import { CacheBus, SharedCache } from './cache/index.js';
import { settingsRoutes } from './domain/settings/settings-routes.js';
import { planRoutes } from './domain/plans/plan-routes.js';
import { planLimits } from './domain/plans/plan-limits.js';
import { secretsCipher } from './secrets/plugin-secrets.js';
import { companyRoutes } from './domain/companies/company-routes.js';
import { userRoutes } from './domain/users/user-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { requireAuth } from './auth/require-auth.js';
import { createApiTokenGuard } from './auth/api-token.js';
import { RefreshTokens } from './auth/refresh-tokens.js';
import { DatabaseDenylist, RedisDenylist } from './auth/token-denylist.js';
import { Sessions } from './auth/sessions.js';
import { LoginRateLimit } from './auth/login-rate-limit.js';
import { durationMs } from './auth/access-token.js';
import { kernelModules, manifestRoutes } from './modules/manifest.js';
import { versionRoutes } from './http/version.js';
import { openApiRoutes } from './http/openapi/openapi-routes.js';
import { apiDocsPage } from './http/openapi/api-docs-page.js';
import { createJobs, type Jobs } from './jobs/index.js';
import { SimNetwork, createSimRouter } from './channels/index.js';
import { ConnectionManager } from './connections/connection-manager.js';
import { connectionRoutes } from './connections/connection-routes.js';
import { jobRoutes } from './jobs/job-routes.js';
import { Pipeline } from './backbone/pipeline/pipeline.js';
import { InboxStore } from './backbone/inbox/inbox-store.js';
import { InboxProcessor } from './backbone/inbox/inbox-processor.js';
import { inboxRoutes } from './backbone/inbox/inbox-routes.js';
import { buildRegistries, type Registries } from './registries/registries.js';
import { registryRoutes } from './registries/registry-routes.js';
import { signupDeclarations } from './domain/companies/signup-declarations.js';
import { checkRoutePermissions, checkUiPermissions, kernelPermissions } from './auth/permissions/index.js';
import { Plan } from './domain/plans/plan-model.js';
import { Whatsapp } from './connections/whatsapp-model.js';
import { createTenantDb } from './db/tenant-db.js';
import { MediaStore, mediaRoutes } from './media/index.js';
import { UntrustedFiles } from './untrusted/index.js';
import { KernelMetrics } from './ops/kernel-metrics.js';
import { queueDepths, registerQueueGauges } from './ops/queue-depths.js';
import { opsRoutes } from './ops/ops-routes.js';
import { createEgress, type Egress } from './egress/index.js';
import type { OutboxHookEvents } from './backbone/outbox/outbox-types.js';
import type { ChannelHookEvents } from './connections/channels-api.js';

export interface KernelOptions {
  config?: Config;
  env?: Record<string, string | undefined>;
  plugins?: PluginDefinition[];
  log?: Logger;
  /** repository root, where shell/dist and modules/<name>/dist are found */
  rootDir?: string;
}

export interface Kernel {
  config: Config;
  log: Logger;
  knex: Knex;
  app: Koa<AppState>;
  http: HttpServer;
  io: IoServer;
  realtime: Realtime;
  hooks: Hooks;
  /** the ordered inbound pipeline plugins add steps to */
  pipeline: Pipeline;
  /** stores provider events and works them off through the pipeline */
  inbox: InboxProcessor;
  settings: SettingsStore;
  /** what the hot path reads and rarely changes, dropped on every process when written (ctx.cache) */
  cache: SharedCache;
  /** the plan flags, settings and connection fields the kernel and its plugins declared */
  registries: Registries;
  plugins: LoadedPlugins;
  /** every HTTP route the kernel and its plugins answer (the tenancy matrix walks it) */
  routers: Router<AppState>[];
  /** WhatsApp connections this process runs (by lease), and what plugins send through */
  channels: ConnectionManager;
  /** background jobs (Agenda 6) plugins define and schedule */
  jobs: Jobs;
  /** private files per company (ctx.media) */
  media: MediaStore;
  /** spreadsheets and CSV parsed in worker threads under caps (ctx.untrusted) */
  untrusted: UntrustedFiles;
  /** the Prometheus registry behind GET /metrics; plugins add theirs through ctx.metrics */
  metrics: KernelMetrics;
  /** the egress guard every outbound call on a tenant's behalf goes through (ctx.egress) */
  egress: Egress;
  /** true once drain() or stop() ran: /ready answers 503 */
  readonly draining: boolean;
  /** marks the kernel as going away (/ready 503) without stopping anything yet */
  drain(): void;
  migrate(): Promise<string[]>;
  listen(port?: number, host?: string): Promise<string>;
  stop(): Promise<void>;
}

const defaultRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Builds the whole server: config, database, HTTP API, socket.io and every plugin, in that order. */
export async function createKernel(opts: KernelOptions = {}): Promise<Kernel> {
  const config = opts.config ?? loadConfig(opts.env ?? process.env);
  const log = opts.log ?? createLogger(config.LOG_LEVEL);
  usePasswordCost(config.PASSWORD_HASH_COST);
  const knex = createKnex(config.db);
  // objection's models are bound process-wide: the newest kernel has them, and stopping it hands them back to
  // the kernel made before it (tests run a short-lived kernel beside a long-lived one)
  const boundBefore = Model.knex() as Knex | undefined;
  Model.knex(knex);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;

  const ordered = orderPlugins(opts.plugins ?? []);
  const migrationSets: MigrationSet[] = [
    { owner: 'core', migrations: coreMigrations },
    ...ordered.map((p) => ({ owner: p.name, migrations: p.migrations ?? [] })),
  ];

  const registries = buildRegistries([
    { name: 'kernel', declares: { ...signupDeclarations, permissions: kernelPermissions } },
    ...ordered,
  ]);
  // the models serialise declared flags and fields onto the Whaticket JSON (one kernel per process, as Model.knex)
  Plan.flags = registries.planFlags;
  Plan.limits = registries.planLimits;
  Whatsapp.fields = registries.connectionFields;
  registries.connectionFields.useSecrets(secretsCipher(config.SESSION_ENCRYPTION_KEY));

  const realtime = new Realtime();
  realtime.roomKinds.usePermissions(registries.permissions);
  defineKernelRooms(realtime.roomKinds, knex);
  const hooks = new Hooks(log);
  // with several processes (Redis) a write drops the cached key on all of them
  const cacheBus = config.REDIS_URL
    ? new CacheBus(config.REDIS_URL, config.REDIS_PREFIX, log.child({ module: 'cache' }))
    : undefined;
  await cacheBus?.start();
  const cache = new SharedCache(cacheBus);
  const settings = new SettingsStore(knex, registries.settings, cache);
  const refreshTokens = new RefreshTokens(
    knex,
    durationMs(config.REFRESH_EXPIRES_IN),
    config.JWT_REFRESH_SECRET,
  );
  const rateLimit = new LoginRateLimit(config.LOGIN_RATE_LIMIT, redis);
  const denylist = redis ? new RedisDenylist(redis) : new DatabaseDenylist(knex);
  const accessLifetimeMs = durationMs(config.JWT_EXPIRES_IN);
  const sessions = new Sessions({ refreshTokens, denylist, realtime, accessLifetimeMs });
  const auth = requireAuth({
    secret: config.JWT_SECRET,
    knex,
    denylist,
    graceDays: config.BILLING_GRACE_DAYS,
  });
  // one simulated WhatsApp network per process; its control API lets anyone impersonate WhatsApp, so never in production
  const sim = (config.SIM_ENABLED ?? config.NODE_ENV !== 'production') ? new SimNetwork() : undefined;
  const jobs = createJobs({
    knex,
    backend: config.JOBS_BACKEND,
    redisUrl: config.REDIS_URL,
    mongoUrl: config.JOBS_MONGO_URL,
    log: log.child({ module: 'jobs' }),
  });
  const db = createTenantDb(knex);
  const media = new MediaStore({
    knex,
    dir: config.MEDIA_DIR,
    publicDir: config.PUBLIC_DIR,
    maxBytes: config.MEDIA_MAX_BYTES,
    secret: config.JWT_SECRET,
  });
  const untrusted = new UntrustedFiles({ log: log.child({ module: 'untrusted' }) });
  const metrics = new KernelMetrics();
  const egress = createEgress({
    rules: config.EGRESS_ALLOW,
    timeoutMs: config.EGRESS_TIMEOUT_MS,
    maxBytes: config.EGRESS_MAX_BYTES,
  });
  let draining = false;
  const pipeline = new Pipeline(log.child({ module: 'pipeline' }));
  const inboxStore = new InboxStore(knex);
  const inbox = new InboxProcessor({
    store: inboxStore,
    pipeline,
    hooks,
    log: log.child({ module: 'inbox' }),
    retry: { maxAttempts: config.INBOX_MAX_ATTEMPTS, baseMs: config.INBOX_RETRY_BASE_MS },
    observe: (e) => {
      metrics.inbound.inc({ kind: e.kind, outcome: e.outcome });
      if (e.outcome === 'done' && e.ageMs !== undefined)
        metrics.pipelineLatency.observe({ kind: e.kind }, Math.max(0, e.ageMs) / 1000);
    },
  });
  // MySQL: the lease renewals get a connection of their own, so a pool busy with a backlog of messages never holds
  // one up past the lease (every connection of the process would stop)
  const leaseKnex = config.db.client === 'sqlite' ? knex : createKnex(config.db, { poolMax: 1 });
  const channels = new ConnectionManager({
    knex,
    leaseKnex,
    config,
    log: log.child({ module: 'channels' }),
    realtime,
    hooks,
    inbox,
    sim,
  });
  hooks.on<OutboxHookEvents['outbox.status']>('outbox.status', (e) =>
    metrics.outbound.inc({ status: e.status }),
  );
  // the connections whose lease this process holds, followed through the lease hook
  const owned = new Set<number>();
  hooks.on<ChannelHookEvents['connection.lease']>('connection.lease', (e) => {
    if (e.owner !== channels.owner) return;
    if (e.owned) owned.add(e.connectionId);
    else owned.delete(e.connectionId);
  });
  metrics.sample(
    'balcao_connections_owned',
    'WhatsApp connections whose lease this process holds',
    () => owned.size,
  );
  registerQueueGauges(metrics, queueDepths(knex, { jobsInDb: config.JOBS_BACKEND === 'knex' }));

  // with TRUST_PROXY the client address is the one TRUST_PROXY_HOPS back in X-Forwarded-For: entries a client
  // adds in front of it are ignored, so a rotating header cannot dodge the per-address limits
  const app = new Koa<AppState>({ proxy: config.TRUST_PROXY, maxIpsCount: config.TRUST_PROXY_HOPS });
  // every route's permission check (route.ts) reads this kernel's registry: tests run two kernels in a process
  app.context.permissions = registries.permissions;
  // every write route tells the hooks who wrote what (http/write-requests.ts, docs/plugins.md "Write requests")
  app.context.hooks = hooks;
  const rootDir = opts.rootDir ?? defaultRoot;
  const origins = [config.PUBLIC_URL, ...config.CORS_ORIGINS.split(',')].filter((o): o is string =>
    Boolean(o?.trim()),
  );
  const cors = corsAllowList(origins.map((o) => o.trim()));
  // errors after the answer started (a browser that left while a file streamed) reach Koa, not the middleware
  app.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ERR_STREAM_PREMATURE_CLOSE' && err.code !== 'ECONNRESET')
      log.error({ err }, 'response error');
  });
  app.use(errorMiddleware(log));
  app.use(requestLog(log));
  app.use(
    securityHeaders({
      shellDist: join(rootDir, 'shell', 'dist'),
      sources: ordered.flatMap((p) => (p.ui?.contentSources ? [p.ui.contentSources] : [])),
    }),
  );
  app.use(cors.middleware);
  // the shell and remotes ship as text; gzip/brotli cut the first load to about a third
  app.use(compress());
  // before the static files and every guard: probes and Prometheus call these without a session
  app.use(
    opsRoutes({
      knex,
      redis,
      metrics,
      metricsToken: config.METRICS_TOKEN,
      isDraining: () => draining,
      isListening: () => http.listening,
    }).routes(),
  );
  // before the static files, so a browser visiting /sim gets the simulator page rather than the shell
  if (sim) app.use(createSimRouter(sim).routes());
  app.use(apiDocsPage());
  app.use(staticFiles({ rootDir, publicDir: config.PUBLIC_DIR }));
  app.use(jsonBody());

  const plans = planRoutes(realtime, auth);
  const companies = companyRoutes({
    knex,
    settings,
    realtime,
    signupLimit: createLimiter('signup', config.SIGNUP_RATE_LIMIT, 3600, redis),
  });
  const publicRouter = new Router<AppState>();
  publicRouter.use(
    versionRoutes().routes(),
    openApiRoutes(() => routers, log).routes(),
    plans.publicRouter.routes(),
    companies.publicRouter.routes(),
    // a bearer token or a signed link: it checks the session itself
    mediaRoutes(media, auth).routes(),
  );
  const authed = new Router<AppState>();
  authed.use(auth, kernelStanding);
  authed.use(
    plans.router.routes(),
    companies.router.routes(),
    settingsRoutes(settings, realtime, egress).routes(),
    userRoutes({ knex, realtime, refreshTokens, config, rateLimit, hooks }).routes(),
    manifestRoutes(knex, settings, () => ordered, registries.permissions).routes(),
    connectionRoutes({ knex, realtime, manager: channels, hooks }).routes(),
    jobRoutes({ jobs, realtime, knex }).routes(),
    inboxRoutes(inboxStore, inbox).routes(),
    registryRoutes(registries, channels.providers).routes(),
  );
  const authRouter = authRoutes({
    config,
    settings,
    realtime,
    refreshTokens,
    sessions,
    rateLimit,
    requireAuth: auth,
  });

  // messages-API tokens (connection tokens), one counter per token across every plugin's API routes
  const apiToken = createApiTokenGuard({
    knex,
    graceDays: config.BILLING_GRACE_DAYS,
    limiter: createLimiter('api-token', config.API_RATE_LIMIT, 60, redis),
  });
  const plugins = await loadPlugins(
    ordered,
    {
      config,
      log,
      knex,
      db,
      media,
      untrusted,
      realtime,
      hooks,
      pipeline,
      settings,
      cache,
      planLimits: planLimits(registries.planLimits),
      channels,
      jobs,
      metrics,
      egress,
      permissions: registries.permissions,
      apiToken,
      secretsCipher: secretsCipher(config.SESSION_ENCRYPTION_KEY),
    },
    auth,
  );
  // stages and steps ordered once, now that every plugin declared its own: a cycle stops the boot here
  pipeline.resolve();
  const routers = [authRouter, publicRouter, authed, ...plugins.routers];
  checkRoutePermissions(routers, registries.permissions);
  checkUiPermissions(
    [...kernelModules.map((m) => m.ui), ...ordered.flatMap((p) => (p.ui ? [p.ui] : []))],
    registries.permissions,
  );
  for (const r of routers) app.use(r.routes()).use(r.allowedMethods());

  // app.callback() composes the middleware present now, so it comes after every route is mounted
  // idle keep-alive sockets stay open longer than clients and proxies keep them (4-60 s): with Node's 5 s, a
  // busy process closed sockets its clients were reusing that very moment (ECONNRESET on a healthy server)
  const http = createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, app.callback());
  http.on('clientError', answerClientError);
  const io = createSocketServer({
    http,
    secret: config.JWT_SECRET,
    knex,
    realtime,
    log,
    corsOrigin: cors.isAllowed,
    denylist,
    sessions,
    accessLifetimeMs,
    graceDays: config.BILLING_GRACE_DAYS,
  });
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(
      createAdapter(redis.duplicate(), redis.duplicate(), { key: `${config.REDIS_PREFIX}:socket.io` }),
    );
  }
  metrics.sample(
    'balcao_sockets',
    'socket.io clients connected to this process',
    () => io.engine.clientsCount,
  );

  return {
    config,
    log,
    knex,
    app,
    http,
    io,
    realtime,
    hooks,
    pipeline,
    inbox,
    settings,
    cache,
    registries,
    plugins,
    routers,
    channels,
    jobs,
    media,
    untrusted,
    metrics,
    egress,
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    migrate: () => migrate(knex, migrationSets),
    listen(port = config.PORT, host = config.HOST) {
      return new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(port, host, () => {
          const { port: bound } = http.address() as AddressInfo;
          // connections are restored once the schema is migrated and the API answers; uploads a dead process
          // left half-written go
          Promise.all([channels.start(), jobs.start(), media.sweepUploads()]).then(
            () => resolve(`http://${host === '0.0.0.0' ? 'localhost' : host}:${bound}`),
            reject,
          );
        });
      });
    },
    async stop() {
      draining = true;
      // no new connections from here; requests under way finish, idle keep-alive sockets close now
      const closed = http.listening
        ? new Promise<void>((resolve) => http.close(() => resolve()))
        : Promise.resolve();
      http.closeIdleConnections();
      for (const fn of plugins.stops.reverse()) await fn();
      await channels.stop();
      if (leaseKnex !== knex) await leaseKnex.destroy();
      await jobs.stop();
      await untrusted.stop();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      http.closeAllConnections();
      await closed;
      redis?.disconnect();
      await cacheBus?.stop();
      await egress.close();
      if (Model.knex() === knex && boundBefore) Model.knex(boundBefore);
      await knex.destroy();
    },
  };
}
