import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { WebhookView } from "../../protocol/channel.js";
import type { WebhookTarget } from "../api/channel.js";
import { messageOf } from "../api/client.js";
import { formatMoment } from "../app/time.js";
import { PageElement } from "../app/page-element.js";
import { BusyController } from "../shared/busy-controller.js";
import { channelStrings } from "../i18n/channel/index.js";
import { addArea, LOCALE_NAMES, locale, t } from "../i18n/index.js";

addArea(channelStrings);

/**
 * One webhook, connected or not, as its owner manages it: its address (masked once saved), the
 * language of its messages, its state (failing, turned off), a test message, disconnecting. A
 * generic webhook's signing secret is shown the once it is made. Serves both a game's channel and
 * the account's own webhook (`target` says which).
 */
@customElement("cr-webhook-form")
export class WebhookForm extends PageElement {
  @property({ attribute: false }) target: WebhookTarget | null = null;
  /** An id prefix, so two forms on one page label their own fields. */
  @property() name = "webhook";
  @state() private webhook: WebhookView | null = null;
  @state() private loaded = false;
  @state() private secret: string | null = null;
  private readonly request = new BusyController(this);
  @state() private status = "";

  override connectedCallback() {
    super.connectedCallback();
    void this.load();
  }

  private async load() {
    if (!this.target) return;
    try {
      this.webhook = await this.target.load();
    } catch (error) {
      this.request.error = messageOf(error);
    } finally {
      this.loaded = true;
    }
  }

  override render() {
    if (!this.loaded) return nothing;
    const webhook = this.webhook;
    const id = (part: string) => `${this.name}-${part}`;
    return html`<div class="stack webhook">
      <p class="webhook-state">${webhook ? t("webhook.connected", { address: `${t(`webhook.flavour.${webhook.flavour}`)} · ${webhook.masked}` }) : t("webhook.none")}</p>
      ${webhook?.offAt ? html`<p class="error">${t("webhook.off", { date: formatMoment(webhook.offAt) })}</p>` : nothing}
      ${webhook && !webhook.offAt && webhook.failingSince
        ? html`<p class="error">${t("webhook.failing", { date: formatMoment(webhook.failingSince), error: failureText(webhook) })}</p>`
        : nothing}
      ${this.secret
        ? html`<label class="field"><span>${t("webhook.secret")}</span><input readonly .value=${this.secret} @focus=${(event: Event) => (event.target as HTMLInputElement).select()} /></label>`
        : nothing}
      <form class="stack" @submit=${this.connect}>
        <label class="field">
          <span>${t("webhook.url")}</span>
          <input id=${id("url")} name="url" type="url" inputmode="url" autocomplete="off" spellcheck="false" required placeholder="https://discord.com/api/webhooks/…" aria-describedby=${id("hint")} />
          <span class="hint" id=${id("hint")}>${t("webhook.urlHint")}</span>
        </label>
        <label class="field">
          <span>${t("webhook.language")}</span>
          <select name="language">
            ${LANGUAGES.map((code) => html`<option value=${code} lang=${code} ?selected=${code === (webhook?.language ?? locale())}>${LOCALE_NAMES[code]}</option>`)}
          </select>
        </label>
        <p class="buttons">
          <button class="primary" type="submit" ?disabled=${this.request.busy}>${webhook ? t("webhook.replace") : t("webhook.connect")}</button>
          ${webhook
            ? html`<button type="button" ?disabled=${this.request.busy || webhook.offAt !== null} @click=${this.test}>${t("webhook.test")}</button>
                <button type="button" ?disabled=${this.request.busy} @click=${this.disconnect}>${t("webhook.remove")}</button>`
            : nothing}
        </p>
      </form>
      ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
      <p role="status">${this.status}</p>
    </div>`;
  }

  private async run(step: () => Promise<string>) {
    if (!this.target) return;
    this.status = "";
    await this.request.run(async () => (this.status = await step()));
  }

  private connect(event: SubmitEvent) {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const data = new FormData(form);
    return this.run(async () => {
      const connected = await this.target!.connect(String(data.get("url") ?? ""), String(data.get("language") ?? "en") as Language);
      this.webhook = connected.webhook;
      this.secret = connected.secret;
      form.reset();
      return "";
    });
  }

  private test() {
    return this.run(async () => {
      const answer = await this.target!.test();
      this.webhook = answer.webhook;
      return answer.sent ? t("webhook.testSent") : t("webhook.testFailed", { error: failureText(answer.webhook) });
    });
  }

  private disconnect() {
    return this.run(async () => {
      await this.target!.remove();
      this.webhook = null;
      this.secret = null;
      return "";
    });
  }
}

/** Why a webhook fails, in the reader's words (the receiver's own answer stays in the view's lastError). */
function failureText(webhook: WebhookView): string {
  return t(`webhook.failure.${webhook.failure ?? "unreachable"}`, { status: webhook.failureStatus ?? "" });
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-webhook-form": WebhookForm;
  }
}
