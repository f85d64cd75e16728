import type { Language } from "./languages.js";
import type { MailPreference } from "./mail-settings.js";
import type { ActionBy, GameEvent, GameRecord, GameView, RecordedAction } from "../game/engine/index.js";
import type { ErrorCode } from "./errors.js";
import type { JsonEdit } from "./json-patch.js";
import type { BotLevel } from "../game/bots/levels.js";
import type { TimePerMove } from "./clock.js";
import type { QuickPhrase } from "./talk.js";
import type { ActionInput, PlanInput } from "./schemas.js";


/** GET /api/games/:id/record answers a GameRecord (the engine's, which verifyRecord checks). */
export type { ActionBy, BotLevel, GameRecord, QuickPhrase, TimePerMove };

/** Response shapes of the public API, shared by the Worker and the web client. */

/** The longest player name the service keeps (the name schemas check it; forms say it). */
export const NAME_MAX_LENGTH = 40;

/** "Bot 2 (medium)": the name the service gives a bot's seat (the client says it in the reader's language). */
export function botSeatName(seat: number, level: BotLevel): string {
  return `Bot ${seat + 1} (${level})`;
}

export type GameStatus = "waiting" | "active" | "ended";

export interface SeatInfo {
  seat: number;
  /** Display name once someone has taken the seat. */
  name: string | null;
  joined: boolean;
  // The fields below are always sent by this server (optional only so that older fixtures type-check).
  /** Marked after 3 time-outs in a row; cleared when the player moves again. */
  away?: boolean;
  /** The bot level playing this seat since the host handed it over, or null. */
  bot?: BotLevel | null;
  /** When this seat's current turn times out (ms since the epoch); null without a clock or when not its turn. */
  deadline?: number | null;
  /** The seat's clock is paused until then (vacation); null when not on vacation. */
  vacationUntil?: number | null;
  /** Whole vacation days this seat has left in this game. */
  vacationDaysLeft?: number;
  /** Turns in a row that timed out and a bot played. */
  timeoutsInRow?: number;
  /** The player resigned: the bot plays the seat, and it ranks last. */
  resigned?: boolean;
  /** When the player resigned (ms since the epoch), or null. */
  resignedAt?: number | null;
  /** When this seat's current turn began (null when it isn't its turn). */
  turnSince?: number | null;
  /** Another player already sent a reminder for this seat's current turn. */
  nudged?: boolean;
}

/** A proposal to end the game now (scored as it stands), until every human agrees. */
export interface EndProposal {
  by: number;
  at: number;
  lapsesAt: number;
  /** The seats that agreed so far (the proposer among them). */
  agreed: number[];
}

/** What GET /api/games/:id returns: the game as this viewer may see it. */
export interface GameSnapshot {
  gameId: string;
  /** Grows with every change; send it back with an action. */
  version: number;
  status: GameStatus;
  seats: SeatInfo[];
  /** The viewer's seat, or null for a spectator. */
  you: number | null;
  /** The seat the caller's link opens while that seat is still free (take it with /join). */
  invitedSeat: number | null;
  /** The time per move chosen at creation ("none": no clock). */
  timePerMove?: TimePerMove;
  /** Whether "Suggest a move" is offered in this game. */
  suggestionsAllowed?: boolean;
  /** Sent in every snapshot; null for games created before commitments. */
  fairDeal?: FairDeal | null;
  /** With invitedSeat: the address the host mailed that seat's invitation to, and the name it gave for the host. */
  invitation?: { email: string | null; by: string | null };
  /** Sent (true) when the caller's seat link matches no seat: mistyped, or replaced by the host. */
  badSeatLink?: boolean;
  view: GameView;
  /** The players agreed to end it before the rules' end: scored as it stood (R-17). */
  endedEarly?: boolean;
  endProposal?: EndProposal | null;
  /** The viewer turned this game's mails off. */
  mailsMuted?: boolean;
  /** The host lets spectators and embeds without a seat read the table talk. */
  talkPublic?: boolean;
  /** "Play again": the new game this one led to (the same seat links open it), and the game this one plays again. */
  rematch?: string | null;
  /** The seat whose "Play again" made the new game (null in games played again before it was kept). */
  rematchBy?: number | null;
  rematchOf?: string | null;
  /** The viewer's own plan for their next move (only ever in its owner's snapshot), or null. */
  plan?: OwnPlan | null;
  /** Why the viewer's plan was not played when this turn came (an engine or plan code), until the turn ends. */
  planLapse?: ErrorCode | null;
}

/** PUT/DELETE /api/games/:id/plan: the seat's plan now (null: none, or played at once on the seat's own turn) and its snapshot. */
export interface PlanResponse {
  plan: OwnPlan | null;
  snapshot: GameSnapshot;
}

/** A seat's plan as its owner sees it: what it plays, how it is checked, and when it was left. */
export interface OwnPlan extends PlanInput {
  at: number;
}

/** POST /api/games/:id/rematch: the new game (hostToken only to the click that created it). */
export interface RematchResponse {
  gameId: string;
  url: string;
  hostToken: string | null;
}

export interface SeatInvite {
  seat: number;
  /** The seat's secret link: opening it takes the seat, and later plays it. */
  url: string;
  token: string;
  /** The bot that plays this seat from the start, if the host asked for one. */
  bot: BotLevel | null;
}

export interface CreateGameResponse {
  gameId: string;
  /** The host's secret for managing the game (revoking seat links). */
  hostToken: string;
  seats: SeatInvite[];
}

export interface JoinResponse {
  seat: number;
  snapshot: GameSnapshot;
}

/** POST /api/games/:id/suggestion: the medium bot's move for the asking seat on `version`, not played. */
export interface SuggestionResponse {
  version: number;
  action: ActionInput;
}

export interface ActionResponse {
  version: number;
  events: GameEvent[];
  /** The game after the action, as the actor sees it: no second request needed. */
  snapshot: GameSnapshot;
}

/** One entry of a game's log: the record's action as the engine applied it, with who made it (one shape for both). */
export type LoggedAction = RecordedAction;

/** A seat's vacation: POST /api/games/:id/vacation answers this, with the snapshot. */
export interface VacationInfo {
  seat: number;
  /** The clock is paused until then; null once the vacation is over or ended. */
  until: number | null;
  daysLeft: number;
  /** This seat's deadline now (moved by the vacation), if it is its turn. */
  deadline: number | null;
}

export interface VacationResponse {
  vacation: VacationInfo;
  snapshot: GameSnapshot;
}

/** One row of GET /api/me/games: a game of the account, as "my games" lists it. */
export interface MyGame {
  id: string;
  edition: "classic" | "winter";
  players: number;
  status: GameStatus;
  toAct: number[];
  turnsPlayed: number;
  /** Ended early by agreement. */
  endedEarly: boolean;
  lastMoveAt: number;
  mySeat: number;
  yourTurn: boolean;
  /** Since when the game has waited on the seats in toAct (null when it waits on nobody, or the start is unknown). */
  waitingSince: number | null;
  /** Every seat: its name (null while free), the bot playing it, and when its player resigned. */
  seats: { seat: number; name: string | null; bot: BotLevel | null; resignedAt: number | null }[];
  /** The account's seat's score and place as the game stands (at the end, the final ones); null before it starts. */
  place: { score: number; rank: number } | null;
}

/** The mail settings of an account (GET/PUT /api/me/settings) or of an address (mail links). */
export interface MailSettingsResponse {
  settings: { mail: MailPreference; timezone: string | null; language: Language | null };
}

/** The fair deal's public half: the seed stays in the room until the game is over. */
export interface FairDeal {
  engineVersion: string;
  /** SHA-256 of the domain tag, game id, engine version and seed (the engine's commitmentOf). */
  commitment: string;
}

/** What the room itself says at the table (who resigned, proposals to end, nudges). */
export type TableNote = "resigned" | "endProposed" | "endAgreed" | "endWithdrawn" | "endDeclined" | "endLapsed" | "nudged";

/**
 * One message of the table talk: a seat's text or quick phrase, or a note from the room about a
 * seat. A message the host removed keeps its place with `removed` and no text.
 */
export interface TalkMessage {
  id: number;
  seat: number;
  at: number;
  text: string | null;
  phrase: QuickPhrase | null;
  note: TableNote | null;
  removed: boolean;
}

/** GET /api/games/:id/talk: the table talk as the caller may read it. */
export interface TalkResponse {
  /** The newest page of messages (TALK_PAGE at most) before `before` if asked, oldest first. */
  messages: TalkMessage[];
  /** Whether older messages than these exist (ask again with `before` set to the first one's id). */
  more: boolean;
  /** Whether spectators and embeds without a seat may read along (the host chooses). */
  spectators: boolean;
  /** The seats whose messages the caller muted (hidden for them alone). */
  muted: number[];
}

/**
 * Messages the game's WebSocket sends: snapshots with the log, and table talk. A page needs no
 * other request to the game while its socket is open.
 */
export type ServerMessage =
  /**
   * The game. `log`: on opening, the whole log (GET /api/games/:id/log's actions); on a new
   * version, the entries it added (none: left out).
   */
  | { type: "snapshot"; snapshot: GameSnapshot; log?: LoggedAction[]; talk?: TalkResponse }
  /**
   * The next version as edits to the snapshot this socket was pushed last (version `from`), with
   * the log entries it added: a page holding another version asks for the whole snapshot instead.
   */
  | { type: "patch"; from: number; version: number; edits: JsonEdit[]; log?: LoggedAction[] }
  /**
   * The talk as GET /api/games/:id/talk answers this socket's viewer (its newest page, who may read
   * it, the seats the viewer muted): to spectators when the host lets them read. A socket's first
   * message, the snapshot, brings it too (`talk`), for a viewer who may read it.
   */
  | { type: "talk-page"; talk: TalkResponse }
  /** New or changed talk messages, to merge by id. */
  | { type: "talk"; messages: TalkMessage[] }
  /** The answer to a client's "ping": the game's version (a client behind it fetches the game). */
  | { type: "pong"; version: number }
  /** The game is gone (GAME_CANCELLED: the host cancelled it before it started). */
  | { type: "error"; code: ErrorCode; message: string }
  /** The host replaced the link this socket was opened with: the socket closes, the link no longer works. */
  | { type: "seat-link-replaced" }
  /**
   * The answer to a move sent on the socket ("act"): taken (its version's snapshot came just
   * before, as to every socket) or refused, as POST /actions would answer it.
   */
  | { type: "acted"; requestId: string; version: number; events: GameEvent[] }
  | { type: "refused"; requestId: string | null; status: number; code: ErrorCode; message: string }
  /** The answer to "plan": the seat's plan as the room keeps it now (null: none; played at once when it was the seat's turn). */
  | { type: "planned"; requestId: string; plan: OwnPlan | null };

/**
 * Where the game's embed page (/embed/ID) may be framed: "*" any site (the default), or only the
 * listed origins (and this site). GET/PUT /api/games/:id/embed; the host changes it.
 */
export interface EmbedSettings {
  frameAncestors: "*" | string[];
}

/** A device that receives push notices (POST /api/push/devices answers it; GET /api/push/devices lists an account's). */
export interface PushDeviceInfo {
  /** Safe to show: a hash of the device's push address. */
  id: string;
  label: string;
  /** Notices for every game of the signed-in account (else only for the seats that asked). */
  account: boolean;
  /** Seats whose links asked for notices on this device. */
  games: number;
  createdAt: number;
  lastSentAt: number | null;
}

/**
 * What a push notice carries to the device (encrypted end to end); the service worker writes the
 * words in the device's language.
 */
export interface PushMessage {
  /** "plan": the reader's planned turn was played (instead of "turn"); "ready": a full table of strangers waits for the reader to confirm by `deadline`. */
  kind: "turn" | "reminder" | "gameover" | "talk" | "plan" | "ready";
  gameId: string;
  /** Opens the game (the device's stored seat link finds the seat). */
  url: string;
  /** The other players' names (the device joins them in its language). */
  others: string[];
  locale: string;
  /** Games that wait on this device's player now: the app icon's badge. */
  badge: number;
  /** A reminder's or ready check's deadline (ms since the epoch). */
  deadline?: number;
  /** Game over: the reader's place and the number of players. */
  rank?: number;
  players?: number;
  /** Game over: the players who resigned (they rank last whatever their score). */
  resigned?: string[];
  /** Talk: who said it, and the words (text, or a quick phrase the device writes in its language). */
  from?: string;
  text?: string;
  phrase?: string;
  /** A turn: why the reader's plan lapsed (a code the device words in its language). */
  lapse?: ErrorCode;
}
