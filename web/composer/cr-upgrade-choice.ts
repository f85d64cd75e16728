import { css, html } from "lit";
import { customElement } from "lit/decorators.js";
import { UPGRADES_PER_PLAYER, type UpgradeId } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { sharedStyles } from "../shared/styles.js";
import { upgradeDrawing } from "../shared/drawings/index.js";
import { upgradeName } from "../shared/words.js";
import { titled } from "./composer-layout.js";
import { composerStyles } from "./composer-styles.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { ComposerProps } from "../table/composer-context.js";
import { ComposerElement } from "./composer-element.js";
import { suggestionStyles } from "./suggestion.js";
import { StoredDraft } from "./stored-draft.js";
import {
  isUsableUpgradeChoice,
  newUpgradeChoice,
  toggleUpgrade,
  upgradeChoiceAction,
  upgradeChoiceProblem,
  upgradesOnOffer,
  type UpgradeComposition,
} from "./upgrade-choice.js";

/** Variable upgrades: pick your own four of the edition's upgrades, then Submit. */
@customElement("cr-upgrade-choice")
export class CrUpgradeChoice extends ComposerElement<UpgradeId[]> {
  static override styles = [
    sharedStyles,
    composerStyles,
    suggestionStyles,
    css`
      .choices button {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        text-align: start;
        flex: 1 1 14rem;
      }
      .choices button span {
        font-size: 0.85rem;
        color: var(--muted, #6e5d50);
      }
    `,
  ];

  /** A panel above the board, not the board's composer: it neither fills the table's box nor follows a guide or quick taps. */
  protected override receive({ snapshot, pending, serverError, suggest }: ComposerProps): void {
    Object.assign(this, { snapshot, pending, serverError, suggest });
  }

  protected readonly draft = new StoredDraft<UpgradeId[]>(this, newUpgradeChoice, (stored): stored is UpgradeComposition =>
    isUsableUpgradeChoice(this.composing, stored),
  );

  protected draftOf(action: ActionInput): UpgradeId[] | null {
    return action.type === "chooseUpgrades" ? [...action.upgrades] : null;
  }

  override render() {
    const history = this.draft.value;
    const chosen = history.current;
    return html`<section class="composer panel" aria-labelledby="composer-heading">
      ${titled(html`<h2 id="composer-heading">${t("composer.upgrades.title")}</h2>`, "variant-variable-upgrades", "winter")}
      <p class="muted" aria-live="polite">${t("composer.upgrades.count", { chosen: chosen.length, of: UPGRADES_PER_PLAYER })}</p>
      <div class="choices">
        ${upgradesOnOffer(this.composing).map(
          (upgrade) => html`<button
            type="button"
            aria-pressed=${chosen.includes(upgrade)}
            ?disabled=${!chosen.includes(upgrade) && chosen.length >= UPGRADES_PER_PLAYER}
            @click=${() => this.draft.set(toggleUpgrade(history, upgrade))}
          >
            <strong>${upgradeDrawing(upgrade)} ${upgradeName(upgrade)}</strong>
            <span>${t(`table.upgradeEffect.${upgrade}`)}</span>
          </button>`,
        )}
      </div>
      ${this.suggestRow()} ${this.footer(upgradeChoiceProblem(this.composing, chosen), () => upgradeChoiceAction(chosen))}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-upgrade-choice": CrUpgradeChoice;
  }
}
