import type { ReactiveController, ReactiveControllerHost, ReactiveElement } from "lit";

/**
 * A page whose content comes after its first render (the game page: once the game's state has come)
 * says when it shows it; until then the app keeps the page's first view (web/main.ts).
 */
export interface DrawnLater {
  readonly firstDrawn: Promise<void>;
}

/** The window's event once the live page has taken the first view's place. */
export const PAGE_SHOWN = "page-shown";

/** First renders (and stages: DrawnInStages) put off to a later task and not yet come. */
let waiting = 0;

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

/** The next task, for a render firstRendersDone waits for. */
async function renderLater(): Promise<void> {
  waiting++;
  await nextTask();
  waiting--;
}

/** Whether the app is drawing its first page beside the page's first view (web/main.ts). */
function drawing(): boolean {
  return document.querySelector("coffee-rush-app[drawing]") !== null;
}

/**
 * While the app draws its first page beside the page's first view (web/main.ts), each element that
 * calls this from `scheduleUpdate` (DrawnInTurn does) first renders in a task of its own, so no one
 * task holds a phone's main thread for the whole page. Later renders, and every render once the
 * page shows, go on at once.
 */
export async function ownTaskWhileDrawing(element: ReactiveElement): Promise<void> {
  if (element.hasUpdated || !drawing()) return;
  await renderLater();
}

/** While the app draws beside a page's first view: waits for the next task, so what follows runs in one of its own. */
export async function ownTaskIfDrawing(): Promise<void> {
  if (drawing()) await nextTask();
}

/**
 * Settles at the first moment between tasks with no first render put off: an element's render
 * starts its stages' within the same task, so by then they are waiting too.
 */
export async function firstRendersDone(): Promise<void> {
  do await nextTask();
  while (waiting > 0);
}

/**
 * An element whose first render of its content is too much for one task (a composer: the board,
 * the cups and orders, the sheet of steps) draws it in stages while the app draws beside a
 * page's first view: the first stage at the first render that asks for stages, each next one in a
 * task of its own (awaited by firstRendersDone, so the page shows only once all are drawn).
 * Otherwise all at once.
 */
export class DrawnInStages implements ReactiveController {
  /** Stages drawn; 0 until a render first asks. */
  private drawn = 0;
  private drawingNext = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly stages: number,
  ) {
    host.addController(this);
  }

  /** Whether the stage (0 the first) is drawn at this render. */
  has(stage: number): boolean {
    if (this.drawn === 0) this.drawn = drawing() ? 1 : this.stages;
    return stage < this.drawn;
  }

  hostUpdated(): void {
    if (this.drawn > 0 && this.drawn < this.stages && !this.drawingNext) void this.drawNext();
  }

  private async drawNext(): Promise<void> {
    this.drawingNext = true;
    await renderLater();
    this.drawingNext = false;
    this.drawn++;
    this.host.requestUpdate();
  }
}

/** Any element class (a mixin's constructor takes whatever its base takes). */
type ElementClass = abstract new (...args: any[]) => ReactiveElement;

/** An element of the app whose first render, while the app draws beside a first view, takes a task of its own (ownTaskWhileDrawing). */
export function DrawnInTurn<Base extends ElementClass>(base: Base) {
  abstract class Drawn extends base {
    protected override async scheduleUpdate(): Promise<void> {
      await ownTaskWhileDrawing(this);
      super.scheduleUpdate();
    }
  }
  return Drawn;
}
