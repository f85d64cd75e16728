import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { fetchSettings, saveSettings, type MailSettings } from "../api/account.js";
import { messageOf } from "../api/client.js";
import { browserTimezone, timezoneChoices } from "../app/time.js";
import { PageElement } from "../app/page-element.js";
import { BusyController } from "../shared/busy-controller.js";
import { currentAccount } from "../app/session.js";
import { LOCALE_NAMES, locale, t } from "../i18n/index.js";
import "../push/cr-push-devices.js";
import "../push/cr-push-toggle.js";
import { myWebhookTarget } from "../api/channel.js";
import "../channel/cr-webhook-form.js";

const MAIL_CHOICES = ["all", "turns", "none"] as const satisfies readonly MailSettings["mail"][];

/** The signed-in account's settings: which mails it gets, their language, and the timezone its quiet hours follow. */
@customElement("cr-settings-page")
export class SettingsPage extends PageElement {
  @state() private loading = true;
  @state() private signedIn = false;
  @state() private settings: MailSettings | null = null;
  private readonly request = new BusyController(this);
  @state() private saved = false;

  override connectedCallback() {
    super.connectedCallback();
    void this.load();
  }

  private async load() {
    try {
      const account = await currentAccount();
      this.signedIn = account !== null;
      if (account) this.settings = await fetchSettings();
    } catch (error) {
      this.request.error = messageOf(error);
    } finally {
      this.loading = false;
    }
  }

  override render() {
    return html`<section class="page narrow">
      <h1>${t("settings.title")}</h1>
      ${this.loading
        ? html`<p class="muted" role="status">${t("settings.loading")}</p>`
        : !this.signedIn
          ? html`<p><a href="/sign-in">${t("settings.signIn")}</a></p>`
          : this.renderForm()}
    </section>`;
  }

  private renderForm() {
    if (!this.settings) return this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing;
    const timezone = this.settings.timezone ?? browserTimezone() ?? "";
    // Never chosen: the app's language is what saving keeps.
    const language = this.settings.language ?? locale();
    return html`<form class="stack" @submit=${this.submit} @change=${() => (this.saved = false)}>
      <fieldset>
        <legend>${t("settings.mail")}</legend>
        ${MAIL_CHOICES.map(
          (choice) => html`<label class="choice">
            <input type="radio" name="mail" value=${choice} .checked=${this.settings?.mail === choice} />
            <span>${t(`settings.mail.${choice}`)}</span>
          </label>`,
        )}
      </fieldset>
      <label class="field">
        <span>${t("mailLanguage.label")}</span>
        <select name="language" aria-describedby="mail-language-hint">
          ${LANGUAGES.map((code) => html`<option value=${code} lang=${code} ?selected=${code === language}>${LOCALE_NAMES[code]}</option>`)}
        </select>
        <span class="hint" id="mail-language-hint">${t("mailLanguage.hint")}</span>
      </label>
      <label class="field">
        <span>${t("settings.timezone")}</span>
        <select name="timezone" aria-describedby="timezone-hint">
          ${timezoneChoices(timezone).map((zone) => html`<option value=${zone} ?selected=${zone === timezone}>${zone.replaceAll("_", " ")}</option>`)}
        </select>
        <span class="hint" id="timezone-hint">${t("settings.timezoneHint")}</span>
      </label>
      ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
      <p><button class="primary" type="submit" ?disabled=${this.request.busy}>${t("settings.save")}</button></p>
      <p role="status">${this.saved ? t("settings.saved") : ""}</p>
    </form>
    <section class="stack" aria-labelledby="push-title">
      <h2 id="push-title">${t("push.title")}</h2>
      <cr-push-toggle></cr-push-toggle>
      <cr-push-devices></cr-push-devices>
    </section>
    <section class="stack" aria-labelledby="webhook-title">
      <h2 id="webhook-title">${t("webhook.mine")}</h2>
      <p class="hint">${t("webhook.mineHint")}</p>
      <cr-webhook-form name="own-webhook" .target=${myWebhookTarget}></cr-webhook-form>
    </section>`;
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const mail = String(form.get("mail") ?? "") as MailSettings["mail"];
    const timezone = String(form.get("timezone") ?? "");
    const language = String(form.get("language") ?? "") as Language;
    this.saved = false;
    await this.request.run(async () => {
      this.settings = await saveSettings({
        mail: MAIL_CHOICES.includes(mail) ? mail : undefined,
        timezone: timezone || undefined,
        language: LANGUAGES.includes(language) ? language : undefined,
      });
      this.saved = true;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-settings-page": SettingsPage;
  }
}
