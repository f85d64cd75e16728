/**
 * npm run bench:queue — what the index queue's path to D1 sustains on this machine (issue 39,
 * docs/scale.md): BENCH_QUEUE_COPIES games' index copies (5,000) sent to the index queue of the
 * service running locally (the production bundle on workerd, Miniflare's queue, local D1 on disk),
 * and the time until its consumer, the Worker's queue() handler, has written the last of them. Twice:
 * with wrangler.toml's batches (up to 100 copies a D1 batch), and with one copy a batch, as each
 * room wrote D1 before the queue. Prints copies (rows) per second and D1 batches per second.
 *
 * Locally D1 is SQLite in a Durable Object on this machine, and the queue is Miniflare's, which
 * hands the consumer one batch at a time: the figures compare the two ways of writing, not
 * Cloudflare's D1 or Queues, whose limits are in docs/scale.md.
 */
import { cpus, loadavg } from "node:os";
import { startLocalService } from "../scripts/local-service.js";
import type { IndexRow } from "../worker/room/index-row.js";

const COPIES = Number(process.env.BENCH_QUEUE_COPIES ?? 5_000);
/** wrangler.toml's index queue and its producer binding. */
const QUEUE = "coffee-rush-index";
const BINDING = "INDEX_QUEUE";
/** Most messages one sendBatch takes. */
const SEND_BATCH = 100;
/** How often D1 is asked how many copies it holds (a count of the rows: light next to the writes). */
const POLL_MS = 20;

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
      // All at once: sent one after another, the sends (30 ms each from Node) would pace the consumer.
      const chunks = Array.from({ length: Math.ceil(count / SEND_BATCH) }, (_, chunk) => copies.slice(chunk * SEND_BATCH, (chunk + 1) * SEND_BATCH));
      await Promise.all(chunks.map((chunk) => queue.sendBatch(chunk.map((body) => ({ body })))));
    };
    const until = async (prefix: string, count: number) => {
      while ((await written(prefix)) < count) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    };
    await send("warm-", SEND_BATCH);
    await until("warm-", SEND_BATCH); // the consumer's isolate started, D1 opened
    const started = performance.now();
    await send("bench-", COPIES);
    const sendSeconds = (performance.now() - started) / 1000;
    await until("bench-", COPIES);
    const seconds = (performance.now() - started) / 1000;
    return { batchSize, seconds, sendSeconds };
  } finally {
    await service.stop();
  }
}

const format = (value: number) => Math.round(value).toLocaleString("en");
/** How busy the machine was: a batch's commit waits on the disk, and figures of a busy machine fall by several times. */
const load = () => `load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;

console.log(`bench:queue — ${format(COPIES)} games' index copies through the local index queue to local D1 (${load()})`);
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
console.log(`  batches of 100 write ${(single.seconds / batched.seconds).toFixed(1)}× the copies a second of one copy a batch (${load()})`);
