import { LitElement, css, html } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { EditionId } from "../../game/engine/index.js";
import { serviceUrl } from "../api/client.js";
import { LocaleController, t } from "../i18n/index.js";
import { upgradeName } from "../shared/words.js";
import { rulesPath, upgradeOf, variantOf, type RulesSection } from "./sections.js";

/** A rules section's title: upgrades and variants go by the names the table and the create page give them. */
export function sectionTitle(section: RulesSection): string {
  const upgrade = upgradeOf(section);
  if (upgrade) return upgradeName(upgrade);
  const variant = variantOf(section);
  if (variant) return t(`create.variant.${variant}`);
  // The upgrades' and variants' sections were named above.
  return t(`rules.section.${section as Exclude<RulesSection, `upgrade-${string}` | `variant-${string}`>}`);
}

/**
 * A small "?" that opens the rules at one section, in a new tab so the table (and the move being
 * composed) stays where it is. In the script embed the address is the service's, not the host page's.
 */
@customElement("cr-rules-link")
export class CrRulesLink extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      vertical-align: middle;
    }
    a {
      display: inline-grid;
      place-items: center;
      min-width: 44px;
      min-height: 44px;
      color: var(--accent, #8a4b22);
      text-decoration: none;
      font-weight: 700;
    }
    span.mark {
      display: inline-grid;
      place-items: center;
      width: 1.6rem;
      height: 1.6rem;
      border-radius: 50%;
      border: 2px solid currentColor;
      font-size: 0.95rem;
      line-height: 1;
    }
    a:hover span.mark {
      background: color-mix(in srgb, currentColor 15%, transparent);
    }
    a:focus-visible {
      outline: 3px solid var(--focus, #1a73e8);
      outline-offset: 1px;
      border-radius: 50%;
    }
  `;

  @property() section: RulesSection = "turn";
  @property() edition: EditionId = "classic";

  constructor() {
    super();
    new LocaleController(this);
  }

  override render() {
    const label = `${t("rules.link", { section: sectionTitle(this.section) })} ${t("rules.newTab")}`;
    return html`<a href=${serviceUrl(rulesPath(this.section, this.edition)).href} target="_blank" rel="noopener" aria-label=${label} title=${label}
      ><span class="mark" aria-hidden="true">?</span></a
    >`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-rules-link": CrRulesLink;
  }
}
