import { LANGUAGES, type Language } from "../../protocol/languages.js";
import { html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { Account } from "../api/account.js";
import { setSeatLanguage } from "../api/leaving.js";
import { LOCALE_NAMES, locale, setLocale, t } from "../i18n/index.js";
import { PageElement } from "./page-element.js";
import { storedSeatTokens } from "./secrets.js";
import "./next-game.js";
import { navigate, type Route } from "./router.js";
import { currentAccount, endSession, onAccountChange } from "./session.js";

/**
 * The bar on every page: home, new game, my games, the account, the language. A game page leaves out
 * "Next game waiting for me": its tools have it, and two buttons would share one name.
 */
@customElement("cr-app-header")
export class AppHeader extends PageElement {
  /** The page shown, marked in the navigation. */
  @property() page: Route["page"] = "landing";
  @state() private account: Account | null = null;
  /** On a phone the navigation folds behind a button, so the bar takes one line. */
  @state() private navOpen = false;
  private stopListening = () => {};

  override connectedCallback() {
    super.connectedCallback();
    void this.loadAccount();
    this.stopListening = onAccountChange(() => void this.loadAccount());
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopListening();
  }

  override render() {
    return html`<header class=${this.navOpen ? "app-header nav-open" : "app-header"}>
      <a class="brand" href="/">${t("app.title")}</a>
      <button
        type="button"
        class="nav-toggle"
        aria-expanded=${this.navOpen}
        aria-controls="app-nav"
        title=${t("app.nav")}
        @click=${() => (this.navOpen = !this.navOpen)}
      >
        <span aria-hidden="true">☰</span><span class="visually-hidden">${t("app.nav")}</span>
      </button>
      <nav id="app-nav" aria-label=${t("app.nav")} @click=${() => (this.navOpen = false)} @next-game-opened=${() => (this.navOpen = false)}>
        <a href="/new" aria-current=${this.current("new")}>${t("app.newGame")}</a>
        <a href="/play" aria-current=${this.current("play")}>${t("app.findTable")}</a>
        <a href="/games" aria-current=${this.current("games")}>${t("app.myGames")}</a>
        ${this.page === "game" ? nothing : html`<cr-next-game></cr-next-game>`}
        <a href="/rules" aria-current=${this.current("rules")}>${t("app.page.rules")}</a>
        <a href="/standings" aria-current=${this.current("standings")}>${t("app.standings")}</a>
        ${this.account ? html`<a href="/settings" aria-current=${this.current("settings")}>${t("app.settings")}</a>` : nothing}
        ${this.account
          ? html`<button type="button" class="link-button" @click=${this.signOut} title=${this.account.email}>
              ${t("app.signOut")}
            </button>`
          : html`<a href="/sign-in" aria-current=${this.current("sign-in")}>${t("app.signIn")}</a>`}
      </nav>
      <label class="language">
        <span class="visually-hidden">${t("app.language")}</span>
        <select @change=${this.changeLanguage}>
          ${LANGUAGES.map((code) => html`<option value=${code} ?selected=${code === locale()} lang=${code}>${LOCALE_NAMES[code]}</option>`)}
        </select>
      </label>
    </header>`;
  }

  private current(page: Route["page"]) {
    return this.page === page ? "page" : nothing;
  }

  private async loadAccount() {
    this.account = await currentAccount();
  }

  private async changeLanguage(event: Event) {
    const next = (event.target as HTMLSelectElement).value as Language;
    await setLocale(next);
    // The seats this device plays: their mails now speak the app's language too (a game gone or a link replaced changes nothing).
    await Promise.allSettled(storedSeatTokens().map(({ gameId, token }) => setSeatLanguage(gameId, token, next)));
  }

  private async signOut() {
    await endSession();
    navigate("/");
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-app-header": AppHeader;
  }
}
