import { chooseAction } from "../../game/bots/index.js";
import {
  applyAction,
  asTheirTurn,
  cardOf,
  sameMove,
  squareColumn,
  squareRow,
  stateFromView,
  toAct,
  viewFor,
  type Action,
  type GameState,
  type Ingredient,
} from "../../game/engine/index.js";
import type { MoveOption } from "../mail/by-mail.js";
import { replySecret, replyTag } from "../mail/reply-address.js";
import { hashToken } from "../secrets/tokens.js";
import type { GameRow, SeatRow } from "./room-store.js";
import type { Suggestions } from "./suggestions.js";

/**
 * The secrets in the reply addresses of a seat's mails (reply-address.ts): one per mail, kept as
 * its hash with the game version it was sent at and the moves it offered by number. A secret is
 * revoked with the seat's link (it remembers the link it was minted under) and when the seat has
 * had KEPT_PER_SEAT newer mails. Key-value storage, so no table is made for games never mailed.
 */

const KEPT_PER_SEAT = 10;
/** Inbound Message-IDs already acted on are kept this long (a provider's retries come within hours). */
const SEEN_FOR_MS = 30 * 24 * 3600_000;
const SEEN_KEPT = 200;

export interface MailedReply {
  hash: string;
  seat: number;
  /** The seat's own link (hash) when it was minted: a replaced link revokes it. */
  seatKey: string;
  version: number;
  /** The moves the mail offered, first is 1. */
  moves: Action[];
  /** The moves are for the seat's next turn, offered while another plays: a number leaves one as its plan. */
  plan?: true;
  at: number;
}

const repliesKey = (seat: number) => `mail-replies:${seat}`;
const SEEN_KEY = "mail-replies-seen";

export class MailReplies {
  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly suggestions: Suggestions,
  ) {}

  /** The moves a turn mail to `seat` offers by number: none where the host did not allow suggested moves. */
  offers(game: GameRow, seat: number): Action[] {
    return this.suggestions.allowed && toAct(game.state).includes(seat) ? goodMoves(game, seat) : [];
  }

  /** The moves `seat` may leave as its plan while another plays (the table as it is, as if its turn had come): as offers. */
  planOffers(game: GameRow, seat: number): Action[] {
    if (!this.suggestions.allowed || toAct(game.state).includes(seat)) return [];
    return goodMoves(game, seat).filter((action) => action.type !== "chooseUpgrades");
  }

  /** A new reply address tag for a mail to `row`'s seat (null for a game id no tag can carry); `plan`: its moves are plans. Call inside a transaction. */
  mint(game: GameRow, row: SeatRow, moves: Action[], now: number, plan = false): string | null {
    const secret = replySecret();
    const tag = replyTag(game.gameId, secret);
    if (!tag) return null;
    const kept = this.storage.kv.get<MailedReply[]>(repliesKey(row.seat)) ?? [];
    const fresh: MailedReply = { hash: hashToken(secret), seat: row.seat, seatKey: row.tokenHash, version: game.version, moves, at: now, ...(plan && { plan: true as const }) };
    this.storage.kv.put(repliesKey(row.seat), [...kept, fresh].slice(-KEPT_PER_SEAT));
    return tag;
  }

  /** The mail a secret was minted for, unless revoked (the seat's link replaced since) or forgotten. */
  find(secret: string, seats: readonly SeatRow[]): MailedReply | null {
    const hash = hashToken(secret);
    for (const row of seats) {
      const found = this.storage.kv.get<MailedReply[]>(repliesKey(row.seat))?.find((reply) => reply.hash === hash);
      if (found) return found.seatKey === row.tokenHash ? found : null;
    }
    return null;
  }

  /** Whether an inbound message was taken before; else notes it as taken (before it is acted on). */
  seenBefore(messageId: string, now: number): boolean {
    const hash = hashToken(messageId);
    const seen = (this.storage.kv.get<[string, number][]>(SEEN_KEY) ?? []).filter(([, at]) => now - at < SEEN_FOR_MS);
    if (seen.some(([known]) => known === hash)) return true;
    this.storage.kv.put(SEEN_KEY, [...seen, [hash, now]].slice(-SEEN_KEPT));
    return false;
  }
}

const OFFERED = 3;

/**
 * Up to three good moves for a seat, from the bots on the seat's own view (R-11: nothing hidden goes
 * in) of the table as it is, with the seat to act (its turn, or the next one, for a plan): the
 * medium bot's (the page's "Suggest a move"), the hard bot's, then the easy bot's looser choices,
 * each move once.
 */
function goodMoves(game: GameRow, seat: number): Action[] {
  if (game.status !== "active") return [];
  const state = asTheirTurn(stateFromView(viewFor(game.state, seat)), seat);
  const moves: Action[] = [];
  const offer = (action: Action) => {
    if (moves.length < OFFERED && !moves.some((known) => sameMove(known, action))) moves.push(action);
  };
  const seed = `${game.gameId}|${game.version}`;
  try {
    offer(chooseAction(state, { level: "medium" }, seed, seat));
    offer(chooseAction(state, { level: "hard" }, seed, seat));
    for (let i = 0; i < 3; i++) offer(chooseAction(state, { level: "easy" }, `${seed}|${i}`, seat));
  } catch (error) {
    // A bot's fault costs the mail its offered moves, never the mail itself.
    console.error(`game ${game.gameId}: no moves offered by mail`, error);
  }
  return moves;
}

/** A move as the mail words it: where the meeple goes and what the move brings. */
export function moveOption(state: GameState, action: Action): MoveOption {
  if (action.type === "chooseUpgrades") return { kind: "upgrades", upgrades: action.upgrades };
  if (action.type === "place") {
    return { kind: "place", row: squareRow(action.square) + 1, column: squareColumn(action.square) + 1, ingredient: state.board[action.square] as Ingredient, cup: action.cup + 1 };
  }
  const square = action.path.at(-1) ?? state.players[action.player].meeples[action.meeple ?? 0] ?? 0;
  const applied = applyAction(asTheirTurn(stateFromView(viewFor(state, action.player)), action.player), action);
  const events = applied.ok ? applied.value.events : [];
  const collects = events.flatMap((event) =>
    event.type === "moved" ? Object.entries(event.collected).flatMap(([ingredient, count]) => Array<Ingredient>(count ?? 0).fill(ingredient as Ingredient)) : [],
  );
  const completes = events.flatMap((event) => (event.type === "orderCompleted" ? [cardOf(state.options.edition, event.card).name] : []));
  return { kind: "turn", row: squareRow(square) + 1, column: squareColumn(square) + 1, collects: [...new Set(collects)], completes, activates: action.activate ?? null };
}
