import { LitElement, css, html, nothing } from "lit";
import { customElement, property, query, state } from "lit/decorators.js";
import type { EmbedSettings } from "../../protocol/types.js";
import { messageOf } from "../api/client.js";
import { hostSecrets, seatToken } from "../app/secrets.js";
import { shareStrings } from "../i18n/share/index.js";
import { addArea, LocaleController, t } from "../i18n/index.js";
import { fetchEmbedSettings, saveEmbedSettings } from "./embed-settings.js";
import { RESIZE_MESSAGE, embedPageUrl, embedSnippet, previewDocument, type EmbedChoice, type EmbedForm, type EmbedTheme } from "./snippet.js";

addArea(shareStrings);

const WIDTHS = ["full", 480, 640, 800, 1024] as const;

/**
 * The game page's "Share / embed" button and its dialog: the link to watch (which unfolds into
 * the live game on oEmbed-aware sites), and the code that puts the live game in another site,
 * built from the choices (script or iframe, watch or play my seat, width, height, theme) with a
 * live preview. The host also chooses which sites may frame the game.
 */
@customElement("cr-share-embed")
export class ShareEmbed extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
    }
    * {
      box-sizing: border-box;
    }
    button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: 2.75rem;
      padding: 0.5rem 1rem;
      border: 1px solid var(--line);
      border-radius: var(--radius, 0.6rem);
      background: var(--card);
      color: var(--fg);
      font: inherit;
      cursor: pointer;
    }
    button.primary {
      background: var(--accent);
      border-color: var(--accent);
      color: var(--accent-fg);
      font-weight: 600;
    }
    :focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    dialog {
      width: min(64rem, calc(100vw - 1rem));
      max-height: calc(100dvh - 1rem);
      padding: 1rem;
      border: 1px solid var(--line);
      border-radius: var(--radius, 0.6rem);
      background: var(--bg);
      color: var(--fg);
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.55);
    }
    header {
      display: flex;
      justify-content: space-between;
      align-items: center;
      gap: 1rem;
      margin-bottom: 0.75rem;
    }
    h2 {
      font-size: 1.25rem;
      margin: 0;
    }
    h3 {
      font-size: 1.05rem;
      margin: 1rem 0 0.5rem;
    }
    p {
      margin: 0 0 0.5rem;
    }
    .hint {
      color: var(--muted);
      font-size: 0.92rem;
    }
    .warning {
      border-inline-start: 4px solid var(--error);
      padding: 0.4rem 0.6rem;
      background: color-mix(in srgb, var(--error) 10%, transparent);
    }
    .error {
      color: var(--error);
      font-weight: 600;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      align-items: center;
    }
    .options {
      display: grid;
      gap: 0.75rem;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
    }
    fieldset {
      border: 1px solid var(--line);
      border-radius: var(--radius, 0.6rem);
      padding: 0.5rem 0.75rem 0.75rem;
      margin: 0;
      background: var(--card);
    }
    legend {
      font-weight: 700;
      padding: 0 0.3rem;
    }
    label.choice {
      display: flex;
      gap: 0.5rem;
      align-items: flex-start;
      padding: 0.3rem 0;
      cursor: pointer;
    }
    label.choice > span {
      display: grid;
    }
    label.field,
    div.field {
      display: grid;
      gap: 0.3rem;
      margin-top: 0.4rem;
    }
    input,
    select,
    textarea {
      font: inherit;
      color: var(--fg);
      background: var(--bg);
      border: 1px solid var(--muted);
      border-radius: 0.3rem;
      padding: 0.45rem 0.6rem;
      max-width: 100%;
    }
    input[type="radio"],
    input[type="checkbox"] {
      width: 1.2rem;
      height: 1.2rem;
      margin: 0.15rem 0 0;
      accent-color: var(--accent);
      flex: none;
    }
    textarea {
      width: 100%;
      font-family: ui-monospace, monospace;
      font-size: 0.85rem;
    }
    .link {
      flex: 1 1 16rem;
      min-width: 0;
      font-family: ui-monospace, monospace;
      font-size: 0.85rem;
      min-height: 2.75rem;
    }
    .status {
      color: var(--ok);
      font-size: 0.9rem;
    }
    .preview {
      border: 1px dashed var(--line);
      border-radius: var(--radius, 0.6rem);
      padding: 0.5rem;
      max-height: 32rem;
      overflow: auto;
      background: repeating-linear-gradient(45deg, transparent 0 10px, color-mix(in srgb, var(--line) 35%, transparent) 10px 20px);
    }
    .preview iframe {
      display: block;
      border: 0;
      max-width: 100%;
    }
  `;

  @property() gameId = "";
  /** The viewer plays a seat in this game (its token is in this browser): they may embed their seat. */
  @property({ type: Boolean }) seated = false;

  @state() private opened = false;
  @state() private form: EmbedForm = "script";
  @state() private playSeat = false;
  @state() private width: number | "full" = "full";
  @state() private height = 640;
  @state() private theme: EmbedTheme = "auto";
  @state() private resize = true;
  @state() private previewHeight = 480;
  @state() private copyStatus = "";
  @state() private framing: EmbedSettings | null = null;
  @state() private framingAny = true;
  @state() private framingSites = "";
  @state() private framingStatus = "";
  @state() private framingError = "";

  @query("dialog") private dialog!: HTMLDialogElement;

  constructor() {
    super();
    new LocaleController(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener("message", this.onMessage);
  }

  private get choice(): EmbedChoice {
    return {
      origin: location.origin,
      gameId: this.gameId,
      form: this.form,
      seatToken: this.playSeat ? this.seatTokenToShare() : null,
      width: this.width,
      height: this.height,
      theme: this.theme,
      resizeListener: this.resize,
    };
  }

  /** The seat token this browser keeps for the game, if the viewer plays a seat with it. */
  private seatTokenToShare(): string | null {
    return this.seated ? seatToken(this.gameId) : null;
  }

  private async show() {
    this.opened = true;
    this.copyStatus = "";
    await this.updateComplete;
    this.dialog.showModal();
    window.addEventListener("message", this.onMessage);
    if (hostSecrets(this.gameId)) void this.loadFraming();
  }

  private close() {
    this.dialog.close();
  }

  private onClosed() {
    this.opened = false;
    window.removeEventListener("message", this.onMessage);
  }

  /** The iframe preview tells its height like any embed page does. */
  private readonly onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; height?: unknown } | null;
    if (event.origin !== location.origin || data?.type !== RESIZE_MESSAGE || typeof data.height !== "number") return;
    const frame = this.renderRoot.querySelector<HTMLIFrameElement>(".preview iframe");
    if (frame && frame.contentWindow === event.source) this.previewHeight = Math.max(200, Math.ceil(data.height));
  };

  private async loadFraming() {
    try {
      const settings = await fetchEmbedSettings(this.gameId);
      this.framing = settings;
      this.framingAny = settings.frameAncestors === "*";
      this.framingSites = settings.frameAncestors === "*" ? "" : settings.frameAncestors.join("\n");
    } catch (error) {
      this.framingError = messageOf(error);
    }
  }

  private async saveFraming(event: SubmitEvent) {
    event.preventDefault();
    const host = hostSecrets(this.gameId);
    if (!host) return;
    this.framingStatus = "";
    this.framingError = "";
    const sites = this.framingSites
      .split(/[\s,]+/)
      .map((site) => site.trim().replace(/\/+$/, ""))
      .filter(Boolean);
    try {
      this.framing = await saveEmbedSettings(this.gameId, host.hostToken, { frameAncestors: this.framingAny ? "*" : sites });
      this.framingStatus = t("share.framing.saved");
    } catch (error) {
      this.framingError = messageOf(error);
    }
  }

  private async copy(text: string, field: string) {
    try {
      await navigator.clipboard.writeText(text);
      this.copyStatus = t("share.copied");
    } catch {
      this.renderRoot.querySelector<HTMLInputElement | HTMLTextAreaElement>(field)?.select();
      this.copyStatus = t("share.copyByHand");
    }
  }

  override render() {
    return html`<button type="button" aria-haspopup="dialog" @click=${this.show}>${t("share.open")}</button>
      <dialog aria-labelledby="share-title" @close=${this.onClosed}>${this.opened ? this.renderDialog() : nothing}</dialog>`;
  }

  private renderDialog() {
    const choice = this.choice;
    const snippet = embedSnippet(choice);
    const link = `${location.origin}/g/${this.gameId}`;
    return html`<header>
        <h2 id="share-title">${t("share.title")}</h2>
        <button type="button" @click=${this.close}>${t("share.close")}</button>
      </header>
      <h3>${t("share.link")}</h3>
      <div class="row">
        <input class="link" readonly .value=${link} aria-label=${t("share.link")} @focus=${selectAll} />
        <button type="button" @click=${() => this.copy(link, ".link")}>${t("share.copy")}</button>
      </div>
      <p class="hint">${t("share.linkHint")}</p>

      <h3>${t("share.embed")}</h3>
      <div class="options">
        <fieldset>
          <legend>${t("share.form")}</legend>
          ${this.radio("form", "script", this.form === "script", () => (this.form = "script"), t("share.form.script"), t("share.form.scriptHint"))}
          ${this.radio("form", "iframe", this.form === "iframe", () => (this.form = "iframe"), t("share.form.iframe"), t("share.form.iframeHint"))}
        </fieldset>
        <fieldset>
          <legend>${t("share.view")}</legend>
          ${this.radio("view", "spectator", !choice.seatToken, () => (this.playSeat = false), t("share.view.spectator"))}
          ${this.seatTokenToShare() ? this.radio("view", "seat", Boolean(choice.seatToken), () => (this.playSeat = true), t("share.view.seat")) : nothing}
        </fieldset>
        <fieldset>
          <legend>${t("share.theme")}</legend>
          ${(["auto", "light", "dark"] as const).map((theme) =>
            this.radio("theme", theme, this.theme === theme, () => (this.theme = theme), t(`share.theme.${theme}`)),
          )}
        </fieldset>
        <fieldset>
          <legend>${t("share.size")}</legend>
          <div class="field">
            <label for="width">${t("share.width")}</label>
            <select id="width" @change=${(event: Event) => (this.width = widthOf((event.target as HTMLSelectElement).value))}>
              ${WIDTHS.map(
                (width) => html`<option value=${width} ?selected=${this.width === width}>${width === "full" ? t("share.width.full") : `${width} px`}</option>`,
              )}
            </select>
          </div>
          ${this.form === "iframe"
            ? html`<div class="field">
                  <label for="height">${t("share.height")}</label>
                  <input
                    id="height"
                    type="number"
                    min="200"
                    max="3000"
                    step="10"
                    .value=${String(this.height)}
                    @change=${(event: Event) => (this.height = clampHeight((event.target as HTMLInputElement).valueAsNumber))}
                  />
                </div>
                <label class="choice"
                  ><input type="checkbox" .checked=${this.resize} @change=${(event: Event) => (this.resize = (event.target as HTMLInputElement).checked)} /><span
                    >${t("share.resize")}</span
                  ></label
                >`
            : nothing}
        </fieldset>
      </div>
      ${choice.seatToken ? html`<p class="warning" role="note">${t("share.seatWarning")}</p>` : nothing}

      <label class="field"
        ><span><strong>${t("share.code")}</strong></span>
        <textarea class="code" readonly rows=${choice.form === "iframe" && choice.resizeListener ? 10 : 3} .value=${snippet} @focus=${selectAll}></textarea>
      </label>
      <div class="row">
        <button type="button" class="primary" @click=${() => this.copy(snippet, ".code")}>${t("share.copy")}</button>
        <span class="status" role="status">${this.copyStatus}</span>
      </div>

      <h3>${t("share.preview")}</h3>
      <div class="preview">${this.renderPreview(choice, snippet)}</div>
      ${this.renderFraming()}`;
  }

  private radio(name: string, value: string, checked: boolean, pick: () => void, label: string, hint?: string) {
    return html`<label class="choice"
      ><input type="radio" name=${name} value=${value} .checked=${checked} @change=${pick} /><span
        >${label}${hint ? html`<span class="hint">${hint}</span>` : nothing}</span
      ></label
    >`;
  }

  /**
   * The script embed runs in a frame of its own (srcdoc: the snippet as a page), so the preview
   * is exactly what the code does; the iframe embed is the embed page itself, resized by its
   * messages.
   */
  private renderPreview(choice: EmbedChoice, snippet: string) {
    const width = choice.width === "full" ? "100%" : `${choice.width}px`;
    if (choice.form === "iframe") {
      const height = choice.resizeListener ? this.previewHeight : choice.height;
      return html`<iframe title=${t("share.previewTitle")} src=${embedPageUrl(choice)} style="width:${width};height:${height}px"></iframe>`;
    }
    return html`<iframe title=${t("share.previewTitle")} srcdoc=${previewDocument(snippet)} style="width:${width};height:30rem"></iframe>`;
  }

  private renderFraming() {
    if (!hostSecrets(this.gameId)) return nothing;
    return html`<form @submit=${this.saveFraming}>
      <fieldset>
        <legend>${t("share.framing")}</legend>
        <p class="hint">${t("share.framing.hint")}</p>
        ${this.radio("framing", "any", this.framingAny, () => (this.framingAny = true), t("share.framing.any"))}
        ${this.radio("framing", "some", !this.framingAny, () => (this.framingAny = false), t("share.framing.some"))}
        ${this.framingAny
          ? nothing
          : html`<label class="field"
              ><span>${t("share.framing.sites")}</span>
              <textarea rows="3" .value=${this.framingSites} @input=${(event: Event) => (this.framingSites = (event.target as HTMLTextAreaElement).value)}></textarea>
            </label>`}
        <div class="row">
          <button type="submit" ?disabled=${this.framing === null}>${t("share.framing.save")}</button>
          <span class="status" role="status">${this.framingStatus}</span>
        </div>
        ${this.framingError ? html`<p class="error" role="alert">${this.framingError}</p>` : nothing}
      </fieldset>
    </form>`;
  }
}

function widthOf(value: string): number | "full" {
  return value === "full" ? "full" : Number(value);
}

function clampHeight(value: number): number {
  return Number.isFinite(value) ? Math.min(3000, Math.max(200, Math.round(value))) : 640;
}

function selectAll(event: FocusEvent) {
  (event.target as HTMLInputElement | HTMLTextAreaElement).select();
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-share-embed": ShareEmbed;
  }
}
