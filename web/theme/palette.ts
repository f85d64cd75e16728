import { css } from "lit";

/**
 * The site's colours as custom properties, in one place: the app applies them to the document,
 * the script embed inside its shadow root. Components read them (custom properties inherit into
 * shadow DOM), so nothing else names a colour of the theme.
 */
export const lightPalette = css`
  --bg: #fbf7f2;
  --fg: #2b1d14;
  --muted: #6e5d50;
  --accent: #8a4b22;
  --accent-fg: #fff;
  --card: #fff;
  --line: #d9ccbf;
  --error: #b3261e;
  --ok: #1e6b3a;
  --focus: #1a5fb4;
`;

export const darkPalette = css`
  --bg: #1d1612;
  --fg: #f3e9df;
  --muted: #c0ad9c;
  --accent: #e0a36f;
  --accent-fg: #1d1612;
  --card: #2a201a;
  --line: #4a3b30;
  --error: #ffb4ab;
  --ok: #8fd8a5;
  --focus: #8cb8ff;
`;

/** Puts the palette on the page's root, following the system's light or dark setting. */
export function applyPaletteTo(document: Document): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `:root { ${lightPalette.cssText} } @media (prefers-color-scheme: dark) { :root { ${darkPalette.cssText} } }`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

