/**
 * Korean particles chosen by the sound they follow: "우유 1개를", "컵 1을", "카라멜로". The strings
 * write both forms, "을(를)", so a filled-in name or number ("{tokens}을(를)") reads as one word
 * once the preceding syllable is known.
 */

/** Particle pairs as written in the strings: [after a final consonant, after a vowel]. */
const PAIRS: Record<string, [string, string]> = {
  "을(를)": ["을", "를"],
  "이(가)": ["이", "가"],
  "은(는)": ["은", "는"],
  "과(와)": ["과", "와"],
  "와(과)": ["과", "와"],
  "(으)로": ["으로", "로"],
};

/** Sino-Korean readings of the digits: which end in a consonant (일, 삼, 육, 칠, 팔, 영, 십) and which in ㄹ. */
const DIGIT_FINAL: Record<string, "vowel" | "consonant" | "rieul"> = {
  "0": "consonant",
  "1": "rieul",
  "2": "vowel",
  "3": "consonant",
  "4": "vowel",
  "5": "vowel",
  "6": "consonant",
  "7": "rieul",
  "8": "rieul",
  "9": "vowel",
};

type Final = "vowel" | "consonant" | "rieul";

/** How the character before a particle ends when read aloud; Latin letters and marks count as a vowel. */
function finalOf(char: string): Final {
  const code = char.codePointAt(0)!;
  if (code >= 0xac00 && code <= 0xd7a3) {
    const jong = (code - 0xac00) % 28;
    return jong === 0 ? "vowel" : jong === 8 ? "rieul" : "consonant";
  }
  return DIGIT_FINAL[char] ?? "vowel";
}

/** A particle, the character it follows (a closing parenthesis looks through to what it closes). */
const PATTERN = /([^\s()])(\)?)(을\(를\)|이\(가\)|은\(는\)|과\(와\)|와\(과\)|\(으\)로)/g;

export function koreanParticles(text: string): string {
  return text.replace(PATTERN, (_, before: string, paren: string, written: string) => {
    const [consonant, vowel] = PAIRS[written];
    const final = finalOf(before);
    // "(으)로" takes 로 after ㄹ as after a vowel; the others follow the consonant.
    const pick = written === "(으)로" ? (final === "consonant" ? consonant : vowel) : final === "vowel" ? vowel : consonant;
    return before + paren + pick;
  });
}
