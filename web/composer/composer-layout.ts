import { html, nothing, type TemplateResult } from "lit";
import type { ActionInput } from "../../protocol/schemas.js";
import type { DrawnInStages } from "../app/first-draw.js";
import { t } from "../i18n/index.js";
import type { EditionId } from "../../game/engine/index.js";
import "../rules/cr-rules-link.js";
import type { RulesSection } from "../rules/sections.js";
import { errorText, type Refusal } from "../api/refusal.js";

/**
 * What every composer shares: the submit event of the table's contract, the undo/submit bar's
 * view, the one-screen layout (the board and the player's mat above, the sheet of controls below
 * or beside), their styles.
 */

export interface SubmitActionDetail {
  action: ActionInput;
}

export function submitActionEvent(action: ActionInput): CustomEvent<SubmitActionDetail> {
  return new CustomEvent<SubmitActionDetail>("submit-action", { detail: { action }, bubbles: true, composed: true });
}

/**
 * The sheet on a phone: `resting` below the board (the title, what to do next, the bar), `raised`
 * over the bottom of the screen with its steps, or `steady`: in place, steps and all (the guided
 * game, which teaches each step, and a table that doesn't fill the screen: an embed). A wide screen always shows it whole, beside the board.
 */
export type SheetState = "resting" | "raised" | "steady";

export interface FooterOptions {
  canUndo: boolean;
  onUndo: () => void;
  /** Why the move can't be sent yet; null when it can. */
  problem: Refusal | null;
  onSubmit: () => void;
  pending: boolean;
  /** The server's refusal of the last submission: the choices stay, the reason shows. */
  serverError: Refusal | null;
  /** A choice the composer itself turned down just now. */
  refusal: Refusal | null;
  /** Goes on to the next step of a composer with steps; absent at the last step. */
  onNext?: () => void;
  /** The move in a line, said once it can be sent (instead of "ready"). */
  summary?: unknown;
  /** The move is the one "Suggest a move" filled in, unchanged: the line says so before the move. */
  suggested?: boolean;
  /** What the resting sheet offers in place of its line (an upgrade that may be activated). */
  offer?: TemplateResult;
  /** What the resting sheet says above its line (the upgrade just chosen). */
  note?: TemplateResult;
  /** What the line starts with (the upgrade chosen, once the path begins and the note gives way to the move). */
  mark?: TemplateResult;
  /** The phone's sheet: how it shows (see SheetState), and the button that raises or lowers it (none when steady). */
  sheet: { state: SheetState; onToggle: () => void };
}

/** A composer's heading with the "?" that opens the rules for what it asks of the player. */
export function titled(heading: unknown, section: RulesSection, edition: EditionId) {
  return html`<div class="titled">${heading}<cr-rules-link section=${section} edition=${edition}></cr-rules-link></div>`;
}

export function composerFooter(options: FooterOptions) {
  const { problem, pending, serverError, refusal } = options;
  const resting = options.sheet.state === "resting";
  const offer = resting ? options.offer : undefined;
  return html`<div class="footer">
    ${serverError
      ? html`<p class="error" role="alert"><strong>${t("composer.refused")}</strong> ${errorText(serverError)}</p>`
      : nothing}
    ${offer ?? nothing} ${(resting && options.note) || nothing}
    <p class="hint ${offer ? "offered" : ""}" id="submit-why">
      ${options.mark ?? nothing} ${refusal
        ? errorText(refusal)
        : pending
          ? t("composer.sending")
          : problem
            ? t("help.submitWaits", { reason: errorText(problem) })
            : serverError
              ? ""
              : options.suggested
                ? html`<strong class="suggested">${t("suggest.standing")}</strong> ${options.summary ?? t("composer.ready")}`
                : (options.summary ?? t("composer.ready"))}
    </p>
    <div class="buttons">
      <button type="button" ?disabled=${!options.canUndo || pending} @click=${options.onUndo}>${t("composer.undo")}</button>
      ${options.sheet.state === "steady"
        ? nothing
        : html`<button type="button" class="more" aria-expanded=${options.sheet.state === "raised"} @click=${options.sheet.onToggle}>
            ${t("composer.details")}<span aria-hidden="true">${options.sheet.state === "raised" ? " ▾" : " ▴"}</span>
          </button>`}
      ${options.onNext ? html`<button type="button" class="next" @click=${options.onNext}>${t("play.next")}</button>` : nothing}
      <!-- While sending, the button keeps focus (aria-disabled, not disabled): a disabled button would drop it to the page. -->
      <button
        type="button"
        class="primary"
        aria-describedby="submit-why"
        ?disabled=${problem !== null}
        aria-disabled=${pending ? "true" : "false"}
        @click=${() => pending || options.onSubmit()}
      >
        ${pending ? t("composer.sending") : t("composer.submit")}
      </button>
    </div>
  </div>`;
}

/** A composer's screen (composerLayout) in stages, drawn in this order while the page is first drawn: the board, the mat, the sheet. */
const MAT_STAGE = 1;
const SHEET_STAGE = 2;
export const COMPOSER_STAGES = 3;

/**
 * The composer's screen: the `board` as wide as the screen allows, the player's cups and orders
 * (`mat`) under it, and the sheet: its heading line (`head`: the title, and the steps of a
 * composer with steps), the step's controls (`body`), then the undo/submit bar (with what to do
 * next, or what the move does). On a phone the sheet rests at the bottom of the screen, below the
 * board, showing only the bar until its steps are opened (see SheetState); on a wide screen
 * the mat and the whole sheet stand beside the board. The mat and the sheet are drawn once
 * `drawn` has them (DrawnInStages: while the page is first drawn, each in a task of its own).
 */
export function composerLayout(
  screen: {
    board: TemplateResult;
    mat: () => TemplateResult;
    sheet: SheetState;
    sheetContent: () => {
      head: TemplateResult;
      body: TemplateResult;
      footer: TemplateResult;
      /** Above the bar, shown even while the sheet rests ("Suggest a move"). */
      tools?: unknown;
    };
  },
  drawn: DrawnInStages,
) {
  const sheet = drawn.has(SHEET_STAGE) ? screen.sheetContent() : null;
  return html`<section class="layout ${screen.sheet}" aria-labelledby="composer-heading">
    ${sheet ? html`<button type="button" class="to-controls" @click=${toControls}>${t("composer.toControls")}</button>` : nothing}
    <div class="board-area">${screen.board}</div>
    <div class="side">
      ${drawn.has(MAT_STAGE) ? screen.mat() : nothing}
      ${sheet
        ? html`<div class="sheet">
            <div class="sheet-head">${sheet.head}</div>
            <div class="sheet-body" tabindex="0">${sheet.body}</div>
            <div class="sheet-foot">${sheet.tools ?? nothing} ${sheet.footer}</div>
          </div>`
        : nothing}
    </div>
  </section>`;
}

/**
 * "Go to your move's controls", first in the turn's Tab order (shown when focused, as a skip link
 * is): past the board's squares and the order cards to the step's own controls ("Activate an
 * upgrade?" first when offered), else the sheet's first button.
 */
function toControls(event: Event): void {
  const sheet = (event.currentTarget as HTMLElement).parentElement?.querySelector(".sheet");
  const enabled = ":is(summary, button:not([disabled]), input:not([disabled]), select, a[href])";
  (sheet?.querySelector<HTMLElement>(`.sheet-body ${enabled}`) ?? sheet?.querySelector<HTMLElement>(enabled))?.focus();
}
