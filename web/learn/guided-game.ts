import { inputOf } from "../../protocol/action-input.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot, LoggedAction, SeatInfo } from "../../protocol/types.js";
import { applyAction, sameMove, viewFor, type Action, type EngineError, type GameEvent, type GameState } from "../../game/engine/index.js";
import { LEARNER, shortestScript, type GuidedStep } from "./guided-deal.js";

/** What became of one try of the learner. */
export type Try =
  /** The engine refused it: the rule it broke. */
  | { outcome: "refused"; error: EngineError }
  /** Legal, but not the move this step teaches: nothing changed. */
  | { outcome: "otherMove" }
  /** Played; the events of the learner's move and of the bot's replies. */
  | { outcome: "played"; events: GameEvent[] };

/** The id the guided game's drafts and "seen" marks are stored under (never a real game's: those are 22 characters). */
export const LEARN_GAME_ID = "learn";

/**
 * The guided first game, played in the browser on the real engine: the learner's tries are
 * judged by `applyAction`, the bot's replies are the medium bot's choices, and the script
 * (`guided-deal.ts`) says which move each step teaches. A legal move other than the step's is
 * turned down without being played, so the lessons still come in the order the script promises.
 */
export class GuidedGame {
  private index = 0;
  private current: GameState;
  private readonly entries: LoggedAction[] = [];
  private lastEvents: GameEvent[] = [];

  constructor(readonly steps: readonly GuidedStep[] = shortestScript()) {
    this.current = steps[0].state;
  }

  /** The game with its first `count` steps played as the script plays them (a reloaded page picks up there). */
  static after(count: number, steps: readonly GuidedStep[] = shortestScript()): GuidedGame {
    const game = new GuidedGame(steps);
    while (game.stepIndex < Math.min(count, steps.length)) game.try(inputOf(steps[game.stepIndex].action));
    return game;
  }

  /** The number of the step the learner is on (0-based); `steps.length` once every step is played. */
  get stepIndex(): number {
    return this.index;
  }

  get finished(): boolean {
    return this.index >= this.steps.length;
  }

  get step(): GuidedStep | null {
    return this.steps[this.index] ?? null;
  }

  get state(): GameState {
    return this.current;
  }

  /** The move this step asks for, as the composers build it; null once finished. */
  get aim(): ActionInput | null {
    const step = this.step;
    return step ? inputOf(step.action) : null;
  }

  /** What happened since the learner's last try was played: their move's events and the bot's replies. */
  get events(): readonly GameEvent[] {
    return this.lastEvents;
  }

  get log(): readonly LoggedAction[] {
    return this.entries;
  }

  /** The learner's try: judged by the engine, then compared with the step's move by what it does. */
  try(input: ActionInput): Try {
    const step = this.step;
    if (!step) return { outcome: "refused", error: { code: "GAME_OVER", message: "The game is over." } };
    const action = { ...input, player: LEARNER } as Action;
    const applied = applyAction(this.current, action);
    if (!applied.ok) return { outcome: "refused", error: applied.error };
    if (!sameMove(action, step.action, this.current.options.edition)) return { outcome: "otherMove" };
    // The same move (completions ticked in another order, or an equal card completed) is played as the script words it, so the bot's replies stay the script's.
    const scripted = applyAction(this.current, step.action);
    if (!scripted.ok) throw new Error(`The script's move was refused: ${scripted.error.message}`);
    this.lastEvents = [];
    this.play(step.action, scripted.value.state, scripted.value.events);
    for (const reply of step.replies) {
      const answered = applyAction(this.current, reply);
      if (!answered.ok) throw new Error(`The bot's reply was refused: ${answered.error.message}`);
      this.play(reply, answered.value.state, answered.value.events);
    }
    this.index++;
    return { outcome: "played", events: this.lastEvents };
  }

  private play(action: Action, state: GameState, events: GameEvent[]): void {
    this.entries.push({ seq: this.entries.length + 1, action, events, at: Date.now(), by: "player" });
    this.lastEvents.push(...events);
    this.current = state;
  }

  /**
   * The game as the table draws it, from the learner's seat. Once the lesson is over nobody is
   * to act (the table shows no composer), though the deal itself could go on.
   */
  snapshot(names: { you: string; bot: string }): GameSnapshot {
    const seats: SeatInfo[] = this.current.players.map((_, seat) =>
      seat === LEARNER ? { seat, name: names.you, joined: true } : { seat, name: names.bot, joined: true, bot: "medium" },
    );
    const view = viewFor(this.current, LEARNER);
    return {
      gameId: LEARN_GAME_ID,
      version: this.entries.length,
      status: this.current.phase === "ended" ? "ended" : "active",
      seats,
      you: LEARNER,
      invitedSeat: null,
      view: this.finished ? { ...view, toAct: [] } : view,
    };
  }
}
