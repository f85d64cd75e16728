import { describe, expect, it } from "vitest";
import { SHOTS, useBrowser } from "./browser.js";
import { firstTurnPage, TURN_SIZES } from "./game-page.js";

/**
 * A square's letter stays readable whatever marks it carries (issue 54, item 10): the cost badge
 * and the bolt of a step that spends a token keep clear of it. The game page's own board element,
 * drawn with every square offered, half of them at a token's cost, at 360×740 and 1280×800.
 */

const browser = useBrowser();

describe("the board's badges and the squares' letters (issue 54, item 10)", () => {
  for (const size of TURN_SIZES) {
    it(`${size.name}: no badge or bolt covers a letter`, async () => {
      const { page, context } = await firstTurnPage(browser, size);
      const overlaps = await page.evaluate(async () => {
        const deep = (root: Document | ShadowRoot): Element | null => {
          const here = root.querySelector("cr-board");
          if (here) return here;
          for (const element of root.querySelectorAll("*")) {
            const inside = element.shadowRoot ? deep(element.shadowRoot) : null;
            if (inside) return inside;
          }
          return null;
        };
        const shown = deep(document) as HTMLElementTagNameMap["cr-board"];
        const board = document.createElement("cr-board");
        board.id = "badges";
        board.board = shown.board;
        board.players = [];
        board.choices = shown.board.map((_, square) => ({ square, description: "", badge: square % 2 ? "+12" : "+1", costsSpeedToken: square % 2 === 0 }));
        board.style.cssText = `display:block;width:${shown.getBoundingClientRect().width}px;background:#fff`;
        document.body.insertBefore(board, document.body.firstChild);
        await board.updateComplete;
        const meet = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        const found: string[] = [];
        for (const square of board.shadowRoot!.querySelectorAll(".square")) {
          const letter = square.querySelector(".letter")!.getBoundingClientRect();
          for (const mark of square.querySelectorAll(".badge rect, .bolt")) {
            if (meet(letter, mark.getBoundingClientRect())) found.push(`square ${square.getAttribute("data-square")}: ${mark.getAttribute("class") ?? "badge"} over the letter`);
          }
        }
        return found;
      });
      await page.locator("#badges").screenshot({ path: `${SHOTS}/board-badges-${size.name}.png` });
      expect(overlaps).toEqual([]);
      await context.close();
    });
  }
});
