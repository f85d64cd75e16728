import { css, html, nothing } from "lit";
import type { EngineError } from "../../worker/engine/index.js";
import type { ActionInput } from "../../worker/api/schemas.js";
import { t } from "../i18n/index.js";
import type { EditionId } from "../../worker/engine/index.js";
import "../rules/cr-rules-link.js";
import type { RulesSection } from "../rules/sections.js";
import { errorText } from "../table/words.js";

/** What every composer shares: the submit event of the table's contract, the undo/submit bar's view, its styles. */

export interface SubmitActionDetail {
  action: ActionInput;
}

export function submitActionEvent(action: ActionInput): CustomEvent<SubmitActionDetail> {
  return new CustomEvent<SubmitActionDetail>("submit-action", { detail: { action }, bubbles: true, composed: true });
}

export interface FooterOptions {
  canUndo: boolean;
  onUndo: () => void;
  /** Why the move can't be sent yet; null when it can. */
  problem: EngineError | null;
  onSubmit: () => void;
  pending: boolean;
  /** The server's refusal of the last submission: the choices stay, the reason shows. */
  serverError: EngineError | null;
  /** A choice the composer itself turned down just now. */
  refusal: EngineError | null;
}

/** A composer's heading with the "?" that opens the rules for what it asks of the player. */
export function titled(heading: unknown, section: RulesSection, edition: EditionId) {
  return html`<div class="titled">${heading}<cr-rules-link section=${section} edition=${edition}></cr-rules-link></div>`;
}

export function composerFooter(options: FooterOptions) {
  const { problem, pending, serverError, refusal } = options;
  return html`<div class="footer">
    ${serverError
      ? html`<p class="error" role="alert"><strong>${t("composer.refused")}</strong> ${errorText(serverError)}</p>`
      : nothing}
    <p class="hint" aria-live="polite">
      ${refusal ? errorText(refusal) : pending ? t("composer.sending") : problem ? errorText(problem) : serverError ? "" : t("composer.ready")}
    </p>
    <div class="buttons">
      <button type="button" ?disabled=${!options.canUndo || pending} @click=${options.onUndo}>${t("composer.undo")}</button>
      <button type="button" class="primary" ?disabled=${problem !== null || pending} @click=${options.onSubmit}>
        ${pending ? t("composer.sending") : t("composer.submit")}
      </button>
    </div>
  </div>`;
}

export const composerStyles = css`
  :host {
    display: block;
  }
  .composer {
    display: flex;
    flex-direction: column;
    gap: 0.9rem;
    border: 2px solid var(--accent, #8a4b22);
  }
  .titled {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
  }
  .titled > h2,
  .titled > h3 {
    margin: 0;
  }
  .composer > section {
    display: flex;
    flex-direction: column;
    gap: 0.45rem;
  }
  p {
    margin: 0;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
  }
  .choices button {
    padding: 0.35rem 0.6rem;
  }
  /* Undo and Submit stay in reach while the player scrolls through a long turn. */
  .footer {
    position: sticky;
    bottom: 0;
    z-index: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    padding: 0.45rem 0.75rem;
    margin: 0 -0.75rem -0.75rem;
    background: var(--card, #fff);
    border-top: 1px solid var(--line, #d9ccbf);
    border-radius: 0 0 0.7rem 0.7rem;
  }
  .footer .hint {
    flex: 1 1 14rem;
    font-size: 0.85rem;
  }
  .footer .error {
    flex: 1 1 100%;
  }
  .footer .buttons {
    display: flex;
    flex: 1 1 12rem;
    gap: 0.5rem;
    justify-content: flex-end;
  }
  .footer .buttons button.primary {
    flex: 1 1 auto;
    max-width: 16rem;
  }
  .error {
    font-size: 0.9rem;
    padding: 0.35rem 0.5rem;
    border-radius: 0.4rem;
    border: 2px solid #b3261e;
    background: color-mix(in srgb, #b3261e 10%, var(--card, #fff));
  }
  details > summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
  details > summary::before {
    content: "▸";
  }
  details[open] > summary::before {
    content: "▾";
  }
  details > summary h3 {
    display: inline;
    margin: 0;
  }
  details[open] > summary {
    margin-bottom: 0.4rem;
  }
  ul.review {
    margin: 0;
    padding-inline-start: 1.2rem;
  }
`;
