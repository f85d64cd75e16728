import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { DrawnInTurn } from "../app/first-draw.js";
import type { GameSnapshot } from "../../protocol/types.js";
import { cancelGame, declineEnd, muteMails, nudge, seatAction } from "../api/leaving.js";
import "../shared/cr-banner.js";
import { formatMoment } from "../app/time.js";
import { whileOpen } from "../shared/while-open.js";
import { BusyController } from "../shared/busy-controller.js";
import { LocaleController, t } from "../i18n/index.js";
import { sharedStyles } from "../shared/styles.js";
import { seatName } from "../shared/words.js";

/** Someone's turn must have lasted this long before another player may remind them (the service checks it too). */
const NUDGE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * What a player can do with a game besides moving: agree to (or decline) a proposal to end it,
 * propose one, resign, remind a slow player (games without a clock), turn the game's mails off;
 * the host cancels a game nobody has started. Each answer's snapshot goes up in a `snapshot`
 * event for the page to show; a cancelled game sends `cancelled`. A page may show its parts apart
 * (`shows`): a proposal asks for an answer, so the game page shows it as a banner atop the table.
 */
@customElement("cr-game-actions")
export class CrGameActions extends DrawnInTurn(LitElement) {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin: 0.4rem 0;
      }
      p {
        margin: 0.3rem 0;
      }
      /* Targets a finger finds (44 px tall): the summary, and the mails switch's whole line with its box. */
      summary {
        cursor: pointer;
        padding-block: 0.7rem;
      }
      label.row {
        min-height: 2.75rem;
        margin: 0;
        flex-wrap: nowrap;
        cursor: pointer;
      }
      input[type="checkbox"] {
        flex: none;
        width: 1.5rem;
        height: 1.5rem;
        margin: 0;
        accent-color: var(--accent, #8a4b22);
      }
      .error {
        color: var(--danger, #a4261c);
        font-weight: 600;
      }
    `,
  ];

  @property({ attribute: false }) snapshot!: GameSnapshot;
  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  @property({ attribute: false }) hostToken: string | null = null;
  /** Which part this element shows: all of it, only an open proposal to end, or all but that. */
  @property() shows: "all" | "proposal" | "choices" = "all";
  private readonly request = new BusyController(this);
  @state() private confirmingResign = false;

  constructor() {
    super();
    new LocaleController(this);
  }

  private async run(task: () => Promise<GameSnapshot | null>) {
    await this.request.run(async () => {
      const snapshot = await task();
      if (snapshot) this.dispatchEvent(new CustomEvent("snapshot", { detail: snapshot, bubbles: true, composed: true }));
    });
  }

  private renderProposal(snapshot: GameSnapshot, you: number) {
    const proposal = snapshot.endProposal;
    if (!proposal || snapshot.status !== "active") return nothing;
    const humans = snapshot.seats.filter((seat) => seat.joined && !seat.bot).length;
    const agreed = proposal.agreed.includes(you);
    const counts = { name: seatName(snapshot.seats, proposal.by), agreed: proposal.agreed.length, total: humans };
    // Atop the turn: on a phone, folded to its line until opened.
    return html`<cr-banner foldable>
      <span slot="line">${t("leave.proposedLine", counts)}</span>
      <p>${t("leave.proposed", counts)}</p>
      <p class="muted">${t("leave.lapses", { date: formatMoment(proposal.lapsesAt) })}</p>
      <div class="row">
        ${agreed
          ? html`<span>${t("leave.youAgreed")}</span>`
          : html`<button class="primary" ?disabled=${this.request.busy} @click=${() => this.run(() => seatAction(this.gameId, this.token, "end-proposal/agree"))}>
              ${t("leave.agree")}
            </button>`}
        <button ?disabled=${this.request.busy} @click=${() => this.run(() => declineEnd(this.gameId, this.token))}>
          ${proposal.by === you ? t("leave.withdraw") : t("leave.decline")}
        </button>
      </div>
    </cr-banner>`;
  }

  /**
   * A reminder for each other player the game waits on: its button once their turn has lasted a
   * day (in a game without a clock, once per turn); until then, from when it will be possible.
   */
  private renderReminders(snapshot: GameSnapshot, you: number) {
    if (snapshot.status !== "active") return nothing;
    const waitedOn = snapshot.seats.filter((seat) => seat.seat !== you && !seat.bot && snapshot.view.toAct.includes(seat.seat));
    return waitedOn.map((seat) => {
      const name = seatName(snapshot.seats, seat.seat);
      if ((snapshot.timePerMove ?? "none") !== "none") return html`<p class="muted">${t("leave.nudgeByClock", { name })}</p>`;
      if (seat.nudged) return html`<p class="muted">${t("leave.nudgeSent", { name })}</p>`;
      const from = (seat.turnSince ?? Date.now()) + NUDGE_AFTER_MS;
      if (Date.now() < from) return html`<p class="muted">${t("leave.nudgeFrom", { name, date: formatMoment(from) })}</p>`;
      return html`<div class="row">
        <span>${t("leave.nudgeHint", { name })}</span>
        <button ?disabled=${this.request.busy} @click=${() => this.run(() => nudge(this.gameId, this.token, seat.seat))}>${t("leave.nudge", { name })}</button>
      </div>`;
    });
  }

  private renderChoices(snapshot: GameSnapshot, you: number) {
    const mine = snapshot.seats[you];
    const playing = snapshot.status === "active" && !mine?.resigned && !mine?.bot;
    return html`<details>
      <summary>${t("leave.options")}</summary>
      ${whileOpen(() => this.renderLeaveOptions(snapshot, you, playing))}
    </details>`;
  }

  /** Reminders, ending by agreement, resigning, muting the game's mails. */
  private renderLeaveOptions(snapshot: GameSnapshot, you: number, playing: boolean) {
    const mine = snapshot.seats[you];
    return html`${this.renderReminders(snapshot, you)}
      ${playing && !snapshot.endProposal
        ? html`<p class="muted">${t("leave.proposeHint")}</p>
            <div class="row">
              <button ?disabled=${this.request.busy} @click=${() => this.run(() => seatAction(this.gameId, this.token, "end-proposal"))}>${t("leave.propose")}</button>
            </div>`
        : nothing}
      ${playing
        ? this.confirmingResign
          ? html`<p>${t("leave.resignConfirm")}</p>
              <div class="row">
                <button class="primary" ?disabled=${this.request.busy} @click=${() => this.run(() => seatAction(this.gameId, this.token, "resign"))}>${t("leave.resignYes")}</button>
                <button ?disabled=${this.request.busy} @click=${() => (this.confirmingResign = false)}>${t("leave.keepPlaying")}</button>
              </div>`
          : html`<div class="row"><button ?disabled=${this.request.busy} @click=${() => (this.confirmingResign = true)}>${t("leave.resign")}</button></div>`
        : nothing}
      ${mine?.resigned ? html`<p>${t("leave.youResigned")}</p>` : nothing}
      <label class="row">
        <input
          type="checkbox"
          .checked=${snapshot.mailsMuted ?? false}
          ?disabled=${this.request.busy}
          @change=${(event: Event) =>
            this.run(async () => {
              await muteMails(this.gameId, this.token, (event.target as HTMLInputElement).checked);
              return { ...snapshot, mailsMuted: (event.target as HTMLInputElement).checked };
            })}
        />
        ${t("leave.muteMails")}
      </label>`;
  }

  private renderCancel(hostToken: string) {
    return html`<details>
      <summary>${t("leave.cancel")}</summary>
      <p class="muted">${t("leave.cancelHint")}</p>
      <button
        ?disabled=${this.request.busy}
        @click=${() =>
          this.run(async () => {
            await cancelGame(this.gameId, hostToken);
            this.dispatchEvent(new CustomEvent("cancelled", { bubbles: true, composed: true }));
            return null;
          })}
      >
        ${t("leave.cancelYes")}
      </button>
    </details>`;
  }

  override render() {
    const snapshot = this.snapshot;
    const you = snapshot.you;
    const error = this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing;
    if (snapshot.status === "waiting") return this.hostToken && this.shows !== "proposal" ? html`${this.renderCancel(this.hostToken)} ${error}` : nothing;
    if (you === null || snapshot.status !== "active") return nothing;
    const proposal = this.shows === "choices" ? nothing : this.renderProposal(snapshot, you);
    const choices = this.shows === "proposal" ? nothing : this.renderChoices(snapshot, you);
    return html`${proposal} ${choices} ${proposal === nothing && choices === nothing ? nothing : error}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-game-actions": CrGameActions;
  }
}
