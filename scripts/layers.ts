import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize, relative, sep } from "node:path";

/**
 * The house's layers, from the bottom: the pure rules (game/), the contract both sides speak
 * (protocol/), and the two sides (worker/, web/), which meet only through the contract.
 * Each layer may import itself and the layers it lists; packages as `packages` says.
 */
export const LAYERS: Record<string, { mayImport: string[]; packages: "none" | "any" | readonly string[] }> = {
  game: { mayImport: [], packages: "none" },
  protocol: { mayImport: ["game"], packages: ["zod", "openskill"] },
  worker: { mayImport: ["game", "protocol"], packages: "any" },
  web: { mayImport: ["game", "protocol"], packages: "any" },
};

export interface Breach {
  file: string;
  specifier: string;
  why: string;
}

const IMPORT = /(?:^|[^\w.])(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,]+\s+from\s+)?\(?\s*["']([^"']+)["']/g;

/** The module specifiers a source file imports or re-exports (static and dynamic). */
export function specifiersOf(source: string): string[] {
  const withoutComments = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...withoutComments.matchAll(IMPORT)].map((match) => match[1]);
}

/** What breaks the layers in one file (`file` relative to the repository's root, with "/"). */
export function breachesOf(file: string, source: string): Breach[] {
  const layer = file.split("/")[0];
  const rule = LAYERS[layer];
  if (!rule) return [];
  const breaches: Breach[] = [];
  for (const specifier of specifiersOf(source)) {
    if (specifier.startsWith(".")) {
      const target = normalize(join(dirname(file), specifier)).split(sep).join("/");
      const targetLayer = target.split("/")[0];
      if (targetLayer === layer || rule.mayImport.includes(targetLayer)) continue;
      breaches.push({ file, specifier, why: `${layer}/ may import ${[layer, ...rule.mayImport].map((name) => `${name}/`).join(", ")} only, not ${targetLayer}/` });
    } else if (rule.packages !== "any" && !(rule.packages !== "none" && rule.packages.includes(specifier))) {
      breaches.push({ file, specifier, why: `${layer}/ imports ${rule.packages === "none" ? "no package" : `only ${rule.packages.join(", ")}`}, not ${specifier}` });
    }
  }
  return breaches;
}

/** The hand-written sources under `root`'s folders: path (relative, with "/") → text. */
export function sourcesUnder(root: string, folders: readonly string[] = Object.keys(LAYERS)): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === "node_modules" || name === "dist") continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|mts|mjs|js)$/.test(name) && !name.endsWith(".d.ts")) sources.set(relative(root, path).split(sep).join("/"), readFileSync(path, "utf8"));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return sources;
}

/** Every breach in the layers' TypeScript sources under `root`. */
export function breachesUnder(root: string): Breach[] {
  return [...sourcesUnder(root)].flatMap(([file, source]) => breachesOf(file, source));
}

/**
 * Inside a side, the rooms of the house: a folder of worker/ or web/ (a file at a side's top is a
 * room of its own). What each may not import, so that the hub and the table keep their places:
 * the spokes never reach back into the outbox that drives them, the room never into the routes
 * that call it, and the table never into the composers, the plan or the talk the page sets beside it.
 */
export const INNER_RULES: { from: string; mayNotImport: string[] }[] = [
  { from: "worker/mail", mayNotImport: ["worker/outbox"] },
  { from: "worker/push", mayNotImport: ["worker/outbox"] },
  { from: "worker/webhook", mayNotImport: ["worker/outbox"] },
  { from: "worker/room", mayNotImport: ["worker/routes", "worker/http"] },
  { from: "web/table", mayNotImport: ["web/composer", "web/talk", "web/plan"] },
];

/** Two rooms may import each other only here: the platform's `Env` names the Durable Objects' classes (the room, the seat pools), and they read its `Env`. */
export const MUTUAL_ALLOWED: readonly (readonly [string, string])[] = [
  ["worker/env.ts", "worker/room"],
  ["worker/env.ts", "worker/lobby"],
];

/** The room of a side that a file (or an import's target) belongs to. */
export function roomOf(path: string): string | undefined {
  const parts = path.split("/");
  if (parts[0] !== "worker" && parts[0] !== "web") return undefined;
  if (parts.length === 2) return /\.(ts|mts|mjs|js)$/.test(parts[1]) ? path : `${path}.ts`;
  return `${parts[0]}/${parts[1]}`;
}

/** The imports between the rooms of worker/ and web/: "from → to" → the files that make it. */
export function roomImports(sources: Map<string, string>): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const from = roomOf(file);
    if (!from) continue;
    for (const specifier of specifiersOf(source)) {
      if (!specifier.startsWith(".")) continue;
      const target = normalize(join(dirname(file), specifier)).split(sep).join("/").replace(/\.js$/, ".ts");
      const to = roomOf(target);
      if (!to || to === from || to.split("/")[0] !== from.split("/")[0]) continue;
      const key = `${from} → ${to}`;
      edges.set(key, [...new Set([...(edges.get(key) ?? []), file])]);
    }
  }
  return edges;
}

/** What breaks the inner rules: a forbidden import, or rooms that import each other (two, or a circle of more). */
export function innerBreaches(sources: Map<string, string>): string[] {
  const edges = roomImports(sources);
  const breaches: string[] = [];
  const next = new Map<string, string[]>();
  for (const [key, files] of edges) {
    const [from, to] = key.split(" → ");
    for (const rule of INNER_RULES) {
      if (from === rule.from && rule.mayNotImport.includes(to)) breaches.push(`${key}: ${rule.from}/ may not import ${to}/ (${files.join(", ")})`);
    }
    if (MUTUAL_ALLOWED.some(([a, b]) => a === from && b === to)) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  for (const circle of circlesOf(next)) {
    const [first, second] = circle;
    breaches.push(
      circle.length === 2
        ? `${first} and ${second} import each other (${edges.get(`${first} → ${second}`)!.join(", ")} ↔ ${edges.get(`${second} → ${first}`)!.join(", ")})`
        : `${circle.join(", ")} import each other in a circle (${[...edges].filter(([key]) => circle.includes(key.split(" → ")[0]) && circle.includes(key.split(" → ")[1])).map(([key, files]) => `${key}: ${files.join(", ")}`).join("; ")})`,
    );
  }
  return breaches;
}

/** The circles of a graph: each group of nodes that reach one another (Tarjan's strongly connected components), sorted. */
function circlesOf(next: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const circles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      circle.push(member);
    } while (member !== node);
    if (circle.length > 1) circles.push(circle.sort());
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return circles;
}

/** The house's limits: what a reader can hold at once. */
export const LIMITS = { sourceFileLines: 500, roomClassLines: 400, readmeLines: 200 } as const;
export const ROOM_CLASS = "worker/room/game-room.ts";
/** Hand-written sources: every folder of code the project keeps (generated files are not kept). */
export const SOURCE_FOLDERS = ["game", "protocol", "worker", "web", "test", "scripts", "bench"] as const;

const linesOf = (text: string): number => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** What is over the house's limits under `root`, one sentence each. */
export function limitBreaches(root: string): string[] {
  const breaches: string[] = [];
  for (const [file, source] of sourcesUnder(root, SOURCE_FOLDERS)) {
    const lines = linesOf(source);
    if (lines > LIMITS.sourceFileLines) breaches.push(`${file} has ${lines} lines (at most ${LIMITS.sourceFileLines})`);
    if (file === ROOM_CLASS && lines > LIMITS.roomClassLines) breaches.push(`${file}, the room class, has ${lines} lines (at most ${LIMITS.roomClassLines})`);
  }
  const readme = linesOf(readFileSync(join(root, "README.md"), "utf8"));
  if (readme > LIMITS.readmeLines) breaches.push(`README.md has ${readme} lines (at most ${LIMITS.readmeLines})`);
  return breaches;
}
