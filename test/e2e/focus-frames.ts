import type { Page } from "playwright-core";

/**
 * Focus probed every frame: from `watchFocusFrames` on, each animation frame of `page` in which
 * focus is on the page itself (the body, or nothing), once something had it, is counted, with what the page last had
 * focused before it (a frame a screen reader may spend announcing the document).
 */
export async function watchFocusFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const probe = { frames: 0, dropped: [] as string[], last: "" };
    (window as unknown as { __focusFrames: typeof probe }).__focusFrames = probe;
    const describe = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const frame = () => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      probe.frames++;
      // Frames before the page first had focus don't count: the player has not come in yet.
      if (active === null || active === document.body) {
        if (probe.last) probe.dropped.push(`after ${probe.last}`);
      }
      else probe.last = describe(active);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** The frames probed so far, and those with focus on the page. */
export async function focusFrames(page: Page): Promise<{ frames: number; dropped: string[] }> {
  return page.evaluate(() => {
    const { frames, dropped } = (window as unknown as { __focusFrames: { frames: number; dropped: string[] } }).__focusFrames;
    return { frames, dropped: [...new Set(dropped)] };
  });
}
