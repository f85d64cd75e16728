import { nothing, type ChildPart, type ReactiveElement } from "lit";
import { Directive, directive, PartType, type PartInfo } from "lit/directive.js";

/**
 * The content of a popover or a `<details>`, drawn once it first opens and kept up to date from
 * then on. A table holds dozens of closed card details and folded boards: drawing them all, and
 * working out what each says, cost more than the rest of the page. Used in the element's own
 * content: `<div popover>${whileOpen(() => html`…`)}</div>`.
 */
class WhileOpen extends Directive {
  private container: HTMLElement | null = null;
  private host: ReactiveElement | null = null;
  private opened = false;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error("whileOpen() draws an element's content");
  }

  render(content: () => unknown): unknown {
    return this.opened ? content() : nothing;
  }

  override update(part: ChildPart, [content]: [() => unknown]): unknown {
    if (this.container === null) {
      this.container = part.parentNode as HTMLElement;
      this.host = (part.options?.host as ReactiveElement | undefined) ?? null;
      // A popover's beforetoggle comes before it is shown (its content is drawn, in a microtask,
      // before it is measured); a <details> has only toggle, once open.
      this.container.addEventListener("beforetoggle", this.onToggle);
      this.container.addEventListener("toggle", this.onToggle);
    }
    if (!this.opened) this.opened = (this.container as HTMLDetailsElement).open === true || this.container.matches(":popover-open");
    return this.render(content);
  }

  /** Opening draws the content with the next render of the element that drew this one. */
  private readonly onToggle = (event: Event): void => {
    if (this.opened || (event as ToggleEvent).newState !== "open") return;
    this.opened = true;
    this.host?.requestUpdate();
  };
}

export const whileOpen = directive(WhileOpen);
