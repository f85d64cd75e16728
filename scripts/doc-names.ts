import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { SOURCE_FOLDERS, sourcesUnder } from "./layers.js";

/**
 * The code names the docs cite in backticks: a path in the repository (`worker/room/game-room.ts`)
 * or a name of code (`GameConnection.submit`, `previewTurn()`, `SOCKET_ANSWER_MS`, `mail_outbox`).
 * A plain word (`ping`), a route (`/api/games`) or a command is not a code name.
 */
const TOP_FOLDERS = [...SOURCE_FOLDERS, "docs", "migrations", ".ci"];
const PATH = new RegExp(`^(?:${TOP_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|")})/[\\w./-]*$`);
const NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/;
/** A name made of words joined as code joins them: camelCase, PascalCase with an inner capital, snake_case or UPPER_SNAKE. */
const CODE_WORD = /^(?:[a-z]+[A-Z]\w*|[A-Z][a-z0-9]+[A-Z]\w*|[a-z0-9]+(?:_[a-z0-9]+)+|[A-Z0-9]+(?:_[A-Z0-9]+)+)$/;

/** Names of other software the docs cite (Lit's render step, a workerd flag, zlib's search): not ours to keep. */
export const OUTSIDE_NAMES = new Set(["performUpdate", "no_web_socket_compression", "longest_match"]);

/** Whether a cited path exists; a segment in capitals (`LANG.ts`, `AREA`) is a placeholder that any name fills. */
function pathExists(root: string, path: string): boolean {
  let places = [root];
  for (const segment of path.split("/")) {
    if (!/[A-Z]{2,}/.test(segment)) {
      places = places.map((place) => join(place, segment)).filter((place) => existsSync(place));
      continue;
    }
    const pattern = new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/[A-Z]{2,}/g, "[^/]+")}$`);
    places = places.flatMap((place) => (statSync(place).isDirectory() ? readdirSync(place).filter((name) => pattern.test(name)).map((name) => join(place, name)) : []));
  }
  return places.length > 0;
}

export interface DocName {
  doc: string;
  name: string;
}

/** The code names cited in one document's text. */
export function codeNamesIn(text: string): string[] {
  const names: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const cited = span.trim().replace(/:\d+(?:-\d+)?$/, "");
    if (PATH.test(cited)) names.push(cited.replace(/\/$/, ""));
    else if (NAME.test(cited) && (cited.endsWith("()") || cited.split(".").some((word) => CODE_WORD.test(word)))) names.push(cited);
  }
  return names;
}

/** The cited code names under `root`'s docs (and README) that name nothing in the tree. */
export function missingDocNames(root: string): DocName[] {
  const docs = ["README.md", ...readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
  // The build checks are left out: they cite missing names on purpose.
  const sources = [...sourcesUnder(root, SOURCE_FOLDERS)].filter(([file]) => !file.startsWith("test/build/")).map(([, source]) => source);
  const code = [...sources, ...["wrangler.toml", "package.json", ...readdirSync(join(root, "migrations")).filter((name) => name.endsWith(".sql")).map((name) => `migrations/${name}`)].map((file) => readFileSync(join(root, file), "utf8"))].join("\n");
  const words = new Set(code.match(/[A-Za-z_$][\w$]*/g));
  const missing: DocName[] = [];
  for (const doc of docs) {
    for (const name of codeNamesIn(readFileSync(join(root, doc), "utf8"))) {
      const found = PATH.test(name) ? pathExists(root, name) : name.replace(/\(\)$/, "").split(".").every((word) => !CODE_WORD.test(word) || words.has(word) || OUTSIDE_NAMES.has(word));
      if (!found) missing.push({ doc, name });
    }
  }
  return missing;
}
