import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { LocalPushService } from "./scripts/push-service.js";
import { generateVapidKeys } from "./scripts/vapid-keys.mjs";
import { LocalWebhookReceiver, localOutbound } from "./scripts/webhook-receiver.js";

/**
 * Projects: "engine" runs the pure engine, the bots and build checks in Node; "web" runs Lit
 * components in happy-dom; "e2e" drives Debian's chromium against the production bundle on
 * workerd; "service" talks HTTP to that bundle on workerd (the HTTP layer, the fuzz and fault
 * suites); "worker" runs everything that touches the Worker inside workerd, with real local D1
 * and Durable Objects.
 */
const migrations = await readD1Migrations("./migrations");
/** Push notices go to a real local push service: Miniflare hands it every request the Worker sends out. */
const vapid = await generateVapidKeys();
const pushService = new LocalPushService(vapid.publicKey);
/** Webhook messages go to local receivers playing Discord, Slack and a generic receiver (scripts/webhook-receiver.ts). */
const webhookReceiver = new LocalWebhookReceiver();

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          include: ["test/engine/**/*.test.ts", "test/room/**/*.test.ts", "test/bots/**/*.test.ts", "test/build/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "web",
          include: ["test/web/**/*.test.ts"],
          environment: "happy-dom",
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts", "test/api-client/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "service",
          include: ["test/service/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/e2e/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      workerProject("worker", ["test/worker/**/*.test.ts"], {}),
      // What games cost (npm run bench:cost and its short test): the same runtime with the meter on.
      // BENCH_COST_ROUNDS: games of every edition and size per pace (npm run bench:cost); else one of each pace.
      workerProject("cost", ["test/cost/**/*.test.ts"], { COST_METER: "on" }, { costRounds: Number(process.env.BENCH_COST_ROUNDS ?? 0) }),
    ],
  },
});

/** A project inside workerd with real local D1 and Durable Objects, configured from wrangler.toml. */
function workerProject(name: string, include: string[], bindings: Record<string, string>, provide: Record<string, number> = {}) {
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        // Mail stays in the local mailbox, as under `npm start` (wrangler.toml has production's choice).
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, MAIL_DELIVERY: "local", PUBLIC_ORIGIN: "https://coffee.example", VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, ...bindings },
          outboundService: localOutbound(webhookReceiver, pushService.handle),
        },
      }),
    ],
    test: { name, include, setupFiles: ["test/worker/apply-migrations.ts"], provide },
  };
}
