import { html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import { EDITIONS, WINTER, ingredientsOf, type Counts, type EditionId } from "../../game/engine/index.js";
import "../app/cr-stage.js";
import { PageElement } from "../app/page-element.js";
import { addArea, t, type Key } from "../i18n/index.js";
import { rulesStrings } from "../i18n/rules/index.js";
import "../table/cr-board.js";
import "../table/cr-player-board.js";
import { countsText, ingredientName, listText, plural, speedTokens, upgradeName } from "../shared/words.js";
import "./cr-draw-soon.js";
import "./cr-pieces-key.js";
import { sectionTitle } from "./cr-rules-link.js";
import { RULES_SECTIONS, upgradeOf, variantOf, type RulesSection } from "./sections.js";
import { exampleTextKey, examplesOf, runExample, type ExampleRun, type WorkedExample } from "./worked-examples.js";

addArea(rulesStrings);

/** A section's text: paragraphs and lists of keys; a key ending in "." takes the page's edition (".classic"/".winter"). */
type Block = { p: string } | { ul: string[] } | { ol: string[] };

const TEXT: Partial<Record<RulesSection, Block[]>> = {
  basics: [{ p: "rules.basics.p1" }, { ul: ["rules.basics.li1", "rules.basics.li2", "rules.basics.li3", "rules.basics.li4"] }, { p: "rules.basics.p2" }],
  editions: [
    { p: "rules.editions.p1" },
    { ul: ["rules.editions.li1", "rules.editions.li2", "rules.editions.li3", "rules.editions.li4", "rules.editions.li5"] },
    { p: "rules.editions.p2" },
    { p: "rules.editions.p3" },
  ],
  setup: [{ ol: ["rules.setup.li1", "rules.setup.li2", "rules.setup.tokens.", "rules.setup.li3", "rules.setup.li4"] }],
  turn: [{ p: "rules.turn.p1" }, { ol: ["rules.turn.li1", "rules.turn.li2", "rules.turn.li3", "rules.turn.li4", "rules.turn.li5"] }, { p: "rules.turn.p2" }],
  movement: [{ p: "rules.movement.p1" }, { p: "rules.movement.speed." }, { p: "rules.movement.p2" }, { p: "rules.movement.p3" }, { p: "rules.movement.supply." }],
  pouring: [{ p: "rules.pouring.p1" }, { p: "rules.pouring.p2" }, { p: "rules.pouring.p3" }],
  orders: [{ p: "rules.orders.p1" }, { p: "rules.orders.p2" }, { p: "rules.orders.p3" }, { p: "rules.orders.p4" }],
  "order-surge": [{ p: "rules.orderSurge.p1" }, { ul: ["rules.orderSurge.li1", "rules.orderSurge.li2", "rules.orderSurge.li3"] }],
  "flow-of-time": [{ p: "rules.flowOfTime.p1" }, { p: "rules.flowOfTime.p2" }],
  end: [{ p: "rules.end.p1" }, { p: "rules.end.p2" }, { p: "rules.end.p3" }],
  scoring: [{ p: "rules.scoring.p1" }, { p: "rules.scoring.p2." }],
  upgrades: [{ p: "rules.upgrades.p1" }, { p: "rules.upgrades.p2" }, { p: "rules.upgrades.p3" }, { p: "rules.upgrades.presets" }],
  variants: [{ p: "rules.variants.p1" }],
};

/** The one edition an upgrade's or variant's section belongs to (from the editions' data); null for both or none. */
function onlyIn(section: RulesSection): EditionId | null {
  const upgrade = upgradeOf(section);
  const variant = variantOf(section);
  const editions = Object.values(EDITIONS).filter(
    (edition) => (upgrade !== undefined && edition.upgrades.includes(upgrade)) || (variant !== undefined && edition.variants.includes(variant)),
  );
  return editions.length === 1 ? editions[0].id : null;
}

const runs = new Map<WorkedExample, ExampleRun>();
function runOf(example: WorkedExample): ExampleRun {
  let run = runs.get(example);
  if (!run) runs.set(example, (run = runExample(example)));
  return run;
}

function cupsText(cups: Counts[]): string {
  return cups.map((cup, index) => `${t("table.cup", { number: index + 1 })}: ${countsText(cup)}`).join("; ");
}

/**
 * The whole rules of both editions and every variant (`/rules`, `/rules/winter` words each
 * edition's differences for that edition), one anchored section per rule, each step with a
 * worked example drawn by the table's own components from a state the engine produced.
 */
@customElement("cr-rules-page")
export class RulesPage extends PageElement {
  @property() edition: EditionId = "classic";
  private scrolled = false;

  /** What every text may mention: the edition's speed token, special ingredient and scoring. */
  private get params(): Record<string, string | number> {
    const edition = EDITIONS[this.edition];
    return {
      oneToken: speedTokens(this.edition, 1),
      special: ingredientName(edition.specialIngredient),
      // "1 point", "2 points": each language's plural.
      like: plural("end.points", edition.scoring.like),
      upgrade: plural("end.points", edition.scoring.upgrade),
      dislike: plural("end.points", Math.abs(edition.scoring.dislike)),
      presets: WINTER.presets
        .map((preset) => `${t(`create.preset.${preset.id}`)} (${listText(preset.upgrades.map(upgradeName))})`)
        .join("; "),
    };
  }

  private text(key: string, params: Record<string, string | number> = {}): string {
    // The blocks name keys of the rules area (a key ending in "." is completed with the edition).
    return t((key.endsWith(".") ? `${key}${this.edition}` : key) as Key, { ...this.params, ...params });
  }

  private renderBlock(block: Block) {
    if ("p" in block) return html`<p>${this.text(block.p)}</p>`;
    const items = "ul" in block ? block.ul : block.ol;
    const list = items.map((key) => html`<li>${this.text(key)}</li>`);
    return "ul" in block ? html`<ul>${list}</ul>` : html`<ol>${list}</ol>`;
  }

  private exampleText(example: WorkedExample, run: ExampleRun): string {
    const { outcome } = run;
    const edition = run.after.options.edition;
    return this.text(exampleTextKey(example), {
      collected: countsText(outcome.collected),
      cups: cupsText(outcome.cups),
      likes: outcome.likes,
      dislikes: outcome.dislikes,
      drawn: outcome.positionOne[1],
      score: outcome.score,
      upgrades: run.after.players[0].upgrades.filter((tile) => tile.active).length,
      edition: t(`create.edition.${edition}`),
      oneToken: speedTokens(edition, 1),
    });
  }

  private renderExample(example: WorkedExample) {
    const run = runOf(example);
    return html`<figure class="rules-example" data-example=${example.id}>
      <figcaption><strong>${t("rules.example")}.</strong> ${this.exampleText(example, run)}</figcaption>
      <cr-draw-soon class="rules-example-pictures" .draw=${() => this.examplePictures(example, run)}></cr-draw-soon>
    </figure>`;
  }

  /** An example's board and player boards: drawn as the reader nears them (the page's heaviest part). */
  private examplePictures(example: WorkedExample, run: ReturnType<typeof runOf>) {
    const { before, after, turn } = run;
    const edition = after.options.edition;
    const names = after.players.map((_, seat) => t("table.seat", { number: seat + 1 }));
    const moving = turn?.meeple ?? 0;
    return html`${example.show.board
          ? html`<cr-board
              .board=${before.board}
              .players=${turn ? before.players : after.players}
              .names=${names}
              .from=${turn ? before.players[0].meeples[moving] : null}
              .path=${turn?.path ?? []}
              .marked=${turn ? null : after.players[0].meeples[0]}
              .moving=${turn ? [0, moving] : null}
            ></cr-board>`
          : nothing}
        ${example.show.player
          ? html`${turn
                ? html`<div>
                    <p class="muted">${t("rules.before")}</p>
                    <cr-player-board .player=${before.players[0]} .seat=${0} .name=${names[0]} .edition=${edition}></cr-player-board>
                  </div>`
                : nothing}
              <div>
                ${turn ? html`<p class="muted">${t("rules.after")}</p>` : nothing}
                <cr-player-board .player=${after.players[0]} .seat=${0} .name=${names[0]} .edition=${edition}></cr-player-board>
              </div>`
          : nothing}`;
  }

  private sectionText(section: RulesSection) {
    const upgrade = upgradeOf(section);
    if (upgrade) return html`<cr-pieces-key class="upgrade-key" .upgrades=${[upgrade]}></cr-pieces-key><p>${this.text(`rules.upgrade.${upgrade}`)}</p>`;
    const variant = variantOf(section);
    if (variant) return html`<p>${this.text(`rules.variant.${variant}`)}</p>`;
    const text = (TEXT[section] ?? []).map((block) => this.renderBlock(block));
    // The board's ingredients, drawn as the table draws them, where the rules set the table.
    if (section !== "setup") return text;
    return html`${text}<cr-pieces-key class="ingredient-key" .ingredients=${ingredientsOf(EDITIONS[this.edition])}></cr-pieces-key>`;
  }

  private renderSection(section: RulesSection) {
    const sub = upgradeOf(section) !== undefined || variantOf(section) !== undefined;
    const only = onlyIn(section);
    const title = html`${sectionTitle(section)}${only ? html` <span class="tag">${t(only === "winter" ? "rules.winterOnly" : "rules.classicOnly")}</span>` : nothing}`;
    // Each section a stage of its own: the page is long, and drawn in one go it held a phone's main thread.
    return html`<section id=${section} class="rules-section" aria-labelledby="${section}-title">
      <cr-stage
        .draw=${() => html`${sub ? html`<h3 id="${section}-title">${title}</h3>` : html`<h2 id="${section}-title">${title}</h2>`} ${this.sectionText(section)}
          ${examplesOf(section).map((example) => this.renderExample(example))}`}
      ></cr-stage>
    </section>`;
  }

  override render() {
    const other = this.edition === "winter" ? "classic" : "winter";
    return html`<article class="page rules">
      <h1>${t(`rules.title.${this.edition}`)}</h1>
      <p class="lead">${t("rules.intro")}</p>
      <p><a href=${other === "winter" ? "/rules/winter" : "/rules"}>${t(`rules.otherEdition.${this.edition}`)}</a></p>
      <p><a href="/learn">${t("learn.fromRules")}</a></p>
      <nav class="rules-contents" aria-labelledby="rules-contents">
        <h2 id="rules-contents">${t("rules.contents")}</h2>
        <ol>
          ${RULES_SECTIONS.filter((section) => upgradeOf(section) === undefined && variantOf(section) === undefined).map(
            (section) => html`<li><a href="#${section}">${sectionTitle(section)}</a></li>`,
          )}
        </ol>
      </nav>
      ${RULES_SECTIONS.map((section) => this.renderSection(section))}
    </article>`;
  }

  /** Drawn after the app has loaded, so the browser's own jump to `#section` found nothing yet: jump now. */
  protected override updated(): void {
    if (this.scrolled) return;
    this.scrolled = true;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    target?.scrollIntoView();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "cr-rules-page": RulesPage;
  }
}
