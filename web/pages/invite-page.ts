import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { BotLevel, SeatInvite } from "../../protocol/types.js";
import { messageOf } from "../api/client.js";
import { handSeatToBot, inviteByMail, replaceSeatLink } from "../api/games.js";
import { BOT_LEVELS, botLabel } from "../app/bot-seats.js";
import { PageElement } from "../app/page-element.js";
import { hostSecrets, replaceSeatInvite, seatToken, type HostSecrets } from "../app/secrets.js";
import "../app/share-link.js";
import { locale, t } from "../i18n/index.js";
import { GameConnection } from "../live/game-connection.js";

/**
 * The host hands out the seat links: share or copy each one, take seat 1 themselves, replace a
 * link that went astray. Who has joined updates live.
 */
@customElement("cr-invite-page")
export class InvitePage extends PageElement {
  @property() gameId = "";
  @state() private secrets: HostSecrets | null = null;
  @state() private error = "";
  /** The level picked for each seat's "Hand to a bot". */
  @state() private handLevels: Record<number, BotLevel> = {};
  @state() private handing: number | null = null;
  /** Per seat: the address its invitation was just mailed to, or the refusal. */
  @state() private mailed: Record<number, { sentTo: string } | { error: string }> = {};
  @state() private mailing: number | null = null;
  private connection?: GameConnection;

  override connectedCallback() {
    this.secrets = hostSecrets(this.gameId);
    // Watches as a spectator: only who has joined matters here.
    if (this.secrets) this.connection ??= new GameConnection(this, this.gameId, () => null);
    super.connectedCallback();
  }

  override render() {
    const gameLink = html`<a href="/g/${this.gameId}">${t("invite.toGame")}</a>`;
    if (!this.secrets) {
      return html`<section class="page narrow">
        <h1>${t("invite.title")}</h1>
        <p>${t("invite.notHost")}</p>
        <p>${gameLink}</p>
      </section>`;
    }
    return html`<section class="page narrow">
      <h1>${t("invite.title")}</h1>
      <p>${t("invite.intro")}</p>
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      <ol class="seats">
        ${this.secrets.seats.map((invite) => this.renderSeat(invite))}
      </ol>
      <p>${gameLink}</p>
    </section>`;
  }

  private renderSeat(invite: SeatInvite) {
    const seat = this.connection?.snapshot?.seats[invite.seat];
    const label = t("invite.seatLink", { n: invite.seat + 1 });
    // A bot from the start has no player to send a link to.
    if (invite.bot) {
      return html`<li class="card seat">
        <h2>${t("game.seat", { n: invite.seat + 1 })}</h2>
        <p class="seat-state">${t("invite.bot", { level: t(`table.botLevel.${invite.bot}`) })}</p>
      </li>`;
    }
    const bot = seat?.bot ?? null;
    return html`<li class="card seat">
      <h2>${t("game.seat", { n: invite.seat + 1 })}</h2>
      <p class="seat-state">
        ${seat?.joined ? t("invite.joined", { name: seat.name ?? "" }) : t("invite.open")}
        ${bot ? html` <span class="tag">${botLabel(bot)}</span>` : nothing}
      </p>
      ${seat?.away && !bot ? this.renderHandToBot(invite.seat) : nothing}
      ${invite.seat === 0 && !seat?.joined
        ? html`<div class="take-seat">
            <span>${t("invite.takeMySeatHint")}</span>
            <a class="button primary" href="/g/${this.gameId}#seat=${invite.token}">${t("invite.takeMySeat")}</a>
          </div>`
        : nothing}
      <cr-share-link .url=${invite.url} .label=${label} share></cr-share-link>
      ${seat?.joined ? nothing : this.renderMailForm(invite.seat)}
      <details>
        <summary>${t("invite.replace")}</summary>
        <p class="hint">${t("invite.replaceHint")}</p>
        <button type="button" @click=${() => this.replaceLink(invite.seat)}>${t("invite.replaceConfirm", { n: invite.seat + 1 })}</button>
      </details>
    </li>`;
  }

  /** A free seat's link by e-mail: the service mails the address a link of its own to the seat. */
  private renderMailForm(seat: number) {
    const result = this.mailed[seat];
    return html`<form class="mail-invite stack" @submit=${(event: SubmitEvent) => this.mailInvite(event, seat)}>
      <label class="field">
        <span>${t("inviteMail.label", { n: seat + 1 })}</span>
        <input name="email" type="email" required maxlength="254" autocomplete="off" />
      </label>
      <p><button type="submit" ?disabled=${this.mailing !== null}>${t("inviteMail.send")}</button></p>
      ${result && "sentTo" in result ? html`<p class="hint" role="status">${t("inviteMail.sent", { email: result.sentTo })}</p>` : nothing}
      ${result && "error" in result ? html`<p class="error" role="alert">${result.error}</p>` : nothing}
    </form>`;
  }

  /** The mail names the host by the name they took their own seat with (the service falls back to the account's). */
  private hostName(): string | null {
    const token = seatToken(this.gameId);
    const own = this.secrets?.seats.find((invite) => invite.token === token);
    return own ? (this.connection?.snapshot?.seats[own.seat]?.name ?? null) : null;
  }

  private async mailInvite(event: SubmitEvent, seat: number) {
    event.preventDefault();
    if (!this.secrets) return;
    const form = event.target as HTMLFormElement;
    const email = String(new FormData(form).get("email") ?? "").trim();
    this.mailing = seat;
    try {
      const sent = await inviteByMail(this.gameId, this.secrets.hostToken, seat, email, this.hostName(), locale());
      this.mailed = { ...this.mailed, [seat]: { sentTo: sent.email } };
      form.reset();
    } catch (error) {
      this.mailed = { ...this.mailed, [seat]: { error: messageOf(error) } };
    } finally {
      this.mailing = null;
    }
  }

  /** A seat whose player let several turns time out: the host may have a bot play it from now on. */
  private renderHandToBot(seat: number) {
    const level = this.handLevels[seat] ?? "medium";
    return html`<div class="hand-to-bot">
      <p>${t("invite.away")}</p>
      <label class="field">
        <span>${t("invite.botLevel", { n: seat + 1 })}</span>
        <select @change=${(event: Event) => (this.handLevels = { ...this.handLevels, [seat]: (event.target as HTMLSelectElement).value as BotLevel })}>
          ${BOT_LEVELS.map((choice) => html`<option value=${choice} ?selected=${choice === level}>${t(`table.botLevel.${choice}`)}</option>`)}
        </select>
      </label>
      <button type="button" ?disabled=${this.handing !== null} @click=${() => this.handToBot(seat, level)}>${t("invite.handToBot")}</button>
    </div>`;
  }

  private async handToBot(seat: number, level: BotLevel) {
    if (!this.secrets) return;
    this.error = "";
    this.handing = seat;
    try {
      const answer = await handSeatToBot(this.gameId, this.secrets.hostToken, seat, level);
      this.connection?.accept(answer.snapshot, true);
    } catch (error) {
      this.error = messageOf(error);
    } finally {
      this.handing = null;
    }
  }

  private async replaceLink(seat: number) {
    if (!this.secrets) return;
    this.error = "";
    try {
      const invite = await replaceSeatLink(this.gameId, this.secrets.hostToken, seat);
      this.secrets = replaceSeatInvite(this.gameId, invite);
    } catch (error) {
      this.error = messageOf(error);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-invite-page": InvitePage;
  }
}
