import { html, nothing, type ReactiveElement } from "lit";
import type { Counts } from "../../game/engine/counts.js";
import { cardOutlook, type CardOutlook, type SeenGame } from "../../game/engine/outlook.js";
import { t } from "../i18n/index.js";
import { countsChips } from "./ingredient-icon.js";
import { showCardDetailsWith } from "./mat.js";
import { whileOpen } from "../shared/while-open.js";
import { orderCard } from "./order-card.js";
import { cardName, cardShortName, countsText, figureText, plural, signedPoints, speedTokens } from "../shared/words.js";
import { cardOf, queueCopy, recipeOf } from "../../game/engine/cards.js";

/** What a queue's cards need to explain themselves: the game, whose queue it is, and the cups to measure against. */
export interface CardHelp {
  /** The game as the viewer sees it (a spectator's view will do). */
  game: SeenGame;
  owner: number;
  /** The owner's name; null when the queue is the viewer's own. */
  ownerName: string | null;
  /** The viewer's cups (a turn being composed: as previewed); null for a spectator. */
  cups: readonly Counts[] | null;
}

/** "Drops …": the flow of time (§3.5) as the owner's turns. */
function dropText(outlook: CardOutlook, ownerName: string | null): string {
  const count = outlook.dropsAfterTurns;
  if (count === null) return t("help.drops.never");
  if (count === 1 && outlook.ownerActsNow) return t("help.drops.now");
  const whose = ownerName === null ? "yours" : "theirs";
  const when = count === 1 ? "Next" : outlook.ownerActsNow ? "AfterNow" : "After";
  return t(`help.drops.${whose}${when}`, { count, name: ownerName ?? "" });
}

function cupLine(cup: CardOutlook["cups"][number]): string {
  const number = cup.cup + 1;
  if (cup.needed === 0) return t("help.cup.ready", { number });
  if (Object.keys(cup.extra).length > 0) return t("help.cup.emptyFirst", { number, extra: countsText(cup.extra), tokens: countsText(cup.missing) });
  return t("help.cup.lacks", { number, tokens: countsText(cup.missing) });
}

/**
 * Places an open detail next to its card, inside the viewport: below it, else above, else as
 * low as fits. Measured once shown (the top layer lays it out).
 */
function place(panel: HTMLElement, anchor: Element): void {
  const margin = 8;
  const card = anchor.getBoundingClientRect();
  const own = panel.getBoundingClientRect();
  const left = Math.max(margin, Math.min(card.left, innerWidth - own.width - margin));
  const below = card.bottom + 4;
  const above = card.top - 4 - own.height;
  const top = below + own.height <= innerHeight - margin ? below : above >= margin ? above : Math.max(margin, innerHeight - own.height - margin);
  panel.style.left = `${left}px`;
  panel.style.top = `${top}px`;
}

/** Popovers opened by hovering or focusing a card (not by a tap or click): they close when the pointer or focus leaves the card and its detail. */
const passing = new WeakSet<HTMLElement>();

function panelOf(event: Event): HTMLElement | null {
  return (event.currentTarget as HTMLElement).closest(".card-help")?.querySelector<HTMLElement>(".card-detail") ?? null;
}

/**
 * Whether the reader's last input was a key: focus a card gets from the page itself (the composer's
 * next step after a tap, a suggestion filled in) is no wish to read it, and the detail would cover the cups.
 */
let byKeys = false;
addEventListener("keydown", () => (byKeys = true), { capture: true });
addEventListener("pointerdown", () => (byKeys = false), { capture: true });

function showPassing(event: Event): void {
  if (event.type === "focusin" && !byKeys) return;
  const panel = panelOf(event);
  if (!panel?.showPopover || panel.matches(":popover-open")) return;
  passing.add(panel);
  void show(panel);
}

/**
 * Opens the detail and settles it before the task ends: drawn (a first opening's content comes at
 * its element's next render: whileOpen), placed, its Tab stops set. Not on its toggle event, a task
 * later: a key pressed in between found it hidden (Tab went past a pinned detail's Close), or a
 * detail shown in passing still a Tab stop.
 */
async function show(panel: HTMLElement): Promise<void> {
  panel.showPopover();
  await ((panel.getRootNode() as ShadowRoot).host as Partial<ReactiveElement> | undefined)?.updateComplete;
  if (!panel.matches(":popover-open")) return;
  place(panel, panel.previousElementSibling!);
  tabStops(panel, !passing.has(panel));
}

/**
 * Shown in passing, a detail is no Tab stop: Tab goes on to the next card, not to its "Close". Its
 * controls leave the Tab order, not the page (an inert detail could not be pointed at or hovered).
 */
function tabStops(panel: HTMLElement, on: boolean): void {
  for (const control of panel.querySelectorAll<HTMLElement>("button, a[href]")) control.tabIndex = on ? 0 : -1;
}

function hidePassing(event: Event): void {
  const panel = panelOf(event);
  const into = (event as FocusEvent).relatedTarget as Node | null;
  if (!panel || !passing.has(panel) || (into && (event.currentTarget as HTMLElement).closest(".card-help")?.contains(into))) return;
  panel.hidePopover?.();
}

/**
 * A click, tap or Enter on the card opens its detail, keeps one shown by hovering open, or closes
 * it. The script does what the button's popovertarget would (which still tells assistive tech what
 * the button opens), so that an opening is settled at once (show).
 */
function onCardClick(event: Event): void {
  const panel = panelOf(event);
  if (!panel?.showPopover) return;
  event.preventDefault();
  if (!panel.matches(":popover-open")) void show(panel);
  else if (passing.delete(panel)) tabStops(panel, true);
  else panel.hidePopover();
}

/** However it closed (Escape, a tap elsewhere, its Close, the pointer leaving), it opens next time as a tap opens it. */
function onToggle(event: Event): void {
  const panel = event.currentTarget as HTMLElement;
  if ((event as ToggleEvent).newState !== "closed") return;
  passing.delete(panel);
  tabStops(panel, true);
}

/**
 * An order card that explains itself (the queues draw their cards with it once this module is
 * loaded: with the composers, web/composer/composers.ts): a tap or click (or Enter) opens its detail (recipe, points,
 * turns until it drops, the viewer's cups nearest to it with what each lacks), hovering or focusing
 * it shows the same while there; Escape or a tap elsewhere closes it. The detail is a popover in
 * the top layer, so no sheet or scroll box hides or clips it.
 */
export function cardWithDetail(card: number, match: boolean, help: CardHelp) {
  const { edition } = help.game.options;
  const id = `card-detail-${help.owner}-${card}`;
  return html`<div class="card-help" @mouseenter=${showPassing} @mouseleave=${hidePassing} @focusin=${showPassing} @focusout=${hidePassing}>
    <button type="button" class="card-button" popovertarget=${id} @click=${onCardClick} aria-label=${cardButtonName(help, card, match)}>
      ${orderCard(edition, card, match)}
    </button>
    <div id=${id} class="card-detail" popover role="group" aria-label=${cardName(edition, card)} @toggle=${onToggle}>
      ${whileOpen(() => detail(help, card, id))}
    </div>
  </div>`;
}

/**
 * The card's button as a screen reader names it, each part apart: "Specialty: earns 1 rush token.
 * Mochaccino: 1 coffee, 1 steam, 1 milk, and 1 chocolate, Ben's position 2, copy 2, matches a cup,
 * details" (the drawn card's parts run together in a name: its words sit in separate boxes). Whose
 * queue and which position always (and which copy, when an equal order shares the position): the
 * same order on two boards, or twice in a queue, is two buttons, and a name that changed with the
 * other boards' deal would be a name to learn anew.
 */
function cardButtonName(help: CardHelp, card: number, match: boolean): string {
  const { edition } = help.game.options;
  const { position, copy } = queueCopy(edition, help.game.players[help.owner].queue, card);
  // The name the card shows (a shorter one in some languages) comes first: a spoken name holds the visible one.
  const parts = [
    figureText(cardShortName(edition, card), countsText(recipeOf(edition, card))),
    help.ownerName === null ? t("help.place.yours", { number: position }) : t("help.place.theirs", { number: position, name: help.ownerName }),
    ...(copy === null ? [] : [t("table.copy", { copy })]),
    ...(match ? [t("table.matches")] : []),
    t("help.details"),
  ].join(", ");
  return cardOf(edition, card).specialty ? `${t("table.specialty", { token: speedTokens(edition, 1) })} ${parts}` : parts;
}

/** What an open card detail (popover `id`) says. */
function detail(help: CardHelp, card: number, id: string) {
  const { edition } = help.game.options;
  const outlook = cardOutlook(help.game, help.owner, card, help.cups ?? []);
  return html`<p class="detail-name">${cardName(edition, card)}</p>
    <p class="recipe">${t("help.recipe")}: <span aria-hidden="true">${countsChips(outlook.recipe)}</span> ${countsText(outlook.recipe)}</p>
    <p>${plural("help.like", outlook.likePoints, { points: signedPoints(outlook.likePoints) })}</p>
    ${outlook.specialty ? html`<p>${t("help.specialty", { tokens: speedTokens(edition, 1) })}</p>` : nothing}
    <p>${plural("help.dislike", Math.abs(outlook.dislikePoints), { points: signedPoints(outlook.dislikePoints) })}</p>
    <p class="drops">${dropText(outlook, help.ownerName)}</p>
    ${help.cups
      ? html`<p class="detail-cups">${t("help.cups")}</p>
          <ul>
            ${outlook.cups.map((cup) => html`<li>${cupLine(cup)}</li>`)}
          </ul>`
      : nothing}
    <button type="button" class="close" popovertarget=${id} popovertargetaction="hide">${t("help.close")}</button>`;
}

showCardDetailsWith(cardWithDetail);
