import { locale } from "./index.js";

/**
 * Intl's formatters in the page's language, each made once per language and options: making one
 * costs far more than using it, and a table formats hundreds of counts as it draws.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, options: object, make: (language: string) => T): T {
  const key = `${kind} ${locale()} ${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make(locale());
    made.set(key, formatter);
  }
  return formatter;
}

export function pluralRules(): Intl.PluralRules {
  return once("plural", {}, (language) => new Intl.PluralRules(language));
}

export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once("number", options, (language) => new Intl.NumberFormat(language, options));
}

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once("date", options, (language) => new Intl.DateTimeFormat(language, options));
}

export function relativeTimeFormat(options: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
  return once("relative", options, (language) => new Intl.RelativeTimeFormat(language, options));
}
