import { t } from "../i18n/index.js";

/**
 * The tab tells a player it's their turn even while they look elsewhere: a marked title and a
 * favicon with a dot.
 */

let pageTitle = "";
let yourTurn = false;

function render(): void {
  const base = pageTitle ? `${pageTitle} · ${t("app.title")}` : t("app.title");
  document.title = yourTurn ? `(${t("game.yourTurnShort")}) ${base}` : base;
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon) icon.href = yourTurn ? "/favicon-turn.svg" : "/favicon.svg";
}

/** The current page's name, shown before the app's name. */
export function setPageTitle(title: string): void {
  pageTitle = title;
  render();
}

export function setYourTurn(flag: boolean): void {
  if (flag === yourTurn) return;
  yourTurn = flag;
  render();
}
