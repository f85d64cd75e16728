import { html } from "lit";
import { t } from "../i18n/index.js";
import { setTextTable, type TextTableController } from "./text-table-setting.js";

/**
 * The switch at the top of a game page, first in its tab order: shown when focused (as the skip
 * link is), it turns the text table on or off for this device. The page re-renders through its
 * TextTableController.
 */
export function textTableLink(setting: TextTableController) {
  return html`<button type="button" class="skip-link" @click=${() => setTextTable(!setting.on)}>
    ${t(setting.on ? "ear.link.off" : "ear.link.on")}
  </button>`;
}
