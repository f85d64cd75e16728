/**
 * The code a site pastes to show a game: the script embed (embed.js and its element) or the
 * iframe embed (/embed/ID), with the iframe's optional resize listener. Pure, for the share
 * dialog and its tests.
 */

export type EmbedForm = "script" | "iframe";
export type EmbedTheme = "auto" | "light" | "dark";

export interface EmbedChoice {
  /** The service's origin, e.g. https://coffee-rush.example. */
  origin: string;
  gameId: string;
  form: EmbedForm;
  /** A seat's token to play from the embed; null to watch. */
  seatToken: string | null;
  /** Pixels, or "full" for the width of the page's column. */
  width: number | "full";
  /** The iframe's height before it fits itself (pixels). */
  height: number;
  theme: EmbedTheme;
  /** Iframe only: add the listener that lets the frame set its own height. */
  resizeListener: boolean;
}

/** The message the embed page posts to its parent (see docs/embedding.md). */
export const RESIZE_MESSAGE = "coffee-rush:resize";

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

export function embedPageUrl(choice: Pick<EmbedChoice, "origin" | "gameId" | "theme" | "seatToken">): string {
  const query = choice.theme === "auto" ? "" : `?theme=${choice.theme}`;
  // The seat goes in the fragment: browsers never send it to any server, nor in a Referer.
  const fragment = choice.seatToken ? `#seat=${encodeURIComponent(choice.seatToken)}` : "";
  return `${choice.origin}/embed/${choice.gameId}${query}${fragment}`;
}

/** The listener an iframe's host page may add so the frame takes the game's height. */
export function resizeListener(origin: string): string {
  return `<script>
addEventListener("message", function (event) {
  if (event.origin !== ${JSON.stringify(origin)} || !event.data || event.data.type !== ${JSON.stringify(RESIZE_MESSAGE)}) return;
  document.querySelectorAll("iframe").forEach(function (frame) {
    if (frame.contentWindow === event.source) frame.style.height = event.data.height + "px";
  });
});
</script>`;
}

export function embedSnippet(choice: EmbedChoice): string {
  if (choice.form === "iframe") {
    const width = choice.width === "full" ? "100%" : String(choice.width);
    const frame = `<iframe src="${attribute(embedPageUrl(choice))}" title="Coffee Rush: live game" width="${width}" height="${choice.height}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
    return choice.resizeListener ? `${frame}\n${resizeListener(choice.origin)}` : frame;
  }
  const attributes = [`game="${attribute(choice.gameId)}"`];
  if (choice.seatToken) attributes.push(`seat="${attribute(choice.seatToken)}"`);
  if (choice.theme !== "auto") attributes.push(`theme="${choice.theme}"`);
  if (choice.width !== "full") attributes.push(`style="max-width:${choice.width}px"`);
  return `<script type="module" src="${attribute(choice.origin)}/embed.js"></script>\n<coffee-rush-game ${attributes.join(" ")}></coffee-rush-game>`;
}

/** A whole page showing the snippet: the share dialog's live preview of the script embed. */
export function previewDocument(snippet: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"></head><body style="margin:0">${snippet}</body></html>`;
}
