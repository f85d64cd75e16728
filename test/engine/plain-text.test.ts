import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleLength } from "../../protocol/plain-text.js";

const segmenter = new Intl.Segmenter(undefined, { granularity: "grapheme" });
const graphemeCount = (text: string) => [...segmenter.segment(text)].length;

/** Characters from the ranges names are written in, and the ones that join or mark their neighbours. */
const character = fc.oneof(
  fc.integer({ min: 0x20, max: 0x2ff }),
  fc.integer({ min: 0xac00, max: 0xd7a3 }),
  fc.constantFrom(0x0301, 0x0308, 0x1100, 0x1161, 0x11a8, 0x200d, 0xfe0f, 0x1f468, 0x1f1eb, 0x1f1f7, 0x0d, 0x0a, 0x0915, 0x094d),
).map((code) => String.fromCodePoint(code));

describe("visibleLength", () => {
  it("counts what a person sees, as the grapheme segmenter does, with or without its shortcut", () => {
    fc.assert(fc.property(fc.array(character, { maxLength: 12 }), (characters) => {
      const text = characters.join("");
      expect(visibleLength(text)).toBe(graphemeCount(text));
    }), { numRuns: 5000 });
  });

  it("counts accents, a Hangul syllable with a trailing jamo, an emoji family and CR LF as one each", () => {
    expect(visibleLength("Zoë")).toBe(3);
    expect(visibleLength("Zoe\u0308")).toBe(3);
    expect(visibleLength("한글")).toBe(2);
    expect(visibleLength("하\u11a8")).toBe(1);
    expect(visibleLength("👨‍👩‍👧")).toBe(1);
    expect(visibleLength("a\r\nb")).toBe(3);
  });
});
