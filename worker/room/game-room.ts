import { DurableObject } from "cloudflare:workers";
import type { ReadyCheck } from "../../protocol/lobby.js";
import type { Language } from "../../protocol/languages.js";
import type { GameEvent } from "../../game/engine/index.js";
import type { ActionInput, PlanRequest, TalkInput } from "../../protocol/schemas.js";
import type {
  ActionResponse,
  EmbedSettings,
  GameRecord,
  GameSnapshot,
  JoinResponse,
  LoggedAction,
  PlanResponse,
  SuggestionResponse,
  TalkMessage,
  TalkResponse,
  VacationResponse,
} from "../../protocol/types.js";
import { hashToken, randomToken } from "../secrets/tokens.js";
import type { Env } from "../env.js";
import { countAlarm, meterRoom, type Usage } from "../meter/meter.js";
import { embedSettings, setEmbedSettings } from "./embed-settings.js";
import { channelView, connectChannel, setChannelPlayers, setMention, type ChannelView } from "./channel-settings.js";
import { drawSeed } from "./fair-deal.js";
import type { CreateRoomInput, CreatedRoom } from "./founding.js";
import { foundRematch, nameRematch, rehost, startRematch, type Rematch } from "./rematch.js";
import { anyone, host, playing, seatByToken, seatOf, seated, type Caller } from "./room-access.js";
import * as changes from "./room-changes.js";
import { waysOut, type WayOut } from "./leaving.js";
import { leavePlan } from "./plans.js";
import { takeMailReply, type MailReply, type MailReplyOutcome } from "./mail-commands.js";
import { RoomCore, type Who } from "./room-core.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { openToPublic, takeFreeSeat, type ListingChoice, type PublicListing, type Seeker } from "./public-table.js";
import { confirmReady, readReadyCheck } from "./ready-check.js";
import { closeSocket } from "./room-sockets.js";
import { viewerSnapshot } from "./room-snapshot.js";
import { answerSocketMessage } from "./socket-messages.js";
import { openSocket, socketLeft } from "./socket-open.js";
import type { BotLevel } from "./stand-in.js";

export type { Caller } from "./room-access.js";
export type { CreateRoomInput, CreatedRoom } from "./founding.js";

/**
 * One game: the only writer of its state and action log. It runs the engine, keeps everything in
 * its own SQLite storage, pushes each new version to its WebSockets (hibernation API) and copies
 * the index and results to D1; due events (turn mails, reminders, time-outs, bot moves, retries)
 * drive its one alarm. This class is the list of what a room can do: each change goes through the
 * core's one write path (room-core.ts), and what each checks and writes is in room-changes.ts, or
 * in the module of its own idea (leaving.ts, rematch.ts, plans.ts, channel-settings.ts…).
 */
export class GameRoom extends DurableObject<Env> {
  private readonly core: RoomCore;
  /** What the room spends, when the meter is on (benchmarks and their test). */
  private readonly usage: Usage | null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The runtime constructs with its own state; the room itself uses the metered one.
    ({ ctx: this.ctx, env: this.env, usage: this.usage } = meterRoom(this.ctx, env));
    this.core = new RoomCore(this.ctx, this.env);
  }

  async create(input: CreateRoomInput): Promise<RoomResult<CreatedRoom>> {
    const deal = await drawSeed(input.gameId);
    const hostToken = randomToken();
    const founded = await this.core.found(input, deal, hashToken(hostToken));
    return founded.ok ? roomOk({ hostToken, seatTokens: founded.value }) : founded;
  }

  /** The new game of a "Play again", with the old game's people in their seats; idempotent per old game (rematch.ts). */
  async createRematch(input: CreateRoomInput, rematch: Rematch): Promise<RoomResult<null>> {
    return foundRematch(this.core, input, rematch);
  }

  /**
   * Plays the finished game again: one new game for every click, with the same people in the same
   * seats. Its host token goes to the old game's host, whoever clicked first (a fresh one at each
   * of the host's clicks: the latest works).
   */
  async rematch(caller: Caller, hostToken: string | null = null): Promise<RoomResult<{ gameId: string; hostToken: string | null }>> {
    const named = await this.core.write(caller, seated("start a new one with the same players"), (w) => nameRematch(w, caller, hostToken));
    return named.ok ? startRematch(this.env.GAME_ROOM, named.value) : named;
  }

  /** A "Play again" game's host token, set by the game it plays again when that game's host clicks. */
  async rehost(of: string, hostTokenHash: string): Promise<RoomResult<null>> {
    return this.core.write(null, anyone, (w) => rehost(w, of, hostTokenHash));
  }

  async snapshot(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    return this.core.read(caller, anyone, ({ game, seat }) => roomOk(changes.snapshotForCaller(this.core.store, this.core.snapshotFor(game, seat), caller)));
  }

  /** A device turns on push notices for the seat this link opens: the seat, or null when the link opens none. */
  async followWithPush(token: string): Promise<RoomResult<number | null>> {
    return this.core.write({ token, userId: null }, anyone, changes.followWithPush);
  }

  async join(token: string, name: string, email: string | null, userId: string | null, language: Language | null = null): Promise<RoomResult<JoinResponse>> {
    const joined = await this.core.write(null, anyone, (w) => changes.join(w, { seat: seatByToken(w.parts.store, token), name, email, userId, language }), true);
    return this.core.answer(joined, (seat, game) => ({ seat, snapshot: this.core.snapshotFor(game, seat) }));
  }

  async act(caller: Caller, version: number, input: ActionInput, requestId: string | null): Promise<RoomResult<ActionResponse>> {
    const seat = this.core.game ? seatOf(this.core.store, caller) : null;
    const played = await this.play(seat, version, input, requestId);
    return this.core.answer(played, (value, game) => ({ ...value, snapshot: this.core.snapshotFor(game, seat) }));
  }

  /**
   * A seated player leaves their next move ready while another acts (null: cancels it): private to
   * the seat, played by the room the moment the seat's turn comes if it still holds.
   */
  async plan(who: Who, input: PlanRequest | null): Promise<RoomResult<PlanResponse>> {
    const left = await this.core.write(who, playing("plan a move"), (w) => leavePlan(w, input));
    return this.core.answer(left, ({ seat, plan }, game) => {
      const table = this.core.tableSnapshot(game);
      const part = this.core.viewerPart(seat);
      // The seat's other pages and devices see the plan too (nobody else's socket hears of it).
      this.core.sockets.pushSeat(seat, table, part);
      return { plan, snapshot: viewerSnapshot(table, part) };
    });
  }

  async suggestion(caller: Caller): Promise<RoomResult<SuggestionResponse>> {
    return this.core.read(caller, playing("ask for a suggestion"), ({ game, seat }) => this.core.suggestions.suggest(game, seat, Date.now()));
  }

  async log(): Promise<RoomResult<LoggedAction[]>> {
    return this.core.read(null, anyone, () => roomOk(this.core.log.actions()));
  }

  /** The game's record, seed included: only once the game is over, since the seed fixes the deck's order. */
  async record(): Promise<RoomResult<GameRecord>> {
    return this.core.read(null, anyone, ({ game }) => (game.status === "ended" ? roomOk(this.core.recordOf(game)) : roomError(409, "GAME_NOT_OVER", "A game can be replayed once it is over.")));
  }

  /** Which sites may frame the game's embed page (public: its CSP says as much). */
  async embedSettings(): Promise<RoomResult<EmbedSettings>> {
    return this.core.read(null, anyone, embedSettings);
  }

  /** The host chooses which sites may frame the game's embed page. */
  async setEmbedSettings(hostToken: string, settings: EmbedSettings): Promise<RoomResult<EmbedSettings>> {
    return this.core.write(null, host(hostToken, "choose where it may be embedded"), (w) => setEmbedSettings(w, settings));
  }

  /** The game's channel as the asker (the host's token, or a seat) sees it. */
  async channel(caller: Caller): Promise<RoomResult<ChannelView>> {
    return this.core.read(caller, anyone, (r) => channelView(r, caller));
  }

  /**
   * The host, or a seated player if the host allows it, connects the game's channel (or
   * disconnects it). Answers where "it was turned off" is mailed: the host's or the seat's address.
   */
  async connectChannel(caller: Caller, connected: boolean): Promise<RoomResult<{ ownerEmail: string | null }>> {
    return this.core.write(caller, anyone, (w) => connectChannel(w, caller, connected));
  }

  /** The host lets every seated player connect the channel, or keeps it to themselves. */
  async setChannelPlayers(hostToken: string, playersMayConnect: boolean): Promise<RoomResult<{ playersMayConnect: boolean }>> {
    return this.core.write(null, host(hostToken, "choose who connects its channel"), (w) => setChannelPlayers(w, playersMayConnect));
  }

  /** A seated player's Discord or Slack member id, so the channel's turn messages mention them (null: none). */
  async setMention(caller: Caller, memberId: string | null): Promise<RoomResult<{ mention: string | null }>> {
    return this.core.write(caller, seated("do that"), (w) => setMention(w, memberId));
  }

  /**
   * The host replaces a seat's link: the old one, and every link mailed for the seat, stop working
   * at once. With `newPlayer` the seat is also freed for someone new, who takes it with the new
   * link (its turns meanwhile go on as before: the bot it was handed to, or time-outs).
   */
  async replaceSeatLink(hostToken: string, seat: number, newPlayer = false): Promise<RoomResult<{ token: string }>> {
    const token = randomToken();
    const replaced = await this.core.write(null, host(hostToken, "replace seat links", seat), (w) => changes.replaceSeatLink(w, seat, token, newPlayer));
    // The seat's open sockets are told and closed: they reconnect as whoever they are now.
    if (replaced.ok) this.core.sockets.closeWith({ type: "seat-link-replaced" }, [4001, "seat link replaced"], seat);
    return replaced;
  }

  /**
   * A signed-in player keeps a seat they took without an account: the seat joins the account, so
   * the game follows them to every device (My games). Their own seat only, and one per account.
   */
  async claimSeat(token: string, userId: string): Promise<RoomResult<{ seat: number }>> {
    return this.core.write(null, anyone, (w) => changes.claimSeat(w, seatByToken(w.parts.store, token), userId), true);
  }

  /** The host hands a seat to a bot, which plays it from now on (at once when it is its turn). */
  async handToBot(hostToken: string, seat: number, level: BotLevel): Promise<RoomResult<{ seat: number; bot: BotLevel; snapshot: GameSnapshot }>> {
    const handed = await this.core.write(null, host(hostToken, "hand a seat to a bot", seat), (w) => changes.handToBot(w, seat, level));
    // The bot's move is the room's own work (no outside call), made before the answer.
    if (handed.ok) await this.core.dueRun.run();
    return this.core.answer(handed, (_, game) => ({ seat, bot: level, snapshot: this.core.snapshotFor(game, null) }));
  }

  /** The host mails a free seat's invitation (a link of its own to the seat) to an address. */
  async invite(hostToken: string, seat: number, email: string, inviter: string | null, language: Language | null = null): Promise<RoomResult<{ seat: number; email: string }>> {
    return this.core.write(null, host(hostToken, "invite players", seat), (w) => changes.invite(w, seat, email, inviter, language));
  }

  /**
   * A seated player pauses their own clock for `days` (from now, or from the end of the vacation
   * they are on). The days come out of the seat's allowance for this game.
   */
  async vacation(caller: Caller, days: number): Promise<RoomResult<VacationResponse>> {
    const taken = await this.core.write(caller, seated("take a vacation"), (w) => changes.vacation(w, days));
    return this.core.answer(taken, (vacation, game) => ({ vacation, snapshot: this.core.snapshotFor(game, vacation.seat) }));
  }

  /** Back early: the clock runs again from now, and the whole days not taken are given back. */
  async endVacation(caller: Caller): Promise<RoomResult<VacationResponse>> {
    const ended = await this.core.write(caller, seated("end their vacation"), changes.endVacation);
    return this.core.answer(ended, (vacation, game) => ({ vacation, snapshot: this.core.snapshotFor(game, vacation.seat) }));
  }

  /** A page of the table talk as the caller may read it (players always, spectators only if the host allows): the newest, or those before `before`. */
  async tableTalk(caller: Caller, before: number | null = null): Promise<RoomResult<TalkResponse>> {
    return this.core.read(caller, anyone, (r) => changes.readTalk(r, before));
  }

  /** A seated player says something at the table (pushed live; the next turn mails carry it; devices hear of it afterwards). */
  async say(caller: Who, input: TalkInput): Promise<RoomResult<TalkMessage>> {
    return this.core.write(caller, seated("talk at the table"), (w) => changes.say(w, input));
  }

  /** The host removes a message: everyone sees "removed by the host" in its place. */
  async removeTalk(hostToken: string, id: number): Promise<RoomResult<TalkMessage>> {
    return this.core.write(null, host(hostToken, "remove messages"), (w) => changes.removeTalk(w, id));
  }

  /** A player hides another seat's messages, for themselves alone. */
  async muteTalk(caller: Caller, other: number, muted: boolean): Promise<RoomResult<{ muted: number[] }>> {
    return this.core.write(caller, seated("mute another seat"), (w) => changes.muteTalk(w, other, muted));
  }

  /** The host lets spectators and embeds read the table talk, or keeps it to the players. */
  async setTalkSettings(hostToken: string, spectators: boolean): Promise<RoomResult<{ spectators: boolean }>> {
    return this.core.write(null, host(hostToken, "choose who reads the table talk"), (w) => changes.setTalkSettings(w, spectators));
  }

  /** The player resigns: the medium bot plays their seat from now on (through the alarm), and it ranks last. */
  async resign(caller: Who): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, waysOut.resign);
  }

  /** Proposes to end the game now, scored as it stands; it ends once every human agrees. */
  async proposeEnd(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, waysOut.proposeEnd);
  }

  async agreeToEnd(caller: Who): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, waysOut.agreeToEnd);
  }

  /** Declines the proposal to end the game (or, from its proposer, withdraws it). */
  async declineEnd(caller: Who): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, waysOut.declineEnd);
  }

  /** Reminds the seat the game has waited on for a day (no clock), once per turn, by mail. */
  async nudge(caller: Caller, target: number): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, waysOut.nudge(target));
  }

  /** A reply to one of the game's mails, as one command (worker/inbound reads the mail; mail-commands.ts takes it). */
  async byMail(reply: MailReply): Promise<RoomResult<MailReplyOutcome>> {
    return takeMailReply(this.core, reply, { play: (seat, ...rest) => this.play(seat, ...rest), say: (s, i) => this.say(s, i), resign: (s) => this.resign(s), agree: (s) => this.agreeToEnd(s), decline: (s) => this.declineEnd(s), plan: (s, p) => this.plan(s, p) });
  }

  /** The player turns this game's mails off (or on again), for themselves. */
  async muteMails(caller: Caller, muted: boolean): Promise<RoomResult<{ muted: boolean }>> {
    return this.core.write(caller, seated("turn its mails off"), (w) => changes.muteMails(w, muted));
  }

  /** The seat's mails follow its player's app language (an address's own choice still comes first). */
  async setSeatLanguage(caller: Caller, language: Language): Promise<RoomResult<{ language: Language }>> {
    return this.core.write(caller, seated("choose the language of its mails"), (w) => changes.setSeatLanguage(w, language));
  }

  /** The host opens the game's free seats to the public (public-table.ts, docs/lobby.md). */
  async openToPublic(hostToken: string, choice: ListingChoice, hostUserId: string | null): Promise<RoomResult<PublicListing>> {
    return this.core.write(null, host(hostToken, "open it to the public"), (w) => openToPublic(w, choice, hostUserId), true);
  }

  /** A signed-in player takes a public table's free seat, as its link would; the answer is their seat and its new link. */
  async takeFreeSeat(seeker: Seeker): Promise<RoomResult<{ seat: number; token: string }>> {
    return this.core.write(null, anyone, (w) => takeFreeSeat(w, seeker, randomToken()), true);
  }

  /** A table of strangers' ready check (ready-check.ts): read it, or the caller's seat confirms; the last confirmation starts the game. */
  async ready(caller: Caller, confirm: boolean): Promise<RoomResult<ReadyCheck | null>> {
    if (!confirm) return this.core.read(caller, anyone, (r) => roomOk(readReadyCheck(r.parts.storage)));
    return this.core.write(caller, seated("confirm you are ready"), confirmReady);
  }

  /** An operator hides a reported message: shown as removed, as the host's removals are. */
  async hideTalk(id: number): Promise<RoomResult<TalkMessage>> {
    return this.core.write(null, anyone, (w) => changes.removeTalk(w, id));
  }

  /** The host cancels a game nobody has started playing: it is gone, for every seat link. */
  async cancel(hostToken: string): Promise<RoomResult<{ cancelled: true }>> {
    const cancellable = await this.core.read(null, host(hostToken, "cancel it"), ({ game }) => {
      if (game.status !== "waiting") return roomError(409, "GAME_STARTED", "A game that has started can't be cancelled or deleted: resign, or propose to end it.");
      return roomOk(game);
    });
    if (!cancellable.ok) return cancellable;
    await this.core.remove(cancellable.value, { type: "error", code: "GAME_CANCELLED", message: "The host cancelled this game." });
    return roomOk({ cancelled: true });
  }

  /** WebSocket upgrade (GET /ws, the seat's token offered as a subprotocol: socket-protocol.ts); it hibernates between pushes (socket-open.ts). */
  override async fetch(request: Request): Promise<Response> {
    return openSocket(this.core, request);
  }

  /** A client's message: a move, a plan or a ping (socket-messages.ts), for the seat the socket watches as. */
  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    if (this.usage) this.usage.webSocketIn++;
    const seat = this.core.sockets.seatOf(ws);
    await answerSocketMessage(ws, raw, {
      play: (version, action, requestId) => this.play(seat, version, action, requestId),
      plan: (plan) => this.plan(seat, plan),
      version: () => this.core.game?.version ?? null,
    });
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005 and 1006 only report how the peer left; they can't be sent back.
    closeSocket(ws, code === 1005 || code === 1006 ? 1000 : code, "closing");
    await socketLeft(this.core, ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await socketLeft(this.core, ws);
  }

  /** Runs what is due: turn mails, reminders, time-outs, bot moves and retries. */
  override async alarm(): Promise<void> {
    if (this.usage) countAlarm(this.usage, this.core.due.next(Date.now()) !== null);
    // The alarm that woke us is spent; whatever is due next sets a new one.
    this.core.alarm.rang();
    await this.core.dueRun.run();
  }

  /** A seat's move, however it came (POST /actions or the seat's socket). */
  private async play(seat: number | null, version: number, input: ActionInput, requestId: string | null): Promise<RoomResult<{ version: number; events: GameEvent[] }>> {
    const played = await this.core.write(seat, seated("act"), (w) => changes.play(w, version, input, requestId));
    return this.core.answer(played, (events, game) => ({ version: game.version, events }));
  }

  /** A seat's way out of the game (resign, end by agreement, nudge: leaving.ts), refused unless it is playing; answered with its snapshot. */
  private async leave(caller: Who, way: WayOut): Promise<RoomResult<GameSnapshot>> {
    const left = await this.core.write(caller, playing("do that", { resigned: true }), way);
    return this.core.answer(left, (seat, game) => this.core.snapshotFor(game, seat));
  }
}
