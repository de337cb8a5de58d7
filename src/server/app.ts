/**
 * buildApp: the whole HTTP application for a given configuration and database. main.ts listens
 * with it; tests call it with their own database and drive it with fastify.inject.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from "fastify";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { HELD_SUBMIT_SCRIPT } from "#shared/held-submit.ts";
import type { AppConfig } from "./env.ts";
import { PROJECT_ROOT } from "./project-root.ts";
import type { Database } from "./db/client.ts";
import { registerErrorHandling, sendRouteNotFound } from "./plugins/errors.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerInputGuard } from "./plugins/input-guard.ts";
import { registerSameOrigin } from "./plugins/same-origin.ts";
import {
  createAuth,
  createSessionCheck,
  registerAccountRoutes,
  registerSessionRoutes,
  type Auth,
} from "./modules/account/index.ts";
import { registerAdminRoutes } from "./modules/admin/index.ts";
import { registerHealthRoutes } from "./modules/health/index.ts";
import { registerEventTypeRoutes } from "./modules/event-types/index.ts";
import { registerActivityRoutes, registerEventRoutes } from "./modules/events/index.ts";
import { registerVenueRoutes, venuePageMetaResolvers } from "./modules/venues/index.ts";
import { infoPageMetaResolvers, registerInfoPageRoutes } from "./modules/info-pages/index.ts";
import { indexSender } from "./page-meta.ts";
import { dueItemsBetween, registerChecklistRoutes } from "./modules/checklists/index.ts";
import {
  registerRsvpRoutes,
  registerRsvpWorkers,
  rsvpDeadlinesBetween,
  rsvpPageMetaResolvers,
} from "./modules/rsvp/index.ts";
import { registerCalendarRoutes } from "./modules/calendar/index.ts";
import { registerTemplateRoutes, templateOfEvent, templatePageMetaResolvers } from "./modules/templates/index.ts";
import { registerContactRoutes } from "./modules/contact/index.ts";
import { registerSecurityRoutes } from "./modules/security/index.ts";
import fastifyMultipart from "@fastify/multipart";
import { createMailer, registerMailboxRoutes, type Mailer } from "./modules/mail/index.ts";
import { createJobQueue, type JobQueue } from "./modules/jobs/index.ts";
import { createRealtime } from "./modules/realtime/index.ts";
import {
  registerOrderExpiry,
  registerTicketRoutes,
  registerTicketWorkers,
  startOrderExpirySweeps,
  ticketPageMetaResolvers,
} from "./modules/tickets/index.ts";
import { registerRequestLimitWorkers, startRequestLimitSweeps } from "./modules/request-limits/index.ts";
import { hasMemberPlanAccess, memberAccessOf, registerPeopleRoutes } from "./modules/people/index.ts";
import { registerAnnouncementRoutes, registerAnnouncementWorkers } from "./modules/announcements/index.ts";
import { registerMessageRoutes } from "./modules/messages/index.ts";
import { registerPollRoutes } from "./modules/polls/index.ts";
import { registerTaskRoutes, registerTaskWorkers, startReminderSweeps } from "./modules/tasks/index.ts";
import { registerPlanningRoutes } from "./modules/planning/index.ts";
import { registerProDashboardRoutes } from "./modules/pro-dashboard/index.ts";
import { registerBusinessDashboardRoutes } from "./modules/business-dashboard/index.ts";
import { registerBulkOperationRoutes, registerBulkOperationWorkers } from "./modules/bulk-operations/index.ts";
import { registerForumRoutes } from "./modules/forum/index.ts";
import { registerBudgetRoutes } from "./modules/budgets/index.ts";
import {
  registerVolunteerRoutes,
  registerVolunteerWorkers,
  startVolunteerReminderSweeps,
} from "./modules/volunteers/index.ts";
import { registerStaffPortalRoutes, registerStaffPortalWorkers } from "./modules/staff-portal/index.ts";
import {
  actorInAccount,
  assertInReach,
  registerTeamAudit,
  registerTeamRoutes,
  registerTeamWorkers,
  teamsOfUser,
  workingInOf,
} from "./modules/team/index.ts";

const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, "dist");

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Replaces the mailer chosen from the configuration (tests). */
  mailer?: Mailer;
  /** A job queue the caller owns (starts with the app, not stopped by it); by default the app makes its own. */
  jobs?: JobQueue;
  /**
   * Whether this process runs the background jobs it queues (default true). main.ts says false in the app
   * servers of a cluster, whose jobs one process of their own runs.
   */
  runJobs?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Serve the built client (default: when it exists). */
  serveClient?: boolean;
  /** Where the built client is (default: dist/). */
  clientDir?: string;
  /** Lets tests add routes (e.g. a plan-gated probe) before the app is ready. */
  extend?: (app: FastifyInstance) => void;
}

export interface GatherlyApp {
  app: FastifyInstance;
  auth: Auth;
  mailer: Mailer;
  /** Background jobs: modules declare their workers while the app is built; it starts when the app is ready. */
  jobs: JobQueue;
  /** Every route as registered (the security matrix checks each one; nothing is hand-listed). */
  routes: readonly RegisteredRoute[];
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: RouteOptions["config"];
  schema: RouteOptions["schema"];
}

/** Tokens in links (magic link, email confirmation, password reset) never reach the request log. */
export function redactUrl(url: string): string {
  return (
    url
      .replace(/([?&](?:token|code)=)[^&#]*/gi, "$1[redacted]")
      .replace(/(\/reset-password\/)[^/?#]+/i, "$1[redacted]")
      // Secrets in paths: share links, personal invitations, open RSVP links, calendar feeds.
      .replace(/(\/api\/public\/[a-z-]+\/)[^/?#]+/i, "$1[redacted]")
      .replace(/(\/api\/calendar\/feed\/)[^/?#]+/i, "$1[redacted]")
      // The door scanner's link, and the guest pages whose paths carry the same secrets.
      .replace(/(\/api\/door\/)[^/?#]+/i, "$1[redacted]")
      .replace(/^(\/(?:invitation|join|tickets|scan|unsubscribe)\/)[^/?#]+/i, "$1[redacted]")
      .replace(/([?&]order=)[^&#]*/gi, "$1[redacted]")
  );
}

export function defaultLogger(config: AppConfig): FastifyServerOptions["logger"] {
  return {
    level: config.logLevel,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}

/** TRUST_PROXY=<n>: trust the nearest n proxies in X-Forwarded-For. */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json)|image\/svg\+xml)/;

/** br or gzip, whichever the browser takes (br first: about a tenth smaller), or none. */
function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
    .map((part) => part.split(";")[0]!.trim());
  return accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : undefined;
}

/**
 * The built scripts and styles go out compressed: uncompressed they are three times the bytes, which a
 * phone on a slow connection pays for in seconds before the first paint. Each file is compressed once per
 * encoding and kept in memory (a hashed name never changes content; the set of files is fixed when the
 * server starts), in zlib's thread pool rather than on the event loop.
 */
function registerAssetCompression(app: FastifyInstance): void {
  const compressed = new Map<string, Promise<Buffer>>();
  app.addHook("onSend", async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (request.method !== "GET" || reply.statusCode !== 200 || !route?.startsWith("/assets/")) return payload;
    if (!(payload instanceof Readable) || !COMPRESSIBLE_TYPE.test(String(reply.getHeader("content-type") ?? "")))
      return payload;
    reply.header("vary", "accept-encoding");
    const encoding = pickEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    const key = `${encoding} ${route}`;
    let bytes = compressed.get(key);
    if (bytes) {
      payload.destroy();
    } else {
      bytes = buffer(payload).then((raw) =>
        encoding === "br"
          ? compressBrotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
          : compressGzip(raw, { level: 9 }),
      );
      compressed.set(key, bytes);
      bytes.catch(() => compressed.delete(key));
    }
    // Ranges would count bytes of the uncompressed file: a compressed answer offers none.
    reply.header("content-encoding", encoding).removeHeader("content-length").removeHeader("accept-ranges");
    return bytes;
  });
}

/** A content-policy source that allows exactly this inline script. */
function inlineScriptSource(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

export async function buildApp(options: BuildAppOptions): Promise<GatherlyApp> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? defaultLogger(config),
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The router's own refusals in our error shape: a path segment over its 100-character limit
    // names nothing we serve (404); a malformed %-escape is a bad request.
    frameworkErrors: (error, request, reply: FastifyReply) =>
      error.code === "FST_ERR_MAX_PARAM_LENGTH"
        ? sendRouteNotFound(request, reply)
        : reply.status(400).send({ error: { code: "BAD_REQUEST", message: "The address is not valid." } }),
  });
  const routes: RegisteredRoute[] = [];
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, config: route.config, schema: route.schema });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: app.log });
  const jobs = options.jobs ?? createJobQueue({ database, log: app.log, runWorkers: options.runJobs ?? true });
  app.addHook("onReady", async () => jobs.start());
  const realtime = createRealtime(database, app.log);
  app.addHook("onReady", async () => realtime.start());
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    log: app.log,
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The card payment provider's script and frames (payments arrive with a later issue), and the one inline
        // script, by its hash: a prerendered page's form holds a submit made before the app has loaded.
        scriptSrc: ["'self'", inlineScriptSource(HELD_SUBMIT_SCRIPT), "https://js.stripe.com"],
        frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
        // Radix and Sonner position elements with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        // The door scanner's QR decoder runs in a worker its library starts from a blob: URL (a blob can only
        // be made by a script this policy already allows).
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        reportUri: ["/api/csp-violation"],
        upgradeInsecureRequests: config.baseUrl.startsWith("https://") ? [] : null,
      },
    },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook("onSend", async (request, reply) => {
    // The door scanner reads QR codes with the camera; no other page may ask for it.
    const camera = request.url.startsWith("/scan/") ? "camera=(self)" : "camera=()";
    reply.header(
      "permissions-policy",
      `${camera}, microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)`,
    );
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Gatherly API", version: "0.1.0", description: "The Gatherly HTTP API." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  // Uploads carry one file and at most a few short text fields: a field of 16 kB is plenty, and a
  // chunked body cannot make the server hold megabytes of fields before the file arrives.
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 16 * 1024 },
  });

  registerErrorHandling(app);
  registerSameOrigin(app, config);
  const sessionCheck = createSessionCheck({
    db: database.db,
    realtime,
    cookieName: auth.$context.then((context) => context.authCookies.sessionToken.name),
    secret: auth.$context.then((context) => context.secret),
    teamsOf: teamsOfUser,
  });
  registerAuth(app, auth, database.db, hasMemberPlanAccess, sessionCheck, { actorInAccount, assertInReach });
  registerTeamAudit(app, database.db);
  registerInputGuard(app);
  registerHealthRoutes(app, database);
  registerAccountRoutes(app, database.db, { dataDir: config.dataDir, memberAccessOf, workingInOf });
  registerEventTypeRoutes(app, database.db);
  registerEventRoutes(app, database.db, config.dataDir);
  registerActivityRoutes(app, database.db);
  registerVenueRoutes(app, database.db);
  registerChecklistRoutes(app, database.db);
  const rsvpDeps = { jobs, mailer, baseUrl: config.baseUrl };
  registerRsvpRoutes(app, database.db, rsvpDeps);
  await registerRsvpWorkers(database.db, rsvpDeps);
  registerCalendarRoutes(app, database.db, {
    baseUrl: config.baseUrl,
    rsvpDeadlines: rsvpDeadlinesBetween,
    checklistDeadlines: dueItemsBetween,
  });
  const teamDeps = { jobs, mailer, baseUrl: config.baseUrl };
  registerTeamRoutes(app, database.db, teamDeps);
  await registerTeamWorkers(database.db, teamDeps);
  const ticketDeps = { jobs, mailer, realtime, baseUrl: config.baseUrl };
  registerTicketRoutes(app, database.db, ticketDeps);
  await registerTicketWorkers(database.db, ticketDeps);
  await registerOrderExpiry(database.db, ticketDeps);
  await registerRequestLimitWorkers(database.db, jobs);
  // After jobs.start (registered above): the first sweeps; later ones queue themselves.
  app.addHook("onReady", async () => startOrderExpirySweeps(database.db, ticketDeps));
  app.addHook("onReady", async () => startRequestLimitSweeps(database.db, jobs));
  const communityDeps = { jobs, mailer, realtime, baseUrl: config.baseUrl, dataDir: config.dataDir };
  registerPeopleRoutes(app, database.db, communityDeps);
  registerAnnouncementRoutes(app, database.db, communityDeps);
  await registerAnnouncementWorkers(database.db, communityDeps);
  registerMessageRoutes(app, database.db, communityDeps);
  registerPollRoutes(app, database.db, communityDeps);
  registerTaskRoutes(app, database.db, config.dataDir);
  registerPlanningRoutes(app, database.db, { realtime });
  await registerTaskWorkers(database.db, { jobs, mailer, baseUrl: config.baseUrl });
  // After jobs.start (registered above): the first reminder sweep; later ones queue themselves.
  app.addHook("onReady", async () => startReminderSweeps(database.db, jobs));
  const volunteerDeps = { jobs, mailer, baseUrl: config.baseUrl };
  registerVolunteerRoutes(app, database.db, volunteerDeps);
  await registerVolunteerWorkers(database.db, volunteerDeps);
  app.addHook("onReady", async () => startVolunteerReminderSweeps(database.db, jobs));
  registerStaffPortalRoutes(app, database.db, volunteerDeps);
  await registerStaffPortalWorkers(database.db, volunteerDeps);
  registerForumRoutes(app, database.db, communityDeps);
  registerProDashboardRoutes(app, database.db);
  registerBusinessDashboardRoutes(app, database.db);
  const bulkDeps = { jobs, dataDir: config.dataDir, baseUrl: config.baseUrl };
  registerBulkOperationRoutes(app, database.db, bulkDeps);
  await registerBulkOperationWorkers(database.db, bulkDeps);
  registerBudgetRoutes(app, database.db, { dataDir: config.dataDir, templateOfEvent });
  registerTemplateRoutes(app, database.db);
  registerInfoPageRoutes(app, database.db);
  registerSecurityRoutes(app, database.db);
  registerContactRoutes(app, {
    db: database.db,
    mailer,
    adminAddresses: [...new Set([...config.superAdminEmails, ...config.adminEmails])],
    log: app.log,
  });
  registerSessionRoutes(app, database.db);
  registerAdminRoutes(app, database.db, config.dataDir, jobs);
  registerMailboxRoutes(app, database.db, { mailMode: mailer.mode, env: config.env, baseUrl: config.baseUrl });
  options.extend?.(app);

  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const serveClient = options.serveClient ?? existsSync(path.join(clientDir, "index.html"));
  if (serveClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // Source maps would publish the client's unminified sources: the build makes none (vite.config.ts), and
      // one left in the folder by a local build is not served either. The prerendered pages are sent at their
      // own paths (page-meta.ts), not as files.
      allowedPath: (pathname) => !pathname.endsWith(".map") && !pathname.startsWith("/prerendered/"),
      // Vite names every file under assets/ by a hash of its content, so a browser may keep it for good.
      setHeaders: (reply, file) => {
        if (path.relative(clientDir, file).startsWith(`assets${path.sep}`)) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
    registerAssetCompression(app);
    // Share pages get their own link-preview tags (Open Graph, Twitter) in the shell's HTML.
    const sendIndex = indexSender({
      clientDir,
      baseUrl: config.baseUrl,
      resolvers: {
        ...infoPageMetaResolvers(database.db),
        ...venuePageMetaResolvers(database.db),
        ...templatePageMetaResolvers(),
        ...rsvpPageMetaResolvers(database.db),
        ...ticketPageMetaResolvers(database.db),
      },
    });
    app.get("/", { config: { auth: "public" }, schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    // The client's own router answers every other page path (and shows its not-found page). A missing
    // built file (a tab still running the previous release asks for a chunk that is gone) is a 404, not
    // the shell: HTML in place of a script only hides why the page broke.
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        request.method === "GET" && !request.url.startsWith("/api/") && !request.url.startsWith("/assets/");
      return isPage ? sendIndex(request, reply) : sendRouteNotFound(request, reply);
    });
  } else {
    app.setNotFoundHandler(sendRouteNotFound);
  }

  app.addHook("onClose", async () => mailer.close());
  app.addHook("onClose", async () => realtime.stop());
  // onClose hooks run last-added first: running handlers finish (or run out of time) while the mailer is
  // still open, and before main.ts closes the database.
  if (!options.jobs) app.addHook("onClose", async () => jobs.stop());
  return { app, auth, mailer, routes, jobs };
}
