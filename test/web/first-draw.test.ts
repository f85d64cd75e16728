import { html, LitElement } from "lit";
import { afterEach, describe, expect, it } from "vitest";
import { DrawnInStages, DrawnInTurn, firstRendersDone } from "../../web/app/first-draw.js";

/**
 * A page's first draw beside its first view (web/main.ts): an element with DrawnInStages draws its
 * parts one task after another, and the page waits for the last before it shows.
 */

/** An element of three parts; `content` false stands for a page still loading (it asks for no parts). */
class ThreeParts extends DrawnInTurn(LitElement) {
  static override properties = { content: { type: Boolean } };
  content = true;
  readonly drawn = new DrawnInStages(this, 3);
  /** The parts each render drew, render by render. */
  readonly renders: number[][] = [];

  override render() {
    if (!this.content) return html`<p>loading</p>`;
    const parts = [0, 1, 2].filter((part) => this.drawn.has(part));
    this.renders.push(parts);
    return html`${parts.map((part) => html`<p class="part">${part}</p>`)}`;
  }
}
customElements.define("test-three-parts", ThreeParts);

/** web/main.ts marks the app so while the live page is drawn beside the first view. */
function drawingBesideFirstView(): void {
  const app = document.createElement("coffee-rush-app");
  app.setAttribute("drawing", "");
  document.body.appendChild(app);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

afterEach(() => document.body.replaceChildren());

describe("an element drawn in parts", () => {
  it("while the page is first drawn: one part a task, and the page waits for the last", async () => {
    drawingBesideFirstView();
    const element = document.createElement("test-three-parts") as ThreeParts;
    document.body.appendChild(element);
    await firstRendersDone();
    expect(element.renders).toEqual([[0], [0, 1], [0, 1, 2]]);
    expect(element.shadowRoot!.querySelectorAll(".part")).toHaveLength(3);
  });

  it("each next part comes in a later task than the one before", async () => {
    drawingBesideFirstView();
    const element = document.createElement("test-three-parts") as ThreeParts;
    document.body.appendChild(element);
    const seen: number[] = [];
    for (let task = 0; task < 6 && seen.at(-1) !== 3; task++) {
      await nextTask();
      seen.push(element.renders.at(-1)?.length ?? 0);
    }
    // Never two parts in one task: the count of parts drawn goes up by one at most from task to task.
    expect(seen.every((count, index) => index === 0 || count - seen[index - 1] <= 1)).toBe(true);
    expect(seen.at(-1)).toBe(3);
  });

  it("at any other time: all at once", async () => {
    const element = document.createElement("test-three-parts") as ThreeParts;
    document.body.appendChild(element);
    await element.updateComplete;
    expect(element.renders).toEqual([[0, 1, 2]]);
  });

  it("starts at the first render that asks for parts, not at a loading render before it", async () => {
    drawingBesideFirstView();
    const element = document.createElement("test-three-parts") as ThreeParts;
    element.content = false;
    document.body.appendChild(element);
    await firstRendersDone();
    expect(element.renders).toEqual([]);
    element.content = true;
    await element.updateComplete;
    await firstRendersDone();
    expect(element.renders).toEqual([[0], [0, 1], [0, 1, 2]]);
  });
});
