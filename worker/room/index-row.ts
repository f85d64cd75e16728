import { z } from "zod";

/**
 * One game's row of the games index in D1: what a room's index copy carries, straight to D1 or as
 * a message through the index queue (wrangler.toml [[queues]]). The queue's consumer takes its
 * messages from outside the Worker's code, so it checks each against this schema.
 */
export const indexRowSchema = z.object({
  id: z.string().min(1),
  edition: z.string(),
  players: z.number().int(),
  variants: z.array(z.string()),
  status: z.enum(["waiting", "active", "ended"]),
  toAct: z.array(z.number().int()),
  turnsPlayed: z.number().int(),
  version: z.number().int(),
  createdAt: z.number(),
  lastMoveAt: z.number(),
  hostUserId: z.string().nullable(),
  waitingSince: z.number().nullable(),
  standing: z.array(z.object({ score: z.number(), rank: z.number() })).nullable(),
});

export type IndexRow = z.infer<typeof indexRowSchema>;
