/**
 * A bundle built with its languages as files (web/i18n/language-files.mjs) carries its string areas
 * in English; each area registers here under its folder's name, and loadLanguage fills in the
 * visitor's language from one JSON file. In tests and the build's own renderings every language is
 * in the modules already, and nothing is fetched.
 */
type Dictionaries = Partial<Record<string, Record<string, string>>>;

const areas = new Map<string, Dictionaries>();
/** Each language file fetched, by language: an area registered after it came (a part loaded on demand) is filled from it too. */
const fetched = new Map<string, Record<string, Record<string, string>>>();

/** Registers an area under its folder (the build's replacement for the area's module calls it). */
export function languageArea<T extends Dictionaries>(folder: string, area: T): T {
  for (const [language, file] of fetched) if (file[folder] && area[language] === undefined) (area as Dictionaries)[language] = file[folder];
  areas.set(folder, area);
  return area;
}

/**
 * Adds keys to registered areas' English: the script embed's strings that only the parts it loads
 * on demand show come with those parts (web/embed/build.mjs). Their other languages are in the
 * language file already.
 */
export function addEnglish(more: Record<string, Record<string, string>>): void {
  for (const [folder, english] of Object.entries(more)) {
    const area = areas.get(folder);
    if (!area?.en) throw new Error(`string area ${folder} is not registered: its English can't be added to`);
    Object.assign(area.en, english);
  }
}

/** Whether every registered area has `language` (always, where the modules carry every language). */
export function hasLanguage(language: string): boolean {
  return [...areas.values()].every((area) => area[language] !== undefined);
}

/**
 * Fetches `language`'s file (at `url`; null: nothing to fetch) and fills every registered area
 * with it. Settles either way: a page that could not load its language speaks English.
 */
export async function loadLanguage(language: string, url: string | URL | null, init: RequestInit = {}): Promise<void> {
  if (url === null || hasLanguage(language)) return;
  try {
    const response = await fetch(url, init);
    if (!response.ok) return;
    const loaded = (await response.json()) as Record<string, Record<string, string>>;
    fetched.set(language, loaded);
    for (const [folder, area] of areas) if (loaded[folder]) area[language] = loaded[folder];
  } catch {
    // English, then.
  }
}
