import { LitElement, html, nothing, type TemplateResult } from "lit";
import { customElement, property } from "lit/decorators.js";

/** Drawn when this near the viewport: a screen or so ahead of the reader. */
const NEAR = "800px 0px";

/** Elements waiting for an idle moment, drawn one per moment so no task grows long. */
const waiting: DrawSoon[] = [];
let idleScheduled = false;

function drawNextWhenIdle(): void {
  if (idleScheduled || waiting.length === 0) return;
  idleScheduled = true;
  const next = () => {
    idleScheduled = false;
    waiting.shift()?.drawNow();
    drawNextWhenIdle();
  };
  if ("requestIdleCallback" in window) requestIdleCallback(next, { timeout: 2000 });
  else setTimeout(next, 50);
}

/**
 * Draws its content (`draw`) once it comes near the viewport, or else in an idle moment after the
 * page has shown: a long page of pictures (the rules' worked examples) is readable at once and
 * never blocks the main thread for long. Light DOM, so the site's stylesheet styles what it draws.
 */
@customElement("cr-draw-soon")
export class DrawSoon extends LitElement {
  @property({ attribute: false }) draw: () => TemplateResult = () => html``;
  /** Reflected, so the stylesheet keeps room for what is not drawn yet. */
  @property({ type: Boolean, reflect: true }) drawn = false;
  private observer: IntersectionObserver | null = null;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.drawn) return;
    if ("IntersectionObserver" in window) {
      this.observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && this.drawNow(), { rootMargin: NEAR });
      this.observer.observe(this);
    }
    waiting.push(this);
    drawNextWhenIdle();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopWaiting();
  }

  drawNow(): void {
    this.stopWaiting();
    this.drawn = true;
  }

  private stopWaiting(): void {
    this.observer?.disconnect();
    this.observer = null;
    const index = waiting.indexOf(this);
    if (index >= 0) waiting.splice(index, 1);
  }

  override render() {
    return this.drawn ? this.draw() : nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-draw-soon": DrawSoon;
  }
}
