import { cardOf, positionInQueue, recipeOf } from "./cards.js";
import { compact, total, type Counts } from "./counts.js";
import type { Ingredient } from "./data/ingredients.js";
import { rulesFor } from "./rules.js";
import { QUEUE_POSITIONS, type GameState } from "./types.js";

/** How far one cup is from an order's recipe. */
export interface CupDistance {
  cup: number;
  /** Tokens the recipe needs that the cup lacks (after emptying it, when it holds extras). */
  missing: Counts;
  /** Tokens the recipe doesn't take: the cup must be emptied before it can match (§3.4 "exactly"). */
  extra: Counts;
  /** Tokens still to collect: the whole recipe when the cup must be emptied first; 0 when it matches. */
  needed: number;
}

/** What the outlook reads of a game: the public part, so a spectator's view (GameView) will do. */
export type SeenGame = Pick<GameState, "options" | "players" | "phase" | "current">;

/** What a player should know about an order card in a queue: its worth, its time left, the nearest cups. */
export interface CardOutlook {
  recipe: Counts;
  specialty: boolean;
  /** Points a completed card scores (a like), and a dropped one (a dislike): the edition's scoring (§1). */
  likePoints: number;
  dislikePoints: number;
  /** Ends of the owner's turns (flow of time, §3.5) until the card leaves position 4; null: it never drops. */
  dropsAfterTurns: number | null;
  /** The owner is playing now: the first of those turns is the current one. */
  ownerActsNow: boolean;
  /** The given cups, nearest to the recipe first: fewest tokens still needed, then one that needs no emptying, then by number. */
  cups: CupDistance[];
}

/** Splits `cup` against `recipe`: what is missing and what is extra. */
function distance(cup: number, contents: Counts, recipe: Counts): CupDistance {
  const missing: Counts = {};
  const extra: Counts = {};
  for (const key of new Set([...Object.keys(contents), ...Object.keys(recipe)]) as Set<Ingredient>) {
    const difference = (recipe[key] ?? 0) - (contents[key] ?? 0);
    if (difference > 0) missing[key] = difference;
    if (difference < 0) extra[key] = -difference;
  }
  const mustEmpty = total(extra) > 0;
  return { cup, missing: mustEmpty ? compact(recipe) : missing, extra, needed: mustEmpty ? total(recipe) : total(missing) };
}

/**
 * The outlook of `card` in `owner`'s queue, measured against `cups` (the viewer's cups, or a turn's
 * previewed ones). A card at position p (1–4) drops at the end of the owner's (5 − p)th turn from
 * now, since each of the owner's turns ends with the flow of time (§3.5); Junior Barista has no flow
 * of time (§6, R-17), so its cards never drop.
 */
export function cardOutlook(game: SeenGame, owner: number, card: number, cups: readonly Counts[]): CardOutlook {
  const rules = rulesFor(game.options);
  const { edition } = game.options;
  const recipe = recipeOf(edition, card);
  const position = positionInQueue(game.players[owner].queue, card);
  const ownerActsNow = game.phase === "turns" && game.current === owner;
  return {
    recipe: compact(recipe),
    specialty: cardOf(edition, card).specialty,
    likePoints: rules.edition.scoring.like,
    dislikePoints: rules.edition.scoring.dislike,
    dropsAfterTurns: rules.flowOfTime && position >= 0 ? QUEUE_POSITIONS - position : null,
    ownerActsNow,
    cups: cups.map((contents, cup) => distance(cup, contents, recipe)).sort((a, b) => a.needed - b.needed || total(a.extra) - total(b.extra) || a.cup - b.cup),
  };
}
