/**
 * How a component has a sentence said by the page's live region (cr-announcer.ts): an event that
 * bubbles out of shadow roots to the document, its detail the sentence.
 */
export const ANNOUNCE = "announce";

export function announceEvent(text: string): CustomEvent<string> {
  return new CustomEvent<string>(ANNOUNCE, { detail: text, bubbles: true, composed: true });
}
