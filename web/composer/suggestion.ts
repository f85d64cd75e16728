import { css, html, nothing, type ReactiveController, type ReactiveControllerHost } from "lit";
import type { ErrorCode } from "../../protocol/errors.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { t, type Key } from "../i18n/index.js";
import type { SuggestMove } from "../table/composer-context.js";
import { lineIcon, visuallyHidden } from "../shared/styles.js";

/**
 * "Suggest a move" in a composer. Where the move comes from is the page's business (SuggestMove).
 * The composer only fills its draft with the answer; the player can still change it before Submit.
 */

/** The refusals with words of their own; anything else is "no suggestion right now". */
const KNOWN_REFUSALS = ["SUGGESTIONS_OFF", "NOT_YOUR_TURN", "SUGGESTING_TOO_FAST"] as const satisfies readonly ErrorCode[];

/** What a refusal to suggest says (a key: the line follows the reader's language). */
function suggestionError(error: unknown): Key {
  const code = (error as { code?: unknown } | null)?.code;
  const known = KNOWN_REFUSALS.find((refusal) => refusal === code);
  return known ? `suggest.error.${known}` : "suggest.error.other";
}

/**
 * Asks `suggest` for a move and hands it to `fill` (which turns it into the composer's draft and
 * says whether it could). An answer for a version the composer has moved past is dropped.
 */
export class SuggestionController implements ReactiveController {
  asking = false;
  /** What the line beside the button says: the move was filled in, or why there is none. */
  note: { key: Key; error: boolean } | null = null;
  private version: number | null = null;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  async ask(suggest: SuggestMove, snapshot: GameSnapshot, current: () => GameSnapshot, fill: (action: ActionInput) => boolean): Promise<void> {
    if (this.asking) return;
    this.asking = true;
    this.note = null;
    this.version = snapshot.version;
    this.host.requestUpdate();
    try {
      const action = await suggest(snapshot);
      if (current().version !== snapshot.version) return;
      this.note = fill(action) ? { key: "suggest.filled", error: false } : { key: "suggest.error.other", error: true };
    } catch (error) {
      this.note = { key: suggestionError(error), error: true };
    } finally {
      this.asking = false;
      this.host.requestUpdate();
    }
  }

  /** What the line says for this version of the game (a note for an earlier one is stale). */
  private noteFor(snapshot: GameSnapshot) {
    return this.version === snapshot.version ? this.note : null;
  }

  /** Whether the draft is still the suggested move (`filled`: unchanged since) as it was filled in. */
  stands(snapshot: GameSnapshot, filled: boolean): boolean {
    const note = this.noteFor(snapshot);
    return filled && note !== null && !note.error;
  }

  /**
   * The button and its line; nothing when the page gives no way to suggest (suggestions off). While
   * the suggested move stands, neither is seen: the move's line above Submit begins "Suggested:"
   * (composerFooter), two lines less on a phone's sheet; the line is still heard as it comes.
   */
  render(suggest: SuggestMove | null, snapshot: GameSnapshot, current: () => GameSnapshot, fill: (action: ActionInput) => boolean, disabled: boolean, filled: boolean) {
    if (!suggest) return nothing;
    const note = this.noteFor(snapshot);
    const standing = this.stands(snapshot, filled);
    // The status line stays the same element, so that what it comes to say is heard.
    return html`<div class="suggest ${standing ? "standing" : ""}">
      ${standing
        ? nothing
        : html`<button type="button" class="suggest-button" ?disabled=${disabled || this.asking} @click=${() => this.ask(suggest, snapshot, current, fill)}>
            <svg class="bulb" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z" /></svg
            ><span class="words">${this.asking ? t("suggest.asking") : t("suggest.button")}</span>
          </button>`}
      <span class=${note?.error ? "error" : "hint"} role="status">${note ? t(note.key) : ""}</span>
    </div>`;
  }
}

export const suggestionStyles = css`
  .suggest {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.5rem;
    font-size: 0.85rem;
  }
  /* Its icon, for a sheet that shows the button without its words (a phone's open sheet). */
  .suggest .bulb {
    display: none;
    ${lineIcon}
  }
  /* The suggested move stands: its line above Submit says so ("Suggested: …"). */
  .suggest.standing {
    ${visuallyHidden}
  }
  .suggest .error {
    color: var(--error, #b00020);
  }
`;
