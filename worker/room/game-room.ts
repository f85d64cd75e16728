import type { MailLanguage } from "../../protocol/mail-settings.js";
import { DurableObject } from "cloudflare:workers";
import { keepCopyDue } from "./copy-pending.js";
import { FLOOD_CLOSE, takeMessageToken } from "./socket-limits.js";
import { refuseSocket, socketAnswer } from "./socket-upgrade.js";
import { SOCKET_REFUSALS, offeredSeatToken } from "../../protocol/socket-protocol.js";
import { readSocketMessage, refusal } from "./socket-messages.js";
import type { ActionInput, TalkInput } from "../../protocol/schemas.js";
import type {
  ActionBy,
  ActionResponse,
  EmbedSettings,
  FairDeal,
  GameRecord,
  GameSnapshot,
  GameStatus,
  JoinResponse,
  LoggedAction,
  ServerMessage,
  SuggestionResponse,
  TalkMessage,
  TalkResponse,
  VacationInfo,
  VacationResponse,
} from "../../protocol/types.js";
import { hashToken, randomToken } from "../auth/tokens.js";
import { applyActionInPlace, cloneState, createGame, toAct, viewFor, type Action, type GameEvent, type GameOptions } from "../../game/engine/index.js";
import type { Env } from "../env.js";
import { DAY_MS, HOUR_MS } from "../../protocol/time.js";
import { TURN_MAIL_DELAY_MS, VACATION_DAYS_PER_GAME, moveLimitMs, vacationDaysLeft, type TimePerMove } from "../../protocol/clock.js";
import { DueEvents, dueKey, type DueEvent } from "./due-events.js";
import { drawSeed, gameRecord, readFairDeal, saveFairDeal } from "./fair-deal.js";
import { readEmbedSettings, writeEmbedSettings } from "./embed-settings.js";
import { removeFromIndex } from "./game-index.js";
import { D1Copy } from "./d1-copy.js";
import { MailHandoff } from "./mail-handoff.js";
import { gameOverIntents, hashTokenSync, inviteIntent, recipientOf, type MailContext } from "./room-mail.js";
import { refuseRematch, rematchId, rematchInput, seatRematch, type Rematch } from "./rematch.js";
import { RoomOutbox } from "./room-outbox.js";
import { RoomSockets, tell } from "./room-sockets.js";
import { gameOverPushes, talkPush } from "./room-push.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { createRoomSchema, migrateRoomStorage } from "./room-schema.js";
import { RoomStore, type GameRow, type SeatChange, type SeatRow } from "./room-store.js";
import { Suggestions, suggestionsAllowedAtCreation } from "./suggestions.js";
import { TableTalk } from "./table-talk.js";
import { END_PROPOSAL_MS, Leaving } from "./leaving.js";
import { standings } from "./standings.js";
import { Turns } from "./turns.js";
import { TIMEOUT_BOT_LEVEL, standInAction, type BotLevel } from "./stand-in.js";

/** Who is asking: a seat's secret token, and the signed-in account, either of which may name a seat. */
export interface Caller {
  token: string | null;
  userId: string | null;
}

export interface CreateRoomInput {
  gameId: string;
  options: GameOptions;
  hostUserId: string | null;
  /** The site's address (mails link back to it). */
  origin?: string;
  timePerMove?: TimePerMove;
  /** The signed-in host's address, for "a seat went away" mails. */
  hostEmail?: string | null;
  /** Seats a bot plays from the start. */
  bots?: { seat: number; level: BotLevel }[];
  /** The host lets players among people ask for a suggested move. */
  allowSuggestions?: boolean;
}

export interface CreatedRoom {
  hostToken: string;
  seatTokens: string[];
}

/** A due event whose handler failed is tried again this long after. */
const DUE_RETRY_MS = 60_000;
/** Due events handled per alarm (a run of bot moves continues in the next alarm). */
const MAX_DUE_PER_RUN = 50;
/**
 * Invitations the host may mail for one seat, ever: a cap, not a rate (waiting never frees one, so
 * it is answered 409, without Retry-After; the time-windowed limits are the routes' 429s).
 */
const MAX_INVITES_PER_SEAT = 5;
/** A game still waiting for players this long after it was created is cleared out. */
export const UNSTARTED_GAME_DAYS = 30;

/**
 * One game: the only writer of its state and action log. It runs the engine, keeps everything in
 * its own SQLite storage, pushes each new version to its WebSockets (hibernation API) and copies
 * the index and results to D1. It also keeps the game's clocks: due events (turn mails, reminders,
 * time-outs, bot moves, retries) drive its one alarm, and the mails it decides on go through its
 * outbox to D1's.
 */
export class GameRoom extends DurableObject<Env> {
  private readonly store: RoomStore;
  private readonly due: DueEvents;
  private readonly outbox: RoomOutbox;
  private readonly mail: MailHandoff;
  private readonly turns: Turns;
  private readonly talk: TableTalk;
  private readonly suggestions: Suggestions;
  private readonly leaving: Leaving;
  private readonly d1: D1Copy;
  private game: GameRow | null;
  private fairDeal: FairDeal | null;
  private readonly sockets: RoomSockets;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.store = new RoomStore(ctx.storage.sql);
    this.due = new DueEvents(ctx.storage.sql);
    this.outbox = new RoomOutbox(ctx.storage.sql);
    this.mail = new MailHandoff(env, this.outbox, this.due);
    this.sockets = new RoomSockets(ctx);
    this.talk = new TableTalk(ctx.storage.sql);
    this.turns = new Turns(this.store, this.due, this.outbox, this.talk, (seat) => this.sockets.isWatching(seat));
    this.suggestions = new Suggestions(ctx.storage, this.store);
    this.leaving = new Leaving(this.store, this.due, this.talk, this.outbox);
    this.d1 = new D1Copy({
      db: env.DB,
      store: this.store,
      due: this.due,
      outbox: this.outbox,
      game: () => this.game,
      record: (game) => this.recordOf(game),
      scheduleAlarm: () => this.scheduleAlarm(),
    });
    this.game = this.loadGame();
    this.fairDeal = readFairDeal(ctx.storage);
    // Repair on wake: a D1 copy that is behind with nothing to retry it gets its due event and alarm.
    if (this.game && keepCopyDue(this.game, this.store.seats(), this.due, Date.now())) void ctx.blockConcurrencyWhile(() => this.scheduleAlarm());
  }

  async create(input: CreateRoomInput): Promise<RoomResult<CreatedRoom>> {
    const founded = this.found(input, await drawSeed(input.gameId));
    if (founded.ok) await this.afterWrite();
    return founded;
  }

  /**
   * The new game of a "Play again", with the old game's people in their seats (it starts at once).
   * Idempotent per old game: a second call, from clicks that crossed, changes nothing.
   */
  async createRematch(input: CreateRoomInput, rematch: Rematch): Promise<RoomResult<{ hostToken: string | null }>> {
    if (this.game?.rematchOf === rematch.of) return roomOk({ hostToken: null });
    const deal = await drawSeed(input.gameId);
    // A crossing call may have created it while the seed was drawn.
    if (this.game?.rematchOf === rematch.of) return roomOk({ hostToken: null });
    const founded = this.found(input, deal, rematch);
    if (!founded.ok) return founded;
    await this.scheduleAlarm();
    await this.afterWrite();
    return roomOk({ hostToken: founded.value.hostToken });
  }

  /** Plays the finished game again: one new game for every click, with the same people in the same seats. */
  async rematch(caller: Caller): Promise<RoomResult<{ gameId: string; hostToken: string | null }>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    const refused = refuseRematch(game, seat);
    if (refused) return refused;
    if (!game.rematchId) {
      // Named before the new room is asked, so a click arriving meanwhile asks for the same game.
      const now = Date.now();
      this.transaction(() => {
        game.rematchId = rematchId(game);
        this.commit(game, game.status, new Set(), null, now);
      });
    }
    const { input, rematch } = rematchInput(game, this.store, seat!, game.rematchId!, this.suggestions.allowed);
    const room = this.env.GAME_ROOM.get(this.env.GAME_ROOM.idFromName(input.gameId));
    const created = await room.createRematch(input, rematch);
    if (!created.ok) return created;
    return roomOk({ gameId: input.gameId, hostToken: created.value.hostToken });
  }

  /** A new game in this room (synchronous from its checks to its commit, so two calls can't both create it). */
  private found(input: CreateRoomInput, { seed, fairDeal }: { seed: string; fairDeal: FairDeal }, rematch?: Rematch): RoomResult<CreatedRoom> {
    if (this.game) return roomError(409, "GAME_EXISTS", "This game already exists.");
    const created = createGame(input.options, seed);
    if (!created.ok) return roomError(400, created.error.code, created.error.message);
    const bots = input.bots ?? [];
    const players = created.value.players.length;
    if (bots.some((bot) => bot.seat >= players) || new Set(bots.map((bot) => bot.seat)).size !== bots.length) {
      return roomError(400, "INVALID_BOT_SEATS", `Bots can take seats 1 to ${players}, each seat once.`);
    }
    if (bots.length >= players) return roomError(400, "INVALID_BOT_SEATS", "Leave at least one seat for a person.");
    const hostToken = randomToken();
    const seatTokens = created.value.players.map(() => randomToken());
    const now = Date.now();
    const game: GameRow = {
      gameId: input.gameId,
      options: input.options,
      seed,
      state: created.value,
      version: 0,
      status: "waiting",
      hostTokenHash: hashTokenSync(hostToken),
      hostUserId: input.hostUserId,
      createdAt: now,
      indexedVersion: -1,
      seatsIndexed: false,
      resultsRecorded: false,
      origin: input.origin ?? null,
      timePerMove: input.timePerMove ?? "none",
      hostEmail: input.hostEmail ?? null,
      endedEarly: false,
      endProposal: null,
      rematchId: null,
      rematchOf: rematch?.of ?? null,
    };
    this.transaction(() => {
      createRoomSchema(this.ctx.storage);
      this.store.insertGame(game);
      this.due.set(dueKey("expire"), now + UNSTARTED_GAME_DAYS * DAY_MS);
      saveFairDeal(this.ctx.storage, fairDeal);
      this.suggestions.setAllowed(suggestionsAllowedAtCreation(input.allowSuggestions, bots.length));
      seatTokens.forEach((token, seat) => this.store.insertSeat(seat, hashTokenSync(token)));
      for (const { seat, level } of bots) {
        this.store.takeSeat(seat, botName(seat, level), null, null, game.createdAt);
        this.store.updateSeat(seat, { bot: level });
      }
      this.game = game;
      this.fairDeal = fairDeal;
      if (rematch) {
        seatRematch(this.mailContext(game, now), this.outbox, rematch);
        this.commit(game, this.store.seats().every((row) => row.joinedAt !== null) ? "active" : "waiting", new Set(), null, now);
      }
    });
    return roomOk({ hostToken, seatTokens });
  }

  async snapshot(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    const game = this.game;
    if (!game) return notFound();
    const snapshot = this.snapshotFor(game, await this.seatOf(caller));
    if (snapshot.you === null && caller.token) {
      const seat = await this.seatByToken(caller.token);
      const row = seat === null ? null : this.store.seats()[seat];
      if (row && row.joinedAt === null) {
        snapshot.invitedSeat = row.seat;
        snapshot.invitation = { email: row.invitedEmail, by: row.invitedBy };
      }
      if (seat === null) snapshot.badSeatLink = true;
    }
    return roomOk(snapshot);
  }

  /** A device turns on push notices for the seat this link opens: the seat, or null when the link opens none. */
  async followWithPush(token: string): Promise<RoomResult<number | null>> {
    if (!this.game) return notFound();
    const seat = await this.seatOf({ token, userId: null });
    if (seat !== null && !this.store.seats()[seat].pushFollowed) this.transaction(() => this.store.updateSeat(seat, { pushFollowed: true }));
    return roomOk(seat);
  }

  async join(token: string, name: string, email: string | null, userId: string | null, language: MailLanguage | null = null): Promise<RoomResult<JoinResponse>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatByToken(token);
    if (seat === null) return roomError(403, "BAD_SEAT_LINK", "This seat link is not valid (it may have been replaced by the host).");
    const row = this.store.seats()[seat];
    if (row.joinedAt !== null) {
      if (row.userId !== null && row.userId === userId) return roomOk({ seat, snapshot: this.snapshotFor(game, seat) });
      return roomError(409, "SEAT_TAKEN", `${row.name ?? "Someone"} has already taken this seat.`);
    }
    // One account, one seat: a signed-in player can't fill a game with themselves.
    const ownSeat = userId === null ? -1 : this.store.seats().findIndex((s) => s.joinedAt !== null && s.userId === userId);
    if (ownSeat >= 0) return roomError(409, "ALREADY_SEATED", `You already play seat ${ownSeat + 1} of this game; each account takes one seat.`);
    const now = Date.now();
    const waiting = this.turns.waitingOn(game);
    this.transaction(() => {
      this.store.takeSeat(seat, name, email ?? row.invitedEmail, userId, now);
      // Someone new in a seat a bot or the clock was playing: it is theirs again.
      this.store.updateSeat(seat, { bot: null, away: false, timeoutsInRow: 0, language: language ?? row.language });
      this.d1.seatsChanged(game);
      const everyoneIn = this.store.seats().every((s) => s.joinedAt !== null);
      this.commit(game, game.status === "waiting" ? (everyoneIn ? "active" : "waiting") : game.status, waiting, seat, now);
    });
    // The game may have just started: the first player's notice goes out now, not with the next move.
    await this.afterWrite();
    return roomOk({ seat, snapshot: this.snapshotFor(game, seat) });
  }

  async act(caller: Caller, version: number, input: ActionInput, requestId: string | null): Promise<RoomResult<ActionResponse>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    const played = await this.play(seat, version, input, requestId);
    if (!played.ok) return played;
    return roomOk({ ...played.value, snapshot: this.snapshotFor(game, seat) });
  }

  /**
   * A seat's move, however it came (POST /actions or the seat's socket): checked, applied and pushed
   * to every socket. Synchronous from the checks to the commit, so concurrent moves cannot interleave.
   */
  private async play(seat: number | null, version: number, input: ActionInput, requestId: string | null): Promise<RoomResult<{ version: number; events: GameEvent[] }>> {
    const game = this.game;
    if (!game) return notFound();
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can act: open your seat link.");
    // A move sent again was built on the version it moved past, so only a stale move needs the log's
    // word; a request id reused on the current version is stopped by the log's unique key (below).
    if (version !== game.version) {
      if (requestId !== null && this.store.hasRequest(requestId)) return duplicateRequest();
      return roomError(409, "STALE_VERSION", "The game has changed since you loaded it. Reload to see the new state.");
    }
    if (game.status === "waiting") return roomError(409, "GAME_NOT_STARTED", "The game starts when every seat is taken.");
    if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
    if (this.store.seats()[seat].bot) {
      return roomError(409, "SEAT_PLAYED_BY_BOT", "A bot plays this seat now. The host can give it to a player again with a new link.");
    }
    const action = { ...input, player: seat } as Action;
    let applied: RoomResult<GameEvent[]>;
    try {
      applied = this.apply(game, seat, action, this.suggestions.byOf(game, action), requestId);
    } catch (error) {
      if (isDuplicateRequest(error)) return duplicateRequest();
      throw error;
    }
    if (!applied.ok) return applied;
    await this.scheduleAlarm();
    // The move is stored and pushed; D1's copy and any mails follow without holding up the answer.
    this.ctx.waitUntil(this.afterWrite());
    return roomOk({ version: game.version, events: applied.value });
  }

  async suggestion(caller: Caller): Promise<RoomResult<SuggestionResponse>> {
    const game = this.game;
    if (!game) return notFound();
    return this.suggestions.suggest(game, await this.seatOf(caller), Date.now());
  }

  async log(): Promise<RoomResult<LoggedAction[]>> {
    if (!this.game) return notFound();
    return roomOk(this.store.actions());
  }

  /** The game's record, seed included: only once the game is over, since the seed fixes the deck's order. */
  async record(): Promise<RoomResult<GameRecord>> {
    const game = this.game;
    if (!game) return notFound();
    if (game.status !== "ended") return roomError(409, "GAME_NOT_OVER", "A game can be replayed once it is over.");
    return roomOk(this.recordOf(game));
  }

  /** Which sites may frame the game's embed page (public: its CSP says as much). */
  async embedSettings(): Promise<RoomResult<EmbedSettings>> {
    if (!this.game) return notFound();
    return roomOk(readEmbedSettings(this.ctx.storage));
  }

  /** The host chooses which sites may frame the game's embed page. */
  async setEmbedSettings(hostToken: string, settings: EmbedSettings): Promise<RoomResult<EmbedSettings>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.refuseUnlessHost(game, hostToken, "choose where it may be embedded");
    if (refused) return refused;
    writeEmbedSettings(this.ctx.storage, settings);
    return roomOk(settings);
  }

  /**
   * The host replaces a seat's link: the old one, and every link mailed for the seat, stop working
   * at once. With `newPlayer` the seat is also freed for someone new, who takes it with the new
   * link (its turns meanwhile go on as before: the bot it was handed to, or time-outs).
   */
  async replaceSeatLink(hostToken: string, seat: number, newPlayer = false): Promise<RoomResult<{ token: string }>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.checkHost(game, hostToken, seat, "replace seat links");
    if (refused) return refused;
    const token = randomToken();
    const hash = await hashToken(token);
    const row = this.store.seats()[seat];
    if (newPlayer && row.joinedAt !== null && game.status !== "ended") {
      const now = Date.now();
      const waiting = this.turns.waitingOn(game);
      this.transaction(() => {
        this.store.replaceSeatToken(seat, hash);
        this.store.updateSeat(seat, { name: null, email: null, userId: null, joinedAt: null, invitedEmail: null, invitedBy: null });
        this.d1.seatsChanged(game);
        this.commit(game, game.status, waiting, null, now);
      });
      await this.scheduleAlarm();
      this.ctx.waitUntil(this.d1.sync());
    } else {
      this.store.replaceSeatToken(seat, hash);
    }
    // The seat's open sockets are told and closed: they reconnect as whoever they are now.
    this.sockets.closeWith({ type: "seat-link-replaced" }, [4001, "seat link replaced"], seat);
    return roomOk({ token });
  }

  /**
   * A signed-in player keeps a seat they took without an account: the seat joins the account, so
   * the game follows them to every device (My games). Their own seat only, and one per account.
   */
  async claimSeat(token: string, userId: string): Promise<RoomResult<{ seat: number }>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatByToken(token);
    if (seat === null) return roomError(403, "BAD_SEAT_LINK", "This seat link is not valid (it may have been replaced by the host).");
    const seats = this.store.seats();
    const row = seats[seat];
    if (row.joinedAt === null) return roomError(409, "SEAT_FREE", "Take this seat first: then it can join your account.");
    if (row.userId === userId) return roomOk({ seat });
    if (row.userId !== null) return roomError(409, "SEAT_TAKEN", "This seat belongs to another account.");
    if (seats.some((other) => other.userId === userId)) {
      return roomError(409, "ALREADY_SEATED", "Your account already plays another seat of this game.");
    }
    this.transaction(() => {
      this.store.updateSeat(seat, { userId });
      this.d1.seatsChanged(game);
    });
    await this.d1.sync();
    return roomOk({ seat });
  }

  /** The host hands a seat to a bot, which plays it from now on (at once when it is its turn). */
  async handToBot(hostToken: string, seat: number, level: BotLevel): Promise<RoomResult<{ seat: number; bot: BotLevel; snapshot: GameSnapshot }>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.checkHost(game, hostToken, seat, "hand a seat to a bot");
    if (refused) return refused;
    if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
    const row = this.store.seats()[seat];
    if (row.joinedAt === null) {
      return roomError(409, "SEAT_FREE", "Nobody has taken this seat yet: a bot takes over a seat its player has left.");
    }
    const now = Date.now();
    const waiting = this.turns.waitingOn(game);
    this.transaction(() => {
      this.store.updateSeat(seat, { bot: level, away: false, timeoutsInRow: 0, vacationUntil: null });
      this.commit(game, game.status, waiting, seat, now);
    });
    await this.runDue();
    return roomOk({ seat, bot: level, snapshot: this.snapshotFor(game, null) });
  }

  /** The host mails a free seat's invitation (a link of its own to the seat) to an address. */
  async invite(hostToken: string, seat: number, email: string, inviter: string | null, language: MailLanguage | null = null): Promise<RoomResult<{ seat: number; email: string }>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.checkHost(game, hostToken, seat, "invite players");
    if (refused) return refused;
    if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
    const row = this.store.seats()[seat];
    if (row.joinedAt !== null) return roomError(409, "SEAT_TAKEN", `${row.name ?? "Someone"} has already taken this seat.`);
    if (!game.origin) return roomError(409, "NO_MAIL", "This game was created before games could send mail.");
    if (row.invites >= MAX_INVITES_PER_SEAT) {
      return roomError(409, "TOO_MANY_INVITES", `This seat has been invited ${MAX_INVITES_PER_SEAT} times already; send its link yourself.`);
    }
    const now = Date.now();
    const by = inviter ?? hostSeatName(game, this.store.seats());
    this.transaction(() => {
      const count = row.invites + 1;
      this.store.updateSeat(seat, { invitedEmail: email, invitedBy: by, invites: count, language: language ?? row.language });
      const intent = inviteIntent(this.mailContext(game, now), seat, email, by, count);
      if (intent) this.outbox.add(intent, now);
    });
    await this.flushOutbox();
    await this.scheduleAlarm();
    return roomOk({ seat, email });
  }

  /**
   * A seated player pauses their own clock for `days` (from now, or from the end of the vacation
   * they are on). The days come out of the seat's allowance for this game.
   */
  async vacation(caller: Caller, days: number): Promise<RoomResult<VacationResponse>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can take a vacation: open your seat link.");
    if (game.status === "ended") return roomError(409, "GAME_OVER", "The game is over.");
    if (moveLimitMs(game.timePerMove) === null) {
      return roomError(409, "NO_CLOCK", "This game has no time per move, so there is no clock to pause.");
    }
    const row = this.store.seats()[seat];
    if (row.bot) return roomError(409, "SEAT_PLAYED_BY_BOT", "A bot plays this seat now.");
    const pause = days * DAY_MS;
    if (row.vacationUsedMs + pause > VACATION_DAYS_PER_GAME * DAY_MS) {
      const left = vacationDaysLeft(row.vacationUsedMs);
      return roomError(409, "VACATION_USED_UP", `You have ${left} day${left === 1 ? "" : "s"} of vacation left in this game.`);
    }
    const now = Date.now();
    const until = Math.max(now, row.vacationUntil ?? 0) + pause;
    const waiting = this.turns.waitingOn(game);
    this.transaction(() => {
      // The clock stops for the whole vacation: the deadline and the reminders move by as much,
      // and the turn mail waits for the player's return.
      this.turns.moveClock(row, pause, { vacationUntil: until, vacationUsedMs: row.vacationUsedMs + pause }, until, null);
      this.commit(game, game.status, waiting, null, now);
    });
    await this.scheduleAlarm();
    return roomOk({ vacation: this.vacationOf(seat, now), snapshot: this.snapshotFor(game, seat) });
  }

  /** Back early: the clock runs again from now, and the whole days not taken are given back. */
  async endVacation(caller: Caller): Promise<RoomResult<VacationResponse>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can end their vacation: open your seat link.");
    const row = this.store.seats()[seat];
    const now = Date.now();
    if (row.vacationUntil === null || row.vacationUntil <= now) return roomError(409, "NOT_ON_VACATION", "You are not on vacation in this game.");
    const unused = row.vacationUntil - now;
    const waiting = this.turns.waitingOn(game);
    this.transaction(() => {
      const change: SeatChange = {
        vacationUntil: null,
        vacationUsedMs: Math.max(0, row.vacationUsedMs - Math.floor(unused / DAY_MS) * DAY_MS),
      };
      this.turns.moveClock(row, -unused, change, null, now + TURN_MAIL_DELAY_MS);
      this.commit(game, game.status, waiting, null, now);
    });
    await this.scheduleAlarm();
    return roomOk({ vacation: this.vacationOf(seat, now), snapshot: this.snapshotFor(game, seat) });
  }

  /** The table talk as the caller may read it: players always, spectators only if the host allows. */
  async tableTalk(caller: Caller): Promise<RoomResult<TalkResponse>> {
    if (!this.game) return notFound();
    const seat = await this.seatOf(caller);
    if (!this.talk.mayRead(seat)) return roomError(403, "TALK_PLAYERS_ONLY", "Only the players can read this table's talk.");
    const messages = this.talk.messagesFor(seat);
    if (seat !== null && messages.length > 0) this.talk.markSeen(seat, messages[messages.length - 1].id);
    return roomOk({ messages, spectators: this.talk.spectatorsMayRead(), muted: seat === null ? [] : this.talk.mutedBy(seat) });
  }

  /** A seated player says something at the table (pushed live; the next turn mails carry it). */
  async say(caller: Caller, input: TalkInput): Promise<RoomResult<TalkMessage>> {
    if (!this.game) return notFound();
    const seat = await this.seatOf(caller);
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can talk at the table: open your seat link.");
    const now = Date.now();
    const said = this.talk.say(seat, input, now);
    if (!said.ok) return said;
    this.pushTalk([said.value]);
    this.noticeTalk(this.game, said.value, now);
    await this.flushOutbox();
    return said;
  }

  /** The host removes a message: everyone sees "removed by the host" in its place. */
  async removeTalk(hostToken: string, id: number): Promise<RoomResult<TalkMessage>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.refuseUnlessHost(game, hostToken, "remove messages");
    if (refused) return refused;
    const removed = this.talk.remove(id);
    if (!removed) return roomError(404, "NO_SUCH_MESSAGE", "There is no such message at this table.");
    this.pushTalk([removed]);
    return roomOk(removed);
  }

  /** A player hides another seat's messages, for themselves alone. */
  async muteTalk(caller: Caller, other: number, muted: boolean): Promise<RoomResult<{ muted: number[] }>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can mute another seat.");
    if (other >= game.state.players.length) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
    if (other === seat) return roomError(409, "MUTE_YOURSELF", "You cannot mute your own seat.");
    this.talk.mute(seat, other, muted);
    return roomOk({ muted: this.talk.mutedBy(seat) });
  }

  /** The host lets spectators and embeds read the table talk, or keeps it to the players. */
  async setTalkSettings(hostToken: string, spectators: boolean): Promise<RoomResult<{ spectators: boolean }>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.refuseUnlessHost(game, hostToken, "choose who reads the table talk");
    if (refused) return refused;
    this.talk.setSpectatorsMayRead(spectators);
    if (spectators) this.pushTalk(this.talk.messagesFor(null));
    return roomOk({ spectators });
  }

  /** The player resigns: the medium bot plays their seat from now on (through the alarm), and it ranks last. */
  async resign(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    // The seat's turn, if it is one, starts afresh as the bot's.
    return this.leave(caller, (game, seat, now) => roomOk(this.leaving.resign(this.mailContext(game, now), seat)), true);
  }

  /** Proposes to end the game now, scored as it stands; it ends once every human agrees. */
  async proposeEnd(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, (game, seat, now) => this.leaving.propose(game, seat, now));
  }

  async agreeToEnd(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, (game, seat, now) => this.leaving.agree(game, seat, now));
  }

  /** Declines the proposal to end the game (or, from its proposer, withdraws it). */
  async declineEnd(caller: Caller): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, (game, seat, now) => this.leaving.decline(game, seat, now));
  }

  /** Reminds the seat the game has waited on for a day (no clock), once per turn, by mail. */
  async nudge(caller: Caller, target: number): Promise<RoomResult<GameSnapshot>> {
    return this.leave(caller, (game, seat, now) => {
      const sent = this.leaving.nudge(this.mailContext(game, now), seat, target);
      return sent.ok ? roomOk(game.status) : sent;
    });
  }

  /** The player turns this game's mails off (or on again), for themselves. */
  async muteMails(caller: Caller, muted: boolean): Promise<RoomResult<{ muted: boolean }>> {
    if (!this.game) return notFound();
    const seat = await this.seatOf(caller);
    if (seat === null) return roomError(403, "NOT_SEATED", "Only a player seated in this game can turn its mails off.");
    this.store.updateSeat(seat, { mailsMuted: muted });
    return roomOk({ muted });
  }

  /** The host cancels a game nobody has started playing: it is gone, for every seat link. */
  async cancel(hostToken: string): Promise<RoomResult<{ cancelled: true }>> {
    const game = this.game;
    if (!game) return notFound();
    const refused = await this.refuseUnlessHost(game, hostToken, "cancel it");
    if (refused) return refused;
    if (game.status !== "waiting") return roomError(409, "GAME_STARTED", "A game that has started can't be cancelled or deleted: resign, or propose to end it.");
    await this.remove(game, { type: "error", code: "GAME_CANCELLED", message: "The host cancelled this game." });
    return roomOk({ cancelled: true });
  }

  /** Removes an unstarted game for good: its index row, its sockets (told why), and all its storage. */
  private async remove(game: GameRow, why: ServerMessage): Promise<void> {
    await removeFromIndex(this.env.DB, game.gameId);
    this.sockets.closeWith(why, [1000, "cancelled"]);
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.forgetStorage();
    this.game = null;
  }

  /**
   * WebSocket upgrade (GET /ws, the seat's token offered as a subprotocol: socket-protocol.ts); the
   * socket hibernates between pushes. A token that opens no seat is refused with a close that says so.
   */
  override async fetch(request: Request): Promise<Response> {
    const game = this.game;
    if (!game) return Response.json({ error: { code: "NOT_FOUND", message: "There is no such game." } }, { status: 404 });
    if (request.headers.get("Upgrade") !== "websocket") {
      return Response.json({ error: { code: "EXPECTED_WEBSOCKET", message: "This address takes a WebSocket." } }, { status: 426 });
    }
    const token = offeredSeatToken(request.headers.get("Sec-WebSocket-Protocol"));
    const seat = await this.seatOf({ token, userId: request.headers.get("X-User-Id") });
    if (seat === null && token !== null && (await this.seatByToken(token)) === null) return refuseSocket(request, SOCKET_REFUSALS.unknownSeat);
    const [client, server] = Object.values(new WebSocketPair());
    this.sockets.open(server, seat, this.snapshotFor(game, seat));
    const talk = this.talk.messagesFor(seat);
    if (talk.length > 0) {
      tell(server, { type: "talk", messages: talk });
      if (seat !== null) this.talk.markSeen(seat, talk[talk.length - 1].id);
    }
    return socketAnswer(request, client);
  }

  /**
   * A client's message: a move (answered "acted" or "refused", as POST /actions would), or "ping",
   * which learns the version (a client behind it fetches the game). Moves the room takes are bounded
   * by the game itself; everything else draws on the socket's allowance.
   */
  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const message = readSocketMessage(raw);
    let answer: ServerMessage | null = null;
    if (message.type === "act") {
      const played = await this.play(this.sockets.seatOf(ws), message.version, message.action, message.requestId);
      if (played.ok) {
        tell(ws, { type: "acted", requestId: message.requestId, ...played.value });
        return;
      }
      answer = refusal(message.requestId, played);
    }
    if (!takeMessageToken(ws, Date.now())) return ws.close(FLOOD_CLOSE.code, FLOOD_CLOSE.reason);
    if (message.type === "unreadable") answer = message.answer;
    if (message.type === "ping" && this.game) answer = { type: "pong", version: this.game.version };
    if (answer) tell(ws, answer);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    // 1005 and 1006 only report how the peer left; they can't be sent back.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
    await this.leftLive(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.leftLive(ws);
  }

  /** Runs what is due: turn mails, reminders, time-outs, bot moves and retries. */
  override async alarm(): Promise<void> {
    // The alarm that woke us is spent; whatever is due next sets a new one.
    this.alarmSetFor = null;
    await this.runDue();
  }

  private running: Promise<void> | null = null;
  private runAgain = false;

  /** The room's game from storage, its schema brought up to date first; null when it holds none. */
  private loadGame(): GameRow | null {
    return migrateRoomStorage(this.ctx.storage) ? this.store.loadGame() : null;
  }

  /** Drops what the room's parts hold of storage in memory: they read it again when next asked. */
  private forgetStorage(): void {
    this.store.forget();
    this.talk.forget();
    this.due.forget();
    this.outbox.forget();
  }

  /**
   * One storage transaction. If it fails, storage rolls back, and so does the room: what it holds in
   * memory (the game, the seats read) is read again from storage.
   */
  private transaction(change: () => void): void {
    try {
      this.ctx.storage.transactionSync(change);
    } catch (error) {
      this.forgetStorage();
      this.game = this.loadGame();
      throw error;
    }
  }

  /**
   * A seat's way out of the game (resign, end by agreement, nudge): refused unless it is playing;
   * otherwise `change` runs in one transaction and returns the game's status after it, which is
   * committed as a new version (`restartsTurn`: as the seat's own act, so its turn starts afresh).
   */
  private async leave(
    caller: Caller,
    change: (game: GameRow, seat: number, now: number) => RoomResult<GameStatus>,
    restartsTurn = false,
  ): Promise<RoomResult<GameSnapshot>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = await this.seatOf(caller);
    const refused = this.leaving.refuseUnlessPlaying(game, seat);
    if (refused) return refused;
    const now = Date.now();
    const waiting = this.turns.waitingOn(game);
    let result: RoomResult<GameStatus> = roomOk(game.status);
    this.transaction(() => {
      result = change(game, seat!, now);
      if (result.ok) this.commit(game, result.value, waiting, restartsTurn ? seat : null, now);
    });
    if (!result.ok) return result;
    await this.scheduleAlarm();
    this.ctx.waitUntil(this.afterWrite());
    return roomOk(this.snapshotFor(game, seat));
  }

  /**
   * Applies an action for a seat and records who made it, in one transaction with everything it
   * sets off (turns starting and ending, mails). `inTransaction` runs first inside it.
   */
  private apply(game: GameRow, seat: number, action: Action, by: ActionBy, requestId: string | null, inTransaction?: () => void): RoomResult<GameEvent[]> {
    const state = cloneState(game.state);
    const applied = applyActionInPlace(state, action);
    if (!applied.ok) return roomError(422, applied.error.code, applied.error.message);
    const now = Date.now();
    const waiting = this.turns.waitingOn(game);
    game.state = state;
    this.transaction(() => {
      inTransaction?.();
      this.leaving.moved(game, by, now);
      this.store.appendAction(seat, action, applied.value, requestId, now, by);
      this.turns.counted(this.mailContext(game, now), seat, by);
      this.commit(game, state.phase === "ended" ? "ended" : "active", waiting, seat, now);
    });
    return roomOk(applied.value);
  }

  /**
   * A new version: stored, turns started and ended accordingly, pushed to every socket. Call inside
   * a transaction. `waiting`: the seats the game waited on before; `actor`: the seat that acted.
   */
  private commit(game: GameRow, status: GameStatus, waiting: Set<number>, actor: number | null, now: number): void {
    const before = game.status;
    game.version++;
    game.status = status;
    this.store.saveGame(game);
    this.turns.changed(game, waiting, actor, now);
    if (before === "waiting" && status !== "waiting") this.due.delete(dueKey("expire")); // started: never cleared away
    if (before !== "ended" && status === "ended") {
      keepCopyDue(game, this.store.seats(), this.due, now); // in the move's transaction: the results' copy is never forgotten
      const ctx = this.mailContext(game, now);
      for (const intent of [...gameOverIntents(ctx), ...gameOverPushes(ctx)]) this.outbox.add(intent, now);
    }
    this.broadcast(game);
  }

  /** Runs due events one at a time (each in its own transaction), then hands mails on and sets the alarm. */
  private runDue(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.runAgain = false;
          await this.runDueOnce();
        } while (this.runAgain);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async runDueOnce(): Promise<void> {
    if (!this.game) return;
    for (let handled = 0; handled < MAX_DUE_PER_RUN; handled++) {
      // Read afresh for each event: one that failed may have had the room reload the game.
      const game = this.game;
      if (!game) break; // removed, with all its storage
      const now = Date.now();
      const event = this.due.next(now);
      if (!event) break;
      try {
        await this.handle(game, event, now);
      } catch (error) {
        console.error(`game ${game.gameId}: ${event.key} failed, retrying`, error);
        this.due.set(event.key, now + DUE_RETRY_MS, event.data);
      }
    }
    await this.afterWrite();
  }

  private async handle(game: GameRow, event: DueEvent, now: number): Promise<void> {
    const seat = event.seat ?? -1;
    switch (event.kind) {
      case "turn-mail":
        this.transaction(() => {
          this.due.delete(event.key);
          this.turns.mailDue(this.mailContext(game, now), seat);
        });
        return;
      case "remind-half":
      case "remind-late":
        this.transaction(() => {
          this.due.delete(event.key);
          this.turns.reminderDue(this.mailContext(game, now), seat, event.kind === "remind-half" ? "half" : "late");
        });
        return;
      case "timeout":
        return this.timeOut(game, seat, event, now);
      case "bot":
        return this.botMove(game, seat, event);
      case "deliver":
        return this.mail.deliver(event, now);
      case "turns-mail":
        return this.mail.turnsMail(event, now);
      case "end-lapse":
        this.transaction(() => {
          this.due.delete(event.key);
          if (!game.endProposal || game.endProposal.at + END_PROPOSAL_MS > now) return;
          this.leaving.lapse(game, now);
          this.commit(game, game.status, this.turns.waitingOn(game), null, now);
        });
        return;
      case "expire":
        this.due.delete(event.key);
        if (game.status === "waiting") {
          await this.remove(game, { type: "error", code: "GAME_EXPIRED", message: `Nobody started this game within ${UNSTARTED_GAME_DAYS} days, so it was cleared away.` });
        }
        return;
      case "sync":
        // The copy clears its event when it has caught up (or moves it to when it is due).
        return this.d1.sync();
      default:
        // "outbox" only wakes the room: afterWrite hands the mails on.
        this.due.delete(event.key);
    }
  }

  /** Time is up: a bot plays the seat's turn, and the log says so. */
  private timeOut(game: GameRow, seat: number, event: DueEvent, now: number): void {
    const row = this.store.seats()[seat];
    if (!row || game.status !== "active" || row.stint === null || row.deadline === null || !toAct(game.state).includes(seat)) {
      this.due.delete(event.key);
      return;
    }
    if (now < row.deadline) {
      this.due.set(event.key, row.deadline);
      return;
    }
    const action = standInAction(game.state, seat, TIMEOUT_BOT_LEVEL, `${game.gameId}:${game.version}:timeout`);
    const played = this.apply(game, seat, action, "timeout-bot", null, () => this.due.delete(event.key));
    if (!played.ok) {
      console.error(`game ${game.gameId}: the stand-in's move for seat ${seat} was refused: ${played.code}`);
      this.due.set(event.key, now + HOUR_MS);
    }
  }

  private botMove(game: GameRow, seat: number, event: DueEvent): void {
    const row = this.store.seats()[seat];
    if (!row?.bot || game.status !== "active" || !toAct(game.state).includes(seat)) {
      this.due.delete(event.key);
      return;
    }
    const action = standInAction(game.state, seat, row.bot, `${game.gameId}:${game.version}:bot`);
    const played = this.apply(game, seat, action, "bot", null, () => this.due.delete(event.key));
    if (!played.ok) {
      console.error(`game ${game.gameId}: the bot's move for seat ${seat} was refused: ${played.code}`);
      this.due.set(event.key, Date.now() + HOUR_MS);
    }
  }

  /** The last socket of a seat closed while the game waits on it and no turn mail went out: it comes after all. */
  private async leftLive(ws: WebSocket): Promise<void> {
    const game = this.game;
    const seat = this.sockets.seatOf(ws);
    if (!game || seat === null || game.status !== "active" || !game.origin) return;
    const row = this.store.seats()[seat];
    if (!row || row.stint === null || row.bot || row.mailedStint === row.stint || !recipientOf(row)) return;
    if (this.due.get(dueKey("turn-mail", seat))) return;
    if (this.sockets.isWatching(seat, ws)) return;
    this.due.set(dueKey("turn-mail", seat), Math.max(Date.now() + TURN_MAIL_DELAY_MS, row.vacationUntil ?? 0));
    await this.scheduleAlarm();
  }

  /**
   * After a change: D1's copy brought up to date (turn mails check it), mails handed on, the alarm
   * set for what is next.
   */
  private async afterWrite(): Promise<void> {
    if (!this.game) return; // removed, with all its storage
    await this.d1.sync();
    await this.flushOutbox();
    await this.scheduleAlarm();
  }

  /** The alarm as last set (undefined: not known yet); setting it only when it changes keeps moves cheap. */
  private alarmSetFor: number | null | undefined = undefined;

  private async scheduleAlarm(): Promise<void> {
    const next = this.due.earliest();
    if (this.alarmSetFor === undefined) this.alarmSetFor = await this.ctx.storage.getAlarm();
    if (next === this.alarmSetFor) return;
    this.alarmSetFor = next;
    if (next === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(next);
  }

  /** The room's waiting mails handed on (removed rooms have none). */
  private async flushOutbox(): Promise<void> {
    if (this.game) await this.mail.handOn(this.game.gameId);
  }

  /** The new version to every socket, after the room's notes that came with it. */
  private broadcast(game: GameRow): void {
    const notes = this.talk.takeNotes();
    if (notes.length > 0) this.pushTalk(notes);
    this.sockets.pushVersion((seat) => this.snapshotFor(game, seat));
  }

  /** Players away from the game hear of a message on their devices (not those who muted its writer). */
  private noticeTalk(game: GameRow, message: TalkMessage, now: number): void {
    if (game.status === "ended") return;
    const ctx = this.mailContext(game, now);
    for (const row of ctx.seats) {
      if (row.seat === message.seat || this.sockets.isWatching(row.seat) || this.talk.mutedBy(row.seat).includes(message.seat)) continue;
      const notice = talkPush(ctx, row.seat, message);
      if (notice) this.outbox.add(notice, now);
    }
  }

  /** New or changed table talk, to each socket that may read it; a seat watching live has read it. */
  private pushTalk(messages: TalkMessage[]): void {
    const newest = Math.max(...messages.map((message) => message.id));
    for (const { ws, seat: reader } of this.sockets.all()) {
      const visible = this.talk.visibleTo(reader, messages);
      if (visible.length === 0) continue;
      if (tell(ws, { type: "talk", messages: visible }) && reader !== null) this.talk.markSeen(reader, newest);
    }
  }

  private snapshotFor(game: GameRow, seat: number | null): GameSnapshot {
    const now = Date.now();
    const seats = this.store.seats();
    const view = viewFor(game.state, seat);
    return {
      gameId: game.gameId,
      version: game.version,
      status: game.status,
      seats: seats.map((row) => ({
        seat: row.seat,
        name: row.name,
        joined: row.joinedAt !== null,
        away: row.away,
        bot: row.bot,
        deadline: row.deadline,
        vacationUntil: row.vacationUntil !== null && row.vacationUntil > now ? row.vacationUntil : null,
        vacationDaysLeft: vacationDaysLeft(row.vacationUsedMs),
        timeoutsInRow: row.timeoutsInRow,
        resigned: row.resignedAt !== null,
        turnSince: row.turnSince,
        nudged: row.stint !== null && row.nudgedStint === row.stint,
      })),
      you: seat,
      invitedSeat: null,
      timePerMove: game.timePerMove,
      suggestionsAllowed: this.suggestions.allowed,
      fairDeal: this.fairDeal,
      // Resigned seats rank last; winners are named once the game is over (null until then, as the engine has it).
      view: { ...view, ...(game.status === "ended" ? standings(view.ranking, seats) : { ranking: standings(view.ranking, seats).ranking }) },
      endedEarly: game.endedEarly,
      endProposal: game.endProposal && {
        ...game.endProposal,
        lapsesAt: game.endProposal.at + END_PROPOSAL_MS,
        agreed: seats.filter((row) => row.endAgreed).map((row) => row.seat),
      },
      mailsMuted: seat !== null && (seats[seat]?.mailsMuted ?? false),
      talkPublic: this.talk.spectatorsMayRead(),
      rematch: game.rematchId,
      rematchOf: game.rematchOf,
    };
  }

  private vacationOf(seat: number, now: number): VacationInfo {
    const row = this.store.seats()[seat];
    return {
      seat,
      until: row.vacationUntil !== null && row.vacationUntil > now ? row.vacationUntil : null,
      daysLeft: vacationDaysLeft(row.vacationUsedMs),
      deadline: row.deadline,
    };
  }

  private mailContext(game: GameRow, now: number): MailContext {
    return { game, seats: this.store.seats(), store: this.store, now, fairDeal: this.fairDeal };
  }

  private recordOf(game: GameRow): GameRecord {
    return gameRecord(game, this.fairDeal, this.store.actions());
  }

  private async refuseUnlessHost(game: GameRow, hostToken: string, what: string): Promise<RoomResult<never> | null> {
    if ((await hashToken(hostToken)) !== game.hostTokenHash) return roomError(403, "NOT_HOST", `Only the host of this game can ${what}.`);
    return null;
  }

  private async checkHost(game: GameRow, hostToken: string, seat: number, what: string): Promise<RoomResult<never> | null> {
    const refused = await this.refuseUnlessHost(game, hostToken, what);
    if (refused) return refused;
    if (seat < 0 || seat >= game.state.players.length) return roomError(404, "NO_SUCH_SEAT", "This game has no such seat.");
    return null;
  }

  private async seatByToken(token: string): Promise<number | null> {
    return this.store.seatOfToken(await hashToken(token));
  }

  /**
   * A seat token names its seat; otherwise a signed-in account names the seat it took (also when
   * the token is a dead link: signing in is how a player whose link was replaced gets back in).
   */
  private async seatOf(caller: Caller): Promise<number | null> {
    if (caller.token) {
      const seat = await this.seatByToken(caller.token);
      if (seat !== null) return this.store.seats()[seat].joinedAt !== null ? seat : null;
    }
    if (caller.userId) return this.store.seats().find((row) => row.userId === caller.userId)?.seat ?? null;
    return null;
  }
}

/** The name the host plays under, when their account took a seat: the invitation mail names them by it. */
function hostSeatName(game: GameRow, seats: readonly SeatRow[]): string | null {
  return game.hostUserId === null ? null : (seats.find((row) => row.userId === game.hostUserId)?.name ?? null);
}

/** "Bot 2 (medium)": how a bot seat is named at the table. */
function botName(seat: number, level: BotLevel): string {
  return `Bot ${seat + 1} (${level})`;
}

function duplicateRequest<T>(): RoomResult<T> {
  return roomError(409, "DUPLICATE_REQUEST", "This move was already received; it was not applied twice.");
}

/** The log refused a second action with one request id (its unique key). */
function isDuplicateRequest(error: unknown): boolean {
  return error instanceof Error && error.message.includes("UNIQUE constraint failed: actions.request_id");
}

function notFound<T>(): RoomResult<T> {
  return roomError(404, "GAME_NOT_FOUND", "There is no game at this address.");
}
