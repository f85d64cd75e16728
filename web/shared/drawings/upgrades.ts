import { svg, type SVGTemplateResult } from "lit";
import type { UpgradeId } from "../../../game/engine/index.js";
import { MEEPLE } from "./pieces.js";

/** A 3×3 grid of squares as dots: what Diagonal Movement and Double Corners draw on. */
const GRID = svg`<g class="faint">${[4, 12, 20].flatMap((y) => [4, 12, 20].map((x) => svg`<circle cx=${x} cy=${y} r="1.6" />`))}</g>`;
const STAR = "M12 2.5l2.7 5.8 6.3.7-4.7 4.3 1.3 6.2L12 16.4l-5.6 3.1 1.3-6.2L3 9l6.3-.7z";

/**
 * The upgrade tiles, each in a 24×24 box in the current colour, showing what the upgrade does:
 * two meeples, a diagonal step, the doubled corners, two specialty stars, a doubled destination,
 * a leap over a square.
 */
export const UPGRADE_DRAWINGS: Record<UpgradeId, SVGTemplateResult> = {
  doubleMeeples: svg`<g transform="translate(-1 3.5) scale(.7)">${MEEPLE}</g><g transform="translate(8.6 3.5) scale(.7)">${MEEPLE}</g>`,
  diagonalMovement: svg`${GRID}<path class="line" d="M5 19L17.5 6.5" /><path d="M20.5 3.5l-1.2 7.2-6-6z" />`,
  doubleCorners: svg`<rect class="line" x="3" y="3" width="18" height="18" rx="1.5" /><path d="M2 2h7v3H5v4H2zM22 2h-7v3h4v4h3zM2 22h7v-3H5v-4H2zM22 22h-7v-3h4v-4h3z" /><text x="12" y="15.5">×2</text>`,
  doubleSpecialties: svg`<g transform="translate(-4 -1) scale(.7)"><path d=${STAR} /></g><g transform="translate(8.5 8) scale(.7)"><path d=${STAR} /></g>`,
  doubleDestination: svg`<circle class="line" cx="12" cy="13" r="8.5" /><circle cx="12" cy="13" r="4.5" /><path class="line" d="M12 1.5v4" /><text x="20.5" y="6.5" class="small">2</text>`,
  jump: svg`<path class="line" d="M3.5 18C5 6 19 6 20.5 18" /><path d="M22.5 15.5l-2 5.5-4.2-4z" /><rect x="9" y="16" width="6" height="6" rx="1" />`,
};
