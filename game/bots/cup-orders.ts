import { QUEUE_POSITIONS } from "../engine/index.js";
import type { Appraisal, CardSlot } from "./evaluate.js";
import { equal, sum, within, type Vec } from "./vectors.js";

/**
 * Which order each cup works toward: what every order is worth in a horizon, alone and paired with
 * a cup's contents, and the best pairing of cups with distinct orders (the appraisal's inner loop).
 */

/** What one order is worth in a horizon, alone and with each cup content. */
export interface Row {
  /** Gain over `alone` of pairing a cup holding this content with each card. */
  gain: Float64Array;
  /** Cards with a positive gain, best first. */
  best: number[];
  /** Cards whose recipe this content equals. */
  matches: number[];
}

/** Card values for one horizon (turns left per card, future turns, token value). */
export class Horizon {
  readonly alone: Float64Array;
  readonly turnsLeft: number[];
  readonly done: Float64Array;
  /** Sum of `alone` over cards that stay in the queue. */
  readonly aloneTotal: number;
  private readonly rows = new Map<number, Row>();

  constructor(
    private readonly appraisal: Appraisal,
    readonly future: number,
    readonly token: number,
    beforeFlow: boolean,
  ) {
    const { cards, outlook } = appraisal;
    const flow = outlook.rules.flowOfTime;
    this.alone = new Float64Array(cards.length);
    this.done = new Float64Array(cards.length);
    this.turnsLeft = [];
    let total = 0;
    cards.forEach((card, k) => {
      const left = flow ? QUEUE_POSITIONS - card.position - (beforeFlow ? 0 : 1) : Infinity;
      this.turnsLeft.push(left);
      this.done[k] = outlook.like + (card.specialty ? token : 0);
      if (left <= 0) return; // falls out with this turn's flow of time unless completed now
      // Without a cup of its own, an order first waits for one.
      this.alone[k] = appraisal.orderValue(card, card.size + 1, left, future, token);
      total += this.alone[k];
    });
    this.aloneTotal = total;
  }

  row(cup: Vec, key: number): Row {
    let row = this.rows.get(key);
    if (row) return row;
    const { cards } = this.appraisal;
    const gain = new Float64Array(cards.length);
    const matches: number[] = [];
    const filled = sum(cup);
    const best: number[] = [];
    for (let k = 0; k < cards.length; k++) {
      const card = cards[k];
      if (filled > 0 && filled === card.size && equal(cup, card.recipe)) matches.push(k);
      if (this.turnsLeft[k] <= 0) continue;
      const m = filled > 0 && within(cup, card.recipe) ? card.size - filled : card.size;
      gain[k] = this.appraisal.orderValue(card, m, this.turnsLeft[k], this.future, this.token) - this.alone[k];
      if (gain[k] > 1e-9) best.push(k);
    }
    best.sort((a, b) => gain[b] - gain[a]);
    row = { gain, best, matches };
    this.rows.set(key, row);
    return row;
  }
}

/**
 * The best assignment of cups to distinct orders (not completed this turn) by gain; fills `pick`.
 * Each cup needs only its three best orders: the other two cups can take at most two of them.
 */
export function assign(rows: Row[], completed: Uint8Array, pick: number[]): number {
  const b0 = rows[0].best;
  const b1 = rows[1].best;
  const b2 = rows[2].best;
  const g0 = rows[0].gain;
  const g1 = rows[1].gain;
  const g2 = rows[2].gain;
  let best = 0;
  pick[0] = pick[1] = pick[2] = -1;
  // Each list is walked to its third usable order at most (-1: the cup is left unpaired).
  for (let a = -1, na = 0; a < b0.length && na < 3; a++) {
    const ka = a < 0 ? -1 : b0[a];
    if (ka >= 0 && completed[ka]) continue;
    if (ka >= 0) na++;
    const va = ka < 0 ? 0 : g0[ka];
    for (let b = -1, nb = 0; b < b1.length && nb < 3; b++) {
      const kb = b < 0 ? -1 : b1[b];
      if (kb >= 0 && (completed[kb] || kb === ka)) continue;
      if (kb >= 0) nb++;
      const vb = va + (kb < 0 ? 0 : g1[kb]);
      for (let c = -1, nc = 0; c < b2.length && nc < 3; c++) {
        const kc = c < 0 ? -1 : b2[c];
        if (kc >= 0 && (completed[kc] || kc === ka || kc === kb)) continue;
        if (kc >= 0) nc++;
        const v = vb + (kc < 0 ? 0 : g2[kc]);
        if (v > best + 1e-12) {
          best = v;
          pick[0] = ka;
          pick[1] = kb;
          pick[2] = kc;
        }
      }
    }
  }
  return best;
}

/**
 * Which orders the cups complete: every cup whose contents equal a recipe completes one distinct
 * order — the most completions first, then the most urgent orders, then specialties.
 */
export function chooseCompletions(matches: number[][], cards: CardSlot[]): { cup: number; card: number }[] {
  if (matches[0].length + matches[1].length + matches[2].length === 0) return [];
  let best: { cup: number; card: number }[] = [];
  let bestScore = -1;
  const chosen: { cup: number; card: number }[] = [];
  const search = (c: number) => {
    if (c === matches.length) {
      let score = chosen.length * 1000;
      for (const { card } of chosen) score += cards[card].position * 10 + (cards[card].specialty ? 1 : 0);
      if (score > bestScore) {
        bestScore = score;
        best = [...chosen];
      }
      return;
    }
    search(c + 1);
    for (const card of matches[c]) {
      if (chosen.some((x) => x.card === card)) continue;
      chosen.push({ cup: c, card });
      search(c + 1);
      chosen.pop();
    }
  };
  search(0);
  return best;
}
