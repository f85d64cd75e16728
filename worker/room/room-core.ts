import { HOUR_MS } from "../../protocol/time.js";
import type { Action } from "../../game/engine/index.js";
import type { FairDeal, GameRecord, GameSnapshot, GameStatus, ServerMessage } from "../../protocol/types.js";
import type { Env } from "../env.js";
import type { Notice } from "../outbox/notice.js";
import { consequences, waitingOn, type Consequences, type NoticeDecision } from "./consequences.js";
import { dueKey } from "./due-events.js";
import { runDueEvent } from "./due-run.js";
import { gameRecord, readFairDeal } from "./fair-deal.js";
import { UNSTARTED_GAME_DAYS, foundGame, planGame, type CreateRoomInput } from "./founding.js";
import { removeFromIndex } from "./game-index.js";
import { seatRematch, type Rematch } from "./rematch.js";
import { anyone, notFound, seatOf, type Caller, type Guard } from "./room-access.js";
import { ownPlan } from "./plans.js";
import { broadcast, move } from "./room-changes.js";
import { gameOverNotices, type MailContext } from "./room-mail.js";
import { gameOverPushes, planPlayedPush, turnPush } from "./room-push.js";
import { readChannel } from "./channel-settings.js";
import { channelNotice, ownWebhookTurn } from "./room-channel.js";
import { gameOwner } from "../webhook/channel-event.js";
import { removeWebhook } from "../webhook/webhooks.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { migrateRoomStorage } from "./room-schema.js";
import { SPECTATOR, tableSnapshot, viewerSnapshot, type ViewerPart } from "./room-snapshot.js";
import type { GameRow } from "./room-store.js";
import { roomParts, type RoomParts } from "./room-parts.js";
import { singleFlight } from "./single-flight.js";

/** Due events handled per alarm (a run of bot moves continues in the next alarm). */
const MAX_DUE_PER_RUN = 50;
/** A due event whose handler failed is tried again this long after. */
const DUE_RETRY_MS = 60_000;

/** A read as the room hands it to the code that answers it: the game, the caller's seat as its guard let it through, the parts. */
export interface Reading<Seat extends number | null = number | null> {
  readonly game: GameRow;
  /** The caller's seat (null: none, or the room itself). */
  readonly seat: Seat;
  readonly parts: RoomParts;
}

/** One change in the making, as `apply` hands it to the code that checks and makes it. */
export interface Writing<Seat extends number | null = number | null> extends Reading<Seat> {
  readonly now: number;
  /** Commits a new version with this status (unchanged by default); `actor`: the seat whose turn starts afresh. */
  commit(status?: GameStatus, actor?: number | null): void;
  /** A notice the change leads to, written to the outbox in its transaction. */
  notify(notice: Notice | null): void;
  /** Something to tell the sockets, sent once the change has committed (never, if it fails). */
  announce(send: () => void): void;
  mailContext(): MailContext;
}

/** The game before a change, as consequences() compares it with the game after. */
type Before = { status: GameStatus; waiting: Set<number>; endProposed: boolean; rematched: boolean };

function beforeChange(game: GameRow): Before {
  return { status: game.status, waiting: waitingOn(game), endProposed: game.endProposal !== null, rematched: game.rematchId !== null };
}

/** Who a change speaks for: a caller, a seat already known (a socket's), or the room itself (null). */
export type Who = Caller | number | null;

/**
 * The room's one write path and its parts. Every change is `write`: the game and the caller's seat
 * found, the change checked, made and committed in one transaction with what it leads to
 * (consequences.ts), then the same ending: the alarm set for the next due event, the D1 copy and
 * the mails and pushes handed on after the answer, under waitUntil, never awaited by a request, a
 * socket message or the alarm.
 */
// The core is its parts (room-parts.ts), each a field of its own, and the write path over them.
export interface RoomCore extends RoomParts {}
export class RoomCore {
  /** The parts as a change takes them (from its Writing). */
  readonly parts: RoomParts;
  /** Due events run one batch at a time (the alarm and a seat handed to a bot may both ask). */
  readonly dueRun = singleFlight(() => this.runDue());
  /** The D1 copy, then the mails handed on: after answers, under waitUntil. */
  private readonly delivery = singleFlight(() => this.deliver());
  private fairDeal: FairDeal | null;
  /** What the change in the making tells the sockets once it commits (Writing.announce). */
  private announced: (() => void)[] = [];
  /** The change in the making committed a new version: pushed once it commits. */
  private versionCommitted = false;

  private readonly db: D1Database;

  constructor(
    private readonly ctx: DurableObjectState,
    env: Env,
  ) {
    this.db = env.DB;
    const holdsTables = migrateRoomStorage(ctx.storage);
    this.parts = roomParts(ctx, env);
    Object.assign(this, this.parts);
    if (!holdsTables) this.store.holdsNothing();
    this.fairDeal = holdsTables ? readFairDeal(ctx.storage) : null;
  }

  get game(): GameRow | null {
    return this.store.game();
  }

  /**
   * A new game in this room (synchronous from its checks to its commit, so two calls can't both
   * create it), then the ending of a change; its answer (the seat links) waits for D1's copy (My games lists it).
   */
  async found(input: CreateRoomInput, { seed, fairDeal }: { seed: string; fairDeal: FairDeal }, hostTokenHash: string, rematch?: Rematch): Promise<RoomResult<string[]>> {
    if (this.game) return roomError(409, "GAME_EXISTS", "This game already exists.");
    const now = Date.now();
    const planned = planGame(input, seed, hostTokenHash, rematch?.of ?? null, now);
    if (!planned.ok) return planned;
    const { game, seatTokens } = planned.value;
    this.transaction(() => {
      foundGame(this.parts, input, planned.value, fairDeal);
      this.fairDeal = fairDeal;
      if (!rematch) return;
      const before = beforeChange(game);
      seatRematch(this.mailContext(game, now), this.outbox, rematch);
      this.commit(game, before, this.store.seats().every((row) => row.joinedAt !== null) ? "active" : "waiting", null, now);
    });
    await this.settle(true);
    return roomOk(seatTokens);
  }

  /** A read: the game and the caller's seat, if its guard lets the caller through. */
  async read<T, Seat extends number | null>(caller: Caller | null, guard: Guard<Seat>, reading: (r: Reading<Seat>) => RoomResult<T>): Promise<RoomResult<T>> {
    const game = this.game;
    if (!game) return notFound();
    const seat = caller && seatOf(this.store, caller);
    return guard.refuse(game, this.store, seat) ?? reading({ game, seat: seat as Seat, parts: this.parts });
  }

  /** A change and its ending; `copied`: the answer waits for D1's copy (a reader of D1 needs it next: who sits where). */
  async write<T, Seat extends number | null>(who: Who, guard: Guard<Seat>, change: (w: Writing<Seat>) => RoomResult<T>, copied = false): Promise<RoomResult<T>> {
    const result = this.apply(who, guard, change);
    if (result.ok) await this.settle(copied);
    return result;
  }

  /**
   * Finds the game and the caller's seat, asks the guard, then checks, changes and commits in one
   * transaction. `change` checks before it writes: a refusal it returns has changed nothing.
   */
  apply<T, Seat extends number | null>(who: Who, guard: Guard<Seat>, change: (w: Writing<Seat>) => RoomResult<T>): RoomResult<T> {
    const game = this.game;
    if (!game) return notFound();
    const seat = typeof who === "number" || who === null ? who : seatOf(this.store, who);
    const refused = guard.refuse(game, this.store, seat);
    if (refused) return refused;
    const now = Date.now();
    let commit: { status: GameStatus; actor: number | null } | null = null;
    const writing: Writing<Seat> = {
      game,
      seat: seat as Seat,
      parts: this.parts,
      now,
      commit: (status = game.status, actor = null) => void (commit = { status, actor }),
      notify: (notice) => notice && this.outbox.add(notice, now),
      mailContext: () => this.mailContext(game, now),
      announce: (send) => void this.announced.push(send),
    };
    let result: RoomResult<T> = notFound();
    this.transaction(() => {
      let before = beforeChange(game);
      result = change(writing);
      if (!result.ok) return;
      // Each version's consequences may play a plan, a move of its own that commits the next version (plans chain).
      for (let next = commit as { status: GameStatus; actor: number | null } | null; next; next = commit) {
        commit = null;
        const play = this.commit(game, before, next.status, next.actor, now);
        before = beforeChange(game);
        if (play) this.playPlan(writing, play.seat, play.action);
      }
    });
    return result;
  }

  /** A plan consequences() found to hold, played as the seat's move (logged by "plan"); it commits the next version. */
  private playPlan(w: Writing, seat: number, action: Action): void {
    const played = move(w, seat, action, "plan", null);
    // planHolds applied the same action to the same state: a refusal now is a fault, and rolls the change back.
    if (!played.ok) throw new Error(`seat ${seat}'s plan held but was refused: ${played.code}`);
  }

  /** A new version: stored, what it leads to recorded (consequences.ts), pushed to every socket once committed. Call inside a transaction. */
  private commit(game: GameRow, before: Before, status: GameStatus, actor: number | null, now: number): Consequences["play"] {
    game.version++;
    game.status = status;
    const seats = this.store.seats();
    const watching = this.sockets.watchingSeats();
    const channel = readChannel(this.ctx.storage);
    const heard = channel.connected ? { turnDue: this.due.get(dueKey("channel-turn")) !== null, endProposed: before.endProposed, rematched: before.rematched } : null;
    const next = consequences({ before, game, seats, actor, now, watching, plans: this.plans.all(), channel: heard, turnMailWaitMs: this.turns.mailWaitMs });
    for (const seat of next.dropPlans) this.plans.drop(seat);
    // Seats first: the turns they start and end are saved with the game's row, and a turn's clock
    // events follow from its seat's new deadline.
    for (const { seat, change } of next.seats) this.store.updateSeat(seat, change);
    this.store.saveGame(game);
    for (const key of next.dropDue) this.due.delete(key);
    for (const { key, at } of next.setDue) this.due.set(key, at);
    const ctx = this.mailContext(game, now);
    const noticesOf = (decision: NoticeDecision) =>
      decision.kind === "turn-push"
        ? [turnPush(ctx, decision.seat), ownWebhookTurn(ctx, decision.seat)]
        : decision.kind === "plan-played"
          ? [planPlayedPush(ctx, decision.seat)]
          : decision.kind === "channel"
            ? [channelNotice(ctx, channel, decision.news)]
            : [...gameOverNotices(ctx), ...gameOverPushes(ctx)];
    for (const decision of next.notices) for (const notice of noticesOf(decision)) if (notice) this.outbox.add(notice, now);
    this.versionCommitted = true;
    return next.play;
  }

  /**
   * The ending of every change: the alarm set for what is next; the D1 copy and the mails and
   * pushes handed on after the answer, under waitUntil, so nothing the room answers waits on the
   * outside (`copied`: the answer waits for the D1 copy alone, which is D1's, not the outside's).
   */
  private async settle(copied: boolean): Promise<void> {
    await this.alarm.update();
    const copy = this.d1.sync();
    this.ctx.waitUntil(this.delivery.run());
    if (copied) await copy;
    else this.ctx.waitUntil(copy);
  }

  /** After changes: D1's copy first (turn mails are checked against it), the mails and pushes, then the alarm for their retries. */
  private async deliver(): Promise<void> {
    const game = this.game;
    if (!game) return;
    await this.d1.sync();
    await this.mail.run(game.gameId);
    if (this.game) await this.alarm.update();
  }

  /** Settles when what follows the changes made so far is done (for tests, which read D1 and the mailbox after it). */
  async settled(): Promise<void> {
    await Promise.all([this.delivery.idle(), this.d1.idle()]);
  }

  /**
   * Due events, one change each, then one ending for them all: the room's own work, which never
   * waits on the outside. A D1 copy it was due for is awaited: an alarm whose run doesn't finish is
   * run again (at least once, Cloudflare says), so the copy can't be lost with the process.
   */
  private async runDue(): Promise<void> {
    let copyDue = false;
    /** Events that stay due until after the run (a copy): taken once. */
    const taken = new Set<string>();
    for (let handled = 0; handled < MAX_DUE_PER_RUN; handled++) {
      // Read afresh for each event: one that failed may have had the room reload the game.
      const game = this.game;
      if (!game) return; // removed, with all its storage
      const now = Date.now();
      const event = this.due.next(now, taken);
      if (!event) break;
      if (event.kind === "sync") {
        copyDue = true;
        taken.add(event.key);
      }
      try {
        const ran = this.apply(null, anyone, (w) => runDueEvent(w, event));
        if (!ran.ok) {
          console.error(`game ${game.gameId}: ${event.key} was refused (${ran.code}); tried again in an hour`);
          this.due.set(event.key, Date.now() + HOUR_MS, event.data);
        } else if (ran.value === "remove") {
          await this.remove(game, { type: "error", code: "GAME_EXPIRED", message: `Nobody started this game within ${UNSTARTED_GAME_DAYS} days, so it was cleared away.` });
        }
      } catch (error) {
        console.error(`game ${game.gameId}: ${event.key} failed, retrying`, error);
        this.due.set(event.key, now + DUE_RETRY_MS, event.data);
      }
    }
    await this.settle(copyDue);
  }

  /**
   * Removes an unstarted game for good: its index row, its channel's webhook, its sockets (told
   * why), and all its storage. From its first step, before anything is awaited, the room holds no
   * game: a change arriving meanwhile (a join) is answered 404 and copies nothing to D1; a copy
   * already under way lands before D1 forgets the game.
   */
  async remove(game: GameRow, why: ServerMessage): Promise<void> {
    this.store.setRemoving(true);
    try {
      await this.d1.idle();
      await removeFromIndex(this.db, game.gameId);
      await removeWebhook(this.db, gameOwner(game.gameId));
    } catch (error) {
      this.store.setRemoving(false);
      throw error;
    }
    this.sockets.closeWith(why, [1000, "cancelled"]);
    await this.alarm.clear();
    await this.ctx.storage.deleteAll();
    this.forgetStorage();
    this.store.setRemoving(false);
  }

  /** Drops what the room's parts hold of storage in memory: they read it again when next asked. */
  private forgetStorage(): void {
    this.store.forget();
    this.log.forget();
    this.talk.forget();
    this.due.forget();
    this.outbox.forget();
    this.plans.forget();
  }

  /**
   * One storage transaction, then what it tells the sockets: what the change announced, and the new
   * version (with the log entries and table notes it added) if it committed one. If it fails,
   * storage rolls back, and so does the room: what it holds in memory (the game, the seats read) is
   * read again from storage, and the sockets hear nothing of it.
   */
  private transaction(change: () => void): void {
    try {
      this.ctx.storage.transactionSync(() => {
        change();
        this.store.saveRow();
      });
    } catch (error) {
      this.announced = [];
      this.versionCommitted = false;
      this.forgetStorage();
      throw error;
    }
    const announced = this.announced;
    this.announced = [];
    for (const send of announced) send();
    const game = this.game;
    if (!this.versionCommitted || !game) return;
    this.versionCommitted = false;
    broadcast(this.talk, this.log, this.sockets, this.tableSnapshot(game), (seat) => this.viewerPart(seat));
  }

  /** A change's answer, built from its value and the game as it stands after it. */
  answer<T, U>(result: RoomResult<T>, build: (value: T, game: GameRow) => U): RoomResult<U> {
    if (!result.ok) return result;
    const game = this.game;
    return game ? roomOk(build(result.value, game)) : notFound();
  }

  /** The game as the seat (null: a spectator) sees it. */
  snapshotFor(game: GameRow, seat: number | null): GameSnapshot {
    return viewerSnapshot(this.tableSnapshot(game), this.viewerPart(seat));
  }

  /** The game as everyone at the table sees it (room-snapshot.ts). */
  tableSnapshot(game: GameRow): GameSnapshot {
    const settings = { fairDeal: this.fairDeal, suggestionsAllowed: this.suggestions.allowed, talkPublic: this.talk.spectatorsMayRead() };
    return tableSnapshot(game, this.store.seats(), settings, Date.now());
  }

  /** What the seat's snapshot says for it alone. */
  viewerPart(seat: number | null): ViewerPart {
    if (seat === null) return SPECTATOR;
    const row = this.store.seats()[seat];
    return { you: seat, mailsMuted: row?.mailsMuted ?? false, plan: ownPlan(this.plans.of(seat)), planLapse: row?.planLapse ?? null };
  }

  mailContext(game: GameRow, now: number): MailContext {
    return { game, seats: this.store.seats(), store: this.store, now, fairDeal: this.fairDeal, replies: this.replies };
  }

  recordOf(game: GameRow): GameRecord {
    return gameRecord(game, this.store.seats(), this.fairDeal, this.log.actions());
  }
}
