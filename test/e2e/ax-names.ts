import type { Page } from "playwright-core";

/** One node of the page's accessibility tree as chromium names it for a screen reader. */
export interface Named {
  role: string;
  name: string;
}

/**
 * Every named node of `page` (text runs aside), as chromium's accessibility tree computes names:
 * what a screen reader says for a control, heading or disclosure. Playwright's own snapshot puts
 * spaces between boxes that chromium runs together ("Ann(you)"), so this asks chromium itself.
 */
export async function accessibleNames(page: Page): Promise<Named[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>;
  };
  await cdp.detach();
  return nodes
    .filter((node) => !node.ignored && node.name?.value && !["StaticText", "InlineTextBox", "ListMarker"].includes(node.role?.value ?? ""))
    .map((node) => ({ role: node.role!.value, name: node.name!.value }));
}

/** Names of buttons that another button on the page also has. */
export function sharedButtonNames(names: readonly Named[]): string[] {
  const buttons = names.filter((node) => node.role === "button").map((node) => node.name);
  return [...new Set(buttons.filter((name, index) => buttons.indexOf(name) !== index))];
}

/**
 * Names whose words run together, as when a name is read from boxes drawn side by side with no
 * space between them: "tokenIced", "Ann(you)", "cookie.Fruit", "Cup 11 steam" is not caught here (see the tests).
 */
export function runTogether(names: readonly Named[]): string[] {
  return names
    .filter((node) => ["button", "heading", "DisclosureTriangle", "link", "checkbox", "radio"].includes(node.role))
    .map((node) => node.name)
    .filter((name) => /\p{Ll}\p{Lu}|\S\(|[.:)](?=[^\s.,:;)…])/u.test(name));
}
