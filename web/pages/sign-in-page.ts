import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import { requestSignInLink } from "../api/account.js";
import { PageElement } from "../app/page-element.js";
import { BusyController } from "../shared/busy-controller.js";
import { locale, t } from "../i18n/index.js";

/** Running on this machine (`npm start`): mail lands in the local mailbox (/dev/mail), not in anyone's inbox. */
const LOCAL = ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);

/** Passwordless sign-in: the service mails a link that signs this browser in. */
@customElement("cr-sign-in-page")
export class SignInPage extends PageElement {
  @state() private sentTo = "";
  private readonly request = new BusyController(this);

  override render() {
    return html`<section class="page narrow">
      <h1>${t("signin.title")}</h1>
      ${this.sentTo
        ? html`<div class="card stack" role="status">
            <p><strong>${t("signin.checkMail", { email: this.sentTo })}</strong></p>
            <p>${t("signin.checkMailHint")}</p>
            ${LOCAL ? html`<p class="hint">${t("signin.localMailbox")} <a href="/dev/mail">${t("signin.openMailbox")}</a></p>` : nothing}
          </div>`
        : html`<p>${t("signin.intro")}</p>
            <form class="stack" @submit=${this.submit}>
              <label class="field">
                <span>${t("signin.email")}</span>
                <input name="email" type="email" required maxlength="254" autocomplete="email" />
              </label>
              ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
              <p><button class="primary" type="submit" ?disabled=${this.request.busy}>${t("signin.submit")}</button></p>
            </form>`}
    </section>`;
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    const email = String(new FormData(event.target as HTMLFormElement).get("email") ?? "").trim();
    await this.request.run(async () => {
      await requestSignInLink(email, locale());
      this.sentTo = email;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-sign-in-page": SignInPage;
  }
}
