import type { ErrorCode } from "./errors.js";
import type { Counts } from "./counts.js";
import type { EditionId, PlayerCount, VariantId } from "./data/editions.js";
import type { Ingredient } from "./data/ingredients.js";
import type { UpgradeId } from "./data/upgrades.js";
import type { RngState } from "./rng.js";

export type { Counts, EditionId, Ingredient, PlayerCount, UpgradeId, VariantId };

/** Version of the GameState shape; bump it when the shape changes. */
export const STATE_SCHEMA = 1;

/** What the host picks when creating a game. */
export interface GameOptions {
  edition: EditionId;
  players: PlayerCount;
  variants?: VariantId[];
  /** The table's 4 upgrades (Winter without variable upgrades). Defaults to the edition's first preset. */
  upgrades?: UpgradeId[];
  /** Seat that starts; random (from the seed) when left out. */
  startingPlayer?: number;
}

/** Options with every default filled in, as kept in the state. */
export interface ResolvedOptions {
  edition: EditionId;
  players: PlayerCount;
  variants: VariantId[];
  /** The table's upgrades; empty with variable upgrades (each player picks) and Junior Barista (none). */
  upgrades: UpgradeId[];
}

export interface UpgradeTile {
  id: UpgradeId;
  active: boolean;
}

export const CUP_COUNT = 3;
export const QUEUE_POSITIONS = 4;

export interface PlayerState {
  /** Square of each meeple (2 with 2 players); null until placed. */
  meeples: (number | null)[];
  /** Always CUP_COUNT cups. */
  cups: Counts[];
  /** Queue positions 1–4 (index 0–3), each a list of card ids. */
  queue: number[][];
  likes: number[];
  dislikes: number[];
  /** Likes spent on upgrades: out of the game. */
  discarded: number[];
  speedTokens: number;
  /** Empty until chosen (variable upgrades); always empty in Junior Barista. */
  upgrades: UpgradeTile[];
}

export type Phase = "chooseUpgrades" | "placement" | "turns" | "ended";

export type TokenSide = "open" | "closed";

export type CloseReason = "dislikes" | "deck" | "stall" | "queueCleared";

/**
 * The whole game as plain JSON. Secret parts: `seed`-derived `rng`, `deck` order and `removed`.
 * Everything else is public; use `viewFor` to show a game to anyone.
 */
export interface GameState {
  schema: typeof STATE_SCHEMA;
  options: ResolvedOptions;
  rng: RngState;
  /** Ingredient on each of the 16 squares (row * 4 + column). */
  board: Ingredient[];
  /** Card ids; the top of the deck is the last element. */
  deck: number[];
  /** Cards out of the game unseen: Winter's removal by player count, calm start's leftovers. */
  removed: number[];
  /** Tokens left in a limited supply (Classic, R-7); null when unlimited. */
  supply: Counts | null;
  players: PlayerState[];
  startingPlayer: number;
  phase: Phase;
  /** Who acts now: the placing player during placement, the player whose turn it is after. */
  current: number;
  /** Placement: seats in the order they place, one entry per meeple. */
  placementOrder: number[];
  placementsMade: number;
  token: TokenSide;
  closedBy: CloseReason | null;
  /** Turns completed so far (placement not counted). */
  turnsPlayed: number;
  /** Seats that won (shared on a full tie); set when the game ends. */
  winners: number[] | null;
}

export interface ChooseUpgradesAction {
  type: "chooseUpgrades";
  player: number;
  upgrades: UpgradeId[];
}

export interface PlaceAction {
  type: "place";
  player: number;
  square: number;
  cup: number;
}

export interface Completion {
  cup: number;
  card: number;
}

/** A whole turn, submitted at once. Speed tokens spent follow from the path's length. */
export interface TurnAction {
  type: "turn";
  player: number;
  /** Upgrade to activate at the start of the turn. */
  activate?: UpgradeId;
  /** Which meeple moves (0 or 1 with two players). */
  meeple?: number;
  /** Squares entered, in order (not the start square). */
  path: number[];
  /** Jump: forfeit the first step's yield for one more step. */
  jump?: boolean;
  /** Cups emptied back to the supply before the move. */
  empty?: number[];
  /** What goes into each cup, by cup index; whatever is not poured returns to the supply. */
  pours?: Counts[];
  /** Orders completed, each by one cup. */
  complete?: Completion[];
}

export type Action = ChooseUpgradesAction | PlaceAction | TurnAction;

/** A turn as the player builds it: every part optional. */
export type TurnDraft = Partial<Omit<TurnAction, "type" | "player">>;

export type GameEvent =
  | { type: "upgradesChosen"; player: number; upgrades: UpgradeId[] }
  | { type: "placed"; player: number; square: number; ingredient: Ingredient; cup: number; collected: Counts }
  | { type: "upgradeActivated"; player: number; upgrade: UpgradeId }
  | { type: "cupEmptied"; player: number; cup: number }
  | {
      type: "moved";
      player: number;
      meeple: number;
      from: number;
      path: number[];
      jumped: boolean;
      collected: Counts;
      speedTokensSpent: number;
    }
  | { type: "orderCompleted"; player: number; card: number; cup: number; speedTokenEarned: boolean }
  | { type: "cardsDrawn"; player: number; cards: number; reason: "surge" | "flowOfTime" }
  | { type: "orderMissed"; player: number; card: number }
  | { type: "tokenClosed"; reason: CloseReason }
  | { type: "turnEnded"; player: number }
  | { type: "gameEnded"; winners: number[] };

export interface EngineError {
  code: ErrorCode;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export interface Applied {
  state: GameState;
  events: GameEvent[];
}
