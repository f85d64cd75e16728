import { html, LitElement } from "lit";
import { property, state } from "lit/decorators.js";
import { DrawnInStages, DrawnInTurn } from "../app/first-draw.js";
import type { ActionInput } from "../../protocol/schemas.js";
import type { GameSnapshot } from "../../protocol/types.js";
import type { EditionId } from "../../game/engine/index.js";
import { LocaleController } from "../i18n/index.js";
import { COMPOSER_STAGES, composerFooter, submitActionEvent, type FooterOptions, type SheetState } from "./composer-layout.js";
import { composingOf, type Composing } from "./composing.js";
import type { StoredDraft } from "./stored-draft.js";
import { ContextConsumer } from "../shared/context.js";
import { composerContext, type ComposerProps, type SuggestMove } from "../table/composer-context.js";
import { SuggestionController } from "./suggestion.js";
import { SheetRoom } from "./sheet-room.js";
import { advance, canUndo, undo, type Undoable } from "./undoable.js";
import type { Outcome, Refusal } from "../api/refusal.js";

/**
 * What the composers are built on: the snapshot they compose a move for, the draft they keep
 * across reloads, and the engine's refusal of the last choice. The table that shows a composer
 * hands it the properties below through composerContext (web/table/composer-context.ts).
 */
export abstract class ComposerElement<Draft> extends DrawnInTurn(LitElement) {
  @property({ attribute: false }) snapshot!: GameSnapshot;
  /** The move is on its way to the server. */
  @property({ type: Boolean }) pending = false;
  /** The server's refusal of the last submission. */
  @property({ attribute: false }) serverError: Refusal | null = null;
  /** Fill the box the table gives it (the one-screen layout). */
  @property({ type: Boolean, reflect: true }) fit = false;
  /**
   * The move a guide asks for (the guided game): the composer points at its next part, and lets
   * any square be tried so that the engine can say why one can't be used.
   */
  @property({ attribute: false }) aim: ActionInput | null = null;
  /**
   * A turn in a few taps (web/composer/quick-turn.ts): a tap on a square is the whole move to it,
   * poured and ticked, and a placement's tap picks its cup too. Without it (and always while a
   * guide aims at a move: it teaches each part) a tap is one step, and the player pours by hand.
   */
  @property({ type: Boolean }) quick = false;
  /** Where "Suggest a move" gets its move (see web/composer/suggestion.ts); null: no such button. */
  @property({ attribute: false }) suggest: SuggestMove | null = null;
  /** A choice the engine turned down just now. */
  @state() protected refusal: Refusal | null = null;
  /** The phone's sheet shows its steps (the guided game's always does: it teaches them one by one). */
  @state() private sheetOpen = false;

  /** Taps fill the move in (see `quick`). */
  protected get filling(): boolean {
    return this.quick && this.aim === null;
  }

  protected get sheet(): SheetState {
    // Off the game page (an embed in someone's page) the sheet never floats over it.
    return this.aim !== null || !this.fit ? "steady" : this.sheetOpen ? "raised" : "resting";
  }

  protected abstract readonly draft: StoredDraft<Draft>;
  private readonly suggestion = new SuggestionController(this);
  /** The draft a suggestion filled in, while it stands unchanged. */
  private suggested: unknown = null;
  /** For composerLayout: its stages in turn while the page is first drawn. */
  protected readonly drawn = new DrawnInStages(this, COMPOSER_STAGES);

  /** The draft for a whole move (a suggested one), or null when the draft can't hold it. */
  protected abstract draftOf(action: ActionInput): Draft | null;

  /** A suggested move becomes the draft, one step to undo; the player can still change it. */
  protected fill(action: ActionInput): boolean {
    const draft = this.draftOf(action);
    if (draft === null) return false;
    this.change({ ok: true, value: advance(this.draft.value, draft) });
    this.suggested = this.draft.value;
    return true;
  }

  constructor() {
    super();
    new LocaleController(this);
    new SheetRoom(this);
    new ContextConsumer(this, composerContext, (props) => this.receive(props));
  }

  /** What the table hands this composer becomes its properties (a property's change is seen as such). */
  protected receive(props: ComposerProps): void {
    Object.assign(this, props);
  }

  protected get composing(): Composing {
    return composingOf(this.snapshot);
  }

  /** The viewer composes a plan, their next move while another acts (see composing.ts). */
  protected get planning(): boolean {
    const { you, view } = this.snapshot;
    return you !== null && !view.toAct.includes(you);
  }

  /** The game's edition: the "?" links open its rules. */
  protected get edition(): EditionId {
    return this.snapshot.view.options.edition;
  }

  /** One step of the draft: kept if the engine allows it, otherwise its refusal is shown (and told: `choice-refused`). */
  protected change(result: Outcome<Undoable<Draft>>): void {
    if (result.ok) this.draft.set(result.value);
    this.refusal = result.ok ? null : result.error;
    if (!result.ok) this.dispatchEvent(new CustomEvent<Refusal>("choice-refused", { detail: result.error, bubbles: true, composed: true }));
  }

  /** "Suggest a move", when the page gives a way to suggest one. */
  protected suggestRow() {
    return this.suggestion.render(this.suggest, this.snapshot, () => this.snapshot, (suggested) => this.fill(suggested), this.pending, this.draft.value === this.suggested);
  }

  /** The suggested move stands, unchanged (see SuggestionController.stands). */
  private get suggestionStands(): boolean {
    return this.suggest !== null && this.suggestion.stands(this.snapshot, this.draft.value === this.suggested);
  }

  /** The undo/submit bar: undo steps back through the draft; submit sends `action()`, unless there is a `problem`; the rest: see FooterOptions. */
  protected footer(problem: Refusal | null, action: () => ActionInput, { onNext, summary, offer, note, mark }: Pick<FooterOptions, "onNext" | "summary" | "offer" | "note" | "mark"> = {}) {
    const history = this.draft.value;
    return html`${composerFooter({
      canUndo: canUndo(history),
      onUndo: () => this.change({ ok: true, value: undo(history) }),
      problem,
      onSubmit: () => this.dispatchEvent(submitActionEvent(action())),
      pending: this.pending,
      serverError: this.serverError,
      refusal: this.refusal,
      onNext,
      summary,
      suggested: this.suggestionStands,
      offer,
      note,
      mark,
      sheet: { state: this.sheet, onToggle: () => (this.sheetOpen = !this.sheetOpen) },
    })}`;
  }
}
