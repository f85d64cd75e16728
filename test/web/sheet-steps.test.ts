import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { html, LitElement } from "lit";
import { setLocale } from "../../web/i18n/index.js";
import { ANNOUNCE } from "../../web/table/announce-event.js";
import { SheetSteps } from "../../web/composer/sheet-steps.js";
import { newTurn, previewOf } from "../../web/composer/turn-draft.js";
import { stepsFor } from "../../web/composer/turn-steps.js";
import { classicTurnGame } from "./fixtures.js";
import { mount } from "./dom.js";

/** A sheet of two buttons: its landing is the second. */
class StepsHostElement extends LitElement {
  fit = false;
  readonly steps = new SheetSteps(this);
  landing(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>("#landing");
  }
  override render() {
    return html`<button id="first">first</button><button id="landing">landing</button>`;
  }
}
customElements.define("test-sheet-steps", StepsHostElement);

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Each change to the host's steps in turn, the host drawn after each (a step is said once drawn). */
async function drawnAfterEach(element: StepsHostElement, changes: ((steps: SheetSteps) => void)[]): Promise<void> {
  for (const change of changes) {
    change(element.steps);
    await element.updateComplete;
  }
}

async function host(): Promise<{ element: StepsHostElement; said: string[] }> {
  const element = await mount<StepsHostElement>("test-sheet-steps", {});
  const said: string[] = [];
  element.addEventListener(ANNOUNCE, (event) => said.push((event as CustomEvent<string>).detail));
  return { element, said };
}

beforeEach(() => setLocale("en"));
afterEach(() => document.body.replaceChildren());

describe("the turn composer's sheet steps", () => {
  const state = classicTurnGame();
  const turn = newTurn().current;
  const preview = previewOf({ state, player: 0 }, turn);
  const steps = stepsFor(1);

  it("shows where the draft picks up until a step is set, the step set while the turn has it, and starts again for a new turn", async () => {
    const { element } = await host();
    expect(element.steps.shown(steps, turn, preview)).toBe("path");
    element.steps.choose("orders");
    expect(element.steps.shown(steps, turn, preview)).toBe("orders");
    element.steps.moveOn("meeple");
    expect(element.steps.shown(steps, turn, preview)).toBe("path");
    element.steps.restart();
    expect(element.steps.shown(stepsFor(2), turn, preview)).toBe("meeple");
  });

  it("says a step it moved on to by itself, not one the player chose", async () => {
    const { element, said } = await host();
    await drawnAfterEach(element, [(steps) => steps.moveOn("pour"), (steps) => steps.choose("review"), (steps) => steps.moveOn("orders")]);
    expect(said).toEqual(["Next: Fill your cups.", "Next: Orders your cups match."]);
  });

  it("still says the next step it moves on to after the player tapped the step already shown", async () => {
    const { element, said } = await host();
    await drawnAfterEach(element, [(steps) => steps.choose("path"), (steps) => steps.choose("path"), (steps) => steps.moveOn("pour")]);
    expect(said).toEqual(["Next: Fill your cups."]);
  });

  it("moves focus to the landing a frame after a new step, when focus was in the sheet or nowhere, not when the player is elsewhere", async () => {
    const { element } = await host();
    element.renderRoot.querySelector<HTMLElement>("#first")!.focus();
    element.steps.moveOn("pour");
    await element.updateComplete;
    await frame();
    expect(element.shadowRoot!.activeElement?.id).toBe("landing");

    const outside = document.body.appendChild(document.createElement("button"));
    outside.focus();
    element.steps.choose("review");
    await element.updateComplete;
    await frame();
    expect(document.activeElement).toBe(outside);
  });
});
