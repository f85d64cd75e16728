import { LitElement } from "lit";
import { LocaleController } from "../i18n/index.js";
import { DrawnInTurn } from "./first-draw.js";

/**
 * Base of the app's root, pages and small shell components: rendered into the light DOM so the
 * site-wide stylesheet (web/public/app.css) styles them, and re-rendered when the language changes.
 */
export class PageElement extends DrawnInTurn(LitElement) {
  constructor() {
    super();
    new LocaleController(this);
  }

  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}
