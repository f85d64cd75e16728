import { html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import type { CreateGameRequest } from "../../protocol/schemas.js";
import {
  EDITIONS,
  UPGRADES_PER_PLAYER,
  resolveOptions,
  rulesFor,
  type EditionId,
  type PlayerCount,
  type PresetId,
  type UpgradeId,
  type VariantId,
} from "../../game/engine/index.js";
import { TIME_PER_MOVE, type TimePerMove } from "../../protocol/clock.js";
import { createGame, joinGame } from "../api/games.js";
import { currentAccount } from "../app/session.js";
import { browserTimezone } from "../app/time.js";
import { BOT_LEVELS, botSeats, onlyBotsBesideHost, type SeatChoice } from "../app/bot-seats.js";
import { PageElement } from "../app/page-element.js";
import { BusyController } from "../shared/busy-controller.js";
import { navigate } from "../app/router.js";
import { saveHostSecrets } from "../app/secrets.js";
import { locale, t } from "../i18n/index.js";
import { upgradeName } from "../shared/words.js";

const PLAYER_COUNTS: PlayerCount[] = [2, 3, 4];
/** The upgrade choice that is not one of the edition's presets. */
const OWN_PICK = "own";
type PresetChoice = PresetId | typeof OWN_PICK;

/**
 * The host sets up a game: edition, players, variants, the table's upgrades where the edition
 * has more than a player uses, and who starts. What the options allow is the engine's call
 * (resolveOptions, rulesFor); this form only offers them.
 */
@customElement("cr-create-page")
export class CreatePage extends PageElement {
  @state() private edition: EditionId = "classic";
  @state() private players: PlayerCount = 2;
  @state() private variants = new Set<VariantId>();
  @state() private preset: PresetChoice = EDITIONS.classic.presets[0].id;
  @state() private ownUpgrades = new Set<UpgradeId>();
  /** Seat index, or null for a random starting player. */
  @state() private startingPlayer: number | null = null;
  @state() private timePerMove: TimePerMove = "none";
  /** "Suggest a move" among people (always on against bots). */
  @state() private allowSuggestions = false;
  /** Rated among signed-in players (docs/ratings.md); never with a bot. */
  @state() private rated = false;
  /** Per seat (index 0, the host's, unused): a person with an invite link, or a bot's level. */
  @state() private seatChoices: SeatChoice[] = [];
  private readonly request = new BusyController(this);

  override render() {
    const edition = EDITIONS[this.edition];
    const problem = this.problem();
    return html`<section class="page narrow">
      <h1>${t("create.title")}</h1>
      <form class="stack" @submit=${this.submit} novalidate>
        <fieldset>
          <legend>${t("create.edition")}</legend>
          ${Object.values(EDITIONS).map(
            (option) => html`<label class="choice">
              <input type="radio" name="edition" .checked=${option.id === this.edition} @change=${() => this.chooseEdition(option.id)} />
              <span><strong>${t(`create.edition.${option.id}`)}</strong><span class="hint">${t(`create.edition.${option.id}.about`)}</span></span>
            </label>`,
          )}
        </fieldset>

        <fieldset>
          <legend>${t("create.players")}</legend>
          <div class="segmented">
            ${PLAYER_COUNTS.map(
              (count) => html`<label class="choice">
                <input type="radio" name="players" .checked=${count === this.players} @change=${() => this.choosePlayers(count)} />
                <span>${count}</span>
              </label>`,
            )}
          </div>
        </fieldset>

        <fieldset>
          <legend>${t("create.variants")}</legend>
          ${edition.variants.map(
            (variant) => html`<label class="choice">
              <input type="checkbox" .checked=${this.variants.has(variant)} @change=${(event: Event) => this.toggleVariant(variant, event)} />
              <span><strong>${t(`create.variant.${variant}`)}</strong><span class="hint">${t(`create.variant.${variant}.about`)}</span></span>
            </label>`,
          )}
        </fieldset>

        ${this.tablePicksUpgrades() ? this.renderUpgrades() : nothing}

        <label class="field">
          <span>${t("create.startingPlayer")}</span>
          <select @change=${this.chooseStartingPlayer}>
            <option value="" ?selected=${this.startingPlayer === null}>${t("create.random")}</option>
            ${Array.from(
              { length: this.players },
              (_, seat) => html`<option value=${seat} ?selected=${this.startingPlayer === seat}>${t("game.seat", { n: seat + 1 })}</option>`,
            )}
          </select>
        </label>

        <label class="field">
          <span>${t("create.timePerMove")}</span>
          <select name="timePerMove" aria-describedby="time-hint" @change=${this.chooseTimePerMove}>
            ${TIME_PER_MOVE.map(
              (choice) => html`<option value=${choice} ?selected=${choice === this.timePerMove}>${t(`create.time.${choice}`)}</option>`,
            )}
          </select>
          <span class="hint" id="time-hint">${t("create.timeHint")}</span>
        </label>

        <fieldset>
          <legend>${t("create.bots")}</legend>
          <p class="hint">${t("create.botsHint")}</p>
          ${Array.from({ length: this.players - 1 }, (_, k) => this.renderSeatChoice(k + 1))}
          <label class="choice">
            <input type="checkbox" name="allowSuggestions" .checked=${this.allowSuggestions} @change=${this.toggleSuggestions} />
            <span><strong>${t("suggest.create")}</strong><span class="hint">${t("suggest.createHint")}</span></span>
          </label>
          <label class="choice">
            <input type="checkbox" name="rated" .checked=${this.rated} @change=${this.toggleRated} />
            <span><strong>${t("create.rated")}</strong><span class="hint">${t("create.ratedHint")}</span></span>
          </label>
        </fieldset>

        <p class="hint" role="status">${problem ?? ""}</p>
        ${this.request.error ? html`<p class="error" role="alert">${this.request.error}</p>` : nothing}
        <p class="actions">
          <button class="primary" type="submit" ?disabled=${this.request.busy || problem !== null}>${t("create.submit")}</button>
          <button type="button" aria-describedby="against-bots-hint" ?disabled=${this.request.busy || problem !== null} @click=${this.playAgainstBots}>
            ${t("create.againstBots")}
          </button>
        </p>
        <p class="hint" id="against-bots-hint">${t("create.againstBotsHint")}</p>
      </form>
    </section>`;
  }

  private renderSeatChoice(seat: number) {
    const choice = this.seatChoices[seat] ?? "person";
    return html`<label class="field">
      <span>${t("game.seat", { n: seat + 1 })}</span>
      <select name="seat-${seat}" @change=${(event: Event) => this.chooseSeat(seat, event)}>
        <option value="person" ?selected=${choice === "person"}>${t("create.person")}</option>
        ${BOT_LEVELS.map(
          (level) => html`<option value=${level} ?selected=${choice === level}>
            ${t("create.botLevel", { level: t(`table.botLevel.${level}`) })}
          </option>`,
        )}
      </select>
    </label>`;
  }

  private chooseSeat(seat: number, event: Event) {
    const choices = [...this.seatChoices];
    choices[seat] = (event.target as HTMLSelectElement).value as SeatChoice;
    this.seatChoices = choices;
  }

  private toggleRated(event: Event) {
    this.rated = (event.target as HTMLInputElement).checked;
  }

  private toggleSuggestions(event: Event) {
    this.allowSuggestions = (event.target as HTMLInputElement).checked;
  }

  private chooseTimePerMove(event: Event) {
    this.timePerMove = (event.target as HTMLSelectElement).value as TimePerMove;
  }

  private renderUpgrades() {
    const edition = EDITIONS[this.edition];
    return html`<fieldset>
      <legend>${t("create.upgrades", { n: UPGRADES_PER_PLAYER })}</legend>
      ${edition.presets.map(
        (preset) => html`<label class="choice">
          <input type="radio" name="preset" .checked=${preset.id === this.preset} @change=${() => this.choosePreset(preset.id)} />
          <span
            ><strong>${t(`create.preset.${preset.id}`)}</strong
            ><span class="hint">${preset.upgrades.map((upgrade) => upgradeName(upgrade)).join(" · ")}</span></span
          >
        </label>`,
      )}
      <label class="choice">
        <input type="radio" name="preset" .checked=${this.preset === OWN_PICK} @change=${() => this.choosePreset(OWN_PICK)} />
        <span><strong>${t("create.ownPick", { n: UPGRADES_PER_PLAYER })}</strong></span>
      </label>
      ${this.preset === OWN_PICK
        ? html`<div class="indent">
            ${edition.upgrades.map(
              (upgrade) => html`<label class="choice">
                <input type="checkbox" .checked=${this.ownUpgrades.has(upgrade)} @change=${(event: Event) => this.toggleUpgrade(upgrade, event)} />
                <span>${upgradeName(upgrade)}</span>
              </label>`,
            )}
          </div>`
        : nothing}
    </fieldset>`;
  }

  private chooseEdition(edition: EditionId) {
    this.edition = edition;
    this.variants = new Set();
    this.preset = EDITIONS[edition].presets[0].id;
    this.ownUpgrades = new Set();
  }

  private choosePlayers(count: PlayerCount) {
    this.players = count;
    if (this.startingPlayer !== null && this.startingPlayer >= count) this.startingPlayer = null;
  }

  private toggleVariant(variant: VariantId, event: Event) {
    const variants = new Set(this.variants);
    if ((event.target as HTMLInputElement).checked) variants.add(variant);
    else variants.delete(variant);
    this.variants = variants;
  }

  /** A preset comes with its board: Windy day plays on the shuffled board, the others don't. */
  private choosePreset(id: PresetChoice) {
    this.preset = id;
    const preset = EDITIONS[this.edition].presets.find((candidate) => candidate.id === id);
    if (preset && EDITIONS[this.edition].variants.includes("mainBoardChaos")) {
      const variants = new Set(this.variants);
      if (preset.mainBoardChaos) variants.add("mainBoardChaos");
      else variants.delete("mainBoardChaos");
      this.variants = variants;
    }
  }

  private toggleUpgrade(upgrade: UpgradeId, event: Event) {
    const upgrades = new Set(this.ownUpgrades);
    if ((event.target as HTMLInputElement).checked) upgrades.add(upgrade);
    else upgrades.delete(upgrade);
    this.ownUpgrades = upgrades;
  }

  private chooseStartingPlayer(event: Event) {
    const value = (event.target as HTMLSelectElement).value;
    this.startingPlayer = value === "" ? null : Number(value);
  }

  private chosenVariants(): VariantId[] {
    return EDITIONS[this.edition].variants.filter((variant) => this.variants.has(variant));
  }

  /** The table picks its upgrades only when the rules use upgrades, players don't pick their own, and there is a choice. */
  private tablePicksUpgrades(): boolean {
    const resolved = resolveOptions({ edition: this.edition, players: this.players, variants: this.chosenVariants() });
    if (!resolved.ok) return false;
    const rules = rulesFor(resolved.value);
    return rules.upgradesUsed && !rules.playersPickUpgrades && EDITIONS[this.edition].upgrades.length > UPGRADES_PER_PLAYER;
  }

  private options(): CreateGameRequest {
    const options: CreateGameRequest = { edition: this.edition, players: this.players, variants: this.chosenVariants() };
    if (this.tablePicksUpgrades()) {
      const preset = EDITIONS[this.edition].presets.find((candidate) => candidate.id === this.preset);
      options.upgrades = preset ? [...preset.upgrades] : EDITIONS[this.edition].upgrades.filter((upgrade) => this.ownUpgrades.has(upgrade));
    }
    if (this.startingPlayer !== null) options.startingPlayer = this.startingPlayer;
    if (this.timePerMove !== "none") options.timePerMove = this.timePerMove;
    const bots = botSeats(this.seatChoices, this.players);
    if (bots.length > 0) options.bots = bots;
    if (this.allowSuggestions) options.allowSuggestions = true;
    if (this.rated) options.rated = true;
    return options;
  }

  /** Why the game can't be created yet: the upgrades still to pick, or what the engine refuses (in its words). */
  private problem(): string | null {
    if (this.tablePicksUpgrades() && this.preset === OWN_PICK && this.ownUpgrades.size !== UPGRADES_PER_PLAYER) {
      return t("create.pickCount", { n: UPGRADES_PER_PLAYER, chosen: this.ownUpgrades.size });
    }
    const options = this.options();
    if (options.rated && options.bots) return t("error.RATED_WITH_BOTS");
    const resolved = resolveOptions(options);
    return resolved.ok ? null : resolved.error.message;
  }

  private async submit(event: SubmitEvent) {
    event.preventDefault();
    await this.create(this.options());
  }

  /** The shortcut: every seat but the host's goes to a medium bot. */
  private async playAgainstBots() {
    const bots = Array.from({ length: this.players - 1 }, (_, k) => ({ seat: k + 1, level: "medium" as const }));
    // A game against bots is never rated, whatever the box says.
    const { rated: _rated, ...options } = this.options();
    await this.create({ ...options, bots });
  }

  private async create(options: CreateGameRequest) {
    await this.request.run(
      async () => {
        const created = await createGame(options);
        saveHostSecrets(created);
        if (!onlyBotsBesideHost(options.bots ?? [], options.players)) {
          navigate(`/g/${created.gameId}/invite`);
          return;
        }
        // Nobody to invite: the host takes seat 1 at once, a signed-in player by their account's
        // name without being asked it (should that fail, the seat's page asks, and says why).
        const seat = created.seats[0].token;
        const account = await currentAccount();
        if (account?.displayName) await joinGame(created.gameId, seat, account.displayName, undefined, browserTimezone(), locale()).catch(() => null);
        navigate(`/g/${created.gameId}#seat=${seat}`);
      },
      { untilLeaving: true },
    );
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-create-page": CreatePage;
  }
}
