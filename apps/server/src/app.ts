// buildApp() assembles the whole API as a Fastify instance; tests drive it with inject(),
// main.ts adds listen().
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { accessErrorCodes, authMessages } from '@sada/contracts/auth';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino, { type Logger } from 'pino';

import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/accounts/routes';
import { adminAnalyticsRoutes } from './features/admin/analytics/routes';
import { adminContentRoutes } from './features/admin/content/routes';
import { adminDatabaseRoutes } from './features/admin/database/routes';
import { adminRoutes } from './features/admin/routes';
import { adminSystemRoutes } from './features/admin/system/routes';
import { albumRoutes } from './features/albums/routes';
import { artistDashboardRoutes } from './features/artist-dashboard/routes';
import { artistProfileRoutes } from './features/artist-profile/routes';
import { artistRoutes } from './features/artists/routes';
import { createAuth } from './features/auth/auth';
import { authRoutes } from './features/auth/routes';
import { createSessionReader } from './features/auth/session-reader';
import { browseRoutes } from './features/browse/routes';
import { chapterRoutes } from './features/chapters/routes';
import { dashboardRoutes } from './features/dashboards/routes';
import { eventRoutes } from './features/events/routes';
import { genreRoutes } from './features/genres/routes';
import { healthRoutes } from './features/health/routes';
import { historyRoutes } from './features/history/routes';
import { meRoutes } from './features/me/routes';
import { mediaRoutes } from './features/media/routes';
import { moderationRoutes } from './features/moderation/routes';
import { notificationRoutes } from './features/notifications/routes';
import { createNotificationService } from './features/notifications/service';
import { playlistEditRoutes } from './features/playlists/edit-routes';
import { playlistLikeRoutes } from './features/playlists/like-routes';
import { playlistRoutes } from './features/playlists/routes';
import { positionRoutes } from './features/positions/routes';
import { profileRoutes } from './features/profile/routes';
import { reviewerRoutes } from './features/reviewers/routes';
import { searchRoutes } from './features/search/routes';
import { seriesRoutes } from './features/series/routes';
import { streamingRoutes } from './features/streaming/routes';
import { trackLikeRoutes } from './features/track-likes/routes';
import { trackTextRoutes } from './features/track-text/routes';
import { trackRoutes } from './features/tracks/routes';
import { uploadRoutes } from './features/uploads/routes';
import { enforceAccess } from './http/access';
import { registerControlCharacterCheck } from './http/control-characters';
import { registerErrorHandler } from './http/error-handler';
import { AppError } from './http/errors';
import { registerListenerCache } from './http/listener-cache';
import { listeningRule } from './http/listening-rule';
import { registerOriginCheck } from './http/origin-check';
import { databaseRateLimitStore } from './http/rate-limit';
import { apiSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { serverWithStepsBeforeRouting } from './http/server-factory';
import { session } from './http/session';
import { SESSION_COOKIE } from './http/session-cookie';
import { registerVisitorAnswers } from './http/visitor-answers';
import { registerWebApp } from './http/web-app';
import type { EventBus } from './platform/events';
import { ffmpegOptionsOf, resolveFfmpegBinaries } from './platform/ffmpeg';
import type { JobQueue } from './platform/jobs';
import { logRequest } from './platform/logger';
import type { Mailer } from './platform/mail';
import type { DirectDelivery } from './platform/open-storage';
import { createPlatformHealth } from './platform/platform-health';
import { type CatalogCaching, createCacheForgetting } from './platform/read-cache';
import type { SmsSender } from './platform/sms';
import type { Storage } from './platform/storage';
import { createUserChanges } from './platform/user-changes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** Set when players and images fetch files from the bucket by presigned URLs. */
  directDelivery?: DirectDelivery | null;
  mailer: Mailer;
  sms: SmsSender;
  logger: Logger | false;
  /** Where uploads queue their processing (workers: src/workers.ts). */
  jobs: JobQueue;
  /** Live events for each user's open pages (GET /api/events). */
  events: EventBus;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const server = serverWithStepsBeforeRouting();
  const app = Fastify({
    serverFactory: server.factory,
    loggerInstance: (deps.logger || pino({ level: 'silent' })) as FastifyBaseLogger,
    // Only the peer (the proxy) is trusted, so the client is the address it appends to
    // X-Forwarded-For. Earlier entries come from the client, who could otherwise pick a new
    // address for every request and escape the per-address limits.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: 1024 * 1024,
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;

  // One log line per request, written when the response is done.
  app.addHook('onResponse', (request, reply, done) => {
    const { method, url } = request;
    logRequest(request.log, { method, url, status: reply.statusCode, ms: reply.elapsedTime });
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    ...config,
    mediaOrigins: deps.directDelivery ? [deps.directDelivery.origin] : [],
  });
  // Per-route limits (config.rateLimit), counted in the database so all instances agree.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, accessErrorCodes.rateLimited, authMessages.tooManyAttempts),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sada API',
        version: '0.1.0',
        description: 'Streaming of Islamic audio: catalog, library, uploads and moderation.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          // A JWT from GET /api/auth/token (features/auth/bearer-token.ts).
          bearerToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ sessionCookie: [] }, { bearerToken: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const auth = createAuth({
    db: database.db,
    secret: config.authSecret,
    baseUrl: config.publicUrl,
    trustedOrigins: config.trustedOrigins,
    mailer: deps.mailer,
    sms: deps.sms,
    oidcProviders: config.oidcProviders,
  });
  // What this instance keeps for a signed-in person, forgotten as soon as they change.
  const userChanges = await createUserChanges(database, deps.logger || undefined);
  app.decorate('userChanges', userChanges);
  app.addHook('onClose', () => userChanges.close());
  // Public catalog reads are kept for the catalog cache period, and forgotten at once when what
  // is live changes on any instance (a take-down, an edit) or changes may have been missed.
  const catalogCaching: CatalogCaching = {
    seconds: config.catalogCacheSeconds,
    forgetting: createCacheForgetting(),
  };
  userChanges.subscribe({
    forget: () => undefined,
    forgetAll: catalogCaching.forgetting.forgetAll,
    catalogChanged: catalogCaching.forgetting.forgetAll,
  });
  // Who is asking, for every route registered after it (request.viewer(), request.actor).
  const readSession = createSessionReader(auth, database.db, config.publicUrl, {
    changes: userChanges,
    keepMs: config.sessionCacheSeconds * 1000,
  });
  await app.register(session, { read: readSession });
  await app.register(listeningRule);
  enforceAccess(app);
  registerOriginCheck(app, config.trustedOrigins);
  registerControlCharacterCheck(app);
  const serveKept = registerListenerCache(app, {
    changes: userChanges,
    ttlMs: config.listenerCacheSeconds * 1000,
    // About fifteen answers a listener, 60 kB of them: a few thousand listeners at once.
    maxEntries: 50_000,
    maxBytes: 256 * 1024 * 1024,
    callerId: async (request) => (await request.viewer())?.id ?? null,
    keptCaller: (headers) => readSession.kept?.(headers),
  });
  server.addBeforeRouting(serveKept);
  // A visitor's answer from a kept read, sent again before routing to the next visitor.
  const visitorAnswers = registerVisitorAnswers(app, {
    caching: catalogCaching,
    maxEntries: 2000,
    maxBytes: 64 * 1024 * 1024,
  });
  catalogCaching.visitorAnswers = visitorAnswers;
  server.addBeforeRouting(visitorAnswers.beforeRouting);

  await app.register(authRoutes(auth));
  await app.register(accountRoutes(database.db, config.oidcProviders));
  await app.register(adminRoutes(database.db));
  await app.register(adminContentRoutes(database.db));
  await app.register(adminAnalyticsRoutes(database.db));
  await app.register(adminDatabaseRoutes(database));
  // The configured ffmpeg and ffprobe, found (and checked) when first needed.
  const binaries = () => resolveFfmpegBinaries(ffmpegOptionsOf(config));
  const platformHealth = createPlatformHealth({
    database,
    storage: deps.storage,
    jobs: deps.jobs,
    ffmpegBinary: async () => (await binaries()).ffmpeg,
  });
  await app.register(healthRoutes(database, platformHealth));
  await app.register(meRoutes);
  await app.register(mediaRoutes(deps.storage, deps.directDelivery ?? null));
  await app.register(
    uploadRoutes({
      db: database.db,
      storage: deps.storage,
      jobs: deps.jobs,
      binaries,
      tmpDir: config.tmpDir,
      quota: config.uploadQuota,
      ...(deps.logger ? { log: deps.logger } : {}),
    }),
  );
  await app.register(
    artistProfileRoutes({ db: database.db, storage: deps.storage, tmpDir: config.tmpDir }),
  );
  await app.register(artistDashboardRoutes(database.db));
  await app.register(dashboardRoutes({ db: database.db, health: platformHealth }));
  await app.register(
    adminSystemRoutes({ db: database.db, jobs: deps.jobs, health: platformHealth }),
  );
  await app.register(moderationRoutes({ db: database.db, events: deps.events }));
  const notifications = createNotificationService(database.db);
  await app.register(notificationRoutes(notifications));
  await app.register(
    eventRoutes({
      events: deps.events,
      heartbeatSeconds: config.eventsHeartbeatSeconds,
      missed: notifications.missedSince,
    }),
  );
  await app.register(
    artistRoutes({
      db: database.db,
      events: deps.events,
      caching: catalogCaching,
    }),
  );
  await app.register(albumRoutes(database.db));
  await app.register(genreRoutes(database.db));
  await app.register(playlistRoutes(database.db));
  await app.register(playlistLikeRoutes(database.db));
  await app.register(
    playlistEditRoutes({
      db: database.db,
      storage: deps.storage,
      tmpDir: config.tmpDir,
      events: deps.events,
    }),
  );
  await app.register(browseRoutes(database.db, catalogCaching));
  await app.register(searchRoutes(database.db, catalogCaching));
  await app.register(trackRoutes(database.db, catalogCaching));
  await app.register(trackLikeRoutes(database.db));
  await app.register(historyRoutes(database.db));
  await app.register(reviewerRoutes(database.db));
  await app.register(trackTextRoutes(database.db));
  await app.register(chapterRoutes(database.db));
  await app.register(positionRoutes(database.db));
  await app.register(
    seriesRoutes(database.db, {
      publicUrl: config.publicUrl,
      caching: catalogCaching,
      events: deps.events,
    }),
  );
  await app.register(
    profileRoutes({ db: database.db, storage: deps.storage, tmpDir: config.tmpDir }),
  );
  await app.register(
    streamingRoutes({
      db: database.db,
      storage: deps.storage,
      secret: config.authSecret,
      streamUrlTtlSeconds: config.streamUrlTtlSeconds,
      caching: catalogCaching,
      direct: deps.directDelivery ?? null,
      beforeRouting: {
        add: (step) => server.addBeforeRouting(step),
        headers: apiSecurityHeaders(config.publicUrl),
      },
      mediaAccelRedirect: config.mediaAccelRedirect,
      mediaLinks: config.mediaLinks,
    }),
  );

  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}
