import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Account } from "../api/account.js";
import { joinGame } from "../api/games.js";
import { PageElement } from "../app/page-element.js";
import { BusyController } from "../shared/busy-controller.js";
import { browserTimezone } from "../app/time.js";
import { currentAccount } from "../app/session.js";
import { mailProof } from "../app/secrets.js";
import type { EditionId } from "../../game/engine/index.js";
import { locale, t } from "../i18n/index.js";
import { listText } from "../shared/words.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { rulesPath } from "../rules/sections.js";
import { NAME_MAX_LENGTH } from "../../protocol/types.js";
import { visibleLength } from "../../protocol/plain-text.js";

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
  /** The game as the link sees it (the invitation, the seats, the options), when the page has it. */
  @property({ attribute: false }) snapshot: GameSnapshot | null = null;
  @property() edition: EditionId = "classic";
  @state() private account: Account | null = null;
  private readonly request = new BusyController(this);
  @state() private nameLength = 0;

  override connectedCallback() {
    super.connectedCallback();
    void currentAccount().then((account) => (this.account = account));
  }

  override render() {
    return html`<form class="card stack join" @submit=${this.submit}>
      <h2>${t("join.title", { n: this.seat + 1 })}</h2>
      ${this.snapshot ? this.renderGame(this.snapshot) : nothing}
      <p>${t("join.intro")}</p>
      <p>
        <a href=${rulesPath("basics", this.edition)} target="_blank" rel="noopener"
          >${t("rules.fromJoin")}<span class="visually-hidden"> ${t("rules.newTab")}</span></a
        >
        <br />
        <a href="/learn" target="_blank" rel="noopener">${t("learn.fromJoin")}<span class="visually-hidden"> ${t("rules.newTab")}</span></a>
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
          @input=${(event: Event) => (this.nameLength = visibleLength((event.target as HTMLInputElement).value.trim()))}
        />
        <span class="hint ${this.nameLength > NAME_MAX_LENGTH ? "error" : ""}" id="join-name-hint" aria-live="polite"
          >${this.nameLength > NAME_MAX_LENGTH ? tooLong(this.nameLength) : t("notice.nameLimit", { max: NAME_MAX_LENGTH })}</span
        >
      </label>
      ${this.account
        ? html`<p class="hint">${t("join.signedIn", { email: this.account.email })}</p>`
        : html`<label class="field">
            <span>${t("join.email")}</span>
            <input
              name="email"
              type="email"
              maxlength="254"
              autocomplete="email"
              aria-describedby="join-email-hint"
              .value=${this.snapshot?.invitation?.email ?? ""}
            />
            <span class="hint" id="join-email-hint">${t(this.invitedByMail() ? "join.emailHintInvited" : "join.emailHint")}</span>
          </label>`}
      ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
      <p><button class="primary" type="submit" ?disabled=${this.request.busy}>${t("join.submit")}</button></p>
    </form>`;
  }

  /** The page came from the invitation mailed to an address: that address needs no confirming. */
  private invitedByMail(): boolean {
    return mailProof(this.gameId) !== null && Boolean(this.snapshot?.invitation?.email);
  }

  /** What the link leads to: who invited you, the game in words, who is already seated. */
  private renderGame(snapshot: GameSnapshot) {
    const { options } = snapshot.view;
    const details = [
      t("joinContext.players", { n: snapshot.seats.length }),
      ...options.variants.map((variant) => t(`create.variant.${variant}`)),
      ...(snapshot.timePerMove && snapshot.timePerMove !== "none" ? [`${t("create.timePerMove")}: ${t(`create.time.${snapshot.timePerMove}`)}`] : []),
    ];
    const seated = snapshot.seats.filter((seat) => seat.joined);
    const by = snapshot.invitation?.by;
    return html`<div class="join-context">
      ${by ? html`<p class="invited-by"><strong>${t("joinContext.invitedBy", { name: by })}</strong></p>` : nothing}
      <p>${t(`create.edition.${options.edition}`)} · ${listText(details)}</p>
      <p>
        ${seated.length === 0
          ? t("joinContext.nobodySeated")
          : t("joinContext.seated", { names: listText(seated.map((seat) => t("joinContext.seatedName", { name: seat.name ?? "", n: seat.seat + 1 }))) })}
      </p>
    </div>`;
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const name = String(form.get("name") ?? "").trim();
    const email = String(form.get("email") ?? "").trim();
    if (!name) {
      this.request.error = t("join.nameMissing");
      return;
    }
    // Typing on past the limit is allowed, so nothing is cut without a word: the form says so instead.
    const length = visibleLength(name);
    if (length > NAME_MAX_LENGTH) {
      this.nameLength = length;
      this.request.error = tooLong(length);
      return;
    }
    await this.request.run(
      async () => {
        const joined = await joinGame(this.gameId, this.token, name, email || undefined, browserTimezone(), locale(), mailProof(this.gameId) ?? undefined);
        this.dispatchEvent(new CustomEvent("joined", { detail: joined, bubbles: true }));
      },
      { untilLeaving: true },
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-join-form": JoinForm;
  }
}
