import type { Env } from "./env.js";
import { writeIndexRows } from "./room/game-index.js";
import { indexRowSchema, type IndexRow } from "./room/index-row.js";

/**
 * The index queue's consumer: the index copies the rooms sent, many games' at once, written to D1
 * as one batch. A message is acked only once that batch has committed; if it fails, every message
 * is retried (wrangler.toml's retry_delay later). Each row is an upsert guarded by its game's
 * version, so a message delivered twice, late or out of order changes nothing.
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
    console.error(`index queue: D1 write of ${copies.length} copies failed, retrying`, error);
    for (const { message } of copies) message.retry();
    return;
  }
  for (const { message } of copies) message.ack();
}
