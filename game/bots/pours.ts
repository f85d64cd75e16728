import type { Appraisal, Leaf } from "./evaluate.js";
import { KEY_BITS, WIDTH, isZero, keyOf, within, type Vec } from "./vectors.js";

/**
 * Pouring: given what a move collects, which cups to empty and what to pour where. Each cup either
 * stays as it is or works toward one order's exact recipe (emptied first when its contents don't
 * fit that recipe), taking as much of what is still unpoured as the recipe lacks. The combinations
 * over the three cups are searched depth first, branch and bound, and scored by the appraisal; the
 * best few are kept. `bound` caps what any plan of a collection can be worth, so the planner can
 * look at the most promising collections first and skip the hopeless ones.
 */
export interface PourPlan {
  empty: number[];
  pours: Vec[];
  leaf: Leaf;
}

interface CupOption {
  empty: boolean;
  pour: Vec;
  /** The cup afterwards, and its key. */
  after: Vec;
  key: number;
  /** The most this cup can then add to the appraisal's base. */
  gain: number;
}

export class PourPlanner {
  private readonly cache = new Map<number, PourPlan[]>();
  /** Distinct recipes in the queue (identical recipes pour alike). */
  private readonly recipes: Vec[] = [];
  /** Per recipe: the queue position of its most urgent card (0–3). */
  private readonly urgency: number[] = [];
  /**
   * The most of each ingredient any plan can pour (per cup, the most any recipe lacks, summed):
   * collections are clamped to it, so moves that differ only in useless tokens plan alike.
   */
  readonly useful: Vec;
  private readonly keepAll: CupOption[];
  private readonly wants: Vec[][];
  private readonly empties: boolean[][];

  constructor(
    private readonly appraisal: Appraisal,
    private readonly keep: number,
    private readonly targets: number,
    recipeLimit = Infinity,
  ) {
    const seen = new Set<number>();
    // Cards come most urgent first, so a recipe's first card is its most urgent; with a long queue
    // only the most urgent recipes are poured toward (the cups already working on one stay in).
    for (const card of appraisal.cards) {
      const key = keyOf(card.recipe);
      const started = appraisal.cups.some((cup) => !isZero(cup) && within(cup, card.recipe));
      if (!seen.has(key) && (this.recipes.length < recipeLimit || started)) {
        seen.add(key);
        this.recipes.push(card.recipe);
        this.urgency.push(card.position);
      }
    }
    // What each cup lacks of each recipe (all of it when the cup must be emptied first).
    this.wants = appraisal.cups.map((cup) => this.recipes.map((recipe) => (within(cup, recipe) ? recipe.map((n, i) => n - cup[i]) : recipe)));
    this.empties = appraisal.cups.map((cup) => this.recipes.map((recipe) => !isZero(cup) && !within(cup, recipe)));
    this.useful = new Array<number>(WIDTH).fill(0);
    for (const wants of this.wants) {
      for (let i = 0; i < WIDTH; i++) {
        let most = 0;
        for (const want of wants) if (want[i] > most) most = want[i];
        this.useful[i] += most;
      }
    }
    this.bestGain = [0, 1, 2].map(() => new Float64Array(appraisal.cards.length));
    this.gains = appraisal.cards.map((_, k) => appraisal.gainByMissing(k));
    this.pouredToward = appraisal.cards.map((card) => seen.has(keyOf(card.recipe)));
    this.cardWants = appraisal.cups.map((cup) =>
      appraisal.cards.map((card) => {
        const fits = within(cup, card.recipe);
        const at: number[] = [];
        const count: number[] = [];
        card.recipe.forEach((n, i) => {
          const want = n - (fits ? cup[i] : 0);
          if (want > 0) {
            at.push(i);
            count.push(want);
          }
        });
        return { at, count };
      }),
    );
    this.cardWantTotals = this.cardWants.map((wants) => wants.map((want) => want.count.reduce((a, b) => a + b, 0)));
    this.keepAll = appraisal.cups.map((cup) => {
      const key = keyOf(cup);
      return { empty: false, pour: new Array<number>(WIDTH).fill(0), after: cup, key, gain: appraisal.contentBound(cup, key) };
    });
  }

  /** A collection clamped to what can be poured. */
  project(collected: Vec): Vec {
    const out = new Array<number>(WIDTH);
    for (let i = 0; i < WIDTH; i++) out[i] = collected[i] < this.useful[i] ? collected[i] : this.useful[i];
    return out;
  }

  /**
   * An upper bound on any plan's leaf value for a collection: each cup's best option as if it had
   * the whole collection to itself (valid when `appraisal.boundsHold`).
   */
  bound(collected: Vec): number {
    const n = this.appraisal.cards.length;
    let most = 0;
    const tops = this.tops;
    const best = this.bestGain;
    for (let c = 0; c < 3; c++) {
      const row = best[c];
      // The cup's three best orders, kept in order by insertion.
      const list = tops[c];
      list.length = 0;
      for (let k = 0; k < n; k++) {
        if (!this.pouredToward[k]) continue;
        const want = this.cardWants[c][k];
        let missing = this.cardWantTotals[c][k];
        for (let j = 0; j < want.at.length; j++) {
          const have = collected[want.at[j]];
          missing -= have < want.count[j] ? have : want.count[j];
        }
        const gain = this.gains[k][missing];
        row[k] = gain;
        if (gain <= 0 || (list.length === 3 && gain <= row[list[2]])) continue;
        let at = list.length < 3 ? list.length : 2;
        while (at > 0 && row[list[at - 1]] < gain) {
          if (at < 3) list[at] = list[at - 1];
          at--;
        }
        list[at] = k;
      }
    }
    // Distinct orders per cup: each cup's three best orders suffice.
    for (let a = -1; a < tops[0].length; a++) {
      const ka = a < 0 ? -1 : tops[0][a];
      const va = ka < 0 ? 0 : best[0][ka];
      for (let b = -1; b < tops[1].length; b++) {
        const kb = b < 0 ? -1 : tops[1][b];
        if (kb >= 0 && kb === ka) continue;
        const vb = va + (kb < 0 ? 0 : best[1][kb]);
        for (let c = -1; c < tops[2].length; c++) {
          const kc = c < 0 ? -1 : tops[2][c];
          if (kc >= 0 && (kc === ka || kc === kb)) continue;
          const v = vb + (kc < 0 ? 0 : best[2][kc]);
          if (v > most) most = v;
        }
      }
    }
    return this.appraisal.base + most;
  }

  /** Per cup and card: what the cup lacks of the card's recipe (all of it if it must be emptied). */
  private readonly cardWants: { at: number[]; count: number[] }[][];
  private readonly cardWantTotals: number[][];
  /** Cards whose recipe is among those poured toward. */
  private readonly pouredToward: boolean[];
  private readonly bestGain: Float64Array[];
  private readonly tops: number[][] = [[], [], []];
  /** Per card, `appraisal.gainByMissing`. */
  private readonly gains: Float64Array[];

  /**
   * The best plans for a (projected) collection, best first; memoised by it. With a `floor`, plans
   * whose bound can't exceed it are not looked for (the list may then come back empty).
   */
  plans(collected: Vec, key: number, floor = -Infinity): PourPlan[] {
    let plans = this.cache.get(key);
    if (!plans) {
      plans = this.search(collected, floor);
      this.cache.set(key, plans);
    }
    return plans;
  }

  /**
   * A cup's options: leave it, or pour toward one of the `targets` most promising recipes — those
   * it completes first, then those it advances most, the most urgent first.
   */
  private optionsFor(c: number, left: Vec): CupOption[] {
    const key = keyOf(left) * 4 + c;
    let options = this.optionCache.get(key);
    if (!options) {
      options = this.listOptions(c, left);
      this.optionCache.set(key, options);
    }
    return options;
  }

  private readonly optionCache = new Map<number, CupOption[]>();

  private listOptions(c: number, left: Vec): CupOption[] {
    const cup = this.appraisal.cups[c];
    const options: CupOption[] = [this.keepAll[c]];
    if (isZero(left)) return options;
    const wants = this.wants[c];
    const empties = this.empties[c];
    // First rank every recipe's option without building it; build only the best few.
    const picks: { r: number; key: number; rank: number }[] = [];
    for (let r = 0; r < wants.length; r++) {
      const want = wants[r];
      const empty = empties[r];
      let poured = 0;
      let short = 0;
      let key = 0;
      for (let i = WIDTH - 1; i >= 0; i--) {
        const pour = left[i] < want[i] ? left[i] : want[i];
        poured += pour;
        short += want[i] - pour;
        const after = (empty ? 0 : cup[i]) + pour;
        key = (key << KEY_BITS) | (after > 7 ? 7 : after);
      }
      if (poured === 0) continue;
      let duplicate = false;
      for (const pick of picks) if (pick.key === key) duplicate = true;
      if (duplicate) continue;
      const rank = (short === 0 ? 100 : 0) + 10 * poured - 3 * short + this.urgency[r] - (empty ? 5 : 0);
      picks.push({ r, key, rank });
    }
    picks.sort((a, b) => b.rank - a.rank);
    for (let p = 0; p < picks.length && p < this.targets; p++) {
      const { r, key } = picks[p];
      const want = wants[r];
      const empty = empties[r];
      const pour = new Array<number>(WIDTH);
      const after = new Array<number>(WIDTH);
      for (let i = 0; i < WIDTH; i++) {
        pour[i] = left[i] < want[i] ? left[i] : want[i];
        after[i] = (empty ? 0 : cup[i]) + pour[i];
      }
      options.push({ empty, pour, after, key, gain: this.appraisal.contentBound(after, key) });
    }
    // Most promising first (the search then finds good plans early and prunes more); keep stays first.
    const rest = options.slice(1).sort((a, b) => b.gain - a.gain);
    return [options[0], ...rest];
  }

  /**
   * Depth first over the cups' options, branch and bound: a partial plan is dropped when the
   * appraisal's base plus its cups' most (`gain`) can't beat the plans kept.
   */
  private search(collected: Vec, floor: number): PourPlan[] {
    const { appraisal, keep } = this;
    const base = appraisal.base;
    const bounded = appraisal.boundsHold;
    const found: PourPlan[] = [];
    const chosen: CupOption[] = [];
    const cups: Vec[] = [[], [], []];
    const keys = [0, 0, 0];
    // The most each cup could add with the whole collection (options only shrink as it is poured).
    const most = [0, 1, 2].map((c) => Math.max(...this.optionsFor(c, collected).map((option) => option.gain)));
    // Cups with equal contents are interchangeable: among them, those left as they are come first.
    const cupKeys = this.keepAll.map((option) => option.key);
    const walk = (c: number, left: Vec, sofar: number) => {
      if (c === 3) {
        for (let i = 0; i < 3; i++) {
          cups[i] = chosen[i].after;
          keys[i] = chosen[i].key;
        }
        const leaf = appraisal.leaf(cups, keys);
        if (found.length >= keep && leaf.value <= found[found.length - 1].leaf.value) return;
        // Keep distinct positions only (two plans may reach the same cups).
        for (const other of found) if (other.leaf === leaf) return;
        found.push({
          empty: chosen.flatMap((option, i) => (option.empty ? [i] : [])),
          pours: chosen.map((option) => option.pour),
          leaf,
        });
        found.sort((a, b) => b.leaf.value - a.leaf.value);
        if (found.length > keep) found.pop();
        return;
      }
      let later = 0;
      for (let d = c + 1; d < 3; d++) later += most[d];
      const options = this.optionsFor(c, left);
      let skipKeep = false;
      for (let d = 0; d < c; d++) if (cupKeys[d] === cupKeys[c] && chosen[d] !== this.keepAll[d]) skipKeep = true;
      for (const option of options) {
        if (skipKeep && option === this.keepAll[c]) continue;
        const reach = sofar + option.gain;
        if (bounded) {
          const bar = found.length >= keep ? Math.max(floor, found[found.length - 1].leaf.value) : floor;
          if (base + reach + later <= bar) continue;
        }
        let rest = left;
        if (option !== this.keepAll[c]) {
          rest = new Array<number>(WIDTH);
          for (let x = 0; x < WIDTH; x++) rest[x] = left[x] - option.pour[x];
        }
        chosen.push(option);
        walk(c + 1, rest, reach);
        chosen.pop();
      }
    };
    walk(0, collected, 0);
    return found;
  }
}
