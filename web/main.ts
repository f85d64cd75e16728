import { LitElement, html } from "lit";
import { customElement } from "lit/decorators.js";

/** The app's root: picks the page for the current address. */
@customElement("coffee-rush-app")
export class CoffeeRushApp extends LitElement {
  override render() {
    return html`<main><h1>Coffee Rush</h1></main>`;
  }
}
