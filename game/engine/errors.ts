import type { EngineError, Result } from "./types.js";

/** Stable error codes; clients may branch on them, so never rename one. */
export type ErrorCode =
  | "INVALID_OPTIONS"
  | "MALFORMED_ACTION"
  | "GAME_OVER"
  | "WRONG_PHASE"
  | "NOT_YOUR_TURN"
  | "UPGRADES_ALREADY_CHOSEN"
  | "INVALID_UPGRADE_CHOICE"
  | "SQUARE_OCCUPIED"
  | "NO_SUCH_SQUARE"
  | "NO_SUCH_CUP"
  | "NO_SUCH_MEEPLE"
  | "UPGRADE_NOT_YOURS"
  | "UPGRADE_ALREADY_ACTIVE"
  | "NOT_ENOUGH_LIKES"
  | "EMPTY_PATH"
  | "NOT_ADJACENT"
  | "PATH_TOO_LONG"
  | "END_ON_OCCUPIED"
  | "JUMP_NOT_ACTIVE"
  | "POUR_NOT_COLLECTED"
  | "CUP_USED_TWICE"
  | "CARD_USED_TWICE"
  | "CARD_NOT_IN_QUEUE"
  | "RECIPE_MISMATCH"
  | "NO_LEGAL_MOVE"
  | "REPLAY_FAILED"
  | "COLLECTS_OTHERWISE";

export function engineError(code: ErrorCode, message: string): EngineError {
  return { code, message };
}

export function fail<T>(code: ErrorCode, message: string): Result<T> {
  return { ok: false, error: engineError(code, message) };
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}
