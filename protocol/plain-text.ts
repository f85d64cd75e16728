/**
 * Characters a person-given name must not hold: controls (NUL, ESC, tabs, line breaks), line and
 * paragraph separators, and the bidi marks and overrides that can reorder what a reader sees.
 * A name is shown inside other people's mails and pages, where any of these could forge lines or
 * disguise text. (Zero-width joiners stay: emoji sequences need them.)
 */
const UNSAFE = "\\p{Cc}\\p{Zl}\\p{Zp}\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";

/** True when the text holds none of the unsafe characters (a message at the table may break lines with \n). */
export function isPlainText(text: string, { lineBreaks = false } = {}): boolean {
  return !new RegExp(`[${UNSAFE}]`, "u").test(lineBreaks ? text.replaceAll("\n", "") : text);
}

/** The text on one line: every run of unsafe characters becomes a single space. */
export function oneLine(text: string): string {
  return text.replace(new RegExp(`[${UNSAFE}]+`, "gu"), " ");
}

// Made at first use: building a segmenter loads its rules, 17–40 ms of a game page's first second on our test machine.
let graphemes: Intl.Segmenter | undefined;

/** How many characters a person sees in the text (grapheme clusters: an emoji family, a letter with its accents, each one). */
export function visibleLength(text: string): number {
  graphemes ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
}
