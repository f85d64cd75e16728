/**
 * The Coffee Rush rules engine: pure TypeScript, no I/O. A game is plain JSON state changed only by
 * actions through `applyAction`; the same code runs in the Durable Object, the browser and the bots.
 */
export * from "./types.js";
export { INGREDIENTS, isIngredient } from "./data/ingredients.js";
export { BOARD_LAYOUT, BOARD_SIZE, CORNER_SQUARES, SQUARE_COUNT, STAR_SQUARES, squareColumn, squareName, squareRow } from "./data/board.js";
export type { CardDef, CardKind } from "./data/decks.js";
export { CLASSIC, EDITIONS, WINTER, boardOf, ingredientsOf, type Edition, type PresetId, type UpgradePreset } from "./data/editions.js";
export { UPGRADES, UPGRADES_PER_PLAYER, UPGRADE_COST_IN_LIKES, UPGRADE_NAME, isUpgradeId } from "./data/upgrades.js";
export { addTo, countsOf, describeCounts, isEmpty, sameCounts, total } from "./counts.js";
export { cardOf, cardsMatchedBy, cupMatchesCard, orderOf, recipeOf } from "./cards.js";
export { createGame, resolveOptions, turnOrder } from "./setup.js";
export { applyAction, applyActionInPlace, cloneState, toAct, validateAction } from "./game.js";
export { sameMove } from "./same-move.js";
export { asTheirTurn, makePlan, planHolds, type Plan, type PlanMode } from "./plan.js";
export { lastSeat, ranking, scoreOf, turnsLeft, type RankEntry, type Score } from "./end.js";
export { previewTurn, type CupMatch, type TurnPreview } from "./preview.js";
export { cardOutlook, type CardOutlook, type CupDistance, type SeenGame } from "./outlook.js";
export { canEndOn, moveContext, nextSteps, walkPath, type MoveContext, type MoveOutcome, type StepOption } from "./movement.js";
export { freeSquares } from "./placement.js";
export { legalPaths, legalPlacements, legalTurns, type EnumerationLimits } from "./legal.js";
export { stateFromView, viewFor, type GameView } from "./view.js";
export { replay } from "./replay.js";
export { rulesFor, type Rules } from "./rules.js";
export { commitmentOf, COMMITMENT_TAG } from "./commitment.js";
export { byThePlayer, type ActionBy } from "./action-by.js";
export { dealOf, makeRecord, resultOf, RECORD_FORMAT, type GameRecord, type RecordedAction, type RecordedResult } from "./record.js";
export { ENGINE_VERSION, engineFor, verifiableVersions, type VersionedEngine } from "./versions.js";
export { shown, verifyRecord, VERIFY_PROBLEMS, type Difference, type Verdict, type VerifyProblem } from "./verify.js";
