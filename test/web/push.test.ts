import { LANGUAGES } from "../../protocol/languages.js";
import { afterEach, describe, expect, it } from "vitest";
import type { PushMessage } from "../../protocol/types.js";
import { setLocale } from "../../web/i18n/index.js";
import { pushStrings } from "../../web/i18n/push/index.js";
import "../../web/push/cr-push-toggle.js";
import { allowHelpKey } from "../../web/push/push-device.js";
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
    for (const locale of LANGUAGES) {
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
    for (const locale of LANGUAGES) {
      setLocale(locale);
      const toggle = await mount("cr-push-toggle", {});
      await new Promise((resolve) => setTimeout(resolve, 0));
      await (toggle as unknown as { updateComplete: Promise<unknown> }).updateComplete;
      expect(visibleText(toggle)).toContain(pushStrings[locale]["push.unsupported"]);
      expect(toggle.querySelector("button")).toBeNull();
      document.body.replaceChildren();
    }
  });

  it("say how to allow notices in the browser at hand: Chrome or Edge, Firefox, Safari (issue 35.4)", () => {
    const agents = {
      "push.allow.chrome": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "push.allow.firefox": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "push.allow.safari": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    } as const;
    for (const [key, agent] of Object.entries(agents)) expect(allowHelpKey(agent)).toBe(key);
    expect(allowHelpKey("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("push.allow.chrome");
    for (const locale of LANGUAGES) for (const key of [...Object.keys(agents), "push.allow.ios"] as const) expect(pushStrings[locale][key as "push.allow.ios"]).toMatch(/\S/);
  });
});
