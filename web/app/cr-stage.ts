import { nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { PageElement } from "./page-element.js";

/**
 * A stage of a page's first draw, drawn by `draw` in a first render of its own: while the app first draws the
 * page beside its first view, that is a task of its own (ownTaskWhileDrawing), so a long page (the
 * rules) is drawn in many short tasks rather than one long one. Laid out as its content alone.
 */
@customElement("cr-stage")
export class CrStage extends PageElement {
  @property({ attribute: false }) draw: () => unknown = () => nothing;

  override render() {
    return this.draw();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-stage": CrStage;
  }
}
