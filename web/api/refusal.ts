import { errorStrings } from "../i18n/errors/index.js";
import type { ClientErrorCode } from "../i18n/errors/client-codes.js";
import { t, type Key } from "../i18n/index.js";

/**
 * Something refused, as it reaches the player: its code (the catalogue's, the client's own, or one
 * this client does not know yet, from a newer service) and the sentence its sender wrote.
 */
export interface Refusal {
  code: string;
  message: string;
}

/** A refusal of the client's own; its message is the English fallback, the player reads errorText's. */
export function clientRefusal(code: ClientErrorCode, message: string): Refusal {
  return { code, message };
}

/** What a step of composing a move gives: the new value, or why not. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: Refusal };

/** A refusal in the player's language: the sentence for its code, else its sender's own. */
export function errorText(refusal: Refusal): string {
  const key = `error.${refusal.code}`;
  return key in errorStrings.en ? t(key as Key) : refusal.message;
}
