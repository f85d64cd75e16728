/**
 * Cloudflare's list prices for the Workers Paid plan, in US dollars, as published on 2026-11-25 on:
 * - Durable Objects: https://developers.cloudflare.com/durable-objects/platform/pricing/
 *   (requests include HTTP requests, RPC sessions (each call on a stub), WebSocket messages and
 *   alarm invocations; incoming WebSocket messages bill 20 to a request; SQLite storage bills rows
 *   read and written, a setAlarm as a row written)
 * - D1: https://developers.cloudflare.com/d1/platform/pricing/
 * - Workers: https://developers.cloudflare.com/workers/platform/pricing/ (Standard usage model)
 * - Queues: https://developers.cloudflare.com/queues/platform/pricing/ (an operation per 64 KB
 *   written, read or deleted: a message delivered once is three)
 * Each price is per million units, beyond what the plan's $5 a month includes. bench:cost prices
 * usage at these rates with nothing included: what 1,000 games add to a bill already past them.
 */
export const PRICES_AS_OF = "2026-11-25";

export const PRICES = {
  workerRequests: { perMillion: 0.3, included: "10 million a month", source: "Workers pricing" },
  workerCpuMs: { perMillion: 0.02, included: "30 million CPU ms a month", source: "Workers pricing" },
  doRequests: { perMillion: 0.15, included: "1 million a month", source: "Durable Objects pricing" },
  doGbSeconds: { perMillion: 12.5, included: "400,000 GB-s a month", source: "Durable Objects pricing" },
  sqlRowsRead: { perMillion: 0.001, included: "25 billion a month", source: "Durable Objects pricing (SQLite storage)" },
  sqlRowsWritten: { perMillion: 1.0, included: "50 million a month", source: "Durable Objects pricing (SQLite storage)" },
  d1RowsRead: { perMillion: 0.001, included: "25 billion a month", source: "D1 pricing" },
  d1RowsWritten: { perMillion: 1.0, included: "50 million a month", source: "D1 pricing" },
  queueOperations: { perMillion: 0.4, included: "1 million a month", source: "Queues pricing" },
} as const;

/** Queue operations a message (an index copy, well under 64 KB) costs: written, read and deleted once. */
export const QUEUE_OPERATIONS_PER_MESSAGE = 3;

/** Incoming WebSocket messages bill as requests at this ratio. */
export const WEBSOCKET_MESSAGES_PER_REQUEST = 20;

/** What a Durable Object holds in memory, as billed: duration is charged for 128 MB whatever it uses. */
export const DO_BILLED_GB = 0.128;

/** What is left out of the price, and how duration is modelled. */
export const PRICE_NOTES = [
  "left out: the plan's $5 a month and its included quotas; stored bytes (DO SQLite $0.20 and D1 $0.75 a GB-month: a finished game keeps a few kB); Worker CPU time (machine-dependent: bench:api measures it); mail and push providers' own prices; static asset requests (free)",
  "Durable Object duration: billed while the object runs JavaScript or is idle in memory but cannot hibernate; a room that only holds hibernatable WebSockets and has no pending work is not billed while idle (it hibernates), so a move bills about its own handling time, modelled here as 10 ms of 128 MB a request and alarm (the idle tail before hibernation is not billed once the object can hibernate)",
  "a slow game's wakes: every move, due event (alarm) and mail hand-off that reaches a hibernated or evicted room is a request (alarms bill as requests) and starts the object afresh; its first answer reads the rows counted under 'woken room'",
];

/** Duration modelled per billed request or alarm: its handling time, while the object is awake. */
export const DO_ACTIVE_SECONDS_PER_REQUEST = 0.01;
