import type { PushMessage } from "../api/types.js";

/**
 * What the service wants to tell someone, before it is rendered: the outbox stores these, and the
 * templates turn them into mails at delivery, in the recipient's timezone.
 */

/** The game a mail is about, as the recipient knows it. */
export interface GameInfo {
  id: string;
  /** "with Ana and Bo": the other players by name. */
  label: string;
  edition: string;
  players: number;
  /** "none", "12h", "1d", … */
  timePerMove: string;
  /** The fair deal's commitment, in every game mail's footer; absent in mails queued before commitments. */
  commitment?: string | null;
}

export interface SignInData {
  origin: string;
  link: string;
  minutes: number;
}

export interface InviteData {
  origin: string;
  game: GameInfo;
  /** Opens the seat (join with a name). */
  link: string;
  inviter: string | null;
}

/** A message said at the table, as a mail quotes it. */
export interface TalkLine {
  name: string;
  text: string | null;
  /** A quick phrase (its key), worded in the reader's language by the template. */
  phrase: string | null;
}

export interface TurnData {
  origin: string;
  game: GameInfo;
  link: string;
  /** One sentence: what happened since the recipient last played, and what waits for them. */
  summary: string;
  deadline: number | null;
  /** What the others said at the table since the reader last looked (absent in notices from before table talk). */
  talk?: TalkLine[];
}

export interface ReminderData {
  origin: string;
  game: GameInfo;
  link: string;
  deadline: number;
  /** "half": half the time is gone; "late": 90 % of it. */
  which: "half" | "late";
  vacationDaysLeft: number;
}

export interface Standing {
  name: string;
  score: number;
  rank: number;
  you: boolean;
}

export interface GameOverData {
  origin: string;
  game: GameInfo;
  link: string;
  summary: string;
  standings: Standing[];
  /** The players agreed to end it before the rules' end (scored as it stood). */
  endedEarly?: boolean;
}

/** A player resigned: the others hear of it. */
export interface ResignedData {
  origin: string;
  game: GameInfo;
  link: string;
  name: string;
}

/** Another player reminds the reader that the game waits on them. */
export interface NudgeData {
  origin: string;
  game: GameInfo;
  link: string;
  /** Who sent the reminder. */
  name: string;
}

/** "Play again": a new game with the same players waits for the reader. */
export interface RematchData {
  origin: string;
  game: GameInfo;
  link: string;
  /** Who started it. */
  name: string;
}

export interface AwayData {
  origin: string;
  game: GameInfo;
  /** The seat's player, who missed three turns in a row. */
  name: string;
  seat: number;
}

/**
 * A push notice (to the devices of a seat and of its player's account), kept in the same outbox as
 * mails so that it is sent once per key, obeys the same preferences and quiet hours, and is retried.
 */
export interface PushData extends Pick<PushMessage, "deadline" | "rank" | "players" | "from" | "text" | "phrase"> {
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

export type MailIntent =
  | ({ kind: "signin"; data: SignInData } & IntentBase)
  | ({ kind: "invite"; data: InviteData } & IntentBase)
  | ({ kind: "turn"; data: TurnData } & IntentBase)
  | ({ kind: "reminder"; data: ReminderData } & IntentBase)
  | ({ kind: "gameover"; data: GameOverData } & IntentBase)
  | ({ kind: "away"; data: AwayData } & IntentBase)
  | ({ kind: "push"; data: PushData } & IntentBase)
  | ({ kind: "resigned"; data: ResignedData } & IntentBase)
  | ({ kind: "nudge"; data: NudgeData } & IntentBase)
  | ({ kind: "rematch"; data: RematchData } & IntentBase);

interface IntentBase {
  /** The idempotency key: the same key is one mail, however often it is queued. */
  key: string;
  /** The address (whose settings apply); "" for a push notice to a seat that gave none. */
  to: string;
  gameId: string | null;
  seat: number | null;
  /** Not worth sending after this (ms since the epoch). */
  expiresAt?: number | null;
}

/** Every kind of mail: the intents above, and "turns", the one mail that carries a recipient's turn notices. */
export type MailKind = MailIntent["kind"] | "turns";

/** What the recipient chose to receive. */
export type MailPreference = "all" | "turns" | "none";
export const MAIL_PREFERENCES = ["all", "turns", "none"] as const satisfies readonly MailPreference[];

/** Whether a preference lets a kind of mail through. Sign-in links are asked for, so always sent. */
export function wantsMail(preference: MailPreference, kind: MailKind | PushData["about"]): boolean {
  if (kind === "signin") return true;
  if (preference === "none") return false;
  if (preference === "turns") return kind === "turn" || kind === "turns" || kind === "reminder" || kind === "nudge" || kind === "invite" || kind === "rematch";
  return true;
}
