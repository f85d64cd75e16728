import { QUEUE_POSITIONS, UPGRADE_COST_IN_LIKES, cardOf, lastSeat, recipeOf, scoreOf, type GameState, type UpgradeId } from "../engine/index.js";
import { futureAfter, tokenValue, type Outlook } from "./outlook.js";
import { assign, chooseCompletions, Horizon } from "./cup-orders.js";
import { WIDTH, fromCounts, isZero, keyOf, sum, within, type Vec } from "./vectors.js";

/**
 * How a player's position after a turn is scored, in points: the score it already has, its speed
 * tokens, and for every order left in its queue the points it is expected to bring — a like if it
 * gets done in time, a dislike if it falls out of position 4 — given the cup best suited to it.
 * Orders nearest to falling out weigh most: a cup one token short of an urgent order is worth
 * nearly the whole like, an urgent order nobody works on nearly the whole dislike. The mobility
 * term adds what the meeples could collect toward those orders on the next turn.
 */

export interface Weights {
  /** Ingredients a player gets into one order per turn, on average (sets completion odds). */
  capacity: number;
  /** Spread of the completion odds around that capacity. */
  spread: number;
  /** Weight of the next turn's best reachable collection (0 turns it off). */
  mobility: number;
  /** Points for each card an order surge pushes onto an opponent. */
  surge: number;
  /**
   * What a like is worth per turn it is put off (a like now beats a like later: the cup is busy
   * meanwhile and plans fail); without it an order one token short is never worth finishing.
   */
  patience: number;
  /** Likes a game-ending turn is worth when it leaves the player winning (less when shared; lost, negative). */
  win: number;
}

export const DEFAULT_WEIGHTS: Weights = { capacity: 1.8, spread: 0.8, mobility: 0.5, surge: 0.15, patience: 0.9, win: 2.5 };

/** An order card in the player's queue. */
export interface CardSlot {
  id: number;
  recipe: Vec;
  size: number;
  specialty: boolean;
  /** Queue position (0–3) before this turn's flow of time. */
  position: number;
}

/** A position after the turn's pours, fully scored. */
export interface Leaf {
  /** Tells leaves apart (a serial number within one appraisal). */
  id: number;
  /** Points the position is worth, without mobility and without speed tokens spent on the move. */
  value: number;
  /** Completions as (cup, index into the appraisal's cards). */
  completions: { cup: number; card: number }[];
  /** Worth of one speed token in this position. */
  tokenValue: number;
  /** The player's turns after this one (0: this turn ends the game for them). */
  future: number;
  /** Cups after completing orders. */
  cups: Vec[];
  /** The order each cup works toward next (index into cards), or -1. */
  pick: number[];
  /** The most the mobility term can add. */
  mobilityBound: number;
  /** The paired orders' needs, filled in when mobility is first asked for. */
  pairs?: { at: number[]; count: number[]; gain: number; turnsLeft: number }[];
}

/** Everything fixed for one decision of one player. */
export class Appraisal {
  readonly cards: CardSlot[];
  readonly cups: Vec[];
  readonly likes: number;
  readonly dislikes: number;
  readonly tokens: number;
  readonly upgrades: number;
  /** Each opponent's score, likes and speed tokens (points include a last turn still to play). */
  private readonly rivals: { points: number; likes: number; tokens: number }[];
  private readonly leaves = new Map<number, Map<number, Map<number, Leaf>>>();
  private readonly odds: number[][];
  /** Discount of a like by the turns it takes to finish an order missing m tokens. */
  private readonly delay: number[];
  private leafCount = 0;
  private readonly after: Horizon;
  private before: Horizon | null = null;
  private readonly emptyKey = 0;

  constructor(
    state: GameState,
    readonly player: number,
    readonly outlook: Outlook,
    readonly weights: Weights,
  ) {
    const me = state.players[player];
    const edition = state.options.edition;
    this.cards = [];
    for (let position = QUEUE_POSITIONS - 1; position >= 0; position--) {
      for (const id of me.queue[position]) {
        const recipe = fromCounts(recipeOf(edition, id));
        this.cards.push({ id, recipe, size: sum(recipe), specialty: cardOf(edition, id).specialty, position });
      }
    }
    this.cups = me.cups.map(fromCounts);
    // The others' standing, and whether they still play if the game ends with this turn (§4).
    const n = state.players.length;
    const last = lastSeat(state);
    const after = new Set<number>();
    for (let seat = (player + 1) % n; player !== last; seat = (seat + 1) % n) {
      after.add(seat);
      if (seat === last) break;
    }
    this.rivals = state.players.flatMap((other, seat) => {
      if (seat === player) return [];
      const score = scoreOf(state, outlook.rules, seat);
      return [{ points: score.total + (after.has(seat) ? RIVAL_LAST_TURN * outlook.like : 0), likes: score.likes, tokens: score.speedTokens }];
    });
    this.likes = me.likes.length;
    this.dislikes = me.dislikes.length;
    this.tokens = me.speedTokens;
    this.upgrades = me.upgrades.filter((tile) => tile.active).length;
    this.odds = oddsTable(weights);
    this.delay = Array.from({ length: 9 }, (_, m) => weights.patience ** Math.max(1, Math.ceil(m / weights.capacity)));
    this.after = new Horizon(this, outlook.futureTurns, tokenValue(outlook, outlook.futureTurns), false);
  }

  /**
   * A position's value before any pour, no order completed nor worked on (orders at position 4
   * counted as missed): the base that `gainByMissing` adds to. `leaf` values never exceed the base plus
   * the best assignment of cup gains when `boundsHold` (the turn cannot end the game early).
   */
  get base(): number {
    if (this.baseValue === null) {
      const { outlook } = this;
      const h = this.after;
      const missed = h.turnsLeft.filter((t) => t <= 0).length;
      this.baseValue =
        outlook.like * this.likes +
        outlook.upgrade * this.upgrades -
        outlook.dislike * (this.dislikes + missed) +
        h.token * (this.tokens + missed) +
        h.aloneTotal;
    }
    return this.baseValue;
  }

  private baseValue: number | null = null;

  /** Whether every leaf's future is the outlook's (so `base` + gains bound the leaves). */
  get boundsHold(): boolean {
    const { outlook } = this;
    if (outlook.lastTurn || outlook.futureTurns === 0) return false; // every leaf ends the game: ending bonuses vary
    const rules = outlook.rules;
    const missed = this.after.turnsLeft.filter((t) => t <= 0).length;
    if (rules.flowOfTime && this.dislikes + missed >= rules.dislikesToClose) return false;
    if (rules.closeWhenQueueCleared) return this.cards.length > 3;
    const most = 3 * rules.surgeRecipients + (rules.drawAfterFlow ? 1 : 0);
    return outlook.deckSize > most;
  }

  /**
   * Per order, what a cup adds to `base` when it works toward the order and still misses m tokens
   * (index m): m = 0 completes it — a like, its speed token, the surge, the dislike it saves, and
   * the emptied cup free for another order.
   */
  gainByMissing(k: number): Float64Array {
    this.missingGains ??= [];
    let gains = this.missingGains[k];
    if (gains) return gains;
    const h = this.after;
    const card = this.cards[k];
    gains = new Float64Array(card.size + 1);
    const { outlook } = this;
    const empty = h.row(new Array<number>(WIDTH).fill(0), this.emptyKey);
    const extra = this.weights.surge * outlook.rules.surgeRecipients + (empty.best.length > 0 ? empty.gain[empty.best[0]] : 0);
    const saved = h.turnsLeft[k] <= 0 ? outlook.dislike - h.token : -h.alone[k];
    gains[0] = h.done[k] + extra + saved;
    for (let m = 1; m <= card.size; m++) {
      gains[m] = h.turnsLeft[k] <= 0 ? 0 : Math.max(0, this.orderValue(card, m, h.turnsLeft[k], h.future, h.token) - h.alone[k]);
    }
    this.missingGains[k] = gains;
    return gains;
  }

  private missingGains: Float64Array[] | undefined;

  /**
   * The most a cup holding `content` can add to `base` (completing an order it matches, or its
   * best pairing): a leaf is worth at most `base` plus this over its three cups.
   */
  contentBound(content: Vec, key: number): number {
    const row = this.after.row(content, key);
    let bound = row.best.length > 0 ? row.gain[row.best[0]] : 0;
    for (const k of row.matches) bound = Math.max(bound, this.gainByMissing(k)[0]);
    return bound;
  }

  /**
   * The most mobility can add to any leaf: each of three paired orders completed next turn from
   * its worst expectation.
   */
  get mobilityCap(): number {
    if (this.mobilityCapValue === null) {
      const h = this.after;
      const gains = this.cards.map((_, k) => (h.turnsLeft[k] > 0 ? h.done[k] - h.alone[k] : 0)).sort((a, b) => b - a);
      this.mobilityCapValue = this.weights.mobility * gains.slice(0, 3).reduce((a, b) => a + Math.max(0, b), 0);
    }
    return this.mobilityCapValue;
  }

  private mobilityCapValue: number | null = null;

  /** Leaves scored so far (for tests and tuning). */
  get leavesScored(): number {
    return this.leafCount;
  }

  /** Probability of completing an order missing `missing` tokens within `turns` turns. */
  chance(missing: number, turns: number): number {
    if (turns <= 0) return 0;
    if (missing <= 0) return 1;
    return this.odds[Math.min(missing, 8)][Math.min(turns, 8)];
  }

  /** Expected points of an order missing `missing` tokens with `turnsLeft` turns to go and `future` turns in the game. */
  orderValue(card: CardSlot, missing: number, turnsLeft: number, future: number, token: number): number {
    const turns = Math.min(turnsLeft, future);
    if (turns <= 0) return 0;
    const p = this.chance(missing, turns);
    const done = this.outlook.like + (card.specialty ? token : 0);
    const dropped = turnsLeft <= future ? (1 - p) * (token - this.outlook.dislike) : 0;
    return p * done * this.delay[Math.min(missing, 8)] + dropped;
  }

  /** Scores the position reached by pouring into cups with these contents and keys (before completions). Memoised. */
  leaf(cups: Vec[], keys: number[]): Leaf {
    let level1 = this.leaves.get(keys[0]);
    if (!level1) this.leaves.set(keys[0], (level1 = new Map()));
    let level2 = level1.get(keys[1]);
    if (!level2) level1.set(keys[1], (level2 = new Map()));
    let leaf = level2.get(keys[2]);
    if (!leaf) {
      leaf = this.scoreLeaf(cups, keys);
      level2.set(keys[2], leaf);
    }
    return leaf;
  }

  private scoreLeaf(poured: Vec[], keys: number[]): Leaf {
    const { outlook, cards } = this;
    const horizon = this.after;
    const rows = poured.map((cup, c) => horizon.row(cup, keys[c]));
    const completions = chooseCompletions(rows.map((row) => row.matches), cards);
    const cups = poured.map((cup, c) => (completions.some((x) => x.cup === c) ? new Array<number>(WIDTH).fill(0) : cup));
    let specialties = 0;
    let missed = 0;
    let aloneLost = 0;
    const completed = new Uint8Array(cards.length);
    for (const { card } of completions) {
      completed[card] = 1;
      if (cards[card].specialty) specialties++;
      aloneLost += horizon.alone[card];
    }
    let remaining = 0;
    for (let k = 0; k < cards.length; k++) {
      if (completed[k]) continue;
      if (horizon.turnsLeft[k] <= 0) missed++;
      else remaining++;
    }
    let future = futureAfter(outlook, completions.length, this.dislikes + missed);
    if (outlook.rules.closeWhenQueueCleared && remaining === 0) future = 0;
    const token = future === horizon.future ? horizon.token : tokenValue(outlook, future);
    let value =
      outlook.like * (this.likes + completions.length) +
      outlook.upgrade * this.upgrades -
      outlook.dislike * (this.dislikes + missed) +
      token * (this.tokens + specialties + missed) +
      this.weights.surge * completions.length * outlook.rules.surgeRecipients;
    if (future === 0) {
      const likes = this.likes + completions.length;
      const points = outlook.like * likes + outlook.upgrade * this.upgrades - outlook.dislike * (this.dislikes + missed);
      value += this.endingBonus(points, likes, this.tokens + specialties + missed);
    }
    const pick = [-1, -1, -1];
    let mobilityBound = 0;
    if (future > 0 && future === horizon.future && remaining > 0) {
      const cupRows = cups.map((cup, c) => (completions.some((x) => x.cup === c) ? horizon.row(cup, this.emptyKey) : rows[c]));
      value += horizon.aloneTotal - aloneLost + assign(cupRows, completed, pick);
      if (this.weights.mobility > 0) {
        for (let c = 0; c < pick.length; c++) {
          const k = pick[c];
          if (k < 0) continue;
          const expected = horizon.alone[k] + cupRows[c].gain[k];
          mobilityBound += Math.max(horizon.done[k] - expected, 0.1 * outlook.like * cards[k].size);
        }
        mobilityBound *= this.weights.mobility;
      }
    }
    return { id: ++this.leafCount, value, completions, tokenValue: token, future, cups, pick, mobilityBound };
  }

  /**
   * When the game ends with this turn: a bonus for ending it ahead (by score, then likes, then
   * speed tokens, §4), half of it for a shared lead, and as much off for ending it behind. A
   * position's expectations vanish when the game ends, so without it a bot would never end a game
   * it leads (nor race to clear its queue in Junior Barista).
   */
  endingBonus(points: number, likes: number, tokens: number): number {
    let outcome = 1;
    for (const rival of this.rivals) {
      const cmp = points - rival.points || likes - rival.likes || tokens - rival.tokens;
      if (cmp < 0) return -this.weights.win * this.outlook.like;
      if (cmp === 0) outcome = 0.5;
    }
    return outcome * this.weights.win * this.outlook.like;
  }

  /**
   * A position before any turn is taken (meeple placement): the orders' expected value with the
   * best use of the cups, plus what the meeples on `squares` could collect on the first turn.
   */
  standing(cups: Vec[], squares: readonly number[], table: Vec[][]): number {
    const future = this.outlook.futureTurns + 1;
    this.before ??= new Horizon(this, future, tokenValue(this.outlook, future), true);
    const horizon = this.before;
    const rows = cups.map((cup) => horizon.row(cup, keyOf(cup)));
    const pick = [-1, -1, -1];
    const value = horizon.aloneTotal + assign(rows, new Uint8Array(this.cards.length), pick);
    const leaf: Leaf = { id: 0, value, completions: [], tokenValue: horizon.token, future, cups, pick, mobilityBound: 0 };
    return value + this.mobilityIn(horizon, leaf, squares, table);
  }

  /**
   * What the best collection reachable next turn from `squares` would add: completing a paired
   * order counts its whole remaining worth, partial progress a little.
   */
  mobility(leaf: Leaf, squares: readonly number[], table: Vec[][]): number {
    if (leaf.future !== this.after.future) return 0;
    return this.mobilityIn(this.after, leaf, squares, table);
  }

  private mobilityIn(horizon: Horizon, leaf: Leaf, squares: readonly number[], table: Vec[][]): number {
    if (this.weights.mobility === 0 || leaf.future <= 0) return 0;
    const partial = 0.1 * this.outlook.like;
    // The paired orders, most urgent first, with what each still needs and stands to gain.
    let pairs = leaf.pairs;
    if (!pairs) {
      pairs = [];
      for (let c = 0; c < leaf.pick.length; c++) {
        const k = leaf.pick[c];
        if (k < 0) continue;
        const card = this.cards[k];
        const cup = leaf.cups[c];
        const fits = !isZero(cup) && within(cup, card.recipe);
        const need = card.recipe.map((count, i) => count - (fits ? cup[i] : 0));
        const row = horizon.row(cup, keyOf(cup));
        const gain = Math.max(horizon.done[k] - (horizon.alone[k] + row.gain[k]), partial * sum(need));
        const at: number[] = [];
        const count: number[] = [];
        need.forEach((n, i) => {
          if (n > 0) {
            at.push(i);
            count.push(n);
          }
        });
        pairs.push({ at, count, gain, turnsLeft: horizon.turnsLeft[k] });
      }
      pairs.sort((a, b) => a.turnsLeft - b.turnsLeft);
      leaf.pairs = pairs;
    }
    if (pairs.length === 0) return 0;
    let most = 0;
    for (const pair of pairs) most += pair.gain;
    let best = 0;
    const rest = new Array<number>(WIDTH);
    for (const square of squares) {
      for (const reach of table[square]) {
        for (let i = 0; i < WIDTH; i++) rest[i] = reach[i];
        let gain = 0;
        for (const pair of pairs) {
          let covered = 0;
          let full = true;
          const { at, count } = pair;
          for (let j = 0; j < at.length; j++) {
            const i = at[j];
            const got = rest[i] < count[j] ? rest[i] : count[j];
            covered += got;
            if (got < count[j]) full = false;
            rest[i] -= got;
          }
          gain += full ? pair.gain : partial * covered;
        }
        if (gain > best) {
          best = gain;
          if (best >= most - 1e-9) return this.weights.mobility * best;
        }
      }
    }
    return this.weights.mobility * best;
  }

  /** Points an upgrade activation is worth now: its score minus the likes, plus its future help. */
  activationValue(upgrade: UpgradeId, future: number): number {
    const { outlook } = this;
    return outlook.upgrade - UPGRADE_COST_IN_LIKES * outlook.like + outlook.like * UPGRADE_HELP[upgrade] * future;
  }
}

/** Likes an opponent who still has a last turn to play is expected to gain in it. */
const RIVAL_LAST_TURN = 0.4;

/** Likes an active upgrade is worth per later turn: rough estimates (Diagonal Movement and Double Destination help most). */
export const UPGRADE_HELP: Record<UpgradeId, number> = {
  diagonalMovement: 0.25,
  doubleDestination: 0.25,
  doubleMeeples: 0.15,
  doubleSpecialties: 0.15,
  doubleCorners: 0.1,
  jump: 0.12,
};

/** Completion odds by tokens missing and turns left: a logistic curve around the capacity. */
function oddsTable(weights: Weights): number[][] {
  const table: number[][] = [];
  for (let m = 0; m <= 8; m++) {
    const row: number[] = [];
    for (let t = 0; t <= 8; t++) {
      row.push(t === 0 ? 0 : m === 0 ? 1 : 1 / (1 + Math.exp(-(weights.capacity * t - m + 0.5) / weights.spread)));
    }
    table.push(row);
  }
  return table;
}
