import { nothing, type ChildPart } from "lit";
import { AsyncDirective, directive, PartType, type PartInfo } from "lit/async-directive.js";

/**
 * The content of a popover or a `<details>`, drawn once it first opens and kept up to date from
 * then on. A table holds dozens of closed card details and folded boards: drawing them all, and
 * working out what each says, cost more than the rest of the page. Used in the element's own
 * content: `<div popover>${whileOpen(() => html`…`)}</div>`.
 */
class WhileOpen extends AsyncDirective {
  private content: () => unknown = () => nothing;
  private container: HTMLElement | null = null;
  private opened = false;

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.CHILD) throw new Error("whileOpen() draws an element's content");
  }

  render(content: () => unknown): unknown {
    return this.opened ? content() : nothing;
  }

  override update(part: ChildPart, [content]: [() => unknown]): unknown {
    this.content = content;
    if (this.container === null) {
      this.container = part.parentNode as HTMLElement;
      // A popover's beforetoggle comes before it is shown (so it is measured with its content);
      // a <details> has only toggle, once open.
      this.container.addEventListener("beforetoggle", this.onToggle);
      this.container.addEventListener("toggle", this.onToggle);
    }
    if (!this.opened) this.opened = (this.container as HTMLDetailsElement).open === true || this.container.matches(":popover-open");
    return this.render(content);
  }

  private readonly onToggle = (event: Event): void => {
    if (this.opened || (event as ToggleEvent).newState !== "open") return;
    this.opened = true;
    this.setValue(this.content());
  };
}

export const whileOpen = directive(WhileOpen);
