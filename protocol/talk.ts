/**
 * Table talk's fixed parts, shared by the Worker and the web client (no zod here: the embed
 * imports this and must stay small).
 */

/** The quick phrases a player taps at the table: each reader sees them in their own language. */
export const QUICK_PHRASES = ["goodMove", "yourTurn", "thinking", "goodGame"] as const;
export type QuickPhrase = (typeof QUICK_PHRASES)[number];

/** The longest message a player may write at the table. */
export const MAX_TALK_LENGTH = 500;

/** Messages a page of table talk holds: a socket's first push and each GET /talk (older ones on request, by `before`). */
export const TALK_PAGE = 50;
/** Lines of table talk a turn mail quotes at most (the newest; the rest are at the table). */
export const TALK_LINES_IN_MAIL = 10;
