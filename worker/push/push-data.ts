import type { PushMessage } from "../../protocol/types.js";

/**
 * What a push notice says (to the devices of a seat and of its player's account), as data: the
 * outbox keeps it in a notice beside mails, so it is sent once per key, obeys the same preferences
 * and quiet hours, and is retried.
 */
export interface PushData extends Pick<PushMessage, "deadline" | "rank" | "players" | "resigned" | "from" | "text" | "phrase" | "lapse"> {
  /** The mail kind whose preference it obeys ("talk": a message at the table, like "all" mail). */
  about: PushMessage["kind"];
  /** The other players' names. */
  others: string[];
  /** The seat's account: its devices are told too. */
  userId: string | null;
  /** A turn's notice: the version at which the turn began. */
  stint?: number;
  /** Devices it already reached (a retry skips them). */
  sentTo?: string[];
}
