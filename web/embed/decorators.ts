export * from "lit/decorators.js";

/**
 * Lit's decorators, except that `customElement` defines a tag only if it is still free: in the
 * embed build every component's `@customElement` comes from here, so a second copy of embed.js
 * (another URL, another version) finds the tags taken and leaves them be instead of throwing.
 */
export function customElement(tag: string) {
  return (element: CustomElementConstructor): void => {
    if (!customElements.get(tag)) customElements.define(tag, element);
  };
}
