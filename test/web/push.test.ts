import { afterEach, describe, expect, it } from "vitest";
import type { PushMessage } from "../../protocol/types.js";
import { LOCALES, setLocale } from "../../web/i18n/index.js";
import { pushStrings } from "../../web/i18n/push/index.js";
import "../../web/push/cr-push-toggle.js";
import { noticeText } from "../../web/sw/notice-text.js";
import { mount, visibleText } from "./dom.js";
import { expectEveryLanguage } from "./strings.js";


afterEach(() => {
  setLocale("en");
  document.body.replaceChildren();
});

describe("push notices' words", () => {
  it("exist in every language with the same keys and placeholders", () => {
    expectEveryLanguage(pushStrings, () => true);
  });

  const base = { gameId: "g".repeat(22), url: "/g/x", badge: 1, others: ["Ana", "Bo"] };
  const messages: PushMessage[] = [
    { ...base, kind: "turn", locale: "en" },
    { ...base, kind: "turn", locale: "en", others: [] },
    { ...base, kind: "reminder", locale: "en", deadline: Date.UTC(2026, 10, 24, 18, 0) },
    { ...base, kind: "gameover", locale: "en", rank: 2, players: 3 },
  ];

  it("are written in the device's language, with names joined as that language joins them", () => {
    for (const locale of LOCALES) {
      for (const message of messages) {
        const { title, body } = noticeText({ ...message, locale });
        expect(`${title} ${body}`).not.toMatch(/[{}]/);
        if (locale !== "en") expect(title).not.toBe(noticeText(message).title);
        if (message.others.length) expect(body).toContain("Ana");
      }
    }
    expect(noticeText(messages[0]).body).toBe("Coffee Rush with Ana and Bo is waiting for you.");
    expect(noticeText({ ...messages[0], locale: "es" }).body).toContain("Ana y Bo");
    expect(noticeText({ ...messages[0], locale: "fr" }).body).toContain("Ana et Bo");
    expect(noticeText(messages[3]).body).toBe("You finished 2nd of 3 in Coffee Rush with Ana and Bo.");
    expect(noticeText({ ...messages[3], locale: "fr", rank: 1 }).body).toContain("1er sur 3");
    const said = { ...base, kind: "talk" as const, from: "Ana", phrase: "goodGame" };
    expect(noticeText({ ...said, locale: "en" })).toEqual({ title: "Ana at the table", body: "Good game" });
    expect(noticeText({ ...said, locale: "ko" }).title).toBe("Ana님의 메시지");
    expect(noticeText({ ...said, locale: "es" }).body).not.toBe("Good game");
    expect(noticeText({ ...base, kind: "talk", from: "Bo", text: "<b>hi</b>", locale: "fr" }).body).toBe("<b>hi</b>");
  });

  it("say at the end who resigned, and so ranks last (issue 35)", () => {
    const over = { ...base, kind: "gameover" as const, rank: 1, players: 3, resigned: ["Cy"] };
    expect(noticeText({ ...over, locale: "en" }).body).toBe("You finished 1st of 3 in Coffee Rush with Ana and Bo. Cy resigned, so ranked last.");
    for (const locale of ["ko", "es", "fr"] as const) {
      const { body } = noticeText({ ...over, locale });
      expect(body).toContain(pushStrings[locale]["notice.gameover.resigned"].replace("{names}", "Cy"));
    }
  });

  it("tell a browser without notifications so, in every language", async () => {
    for (const locale of LOCALES) {
      setLocale(locale);
      const toggle = await mount("cr-push-toggle", {});
      await new Promise((resolve) => setTimeout(resolve, 0));
      await (toggle as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(visibleText(toggle)).toContain(pushStrings[locale]["push.unsupported"]);
      expect(toggle.querySelector("button")).toBeNull();
      document.body.replaceChildren();
    }
  });
});
