import { Hono } from "hono";
import { loadSession } from "./auth/session.js";
import { openApiDocument } from "./api/openapi.js";
import type { AppEnv, Env } from "./env.js";
import { handleNotFound } from "./http/assets.js";
import { handleError } from "./http/errors.js";
import { staticAssets } from "./http/assets.js";
import { crawlers, noindexPrivatePages } from "./http/crawlers.js";
import { drainBody } from "./http/drain-body.js";
import { sameOriginWrites } from "./http/same-origin.js";
import { limitBody, securityHeaders } from "./http/security.js";
import { authPages, authRoutes } from "./routes/auth.js";
import { devMailPages } from "./routes/dev-mail.js";
import { embedApi, embedCors, embedPages } from "./routes/embed.js";
import { gameRoutes } from "./routes/games.js";
import { lobbyRoutes } from "./routes/lobby.js";
import { safetyRoutes } from "./routes/safety.js";
import { adminPages } from "./routes/admin.js";
import { mailPages } from "./routes/mail.js";
import { meRoutes } from "./routes/me.js";
import { myProfileRoutes, profileRoutes, standingsRoutes } from "./routes/profiles.js";
import { pushRoutes } from "./routes/push.js";
import { talkRoutes } from "./routes/table-talk.js";
import { leavingRoutes } from "./routes/leaving.js";
import { rematchRoutes } from "./routes/rematch.js";
import { channelRoutes, myWebhookRoutes } from "./routes/webhooks.js";
import { runScheduled } from "./scheduled.js";
import { consumeIndexCopies } from "./index-queue.js";
import { meterRequest } from "./meter/meter.js";
import { receiveMail } from "./inbound/email.js";

export { GameRoom } from "./room/game-room.js";
export { SeatPool } from "./lobby/seat-pool.js";

/** The Worker: a thin router. Game rules live in the engine, game state in each game's GameRoom. */
export const app = new Hono<AppEnv>();

app.use("*", drainBody);
app.use("*", noindexPrivatePages);
app.use("*", staticAssets);
app.use("*", securityHeaders);
app.use("/api/*", limitBody);
app.use("/api/*", sameOriginWrites);
app.use("*", loadSession);
app.use("/api/games/*", embedCors);

app.get("/api/health", (c) => c.json({ ok: true }));
app.get("/api/openapi.json", (c) => c.json(openApiDocument()));
app.route("/api/games", gameRoutes);
app.route("/api/games", embedApi);
app.route("/api/games", talkRoutes);
app.route("/api/games", leavingRoutes);
app.route("/api/games", rematchRoutes);
app.route("/api/games", channelRoutes);
app.route("/api", lobbyRoutes);
app.route("/api", safetyRoutes);
app.route("/api/auth", authRoutes);
app.route("/api/me", meRoutes);
app.route("/api/me", myWebhookRoutes);
app.route("/api/me", myProfileRoutes);
app.route("/api/profiles", profileRoutes);
app.route("/api/standings", standingsRoutes);
app.route("/api/push", pushRoutes);
app.route("/auth", authPages);
app.route("/admin", adminPages);
app.route("/mail", mailPages);
app.route("/dev/mail", devMailPages);
app.route("/", embedPages);
app.route("/", crawlers);

app.onError(handleError);
app.notFound(handleNotFound);

/**
 * HTTP through Hono; the Cron Trigger (wrangler.toml [triggers]) runs the scheduled jobs; the index
 * queue's batches go to D1; mail that Email Routing hands over is a player's reply (inbound/email.ts).
 */
export default {
  fetch: (request, env, ctx) => app.fetch(request, meterRequest(request, env), ctx),
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(meterRequest(null, env), Math.max(controller.scheduledTime, Date.now())));
  },
  queue: (batch, env) => consumeIndexCopies(batch, meterRequest(null, env)),
  async email(message, env) {
    await receiveMail(message, meterRequest(null, env)).catch((error: unknown) => console.error("inbound mail failed", error));
  },
} satisfies ExportedHandler<Env>;
