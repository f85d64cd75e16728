import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { shown, verifyRecord, type Verdict } from "../../game/engine/index.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "../shared/styles.js";

/**
 * Checks a game record in the browser with the engine's verifyRecord (R-18): offline, nothing is
 * sent. On the end screen ("game": heading, the commitment, a button and the download); on the
 * /verify page ("file": the verdict of a dropped file, checked at once).
 */
@customElement("cr-verify-record")
export class CrVerifyRecord extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1rem;
        margin: 0.5rem 0;
      }
      code {
        font-size: 0.85rem;
        word-break: break-all;
      }
      .verdict {
        margin: 0.5rem 0 0;
        padding: 0.5rem 0.7rem;
        border-inline-start: 6px solid var(--line, #d9ccbf);
        border-radius: 0.4rem;
      }
      .verdict.verified {
        border-color: var(--ok, #1e6b3a);
      }
      .verdict.failed {
        border-color: var(--error, #b3261e);
      }
      .verdict strong {
        display: block;
      }
      a {
        color: inherit;
        min-height: 44px;
        display: inline-flex;
        align-items: center;
      }
    `,
  ];

  /** The record as parsed JSON (anything: verifyRecord says what is wrong with it). */
  @property({ attribute: false }) record: unknown = null;
  @property() mode: "game" | "file" = "game";
  /** Where the end screen's "Download the record" link points. */
  @property() downloadHref = "";
  @property() downloadName = "";
  @state() private verdict: Verdict | null = null;
  @state() private checking = false;
  private checked: unknown = null;

  constructor() {
    super();
    new LocaleController(this);
  }

  override willUpdate(changed: Map<string, unknown>): void {
    if (changed.has("record") && this.record !== this.checked) {
      this.verdict = null;
      if (this.mode === "file" && this.record !== null) void this.verify();
    }
  }

  async verify(): Promise<void> {
    const record = this.record;
    this.checking = true;
    this.checked = record;
    const verdict = await verifyRecord(record);
    // A newer record may have come in meanwhile: its verdict is the one to show.
    if (this.record !== record) return;
    this.verdict = verdict;
    this.checking = false;
  }

  private renderVerdict() {
    if (this.checking) return html`<p class="verdict muted">${t("fair.verifying")}</p>`;
    const verdict = this.verdict;
    if (!verdict) return nothing;
    if (verdict.verified) {
      return html`<p class="verdict verified"><strong>${t("fair.verified", { count: verdict.actions })}</strong></p>`;
    }
    const version = (this.record as { engineVersion?: unknown } | null)?.engineVersion;
    const value = (v: unknown) => (v === undefined ? t("fair.nothing") : shown(v));
    // The place in player words; the file's path only below, for whoever opens the file.
    const difference = verdict.difference;
    return html`<p class="verdict failed">
      <strong>${t("fair.notVerified")}</strong>
      ${t(`fair.problem.${verdict.problem}`, { step: verdict.step ?? 0, version: JSON.stringify(version ?? null) })}
      ${difference ? t(difference.place.part === "event" ? "fair.where.event" : "fair.where.other", { event: difference.place.part === "event" ? difference.place.event : 0, recorded: value(difference.recorded), replayed: value(difference.replayed) }) : nothing}
    </p>
    ${difference ? html`<p class="muted">${t("fair.where.file", { path: difference.path })}</p>` : nothing}`;
  }

  override render() {
    const status = html`<div role="status" aria-live="polite">${this.renderVerdict()}</div>`;
    if (this.mode === "file") return status;
    const commitment = (this.record as { commitment?: unknown } | null)?.commitment;
    return html`<section class="panel" aria-labelledby="fair-heading">
      <h2 id="fair-heading">${t("fair.title")}</h2>
      <p>${t("fair.intro")}</p>
      ${typeof commitment === "string" ? html`<p>${t("fair.commitment")}: <code>${commitment}</code></p>` : nothing}
      <div class="actions">
        <button type="button" class="primary" ?disabled=${this.record === null || this.checking} @click=${() => this.verify()}>${t("fair.verify")}</button>
        ${this.downloadHref ? html`<a href=${this.downloadHref} download=${this.downloadName}>${t("fair.download")}</a>` : nothing}
      </div>
      ${status}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-verify-record": CrVerifyRecord;
  }
}
