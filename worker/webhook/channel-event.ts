/**
 * What a webhook message says, as data: the room decides it (in the change's transaction) and the
 * outbox keeps it; it is worded at delivery, in the webhook's language, for its kind of receiver.
 * No seat token is ever part of it: links open the game as a spectator would.
 */

export interface Named {
  name: string;
  /** The seat's Discord or Slack member id, for a mention (channel messages only). */
  mention: string | null;
}

export type ChannelEvent =
  | { kind: "started"; seats: string[]; first: Named[] }
  | { kind: "turn"; waiting: Named[]; round: number }
  | { kind: "proposal"; by: string }
  | { kind: "rematch"; link: string }
  | { kind: "over"; standings: { name: string; score: number; rank: number }[]; endedEarly: boolean }
  /** A player's own webhook: it is their turn in a game with these others. */
  | { kind: "your-turn"; others: string[] }
  | { kind: "test" };

/** An outbox notice's data for a webhook message. */
export interface WebhookData {
  /** Whose webhook: "game:ID" (its channel) or "user:ID" (a player's own). */
  owner: string;
  event: ChannelEvent;
  /** The game's page (no token), or the settings page for a test. */
  link: string;
  /** "your-turn": the version at which the turn began (a held notice asks whether the turn is still theirs). */
  stint?: number;
}

export function gameOwner(gameId: string): string {
  return `game:${gameId}`;
}

export function userOwner(userId: string): string {
  return `user:${userId}`;
}
