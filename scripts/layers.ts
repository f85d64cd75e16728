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

/** Every breach in the layers' TypeScript sources under `root`. */
export function breachesUnder(root: string): Breach[] {
  const breaches: Breach[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === "node_modules") continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|mts|mjs|js)$/.test(name) && !name.endsWith(".d.ts")) {
        breaches.push(...breachesOf(relative(root, path).split(sep).join("/"), readFileSync(path, "utf8")));
      }
    }
  };
  for (const layer of Object.keys(LAYERS)) walk(join(root, layer));
  return breaches;
}
