import { makePlan, toAct, type Plan, type PlanMode } from "../../game/engine/index.js";
import type { PlanInput, PlanRequest } from "../../protocol/schemas.js";
import type { OwnPlan } from "../../protocol/types.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";
import { move, staleVersion } from "./room-changes.js";
import type { Writing } from "./room-core.js";
import type { GameRow } from "./room-store.js";

/** A plan as the room keeps it: the engine's plan, how it is checked, and when it was left. */
export interface StoredPlan {
  plan: Plan;
  mode: PlanMode;
  at: number;
}

/**
 * The seats' plans (their next move left ready, engine/plan.ts), kept in the seats' table of the
 * room's own storage but apart from the seat rows RoomStore reads for every change. Private to each
 * seat: only its owner's snapshot carries it (RoomCore.snapshotFor); the log gets the move only once
 * it is played. Whether a plan holds when its turn comes is decided in consequences.ts.
 */
export class RoomPlans {
  /**
   * The plans as stored, read once and then kept up to date by this class's own writes (the room is
   * the only writer): every snapshot of a seat and every new version asks. A transaction that fails
   * calls forget(), since it may have changed them.
   */
  private kept: Map<number, StoredPlan> | null = null;

  constructor(private readonly sql: SqlStorage) {}

  /** Every seat's plan, by seat. */
  all(): ReadonlyMap<number, StoredPlan> {
    this.kept ??= new Map(this.sql.exec("SELECT seat, plan FROM seats WHERE plan IS NOT NULL").toArray().map((row) => [row.seat as number, JSON.parse(row.plan as string) as StoredPlan]));
    return this.kept;
  }

  of(seat: number): StoredPlan | null {
    return this.all().get(seat) ?? null;
  }

  set(seat: number, stored: StoredPlan): void {
    this.sql.exec("UPDATE seats SET plan = ? WHERE seat = ?", JSON.stringify(stored), seat);
    this.kept?.set(seat, stored);
  }

  drop(seat: number): void {
    if (this.kept && !this.kept.has(seat)) return;
    this.sql.exec("UPDATE seats SET plan = NULL WHERE seat = ?", seat);
    this.kept?.delete(seat);
  }

  /** A new game in tables made from nothing: no seat has a plan. */
  founded(): void {
    this.kept = new Map();
  }

  /** Drops what was read, so the next read comes from storage (after a transaction that failed, or the storage's deletion). */
  forget(): void {
    this.kept = null;
  }
}

/** The plan as its owner reads it (their snapshot, the answer to setting it). */
export function ownPlan(stored: StoredPlan | null): OwnPlan | null {
  if (!stored) return null;
  const { player: _, ...action } = stored.plan.action;
  return { action, mode: stored.mode, at: stored.at };
}

/** A seat's plan made against the table as it is: the engine's refusal (422, its reason) when the move could not be played now. */
export function planFor(game: GameRow, seat: number, input: PlanInput, now: number): RoomResult<StoredPlan> {
  const made = makePlan(game.state, { ...input.action, player: seat });
  if (!made.ok) return roomError(422, made.error.code, made.error.message);
  return roomOk({ plan: made.value, mode: input.mode, at: now });
}

/**
 * A seat playing the game (its guard) leaves its next move ready (null: cancels it), checked by the
 * engine against the table as it is. Left on the seat's own turn (it came while the plan was on its
 * way), it is the seat's move: played at once, so only if built on the game as it is (409 otherwise,
 * as /actions answers). A plan built before the seat's own last move was meant for the turn that
 * move played: refused too, or one intent would make two moves.
 */
export function leavePlan(w: Writing<number>, input: PlanRequest | null): RoomResult<{ seat: number; plan: OwnPlan | null }> {
  const { game, seat: own, now, parts: { plans, log } } = w;
  if (input === null) {
    plans.drop(own);
    return roomOk({ seat: own, plan: null });
  }
  const ownTurn = toAct(game.state).includes(own);
  if (input.version !== game.version && (ownTurn || input.version > game.version || log.movedSince(own, input.version))) return staleVersion();
  const made = planFor(game, own, input, now);
  if (!made.ok) return made;
  if (ownTurn) {
    plans.drop(own);
    const played = move(w, own, made.value.plan.action, "plan", null);
    return played.ok ? roomOk({ seat: own, plan: null }) : played;
  }
  plans.set(own, made.value);
  return roomOk({ seat: own, plan: ownPlan(made.value) });
}
