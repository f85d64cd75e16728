import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Miniflare } from "miniflare";
import type { Queue } from "@cloudflare/workers-types/experimental";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { LocalPushService } from "./push-service.js";
import { generateVapidKeys } from "./vapid-keys.mjs";
import { LocalWebhookReceiver, localOutbound } from "./webhook-receiver.js";

export interface LocalService {
  url: string;
  /** The local push service that receives the Worker's push notices (see push-service.ts). */
  push: LocalPushService;
  /** The local webhook receivers (Discord, Slack, a generic one) that get the Worker's webhook posts (see webhook-receiver.ts). */
  webhooks: LocalWebhookReceiver;
  /**
   * The directory the service made for itself: the bundle, its copy of the app's files and, unless
   * the caller gave a persistRoot, its local state. stop() removes it; a caller's persistRoot is the caller's.
   */
  directory: string;
  /** The service's own copy of the app's files, which it serves (in `directory`). */
  assetsDirectory: string;
  /** Its D1 database, to read what the service wrote (npm run faults). */
  db: Awaited<ReturnType<Miniflare["getD1Database"]>>;
  /** A queue binding of the Worker's (wrangler.toml [[queues.producers]]), to send it messages (npm run bench:queue). */
  queue<Body>(binding: string): Promise<Queue<Body>>;
  /** Stops workerd and, once it has exited, removes `directory`. */
  stop: () => Promise<void>;
}

/**
 * Runs the production bundle (what `wrangler deploy` uploads) with the web assets on workerd
 * through Miniflare, configured from wrangler.toml, with a fresh local D1 (migrations applied)
 * and SQLite-backed Durable Objects. Requests reach workerd directly: `wrangler dev` adds a Node
 * proxy that would cap benchmark figures at its own speed. Used by `npm run bench:api` and the
 * browser tests; run `npm run build` first.
 */
export interface LocalServiceOptions {
  port?: number;
  persistRoot?: string;
  /** Multiplies the per-client rate limits (the browser tests all come from one address). */
  rateLimitScale?: number;
  /** Shortens the turn mails' wait (TURN_MAIL_WAIT_SECONDS, default 5 minutes): the browser test of a game played by mail. */
  turnMailWaitSeconds?: number;
  /** The built app's files to serve (default: wrangler.toml's, dist/web). */
  assets?: string;
  /** Opens workerd's V8 inspector on this port (bench:api's BENCH_PROFILE). */
  inspectorPort?: number;
  /** Settings of wrangler.toml's queue consumers changed, by queue name (bench:queue's batch sizes). */
  queueConsumers?: Record<string, { maxBatchSize?: number; maxBatchTimeout?: number }>;
  /** Webhook posts go to receivers another process serves at this address (npm run faults: they outlive a kill of this one). */
  webhookRelay?: string;
}

export async function startLocalService(options: LocalServiceOptions = {}): Promise<LocalService> {
  const directory = mkdtempSync(join(tmpdir(), "coffee-rush-service-"));
  try {
    return await startIn(directory, options);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}

async function startIn(outdir: string, options: LocalServiceOptions): Promise<LocalService> {
  await promisify(execFile)("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir]);
  const { workerOptions } = unstable_getMiniflareWorkerOptions("wrangler.toml");
  // The service serves a copy of the build taken now, as a deploy uploads one: workerd holds its
  // assets directory open, and a build while it runs (which replaces dist/web) would otherwise
  // leave it reading a deleted directory, failing every asset request until it restarts.
  const assetsDirectory = join(outdir, "assets");
  cpSync(options.assets ?? workerOptions.assets!.directory, assetsDirectory, { recursive: true });
  const vapid = await generateVapidKeys();
  const push = new LocalPushService(vapid.publicKey);
  const webhooks = new LocalWebhookReceiver();
  const mf = new Miniflare({
    ...(workerOptions as object),
    assets: { ...workerOptions.assets!, directory: assetsDirectory },
    // Mail stays in the local mailbox (/dev/mail), as under `npm start`.
    bindings: {
      ...workerOptions.bindings,
      MAIL_DELIVERY: "local",
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      ...(options.rateLimitScale && { RATE_LIMIT_SCALE: String(options.rateLimitScale) }),
      ...(options.turnMailWaitSeconds !== undefined && { TURN_MAIL_WAIT_SECONDS: String(options.turnMailWaitSeconds) }),
    },
    // Push notices and webhook posts reach the local push service and webhook receivers; nothing else leaves this machine.
    outboundService: localOutbound(webhooks, push.handle, options.webhookRelay),
    modules: true,
    scriptPath: join(outdir, "index.js"),
    modulesRoot: outdir,
    d1Databases: { DB: "local" },
    queueConsumers: Object.fromEntries(
      Object.entries((workerOptions.queueConsumers ?? {}) as Record<string, object>).map(([queue, settings]) => [queue, { ...settings, ...options.queueConsumers?.[queue] }]),
    ),
    host: "127.0.0.1",
    port: options.port ?? 0,
    ...(options.inspectorPort && { inspectorPort: options.inspectorPort }),
    defaultPersistRoot: options.persistRoot ?? join(outdir, "state"),
  });
  try {
    const url = (await mf.ready).toString().replace(/\/$/, "");
    const db = await mf.getD1Database("DB");
    await migrate(db);
    const stop = async () => {
      await mf.dispose();
      rmSync(outdir, { recursive: true, force: true });
    };
    return { url, push, webhooks, directory: outdir, assetsDirectory, db, queue: (binding) => mf.getQueueProducer(binding), stop };
  } catch (error) {
    await mf.dispose();
    throw error;
  }
}

/** A persisted state (restarted by npm run faults) already has some: applies each migration once. */
async function migrate(db: LocalService["db"]): Promise<void> {
  await db.prepare("CREATE TABLE IF NOT EXISTS local_migrations (name TEXT PRIMARY KEY)").run();
  for (const file of readdirSync("migrations").filter((name) => name.endsWith(".sql")).sort()) {
    if (await db.prepare("SELECT 1 FROM local_migrations WHERE name = ?").bind(file).first()) continue;
    for (const statement of readFileSync(join("migrations", file), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) await db.prepare(statement).run();
    }
    await db.prepare("INSERT INTO local_migrations (name) VALUES (?)").bind(file).run();
  }
}
