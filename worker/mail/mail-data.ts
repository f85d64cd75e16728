import type { Language } from "../../protocol/languages.js";
import type { ErrorCode } from "../../protocol/errors.js";
import type { UpgradeId } from "../../game/engine/index.js";
import type { MoveOption, ReplyRefusal } from "./by-mail.js";

/**
 * What a mail says, as data, before it is rendered: the outbox keeps it in a notice, and the
 * templates turn it into a mail at delivery, in the recipient's language and timezone.
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
  language?: Language | null;
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

/**
 * The one answer to a reply: why it was not acted on, or ("plans") the moves the reader may plan
 * for their next turn, which a reply to it leaves by number; and where the game stands.
 */
export interface AnswerData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  why: ReplyRefusal | "plans";
  /** The moves offered to plan ("plans"), by number from 1. */
  moves?: MoveOption[];
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

/** A table of strangers is full: the reader confirms they are ready before turn 1 (the link opens their seat, whose page asks for the tap). */
export interface ReadyData extends Spoken {
  origin: string;
  game: GameInfo;
  link: string;
  /** When unconfirmed seats are freed for others (ms since the epoch). */
  deadline: number;
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

/** "Your webhook was turned off", to whoever connected it. */
export interface WebhookOffData extends Spoken {
  origin: string;
  /** The webhook's address, masked. */
  address: string;
  error: string;
}

/** An e-mail as data, by kind: what a notice of each mail kind carries. */
export type Mail =
  | { kind: "signin"; data: SignInData }
  | { kind: "confirm"; data: ConfirmData }
  | { kind: "invite"; data: InviteData }
  | { kind: "turn"; data: TurnData }
  | { kind: "reminder"; data: ReminderData }
  | { kind: "gameover"; data: GameOverData }
  | { kind: "away"; data: AwayData }
  | { kind: "resigned"; data: ResignedData }
  | { kind: "nudge"; data: NudgeData }
  | { kind: "rematch"; data: RematchData }
  | { kind: "ready"; data: ReadyData }
  | { kind: "answer"; data: AnswerData }
  | { kind: "webhook-off"; data: WebhookOffData };

/** Every kind of e-mail: those above, and "turns", the one mail that carries a recipient's turn notices. */
export type MailKind = Mail["kind"] | "turns";
