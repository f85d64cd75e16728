import type { Env } from "./env.js";
import { writeIndexRows } from "./room/game-index.js";
import { indexRowSchema, type IndexRow } from "./room/index-row.js";

/** The dead-letter queue: index copies the index queue could not write to D1 within its retries (wrangler.toml). */
export const DEAD_INDEX_QUEUE = "coffee-rush-index-dead";
/** A dead copy that D1 refuses again is tried this much later: 100 tries (wrangler.toml, the platform's most) span over a week. */
const DEAD_RETRY_SECONDS = 7_200;

/**
 * The index queue's consumer, and its dead-letter queue's: the index copies the rooms sent, many
 * games' at once, written to D1 as one batch. A message is acked only once that batch has
 * committed; if it fails, every message is retried (the index queue's retry_delay later; a dead
 * copy two hours later). After the index queue's retries (about 50 minutes of D1 down) a copy goes to
 * the dead-letter queue, where it waits for D1 to come back instead of being lost. Each row is an
 * upsert guarded by its game's version, so a message delivered twice, late or out of order changes nothing.
 */
export async function consumeIndexCopies(batch: MessageBatch<unknown>, env: Pick<Env, "DB">): Promise<void> {
  const copies: { message: Message<unknown>; row: IndexRow }[] = [];
  for (const message of batch.messages) {
    const parsed = indexRowSchema.safeParse(message.body);
    if (parsed.success) copies.push({ message, row: parsed.data });
    else {
      // No retry makes it valid: dropped, and the game's next copy brings its index up to date.
      console.error(`index queue: message ${message.id} is not an index row, dropped`, parsed.error.issues);
      message.ack();
    }
  }
  try {
    await writeIndexRows(env.DB, copies.map((copy) => copy.row));
  } catch (error) {
    const dead = batch.queue === DEAD_INDEX_QUEUE;
    console.error(`${dead ? "dead index copies" : "index queue"}: D1 write of ${copies.length} copies failed, retrying`, error);
    for (const { message } of copies) message.retry(dead ? { delaySeconds: DEAD_RETRY_SECONDS } : undefined);
    return;
  }
  for (const { message } of copies) message.ack();
}
