import type { PushMessage } from "../../protocol/types.js";
import type { ErrorCode } from "../../protocol/errors.js";
import type { UpgradeId } from "../../game/engine/index.js";
import type { MailLanguage, MailPreference } from "../../protocol/mail-settings.js";
import type { WebhookData } from "../webhook/channel-event.js";
import type { MoveOption, ReplyRefusal } from "./by-mail.js";

/**
 * What the service wants to tell someone, before it is rendered: the outbox stores these, and the
 * templates turn them into mails at delivery, in the recipient's timezone.
 */

/** The game a mail is about, as the recipient knows it. */
export interface GameInfo {
  id: string;
  /** The other players by name (the template lists them in the reader's language). */
  others?: string[];
  /** "with Ana and Bo", in English: only in mails queued before `others`. */
  label?: string;
  edition: string;
  players: number;
  /** "none", "12h", "1d", … */
  timePerMove: string;
  /** The fair deal's commitment, in every game mail's footer; absent in mails queued before commitments. */
  commitment?: string | null;
}

/**
 * The language the mail's sender knew for its reader (the seat's, the inviter's for an invitation,
 * the asking browser's for a sign-in link): used when the address has chosen none.
 */
interface Spoken {
  language?: MailLanguage | null;
  /** The plus tag of the mail's reply address, for a player who plays by mail (reply-address.ts). */
  reply?: string;
}

export interface SignInData extends Spoken {
  origin: string;
  link: string;
  minutes: number;
}

/** "Is this address yours?": asked before game mails go to an address typed at a join (address-owner.ts). */
export interface ConfirmData extends Spoken {
  origin: string;
}

export interface InviteData extends Spoken {
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

export interface TurnData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  /** What happened since the recipient last played, and what waits for them (a sentence in English in older notices). */
  summary: TurnStory | string;
  deadline: number | null;
  /** What the others said at the table since the reader last looked (absent in notices from before table talk). */
  talk?: TalkLine[];
  /** Why the reader's plan for this turn was not played (an engine code the template words). */
  planLapse?: ErrorCode;
  /** Good moves a reply may play by number (by-mail.ts). */
  moves?: MoveOption[];
}

/** A reply that was not acted on, answered once: why, and where the game stands. */
export interface AnswerData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  why: ReplyRefusal;
  /** The room's own sentence, when there is one (why the talk was refused). */
  detail?: string;
  /** Who the game waits on ("you": the reader), or null once it is over. */
  waitingOn: { you: boolean; others: string[] } | null;
}

/** One thing that happened in a turn sentence; `actor` null: the reader. */
export type TurnClause =
  | { did: "completed"; actor: string | null; byBot: boolean; cards: string[] }
  | { did: "activated"; actor: string | null; byBot: boolean; upgrades: UpgradeId[] }
  | { did: "placed" | "chose" | "turn"; actor: string | null; byBot: boolean }
  | { did: "timeout"; actor: string | null; move: "turn" | "move"; cards: string[] }
  | { did: "moreMoves"; count: number };

/**
 * The turn mail's sentence as data, worded at delivery in the reader's language: what happened
 * since the reader last played (`cards`: the engine's English card names, which name the cards in
 * game-names.ts), and what waits for them.
 */
export interface TurnStory {
  clauses: TurnClause[];
  /** Said when no clause is: how the turn came about. */
  opening: "started" | "allPlaced" | "again";
  waiting: { phase: "chooseUpgrades" } | { phase: "placement" } | { phase: "turns"; atFour: number; turnsLeft: number | null };
}

/** The game over sentence as data: the winners (null: the reader), their score, and the reader's place when not first. */
export interface ResultStory {
  winners: (string | null)[];
  top: number;
  mine: { rank: number; total: number } | null;
}

export interface ReminderData extends Spoken {
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
  /** When this player resigned (ms since the epoch): they rank last whatever the score. */
  resignedAt?: number | null;
}

export interface GameOverData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  /** Who won, and the reader's place (a sentence in English in older mails). */
  summary: ResultStory | string;
  standings: Standing[];
  /** The players agreed to end it before the rules' end (scored as it stood). */
  endedEarly?: boolean;
}

/** A player resigned: the others hear of it. */
export interface ResignedData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  name: string;
}

/** Another player reminds the reader that the game waits on them. */
export interface NudgeData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  /** Who sent the reminder. */
  name: string;
}

/** "Play again": a new game with the same players waits for the reader. */
export interface RematchData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  /** Who started it. */
  name: string;
}

export interface AwayData extends Spoken {
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

/** "Your webhook was turned off", to whoever connected it. */
export interface WebhookOffData extends Spoken {
  origin: string;
  /** The webhook's address, masked. */
  address: string;
  error: string;
}

export type MailIntent =
  | ({ kind: "signin"; data: SignInData } & IntentBase)
  | ({ kind: "confirm"; data: ConfirmData } & IntentBase)
  | ({ kind: "invite"; data: InviteData } & IntentBase)
  | ({ kind: "turn"; data: TurnData } & IntentBase)
  | ({ kind: "reminder"; data: ReminderData } & IntentBase)
  | ({ kind: "gameover"; data: GameOverData } & IntentBase)
  | ({ kind: "away"; data: AwayData } & IntentBase)
  | ({ kind: "push"; data: PushData } & IntentBase)
  | ({ kind: "resigned"; data: ResignedData } & IntentBase)
  | ({ kind: "nudge"; data: NudgeData } & IntentBase)
  | ({ kind: "rematch"; data: RematchData } & IntentBase)
  | ({ kind: "answer"; data: AnswerData } & IntentBase)
  /** A message to a webhook (a game's channel or a player's own), kept in the same outbox: once per key, retried. */
  | ({ kind: "webhook"; data: WebhookData } & IntentBase)
  | ({ kind: "webhook-off"; data: WebhookOffData } & IntentBase);

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

/**
 * Whether a preference lets a kind of mail through. Sign-in links are asked for, "your webhook
 * was turned off" is about a setting the reader made, and an answer is to a reply they sent: all go.
 */
export function wantsMail(preference: MailPreference, kind: MailKind | PushData["about"]): boolean {
  if (kind === "signin" || kind === "webhook-off" || kind === "answer") return true;
  if (preference === "none") return false;
  if (preference === "turns") return kind === "turn" || kind === "plan" || kind === "turns" || kind === "reminder" || kind === "nudge" || kind === "invite" || kind === "rematch";
  return true;
}
