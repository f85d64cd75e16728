import { svg } from "lit";

/**
 * The table's wooden pieces, each in a 24×24 box in the current colour: the meeple (in its seat's
 * colour on the board), the start token's sign and the cup (drawn behind its tokens).
 */

/** A meeple: round head, arms out, legs apart. */
export const MEEPLE = svg`<path d="M12 1.6a4 4 0 0 1 2.6 7.1c3.3.6 7.1 1.9 7.1 4.2 0 1.6-2 2-4.6 1.3l2.9 6.7c.3.7-.2 1.5-1 1.5h-4.5L12 17.9l-2.5 4.5H5c-.8 0-1.3-.8-1-1.5l2.9-6.7c-2.6.7-4.6.3-4.6-1.3 0-2.3 3.8-3.6 7.1-4.2A4 4 0 0 1 12 1.6z" />`;

/** The start token as a shop's hanging sign: its cord, its nail and the board the side is written on. */
export const START_SIGN = svg`<path class="line" d="M5 10l7-6.5 7 6.5" /><circle cx="12" cy="3.2" r="1.6" /><rect x="1.5" y="9.5" width="21" height="11" rx="2.5" /><path class="detail" d="M5 15h14" />`;

/**
 * A take-away cup in two parts that stretch over its contents (preserveAspectRatio="none"; the
 * lines keep their width): the lid (24×6) and the body narrowing to its foot, with its sleeve (24×24).
 */
export const CUP_LID = svg`<path vector-effect="non-scaling-stroke" d="M1 5.5V3Q1 1 3 1h18q2 0 2 2v2.5z" />`;
export const CUP_BODY = svg`<path vector-effect="non-scaling-stroke" d="M2 .5h20l-2.4 23H4.4z" /><path class="sleeve" vector-effect="non-scaling-stroke" d="M3.7 17.5h16.6l-.45 4.2H4.15z" />`;
