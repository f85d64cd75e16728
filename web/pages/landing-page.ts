import { html } from "lit";
import { customElement } from "lit/decorators.js";
import { PageElement } from "../app/page-element.js";
import { t } from "../i18n/index.js";

/** What Coffee Rush is, and the way into a game. */
@customElement("cr-landing-page")
export class LandingPage extends PageElement {
  override render() {
    return html`<section class="page landing">
      <div class="hero">
        <h1>${t("app.title")}</h1>
        <p class="lead">${t("landing.lead")}</p>
        <p><a class="button primary" href="/new">${t("landing.start")}</a> <a class="button" href="/play">${t("landing.findTable")}</a></p>
        <p><a href="/learn">${t("learn.fromLanding")}</a></p>
        <p><a href="/rules">${t("rules.fromLanding")}</a></p>
      </div>
      <div class="cards">
        <article class="card">
          <h2>${t("landing.gameTitle")}</h2>
          <p>${t("landing.gameText")}</p>
        </article>
        <article class="card">
          <h2>${t("landing.slowTitle")}</h2>
          <p>${t("landing.slowText")}</p>
        </article>
        <article class="card">
          <h2>${t("landing.linkTitle")}</h2>
          <p>${t("landing.linkText")}</p>
          <p><a href="/games">${t("landing.myGames")}</a></p>
        </article>
        <article class="card">
          <h2>${t("fair.title")}</h2>
          <p>${t("fair.landing.text")}</p>
          <p><a href="/verify">${t("app.page.verify")}</a></p>
        </article>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-landing-page": LandingPage;
  }
}
