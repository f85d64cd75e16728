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
  private observer: MutationObserver | null = null;

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
      if (this.container.localName === "details") {
        // A <details> fires toggle a task after it opens: a key pressed in between (Tab into it)
        // found it empty. Its open attribute is seen at once: an observer's callback is a microtask.
        this.observer = new MutationObserver(this.onOpenChanged);
        this.observer.observe(this.container, { attributes: true, attributeFilter: ["open"] });
      } else {
        // A popover's beforetoggle comes before it is shown (its content is drawn, in a microtask,
        // before it is measured).
        this.container.addEventListener("beforetoggle", this.onBeforeToggle);
      }
    }
    if (!this.opened && ((this.container as HTMLDetailsElement).open === true || this.container.matches(":popover-open"))) {
      this.opened = true;
      this.stopWatching();
    }
    return this.render(content);
  }

  private readonly onOpenChanged = (): void => {
    if ((this.container as HTMLDetailsElement).open) this.open();
  };

  private readonly onBeforeToggle = (event: Event): void => {
    if ((event as ToggleEvent).newState === "open") this.open();
  };

  /** Opening draws the content with the next render of the element that drew this one. */
  private open(): void {
    if (this.opened) return;
    this.opened = true;
    this.stopWatching();
    this.host?.requestUpdate();
  }

  private stopWatching(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.container?.removeEventListener("beforetoggle", this.onBeforeToggle);
  }
}

export const whileOpen = directive(WhileOpen);
