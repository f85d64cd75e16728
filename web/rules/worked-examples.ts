import {
  EDITIONS,
  applyAction,
  cupMatchesCard,
  createGame,
  rulesFor,
  scoreOf,
  type Counts,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Ingredient,
  type TokenSide,
  type TurnAction,
  type UpgradeId,
} from "../../game/engine/index.js";
import { addAll } from "../../game/engine/counts.js";
import type { RulesSection } from "./sections.js";

/**
 * The rules page's worked examples, as data. Each one sets a scene on a real game (created and
 * placed by the engine, then given the example's cups, orders and upgrades), lets seat 1 (index 0)
 * play a turn through `applyAction`, and states what must come of it. The page draws the states
 * the engine produced; test/engine/rules-examples.test.ts replays every example and fails when
 * the engine no longer does what the rules page says.
 */

/** One seat's part of the scene. Squares are 0–15 (row × 4 + column); cards are named. */
/** Seat 1's turn, as the engine takes it. */
export type ExampleTurn = Omit<TurnAction, "type" | "player">;

export interface SeatScene {
  /** Where the seat's meeples are placed (each placement's ingredient goes into cup 1). */
  meeples: number[];
  /** The cups' contents, replacing what placement put there. */
  cups?: Counts[];
  /** Queue positions 1–4, card names; replaces the dealt cards. */
  queue?: string[][];
  /** How many completed orders (likes) and missed ones (dislikes) the seat has. */
  likes?: number;
  dislikes?: number;
  speedTokens?: number;
  /** Upgrades already face up. */
  upgrades?: UpgradeId[];
}

/** What the example shows happening; the test checks each stated part against the engine. */
export interface Outcome {
  /** What seat 1's move collected. */
  collected?: Counts;
  /** Seat 1's cups afterwards. */
  cups?: Counts[];
  likes?: number;
  dislikes?: number;
  speedTokens?: number;
  /** How many cards each seat holds at queue position 1 afterwards. */
  positionOne?: number[];
  /** Seat 1's cards per queue position afterwards. */
  queueSizes?: number[];
  token?: TokenSide;
  /** Seat 1's score. */
  score?: number;
}

export interface WorkedExample {
  id: string;
  /** Its sentence: `rules.example.<text>` in web/i18n/rules/ (default: the id); examples may share one. */
  text?: string;
  /** The sections that show it. */
  sections: RulesSection[];
  options: Omit<GameOptions, "startingPlayer">;
  seats: SeatScene[];
  /**
   * Seat 1's turn; none when the example is the scene itself (a placement, a score). A completion
   * names its cup only (`card: -1`): the card is the queue's first that the cup then matches.
   */
  turn?: ExampleTurn;
  expect: Outcome;
  /** What the page draws: the board with the move, and/or seat 1's player board before and after. */
  show: { board?: boolean; player?: boolean };
}

const CLASSIC_3: WorkedExample["options"] = { edition: "classic", players: 3 };

export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    id: "placement",
    sections: ["setup"],
    options: CLASSIC_3,
    seats: [{ meeples: [3] }, { meeples: [5] }, { meeples: [15] }],
    expect: { cups: [{ coffee: 1 }, {}, {}] },
    show: { board: true },
  },
  {
    id: "movement",
    sections: ["movement"],
    options: CLASSIC_3,
    seats: [{ meeples: [2], speedTokens: 1 }, { meeples: [6] }, { meeples: [12] }],
    turn: { path: [3, 7, 6, 10] },
    expect: { collected: { coffee: 1, water: 1, ice: 1, milk: 1 }, speedTokens: 0 },
    show: { board: true },
  },
  {
    id: "pouring",
    sections: ["pouring"],
    options: CLASSIC_3,
    seats: [{ meeples: [9], cups: [{ coffee: 1 }, {}, {}] }, { meeples: [0] }, { meeples: [15] }],
    turn: { path: [10, 11, 7], pours: [{ milk: 1 }, { coffee: 1 }, {}] },
    expect: { collected: { milk: 1, coffee: 1, water: 1 }, cups: [{ coffee: 1, milk: 1 }, { coffee: 1 }, {}] },
    show: { board: true, player: true },
  },
  {
    id: "orders",
    sections: ["orders"],
    options: CLASSIC_3,
    seats: [
      { meeples: [9], cups: [{ steam: 1, water: 1 }, {}, {}], queue: [["Green Tea"], ["Cocoa"], [], []] },
      { meeples: [0] },
      { meeples: [15] },
    ],
    turn: { path: [8], pours: [{ tea: 1 }, {}, {}], complete: [{ cup: 0, card: -1 }] },
    expect: { likes: 1, speedTokens: 1, cups: [{}, {}, {}] },
    show: { board: true, player: true },
  },
  {
    id: "orderSurge",
    sections: ["order-surge"],
    options: { edition: "classic", players: 4 },
    seats: [
      { meeples: [3], cups: [{ coffee: 1 }, { coffee: 1, water: 1 }, {}], queue: [["Espresso", "Iced Americano"], [], [], []] },
      { meeples: [12], queue: [[], [], [], []] },
      { meeples: [15], queue: [[], [], [], []] },
      { meeples: [0], queue: [[], [], [], []] },
    ],
    turn: { path: [2, 6], pours: [{ steam: 1 }, { ice: 1 }, {}], complete: [{ cup: 0, card: -1 }, { cup: 1, card: -1 }] },
    expect: { likes: 2, positionOne: [0, 2, 2, 0] },
    show: { board: true },
  },
  {
    id: "flowOfTime",
    sections: ["flow-of-time"],
    options: CLASSIC_3,
    seats: [{ meeples: [5], queue: [["Cocoa"], [], ["Espresso"], ["Americano"]] }, { meeples: [0] }, { meeples: [15] }],
    turn: { path: [4] },
    expect: { dislikes: 1, speedTokens: 1, queueSizes: [0, 1, 0, 1] },
    show: { player: true },
  },
  {
    id: "end",
    sections: ["end"],
    options: CLASSIC_3,
    seats: [{ meeples: [5], dislikes: 4, queue: [[], [], ["Cocoa"], ["Americano"]] }, { meeples: [0] }, { meeples: [15] }],
    turn: { path: [4] },
    expect: { dislikes: 5, token: "closed" },
    show: { player: true },
  },
  {
    id: "scoringClassic",
    text: "scoring",
    sections: ["scoring"],
    options: CLASSIC_3,
    seats: [{ meeples: [5], likes: 5, dislikes: 2, speedTokens: 1, upgrades: ["doubleCorners"] }, { meeples: [0] }, { meeples: [15] }],
    expect: { score: 5 },
    show: { player: true },
  },
  {
    id: "scoringWinter",
    text: "scoring",
    sections: ["scoring"],
    options: { edition: "winter", players: 3 },
    seats: [{ meeples: [5], likes: 5, dislikes: 2, speedTokens: 1, upgrades: ["doubleCorners"] }, { meeples: [0] }, { meeples: [15] }],
    expect: { score: 13 },
    show: { player: true },
  },
  {
    // The Winter rulebook's first upgrade example: both multipliers on an occupied coffee corner.
    id: "winterFirst",
    sections: ["upgrade-double-meeples", "upgrade-double-corners"],
    options: { edition: "winter", players: 3, upgrades: ["doubleMeeples", "diagonalMovement", "doubleCorners", "doubleSpecialties"] },
    seats: [{ meeples: [2], upgrades: ["doubleMeeples", "doubleCorners"] }, { meeples: [3] }, { meeples: [12] }],
    turn: { path: [3, 2, 1] },
    expect: { collected: { coffee: 4, steam: 1, fruit: 1 }, speedTokens: 1 },
    show: { board: true },
  },
  {
    // The Winter rulebook's second upgrade example: a jump, then a diagonal step.
    id: "winterSecond",
    sections: ["upgrade-diagonal-movement", "upgrade-jump"],
    options: { edition: "winter", players: 3, upgrades: ["diagonalMovement", "jump", "doubleCorners", "doubleSpecialties"] },
    seats: [{ meeples: [3], upgrades: ["diagonalMovement", "jump"] }, { meeples: [0] }, { meeples: [12] }],
    turn: { path: [7, 10, 14, 15], jump: true },
    expect: { collected: { milk: 1, chocolate: 1, steam: 1 }, speedTokens: 1 },
    show: { board: true },
  },
  {
    id: "doubleSpecialties",
    sections: ["upgrade-double-specialties"],
    options: CLASSIC_3,
    seats: [{ meeples: [4], upgrades: ["doubleSpecialties"] }, { meeples: [0] }, { meeples: [15] }],
    turn: { path: [8, 9] },
    expect: { collected: { tea: 2, steam: 1 } },
    show: { board: true },
  },
  {
    id: "doubleDestination",
    sections: ["upgrade-double-destination"],
    options: { edition: "winter", players: 3, upgrades: ["doubleDestination", "jump", "doubleCorners", "doubleSpecialties"] },
    seats: [{ meeples: [9], upgrades: ["doubleDestination"] }, { meeples: [0] }, { meeples: [15] }],
    turn: { path: [10, 11] },
    expect: { collected: { milk: 1, coffee: 2 } },
    show: { board: true },
  },
  {
    id: "juniorBarista",
    sections: ["variant-junior-barista"],
    options: { edition: "winter", players: 3, variants: ["juniorBarista"] },
    seats: [{ meeples: [2] }, { meeples: [5] }, { meeples: [15] }],
    turn: { path: [3, 7, 6, 5] },
    expect: { collected: { coffee: 1, water: 1, ice: 1, milk: 1 }, speedTokens: 1 },
    show: { board: true },
  },
];

export interface ExampleRun {
  /** The scene, seat 1 to play. */
  before: GameState;
  /** After seat 1's turn (the scene itself when the example has no turn). */
  after: GameState;
  /** Seat 1's turn as the engine took it: completions name real card ids. */
  turn: ExampleTurn | null;
  events: GameEvent[];
  outcome: Required<Omit<Outcome, "collected">> & { collected: Counts };
}

function fail(example: WorkedExample, why: string): never {
  throw new Error(`worked example "${example.id}": ${why}`);
}

/** Takes a card named `name` out of the deck (or the cards set aside), for a scene's queue. */
function takeCard(state: GameState, example: WorkedExample, name: string): number {
  const deck = EDITIONS[state.options.edition].deck;
  for (const pile of [state.deck, state.removed]) {
    const at = pile.findIndex((card) => deck[card].name === name);
    if (at >= 0) return pile.splice(at, 1)[0];
  }
  return fail(example, `no card "${name}" left to deal`);
}

function drawCards(state: GameState, example: WorkedExample, count: number): number[] {
  if (state.deck.length < count) fail(example, "the deck is too small");
  return state.deck.splice(state.deck.length - count, count);
}

/** Sets one seat's scene on a placed game, keeping every card in exactly one place. */
function setSeat(state: GameState, example: WorkedExample, seat: number, scene: SeatScene): void {
  const player = state.players[seat];
  if (scene.cups) {
    // Classic's limited supply: tokens in cups are out of it.
    if (state.supply) {
      for (const [before, after] of player.cups.map((cup, index) => [cup, scene.cups![index]] as const)) {
        for (const ingredient of Object.keys({ ...before, ...after }) as Ingredient[]) {
          state.supply[ingredient] = (state.supply[ingredient] ?? 0) + (before[ingredient] ?? 0) - (after[ingredient] ?? 0);
        }
      }
    }
    player.cups = scene.cups.map((cup) => ({ ...cup }));
  }
  if (scene.queue) {
    state.deck.unshift(...player.queue.flat());
    player.queue = scene.queue.map((names) => names.map((name) => takeCard(state, example, name)));
  }
  if (scene.likes !== undefined) player.likes = drawCards(state, example, scene.likes);
  if (scene.dislikes !== undefined) player.dislikes = drawCards(state, example, scene.dislikes);
  if (scene.speedTokens !== undefined) player.speedTokens = scene.speedTokens;
  for (const id of scene.upgrades ?? []) {
    const tile = player.upgrades.find((candidate) => candidate.id === id) ?? fail(example, `seat ${seat + 1} has no ${id} tile`);
    tile.active = true;
  }
}

/** The scene: a game created and placed by the engine, then each seat's part set. */
export function exampleScene(example: WorkedExample): GameState {
  const created = createGame({ ...example.options, startingPlayer: 0 }, `rules-example-${example.id}`);
  if (!created.ok) fail(example, created.error.message);
  let state = created.value;
  const placements = example.seats.map((seat) => [...seat.meeples]);
  while (state.phase === "placement") {
    const seat = state.current;
    const square = placements[seat].shift() ?? fail(example, `seat ${seat + 1} has too few meeples`);
    const placed = applyAction(state, { type: "place", player: seat, square, cup: 0 });
    if (!placed.ok) fail(example, placed.error.message);
    state = placed.value.state;
  }
  example.seats.forEach((scene, seat) => setSeat(state, example, seat, scene));
  return state;
}

/** Completions name cards by queue position in the data (-1: the first card the cup matches); here, real ids. */
function resolveTurn(state: GameState, turn: ExampleTurn): ExampleTurn {
  if (!turn.complete) return turn;
  const queue = state.players[0].queue.flat();
  const used = new Set<number>();
  const complete = turn.complete.map(({ cup }) => {
    const contents: Counts = { ...state.players[0].cups[cup] };
    addAll(contents, turn.pours?.[cup] ?? {});
    const card = queue.find((id) => !used.has(id) && cupMatchesCard(state.options.edition, contents, id)) ?? -1;
    used.add(card);
    return { cup, card };
  });
  return { ...turn, complete };
}

/** Plays the example with the engine and reads off what came of it. */
export function runExample(example: WorkedExample): ExampleRun {
  const before = exampleScene(example);
  let after = before;
  let events: GameEvent[] = [];
  const turn = example.turn ? resolveTurn(before, example.turn) : null;
  if (turn) {
    const applied = applyAction(before, { type: "turn", player: 0, ...turn });
    if (!applied.ok) fail(example, `${applied.error.code}: ${applied.error.message}`);
    ({ state: after, events } = applied.value);
  }
  const seat = after.players[0];
  const moved = events.find((event) => event.type === "moved");
  return {
    before,
    after,
    turn,
    events,
    outcome: {
      collected: moved?.type === "moved" ? moved.collected : {},
      cups: seat.cups,
      likes: seat.likes.length,
      dislikes: seat.dislikes.length,
      speedTokens: seat.speedTokens,
      positionOne: after.players.map((player) => player.queue[0].length),
      queueSizes: seat.queue.map((cards) => cards.length),
      token: after.token,
      score: scoreOf(after, rulesFor(after.options), 0).total,
    },
  };
}

/** The key of the example's sentence. */
export function exampleTextKey(example: WorkedExample): string {
  return `rules.example.${example.text ?? example.id}`;
}

/** The examples a section shows. */
export function examplesOf(section: RulesSection): WorkedExample[] {
  return WORKED_EXAMPLES.filter((example) => example.sections.includes(section));
}
