/**
 * The one way text is translated, on the web and in mails: each area keeps one module per
 * language; English's (`en.ts`) defines the keys, and every other language is a
 * `Translation<typeof en>`, so a key missing from a language (or one it alone has) fails to
 * compile. `{name}` is a placeholder; a key ending in `.one`, `.other` (…) is one plural form.
 */

/** Every key of an area's English strings, each with its text in another language. */
export type Translation<English> = Record<keyof English, string>;

/** The values of a text's {name} placeholders. */
export type Params = Record<string, string | number>;

/** The stems of a set of keys that have plural forms (`stem.one`, `stem.other`…). */
export type PluralStem<Key> = Key extends `${infer Stem}.other` ? Stem : never;

/** `text` with its placeholders filled in; one without a value stays as it is. */
export function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
