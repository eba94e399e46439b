import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '../contract/constants';
import { auditLog } from './audit/audit-log';
import { auditRetentionJob } from './audit/audit-retention-job';
import { accessTokenModule } from './auth/access-token-routes';
import { accessTokenService } from './auth/access-token-service';
import { actorOfUser } from './auth/actor';
import { oidcSignIn } from './auth/oidc-sign-in';
import { installAuth } from './auth/plugin';
import { sessionModule } from './auth/routes';
import { sessionService } from './auth/session-service';
import { ensureAdmin } from './bootstrap';
import { sharedSecuritySettings } from './cluster/shared-settings';
import { type WorkerLink, workerLink } from './cluster/worker-link';
import type { Config } from './config';
import { type Db, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { installCompression } from './http/compression';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installJsonBody } from './http/json-body';
import { installOpenApi } from './http/openapi';
import type { App } from './http/types';
import { validatorCompiler } from './http/validator';
import { serveWeb } from './http/web';
import { documentJobs } from './jobs/document-jobs';
import { jobRunner } from './jobs/job-runner';
import { serveQueue } from './jobs/queue/forwarded-queue';
import { scanScheduleJob } from './jobs/scan-schedule-job';
import { wikiVersionJob } from './jobs/wiki-version-job';
import { codecheckModule } from './modules/codecheck/codecheck-module';
import { repoPolicyOf } from './modules/codecheck/repo-access';
import { codecheckServices } from './modules/codecheck/services';
import type { InstallCheck } from './modules/codecheck/tool-registry';
import { commentModule } from './modules/comments/comment-routes';
import { commentServices } from './modules/comments/services';
import { directoryRepo, settingsRepo } from './modules/common/repo';
import { commonModule } from './modules/common/routes';
import { commonService } from './modules/common/service';
import { documentArea } from './modules/documents/document-area';
import { documentModule } from './modules/documents/document-module';
import { fulltextModule } from './modules/fulltext/fulltext-routes';
import { fulltextService } from './modules/fulltext/fulltext-service';
import { knowledgeRepo } from './modules/knowledge/knowledge-repo';
import { knowledgeModule } from './modules/knowledge/knowledge-routes';
import { knowledgeServices } from './modules/knowledge/services';
import { guardBackOffice } from './modules/manage/backoffice-guard';
import { backofficeModule } from './modules/manage/backoffice-module';
import { noticeRepositories } from './modules/notice/repo';
import { noticeModule } from './modules/notice/routes';
import { noticeService } from './modules/notice/service';
import { bothHear } from './modules/notifications/emitters';
import { notificationModule } from './modules/notifications/notification-routes';
import { robotModule } from './modules/notifications/robot-routes';
import { notificationServices } from './modules/notifications/services';
import { peopleModule } from './modules/people/people-routes';
import { peopleServices } from './modules/people/services';
import { personalRepo } from './modules/personal/personal-repo';
import { personalModule } from './modules/personal/personal-routes';
import { personalService } from './modules/personal/personal-service';
import { shareLinkServices } from './modules/share-links/services';
import { shareLinkModule } from './modules/share-links/share-link-routes';
import { userRepo } from './modules/users/repo';
import { webhookDeliveries, webhookServices } from './modules/webhooks/services';
import { webhookDeliveryJob } from './modules/webhooks/webhook-job';
import { webhookModule } from './modules/webhooks/webhook-routes';
import { reportingAccessChanges } from './modules/wiki/collab-access';
import { wikiArea } from './modules/wiki/wiki-area';
import { wikiModule } from './modules/wiki/wiki-module';
import { wopiLockRepo } from './modules/wopi/wopi-lock-repo';
import { wopiModule } from './modules/wopi/wopi-routes';
import { wopiService } from './modules/wopi/wopi-service';
import { healthRoutes } from './observability/health-routes';
import { installHttpMetrics } from './observability/http-metrics';
import { createMetrics, type Metrics, timedScans } from './observability/metrics';
import { loadSecretKey, secretBox } from './security/secret-box';
import { securitySettingsStore } from './settings/security-settings';

interface Built {
  app: App;
  db: Db;
  /** What `/metrics` reports for this instance (served on METRICS_PORT by `main.ts`). */
  metrics: Metrics;
}

export interface BuildOptions {
  logger?: boolean;
  /** Where free disk space for uploads is read; the disk holding the data directory unless given. */
  freeBytes?: () => Promise<number>;
  /** How a code-check tool's installation is checked; the tool's own probe unless given. */
  toolInstallCheck?: InstallCheck;
  /** The clock sessions are timed by; the system's unless given (tests move it on). */
  now?: () => number;
  /** The schema is migrated and the first administrator exists already (a worker of `npm start`). */
  prepared?: boolean;
}

/** Builds the whole server; `main.ts` listens on it and the tests inject into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<Built> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: LIMITS.bodyBytes,
    frameworkErrors,
    // Without trusted proxies request.ip is the socket's address and X-Forwarded-For is ignored.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBody(app);
  const metrics = createMetrics();
  installHttpMetrics(app, metrics);
  await installCompression(app);

  const db = await openDatabase(config.database);
  // Fastify runs onClose hooks last-registered first: registered first, the database closes after every
  // other shutdown step (live wiki pages stored, jobs and scans stopped) is done with it.
  app.addHook('onClose', async () => db.destroy());
  if (!options.prepared) {
    await migrateToLatest(db, config.database.kind === 'postgres' ? config.database.schema : undefined);
    await ensureAdmin(db, config, app.log);
  }
  const link = workerLink();
  // Downloads, previews, sign-ins, tokens and the wiki's actions: every request can record what it did.
  const audit = auditLog(db, app.log);
  audit.install(app);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Chakra UI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        // 'Edit online' posts the office token to the configured office server, and only there.
        formAction: ["'self'", ...(config.wopi.editorUrl ? [new URL(config.wopi.editorUrl).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure,
  });
  await installOpenApi(app, config);

  // The security settings: the environment's values unless changed in the back office, read on each use.
  const security = sharedSecuritySettings(securitySettingsStore(db, config), link);
  await security.current();
  const sessions = sessionService(db, config, options.now, async () => {
    const settings = await security.current();
    return { idleMs: settings.sessionIdleMinutes * 60_000, maxMs: settings.sessionMaxHours * 3_600_000 };
  });
  const box = secretBox(loadSecretKey(config.secretKey, config.dataDir));
  const oidc = config.oidc ? oidcSignIn(config.oidc, box, db, app.log) : null;
  const accessTokens = accessTokenService(db);
  const repoPolicy = repoPolicyOf(config, () => security.snapshot());
  const hookDeliveries = webhookDeliveries(db, config, repoPolicy, app.log);
  const notifications = notificationServices(db, config, app.log, { wikiAccess: () => wiki.access, urlPolicy: repoPolicy });
  app.addHook('onClose', async () => notifications.live.close());
  const codecheck = codecheckServices(db, config, app.log, options.toolInstallCheck, () => security.snapshot(), bothHear(hookDeliveries, notifications.codecheckEvents));
  const documents = await documentArea(db, config, {
    freeBytes: options.freeBytes,
    onChunkWritten: (bytes) => metrics.uploadBytes.inc(bytes),
    security,
    accessChanged: (libraryIds) => wiki.collab.accessChanged(libraryIds),
    reports: notifications.reports,
  });
  const users = userRepo(db);
  const wiki = wikiArea(
    documents,
    config,
    app.log,
    async (id) => {
      const row = await users.findById(id);
      return row && row.is_active ? actorOfUser(row) : null;
    },
    notifications.wikiReports,
  );
  await startScans(app, config, codecheck, metrics, link);
  healthRoutes(app, { prefix: config.apiPrefix, db, store: documents.store, redisUrl: config.redisUrl });
  await app.register(async (api) => {
    const scoped = api.withTypeProvider<ZodTypeProvider>();
    installAuth(scoped, config, sessions, accessTokens, audit.tokenUse);
    guardBackOffice(scoped, config.apiPrefix);
    await sessionModule(scoped, config, { sessions, oidc, security });
    await accessTokenModule(scoped, config, accessTokens);
    await commonModule(scoped, config, commonService({ users, directory: directoryRepo(db), settings: settingsRepo(db) }, { tools: codecheck.tools }));
    await noticeModule(scoped, config, noticeService(noticeRepositories(db)));
    await notificationModule(scoped, config, { notifications: notifications.service, live: notifications.live, sessionAlive: (hash) => sessions.alive(hash), emailOn: notifications.emailOn });
    await robotModule(scoped, config, notifications.robots);
    await codecheckModule(scoped, config, codecheck);
    await webhookModule(scoped, config, webhookServices(db, config, { tasks: codecheck.tasks, deliveries: hookDeliveries, policy: repoPolicy }));
    await documentModule(scoped, config, documents);
    await wikiModule(scoped, config, { wiki, store: documents.store });
    await commentModule(scoped, config, commentServices(db, {
      libraries: documents.policy,
      wiki: wiki.access,
      notify: (ids, event) => notifications.service.notify(ids, event),
      pageState: async (pageId) => (await wiki.collab.flush(pageId), wiki.content.load(pageId)),
    }));
    await fulltextModule(scoped, config, fulltextService({ ...documents.repos, users, knowledge: knowledgeRepo(db) }, { policy: documents.policy, wikiAccess: wiki.access }));
    await knowledgeModule(scoped, config, knowledgeServices(db, { policy: documents.policy, wikiAccess: wiki.access }));
    await personalModule(scoped, config, personalService(
        { ...documents.repos, personal: personalRepo(db) },
        { policy: documents.policy, libraries: documents.libraries, wikiAccess: wiki.access, quotaBytes: config.personalQuotaBytes },
      ),
    );
    await backofficeModule(scoped, config, { db, documents, wiki, security });
    // People's departments, groups and deactivation decide what they may open: every open editor is checked again.
    const everyone = () => null;
    const { people, organisation } = peopleServices(db, security);
    await peopleModule(scoped, config, {
      people: reportingAccessChanges(people, { update: everyone, setActive: everyone, importPeople: everyone }, wiki.collab.accessChanged),
      organisation: reportingAccessChanges(organisation, { updateDepartment: everyone, deleteDepartment: everyone, deleteGroup: everyone, setMembers: everyone }, wiki.collab.accessChanged),
    });
    await shareLinkModule(scoped, config, await shareLinkServices(db, config, { repos: documents.repos, policy: documents.policy, uploads: documents.uploads, content: documents.content, previews: documents.previews }));
    await wopiModule(scoped, config, wopiService({ ...documents.repos, users, wopiLocks: wopiLockRepo(db) }, { policy: documents.policy, store: documents.store, uploads: documents.uploads, box, config }));
  });

  // Among the workers of one server only the job worker runs periodic jobs: each runs once, not once per worker.
  if (!link || link.runsJobs) {
    const jobs = jobRunner(config, app.log);
    await jobs.start([...documentJobs(documents, config), scanScheduleJob(db, codecheck.scans, config.scanScheduleCheckMs), wikiVersionJob(wiki, config), webhookDeliveryJob(hookDeliveries, config.webhookSweepMs), ...notifications.jobs, auditRetentionJob(db, security)]);
    app.addHook('onClose', async () => jobs.close());
  }
  // Live documents are stored before the database closes (its hook is added first, so it runs last).
  app.addHook('onClose', async () => wiki.collab.close());

  await serveWeb(app, config.webDist, config.apiPrefix);
  return { app, db, metrics };
}

/**
 * Without Redis this process runs the scans itself (of several workers, the job worker runs them for
 * all): builds a previous process left running are marked interrupted first. With Redis the workers of
 * `npm run worker` run them.
 */
async function startScans(app: App, config: Config, codecheck: ReturnType<typeof codecheckServices>, metrics: Metrics, link: WorkerLink | null) {
  metrics.watchQueue(codecheck.queue.depth);
  if (!config.redisUrl && (!link || link.runsJobs)) {
    await codecheck.scans.interruptRunning();
    codecheck.queue.work(timedScans(metrics, codecheck.scans.run));
    if (link) serveQueue(link, codecheck.queue);
  }
  app.addHook('onClose', async () => {
    codecheck.scans.abortAll();
    await codecheck.queue.close();
  });
}
