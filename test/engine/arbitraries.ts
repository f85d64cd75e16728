/**
 * fast-check arbitraries and a game driver for the engine's property tests.
 *
 * A game is fully determined by a `GameSpec`: the options and secret seed handed to `createGame`,
 * the seed of the random bot's own PRNG, the bot's style and an optional head start. fast-check
 * prints the spec of any counterexample, so a failing game can be replayed exactly.
 */
import fc from "fast-check";
import { randomAction, type RandomStyle } from "../../game/bots/random.js";
import {
  applyAction,
  cloneState,
  createGame,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type VariantId,
} from "../../game/engine/index.js";
import { randomInt, rngFromSeed, type RngState } from "../../game/engine/rng.js";

/** Every edition × variant combination the rules allow (RULES.md §1, §6). */
export const VARIANT_COMBOS: readonly { edition: "classic" | "winter"; variants: VariantId[] }[] = [
  { edition: "classic", variants: [] },
  { edition: "classic", variants: ["calmStart"] },
  { edition: "winter", variants: [] },
  { edition: "winter", variants: ["mainBoardChaos"] },
  { edition: "winter", variants: ["variableUpgrades"] },
  { edition: "winter", variants: ["juniorBarista"] },
  { edition: "winter", variants: ["mainBoardChaos", "variableUpgrades"] },
  { edition: "winter", variants: ["mainBoardChaos", "juniorBarista"] },
];

const WINTER_UPGRADES = ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties", "doubleDestination", "jump"] as const;

/** Options of any legal game: edition, 2–4 players, variants, the table's upgrades, the starting seat. */
export const optionsArb: fc.Arbitrary<GameOptions> = fc
  .record({
    combo: fc.constantFrom(...VARIANT_COMBOS),
    players: fc.constantFrom(2 as const, 3 as const, 4 as const),
    variantOrder: fc.boolean(),
  })
  .chain(({ combo, players, variantOrder }) => {
    const variants = variantOrder ? [...combo.variants] : [...combo.variants].reverse();
    const tablePicks = !variants.includes("variableUpgrades") && !variants.includes("juniorBarista");
    const editionUpgrades = combo.edition === "winter" ? WINTER_UPGRADES : WINTER_UPGRADES.slice(0, 4);
    return fc.record(
      {
        edition: fc.constant(combo.edition),
        players: fc.constant(players),
        variants: fc.constant(variants),
        // Unless each player picks (variable upgrades) or none are used (Junior Barista), the table picks
        // 4 of the edition's upgrades in any order (Winter: any 4 of 6), or leaves the default preset.
        upgrades: tablePicks
          ? fc.option(fc.shuffledSubarray([...editionUpgrades], { minLength: 4, maxLength: 4 }), { nil: undefined })
          : fc.constant(undefined),
        startingPlayer: fc.option(fc.nat({ max: players - 1 }), { nil: undefined }),
      },
      { requiredKeys: ["edition", "players", "variants"] },
    );
  })
  .map((options) => {
    const clean: GameOptions = { edition: options.edition, players: options.players, variants: options.variants };
    if (options.upgrades !== undefined) clean.upgrades = options.upgrades;
    if (options.startingPlayer !== undefined) clean.startingPlayer = options.startingPlayer;
    return clean;
  });

export interface GameSpec {
  options: GameOptions;
  /** The game's secret seed (deck order, starting player, chaos board). */
  seed: string;
  /** Seed of the bot's PRNG (and of any random choices a property makes). */
  botSeed: number;
  style: RandomStyle;
  /**
   * When set, the game skips ahead when the turns begin (see `giveHeadStart`): random play rarely
   * earns 3 likes, so without this upgrades (and all they change) would hardly ever be exercised.
   */
  headStart: number | null;
}

export function isJunior(options: GameOptions): boolean {
  return (options.variants ?? []).includes("juniorBarista");
}

/**
 * Any game. `terminating`: Junior Barista only with the guided bot — Junior Barista has no end
 * condition a player who never completes an order would trigger (RULES.md §6), so a uniform bot
 * may play it for ever.
 */
export function gameSpecArb(config: { terminating?: boolean; headStart?: boolean } = {}): fc.Arbitrary<GameSpec> {
  return fc
    .record({
      options: optionsArb,
      seed: fc.string({ maxLength: 12 }),
      botSeed: fc.nat(),
      style: fc.constantFrom<RandomStyle>("uniform", "guided"),
      headStart: config.headStart === false ? fc.constant(null) : fc.option(fc.nat(), { nil: null }),
    })
    .map((spec) => (config.terminating && isJunior(spec.options) ? { ...spec, style: "guided" as const } : spec));
}

export interface Step {
  index: number;
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

export interface PlayedGame {
  spec: GameSpec;
  initial: GameState;
  final: GameState;
  log: Action[];
  /** False when `maxActions` ran out first. With a head start, `log` does not replay to `final`. */
  ended: boolean;
}

export function botRng(spec: GameSpec): RngState {
  return rngFromSeed(`bot:${spec.botSeed}`);
}

/** A PRNG for the property's own random choices, independent of the bot's. */
export function checkRng(spec: GameSpec, salt = "check"): RngState {
  return rngFromSeed(`${salt}:${spec.botSeed}:${spec.seed}`);
}

export function mustCreate(options: GameOptions, seed: string): GameState {
  const created = createGame(options, seed);
  if (!created.ok) throw new Error(`createGame refused ${JSON.stringify(options)}: ${created.error.code} ${created.error.message}`);
  return created.value;
}

/**
 * A copy of `state` as if every player had already played a while: for each player, from the top
 * of the deck, some cards become likes and, for each of a random set of their upgrade tiles that
 * is turned active, 3 cards become discarded likes; plus a few speed tokens. Cards stay
 * conserved, the supply and cups are untouched, and at least 12 cards stay in the deck (so the
 * token stays OPEN). Used once, when the first turn is about to be played.
 */
export function giveHeadStart(state: GameState, seed: number): GameState {
  const next = cloneState(state);
  const rng = rngFromSeed(`headStart:${seed}`);
  const take = (target: number[], count: number): boolean => {
    if (next.deck.length - count < 12) return false;
    for (let i = 0; i < count; i++) target.push(next.deck.pop()!);
    return true;
  };
  for (const player of next.players) {
    for (const tile of player.upgrades) {
      if (randomInt(rng, 3) === 0 && take(player.discarded, 3)) tile.active = true;
    }
    take(player.likes, randomInt(rng, 7));
    player.speedTokens += randomInt(rng, 4);
  }
  return next;
}

/**
 * Plays a game with the random bot through `applyAction` (never in place), calling `onStep` after
 * every action. Throws if the engine refuses one of the bot's actions (the bot builds only legal ones).
 */
export function playGame(spec: GameSpec, maxActions: number, onStep?: (step: Step) => void): PlayedGame {
  const initial = mustCreate(spec.options, spec.seed);
  const rng = botRng(spec);
  const log: Action[] = [];
  let state = initial;
  while (state.phase !== "ended" && log.length < maxActions) {
    const action = randomAction(state, rng, spec.style);
    const applied = applyAction(state, action);
    if (!applied.ok) {
      throw new Error(
        `the engine refused the bot's action #${log.length + 1} ${JSON.stringify(action)}: ${applied.error.code} ${applied.error.message}`,
      );
    }
    log.push(action);
    let after = applied.value.state;
    if (spec.headStart !== null && state.phase !== "turns" && after.phase === "turns") after = giveHeadStart(after, spec.headStart);
    onStep?.({ index: log.length - 1, before: state, action, after, events: applied.value.events });
    state = after;
  }
  return { spec, initial, final: state, log, ended: state.phase === "ended" };
}

/**
 * fast-check parameters: FC_SEED / FC_PATH replay a reported failure, FC_RUNS_SCALE scales every
 * property's numRuns (e.g. 10 for a long soak).
 */
export function fcParams(numRuns: number): fc.Parameters<unknown> {
  const scale = Number(process.env.FC_RUNS_SCALE ?? "1");
  const params: fc.Parameters<unknown> = { numRuns: Math.max(1, Math.round(numRuns * (Number.isFinite(scale) ? scale : 1))) };
  if (process.env.FC_SEED !== undefined) params.seed = Number(process.env.FC_SEED);
  if (process.env.FC_PATH !== undefined) params.path = process.env.FC_PATH;
  return params;
}
