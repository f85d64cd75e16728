/**
 * Spanish "y" is "e" before a word that starts with the sound i ("Ana e Inés", "agua e hilo"), but
 * not before "hie…" or "hia…" ("agua y hielo"), as ICU's list patterns have it. The strings write
 * "y"; a filled-in name or word decides.
 */
const AND_BEFORE_I = / y (?=[iI]|[hH][iI](?![aeAE]))/g;

export function spanishConjunctions(text: string): string {
  return text.replace(AND_BEFORE_I, " e ");
}
