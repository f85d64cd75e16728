import type { MiddlewareHandler } from "hono";

/** At most this much of a body nobody read is drained; past it the connection is given up. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads what is left of a request body that the answer didn't need (a refused or unknown request,
 * a GET sent with a body, a 413's rest) before the answer goes out. Left unread, workerd can't
 * reuse the keep-alive connection: the client's next request on it is reset, or, behind
 * `wrangler dev`'s proxy, answered 503 "Your worker restarted mid-request".
 */
export const drainBody: MiddlewareHandler = async (c, next) => {
  // The body as it came (limitBody hands the routes a copy): a read one ends at once.
  const body = c.req.raw.body;
  await next();
  if (!body || body.locked) return;
  const reader = body.getReader();
  let read = 0;
  try {
    while (read <= DRAIN_LIMIT_BYTES) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
    await reader.cancel();
    c.header("Connection", "close");
  } catch {
    // The client went away mid-body: nothing left to keep the connection for.
  }
};
