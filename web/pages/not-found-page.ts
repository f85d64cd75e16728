import { html } from "lit";
import { customElement } from "lit/decorators.js";
import { PageElement } from "../app/page-element.js";
import { t } from "../i18n/index.js";

/** An address the app has no page for. */
@customElement("cr-not-found-page")
export class NotFoundPage extends PageElement {
  override render() {
    return html`<section class="page narrow">
      <h1>${t("app.page.not-found")}</h1>
      <p>${t("app.notFoundText")}</p>
      <p><a href="/">${t("app.backHome")}</a></p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-not-found-page": NotFoundPage;
  }
}
