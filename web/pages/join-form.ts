import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Account } from "../api/account.js";
import { messageOf } from "../api/client.js";
import { joinGame } from "../api/games.js";
import { PageElement } from "../app/page-element.js";
import { browserTimezone } from "../app/clock.js";
import { currentAccount } from "../app/session.js";
import type { EditionId } from "../../worker/engine/index.js";
import { t } from "../i18n/index.js";
import { rulesPath } from "../rules/sections.js";
import { NAME_MAX_LENGTH } from "../../worker/api/types.js";

function tooLong(length: number): string {
  return t("notice.nameTooLong", { max: NAME_MAX_LENGTH, n: length });
}

/**
 * Taking the seat a link opens: a name, and an optional e-mail address. Dispatches `joined`
 * with the service's JoinResponse.
 */
@customElement("cr-join-form")
export class JoinForm extends PageElement {
  @property() gameId = "";
  @property() token = "";
  @property({ type: Number }) seat = 0;
  @property() edition: EditionId = "classic";
  @state() private account: Account | null = null;
  @state() private busy = false;
  @state() private error = "";
  @state() private nameLength = 0;

  override connectedCallback() {
    super.connectedCallback();
    void currentAccount().then((account) => (this.account = account));
  }

  override render() {
    return html`<form class="card stack join" @submit=${this.submit}>
      <h2>${t("join.title", { n: this.seat + 1 })}</h2>
      <p>${t("join.intro")}</p>
      <p>
        <a href=${rulesPath("basics", this.edition)} target="_blank" rel="noopener"
          >${t("rules.fromJoin")}<span class="visually-hidden"> ${t("rules.newTab")}</span></a
        >
      </p>
      <label class="field">
        <span>${t("join.name")}</span>
        <input
          name="name"
          required
          autocomplete="nickname"
          aria-describedby="join-name-hint"
          aria-invalid=${this.nameLength > NAME_MAX_LENGTH ? "true" : "false"}
          .value=${this.account?.displayName ?? ""}
          @input=${(event: Event) => (this.nameLength = (event.target as HTMLInputElement).value.trim().length)}
        />
        <span class="hint ${this.nameLength > NAME_MAX_LENGTH ? "error" : ""}" id="join-name-hint" aria-live="polite"
          >${this.nameLength > NAME_MAX_LENGTH ? tooLong(this.nameLength) : t("notice.nameLimit", { max: NAME_MAX_LENGTH })}</span
        >
      </label>
      ${this.account
        ? html`<p class="hint">${t("join.signedIn", { email: this.account.email })}</p>`
        : html`<label class="field">
            <span>${t("join.email")}</span>
            <input name="email" type="email" maxlength="254" autocomplete="email" aria-describedby="join-email-hint" />
            <span class="hint" id="join-email-hint">${t("join.emailHint")}</span>
          </label>`}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <p><button class="primary" type="submit" ?disabled=${this.busy}>${t("join.submit")}</button></p>
    </form>`;
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const name = String(form.get("name") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    if (!name) {
      this.error = t("join.nameMissing");
      return;
    }
    // Typing on past the limit is allowed, so nothing is cut without a word: the form says so instead.
    if (name.length > NAME_MAX_LENGTH) {
      this.nameLength = name.length;
      this.error = tooLong(name.length);
      return;
    }
    this.busy = true;
    this.error = "";
    try {
      const joined = await joinGame(this.gameId, this.token, name, email || undefined, browserTimezone());
      this.dispatchEvent(new CustomEvent("joined", { detail: joined, bubbles: true }));
    } catch (error) {
      this.error = messageOf(error);
      this.busy = false;
    }
  }
}
