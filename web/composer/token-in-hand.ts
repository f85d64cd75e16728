import type { ReactiveControllerHost } from "lit";
import { isIngredient, type Ingredient, type TurnPreview } from "../../game/engine/index.js";
import { tokensLeft } from "./turn-steps.js";

/** What a tap on a cup pours: the token taken, while some of it is left, or the only kind left. */
export function tokenToPour(taken: Ingredient | null, preview: TurnPreview): Ingredient | null {
  const left = tokensLeft(preview);
  if (taken && left.includes(taken)) return taken;
  return left.length === 1 ? left[0] : null;
}

/**
 * The token in the player's hand on the turn composer's pour step: tapped, then a tap on a cup
 * pours it, or dragged onto a cup. Its handlers go on the tokens' buttons and the cups; a pour goes
 * to `pour`.
 */
export class TokenInHand {
  private taken: Ingredient | null = null;
  /** The cup a dragged token is over, drawn as the drop's target. */
  dropTarget: number | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly pour: (cup: number, ingredient: Ingredient) => void,
  ) {}

  /** What a tap on a cup pours now. */
  pourable(preview: TurnPreview): Ingredient | null {
    return tokenToPour(this.taken, preview);
  }

  take(ingredient: Ingredient): void {
    if (ingredient === this.taken) return;
    this.taken = ingredient;
    this.host.requestUpdate();
  }

  dragStart(event: DragEvent, ingredient: Ingredient): void {
    event.dataTransfer?.setData("text/plain", ingredient);
    this.take(ingredient);
  }

  dragOver(event: DragEvent, cup: number): void {
    event.preventDefault();
    this.aimAt(cup);
  }

  readonly dragLeave = (): void => this.aimAt(null);

  drop(event: DragEvent, cup: number): void {
    event.preventDefault();
    this.aimAt(null);
    const ingredient = event.dataTransfer?.getData("text/plain");
    if (isIngredient(ingredient)) this.pour(cup, ingredient);
  }

  private aimAt(cup: number | null): void {
    if (cup === this.dropTarget) return;
    this.dropTarget = cup;
    this.host.requestUpdate();
  }
}
