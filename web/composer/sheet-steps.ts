import type { ReactiveController, ReactiveControllerHost } from "lit";
import type { TurnDraft, TurnPreview } from "../../game/engine/index.js";
import { t } from "../i18n/index.js";
import { announceEvent } from "../table/announce-event.js";
import { deepActiveElement, isWithin } from "../shared/focus-keeper.js";
import { firstStep, stepTitle, type Step } from "./turn-steps.js";

/** The turn composer, as its steps need it. */
export interface StepsHost extends ReactiveControllerHost, HTMLElement {
  /** Where the next thing to do is, once the step is drawn. */
  landing(): HTMLElement | null;
  /** One screen: the next thing is in view, and focus must not scroll the board away. */
  fit: boolean;
}

/**
 * The step the turn composer's sheet shows, and what a new step does: the player chooses one (Next,
 * or the row of steps), or the composer moves on by itself (the path done, the last token poured),
 * and a step it moved on to is said, since the player didn't choose it. A new step takes focus if
 * the player was in the composer or focus had nowhere left to be, so that it is heard.
 */
export class SheetSteps implements ReactiveController {
  /** The step set; null until the first render picks one for the draft as it stands. */
  private step: Step | null = null;
  /** The step was the player's choice, not one the composer moved on to. */
  private chosen = false;
  /** The step changed since the host last drew. */
  private changed = false;

  constructor(private readonly host: StepsHost) {
    host.addController(this);
  }

  /** The step shown of a turn's `steps`: the one set, or where the draft as it stands picks up. */
  shown(steps: readonly Step[], turn: TurnDraft, preview: TurnPreview): Step {
    return this.step && steps.includes(this.step) ? this.step : firstStep(steps, turn, preview);
  }

  /** The player's choice of step. */
  choose(step: Step): void {
    this.set(step, true);
  }

  /** On to a step by itself: where a change leaves something to do. */
  moveOn(step: Step): void {
    this.set(step, false);
  }

  /** A new turn: the sheet starts from its first step again. */
  restart(): void {
    this.set(null, false);
  }

  /** A step set again changes nothing, so a tap on the step shown leaves no mark on the next one said. */
  private set(step: Step | null, chosen: boolean): void {
    if (step === this.step) return;
    this.step = step;
    this.chosen = chosen;
    this.changed = true;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    if (!this.changed) return;
    this.changed = false;
    if (this.step && !this.chosen) this.host.dispatchEvent(announceEvent(t("ear.nextStep", { step: stepTitle(this.step) })));
    const active = deepActiveElement();
    if (active !== null && active !== document.body && !isWithin(this.host, active)) return;
    // The board draws its squares on offer after this update: a frame later, unless the player has
    // moved focus on by then (a quick keyboard's next square must not be taken from under it).
    requestAnimationFrame(() => {
      const now = deepActiveElement();
      if (now === active || now === null || now === document.body) this.host.landing()?.focus({ preventScroll: this.host.fit });
    });
  }
}
