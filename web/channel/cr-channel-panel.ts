import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ChannelView } from "../../protocol/channel.js";
import { channelTarget, fetchChannel, setChannelPlayers, setMention } from "../api/channel.js";
import { messageOf } from "../api/client.js";
import { PageElement } from "../app/page-element.js";
import { t } from "../i18n/index.js";
import "./cr-webhook-form.js";

/**
 * The game page's channel panel: the webhook the game posts to (the host, or any player if the
 * host allows it, connects it), the host's choice of who may, and the viewer's own member id for
 * mentions.
 */
@customElement("cr-channel-panel")
export class ChannelPanel extends PageElement {
  @property() gameId = "";
  /** The viewer's seat token (null: not seated, or seated by account, whose session then speaks for the seat). */
  @property({ attribute: false }) token: string | null = null;
  @property({ attribute: false }) hostToken: string | null = null;
  @property({ type: Boolean }) seated = false;
  @state() private channel: ChannelView | null = null;
  @state() private error = "";
  @state() private mentionSaved = false;

  override connectedCallback() {
    super.connectedCallback();
    void this.load();
  }

  private async load() {
    try {
      this.channel = await fetchChannel(this.gameId, this.hostToken ?? this.token);
    } catch (error) {
      this.error = messageOf(error);
    }
  }

  override render() {
    const channel = this.channel;
    if (!channel) return this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing;
    return html`<p class="hint">${t("channel.hint")}</p>
      ${channel.mayConnect
        ? html`<cr-webhook-form name="channel" .target=${channelTarget(this.gameId, this.hostToken ?? this.token)}></cr-webhook-form>`
        : html`<p class="muted">${t("channel.onlyHost")}</p>`}
      ${this.hostToken
        ? html`<label class="choice">
            <input type="checkbox" .checked=${channel.playersMayConnect} @change=${this.togglePlayers} />
            <span>${t("channel.playersMay")}</span>
          </label>`
        : nothing}
      ${this.seated ? this.renderMention(channel) : nothing}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}`;
  }

  private renderMention(channel: ChannelView) {
    return html`<form class="stack" @submit=${this.saveMention} @input=${() => (this.mentionSaved = false)}>
      <label class="field">
        <span>${t("channel.mention")}</span>
        <input name="memberId" autocomplete="off" spellcheck="false" .value=${channel.mention ?? ""} aria-describedby="channel-mention-hint" />
        <span class="hint" id="channel-mention-hint">${t("channel.mentionHint")}</span>
      </label>
      <p><button type="submit">${t("channel.mentionSave")}</button> <span role="status">${this.mentionSaved ? t("channel.mentionSaved") : ""}</span></p>
    </form>`;
  }

  private async togglePlayers(event: Event) {
    const box = event.target as HTMLInputElement;
    this.error = "";
    try {
      const playersMayConnect = await setChannelPlayers(this.gameId, this.hostToken!, box.checked);
      this.channel = { ...this.channel!, playersMayConnect };
    } catch (error) {
      box.checked = !box.checked;
      this.error = messageOf(error);
    }
  }

  private async saveMention(event: SubmitEvent) {
    event.preventDefault();
    const value = String(new FormData(event.target as HTMLFormElement).get("memberId") ?? "").trim();
    this.error = "";
    try {
      const mention = await setMention(this.gameId, this.token, value || null);
      this.channel = { ...this.channel!, mention };
      this.mentionSaved = true;
    } catch (error) {
      this.error = messageOf(error);
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-channel-panel": ChannelPanel;
  }
}
