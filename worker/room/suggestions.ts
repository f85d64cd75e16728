import { inputOf } from "../../protocol/action-input.js";
import type { ActionBy, SuggestionResponse } from "../../protocol/types.js";
import { suggestedMove } from "../../game/bots/index.js";
import { sameMove, toAct, viewFor, type Action } from "../../game/engine/index.js";
import type { GameRow } from "./room-store.js";
import { roomError, roomOk, type RoomResult } from "./room-result.js";

/**
 * "Suggest a move": the medium bot's choice for a seat to act, returned to that seat and never
 * played for it. The bot is given only the seat's own view, so the answer cannot carry what the
 * seat may not see. The room remembers the last suggestion per seat and version (key-value
 * storage): a move equal to it is logged as a suggestion taken unchanged.
 */

const ALLOWED_KEY = "suggestions-allowed";
const givenKey = (seat: number) => `suggestion:${seat}`;
const rateKey = (seat: number) => `suggestion-rate:${seat}`;

/** Suggestions computed per seat and window (asking again on the same version is free): bots cost CPU. */
export const SUGGESTION_LIMIT = 20;
export const SUGGESTION_WINDOW_MS = 10 * 60_000;

/** On in games against bots; in games among people only when the host allowed it at creation. */
export function suggestionsAllowedAtCreation(allowSuggestions: boolean | undefined, botSeats: number): boolean {
  return allowSuggestions === true || botSeats > 0;
}

interface Given {
  version: number;
  action: Action;
}

export class Suggestions {
  constructor(private readonly storage: DurableObjectStorage) {}

  /** Read once per wake: every snapshot says it, and it never changes after creation. */
  private allowedCache: boolean | null = null;
  /** The suggestions given, by seat, as far as read (the room is their only writer). */
  private readonly givenCache = new Map<number, Given | null>();

  get allowed(): boolean {
    this.allowedCache ??= this.storage.kv.get<boolean>(ALLOWED_KEY) ?? false;
    return this.allowedCache;
  }

  /** Call inside the creating transaction. A new game's storage holds no setting, which reads as off: only "on" is written. */
  setAllowed(allowed: boolean): void {
    if (allowed) this.storage.kv.put(ALLOWED_KEY, true);
    this.allowedCache = allowed;
  }

  /** The suggestion for `seat` (a seat playing the game: its guard) on the game's current version, or why there is none. */
  suggest(game: GameRow, seat: number, now: number): RoomResult<SuggestionResponse> {
    if (!this.allowed) return roomError(403, "SUGGESTIONS_OFF", "The host did not allow suggested moves in this game.");
    if (!toAct(game.state).includes(seat)) return roomError(409, "NOT_YOUR_TURN", "It is not your turn: a move can be suggested when it is.");
    const given = this.given(seat);
    if (given?.version === game.version) return roomOk(answer(given));
    const limited = this.count(seat, now);
    if (limited) return limited;
    // Only what the seat may see goes into the bot: never the deck's order, nor another player's hidden data.
    const action = suggestedMove(viewFor(game.state, seat), game.gameId, game.version, seat);
    return roomOk(answer(this.gave(seat, game.version, action)));
  }

  /** Notes a suggestion given (here, or as a turn mail's numbered move its reader chose): a move equal to it is logged as a suggestion taken. */
  gave(seat: number, version: number, action: Action): Given {
    const fresh: Given = { version, action };
    this.storage.kv.put(givenKey(seat), fresh);
    this.givenCache.set(seat, fresh);
    return fresh;
  }

  /** "suggestion" when the seat's move equals the suggestion the room gave it for this version, else "player". */
  byOf(game: GameRow, action: Action): ActionBy {
    const given = this.given(action.player);
    return given?.version === game.version && sameMove(given.action, action) ? "suggestion" : "player";
  }

  /** The last suggestion given to a seat, read once per wake: every move asks. */
  private given(seat: number): Given | null {
    if (!this.givenCache.has(seat)) this.givenCache.set(seat, this.storage.kv.get<Given>(givenKey(seat)) ?? null);
    return this.givenCache.get(seat)!;
  }

  private count(seat: number, now: number): RoomResult<never> | null {
    const rate = this.storage.kv.get<{ since: number; count: number }>(rateKey(seat));
    const current = rate && now - rate.since < SUGGESTION_WINDOW_MS ? rate : { since: now, count: 0 };
    if (current.count >= SUGGESTION_LIMIT) {
      const retryAfter = Math.max(1, Math.ceil((current.since + SUGGESTION_WINDOW_MS - now) / 1000));
      return roomError(429, "SUGGESTING_TOO_FAST", `You asked for many suggestions: wait ${retryAfter} seconds before the next one.`, retryAfter);
    }
    this.storage.kv.put(rateKey(seat), { since: current.since, count: current.count + 1 });
    return null;
  }
}

function answer({ version, action }: Given): SuggestionResponse {
  return { version, action: inputOf(action) };
}
