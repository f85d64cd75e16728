import { Hono } from "hono";

/** The Worker: a thin Hono router in front of everything (one Durable Object per game arrives with the service). */
export const app = new Hono();

app.get("/api/health", (c) => c.json({ ok: true }));

export default app;
