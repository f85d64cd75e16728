/**
 * npm run bench:queue — what the index queue's path to D1 sustains on this machine (issue 39,
 * docs/scale.md): BENCH_QUEUE_COPIES games' index copies (3,000) sent to the index queue of the
 * service running locally (the production bundle on workerd, Miniflare's queue, local D1 on disk),
 * and the time until its consumer, the Worker's queue() handler, has written the last of them. Twice:
 * with wrangler.toml's batches (up to 100 copies a D1 batch), and with one copy a batch, as each
 * room wrote D1 before the queue. Prints copies (rows) per second and D1 batches per second.
 *
 * Locally D1 is SQLite in a Durable Object on this machine, and the queue is Miniflare's, which
 * hands the consumer one batch at a time: the figures compare the two ways of writing, not
 * Cloudflare's D1 or Queues, whose limits are in docs/scale.md.
 */
import { startLocalService } from "../scripts/local-service.js";
import type { IndexRow } from "../worker/room/index-row.js";

const COPIES = Number(process.env.BENCH_QUEUE_COPIES ?? 3_000);
/** wrangler.toml's index queue and its producer binding. */
const QUEUE = "coffee-rush-index";
const BINDING = "INDEX_QUEUE";
/** Most messages one sendBatch takes. */
const SEND_BATCH = 100;
const POLL_MS = 5;

/** A 3-player game's index row after `turns` turns, as a room would send it. */
function copyOf(id: string, turns: number): IndexRow {
  const now = Date.now();
  return {
    id,
    edition: "classic",
    players: 3,
    variants: [],
    status: "active",
    toAct: [turns % 3],
    turnsPlayed: turns,
    version: turns + 10,
    createdAt: now - 3_600_000,
    lastMoveAt: now,
    hostUserId: null,
    waitingSince: now,
    standing: [
      { score: turns, rank: 1 },
      { score: turns - 1, rank: 2 },
      { score: 0, rank: 3 },
    ],
  };
}

interface Run {
  batchSize: number;
  seconds: number;
  sendSeconds: number;
}

/** Sends `COPIES` copies of distinct games, and waits until D1 holds every one. */
async function run(batchSize: number): Promise<Run> {
  const service = await startLocalService({ queueConsumers: { [QUEUE]: { maxBatchSize: batchSize } } });
  try {
    const queue = await service.queue<IndexRow>(BINDING);
    const written = async (prefix: string) => (await service.db.prepare("SELECT count(*) AS n FROM games WHERE id LIKE ?").bind(`${prefix}%`).first<{ n: number }>())?.n ?? 0;
    const send = async (prefix: string, count: number) => {
      const copies = Array.from({ length: count }, (_, index) => copyOf(`${prefix}${index}`, index % 40));
      for (let start = 0; start < copies.length; start += SEND_BATCH) await queue.sendBatch(copies.slice(start, start + SEND_BATCH).map((body) => ({ body })));
      return copies[copies.length - 1].id;
    };
    // The last copy sent is written last (the local queue hands batches over in order, one at a time).
    const until = async (id: string) => {
      while (!(await service.db.prepare("SELECT 1 FROM games WHERE id = ?").bind(id).first())) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    };
    await until(await send("warm-", SEND_BATCH)); // the consumer's isolate started, D1 opened
    const started = performance.now();
    const last = await send("bench-", COPIES);
    const sendSeconds = (performance.now() - started) / 1000;
    await until(last);
    const seconds = (performance.now() - started) / 1000;
    const rows = await written("bench-");
    if (rows !== COPIES) throw new Error(`D1 holds ${rows} of the ${COPIES} copies sent`);
    return { batchSize, seconds, sendSeconds };
  } finally {
    await service.stop();
  }
}

const format = (value: number) => Math.round(value).toLocaleString("en");

console.log(`bench:queue — ${format(COPIES)} games' index copies through the local index queue to local D1`);
const runs: Run[] = [];
for (const batchSize of [100, 1]) {
  const result = await run(batchSize);
  runs.push(result);
  const batches = Math.ceil(COPIES / batchSize);
  console.log(
    `  ${String(batchSize).padStart(3)} a D1 batch: ${format(COPIES / result.seconds)} copies (rows)/s, ${format(batches / result.seconds)} D1 batches/s, ` +
      `${((result.seconds * 1000) / batches).toFixed(2)} ms a batch (all sent in ${result.sendSeconds.toFixed(2)} s, all written in ${result.seconds.toFixed(2)} s)`,
  );
}
const [batched, single] = runs;
console.log(`  batches of 100 write ${(single.seconds / batched.seconds).toFixed(1)}× the copies a second of one copy a batch`);
