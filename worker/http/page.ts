import { html } from "hono/html";

/** A bare server-rendered page; html`` escapes every value, and content is already-escaped html``. */
export function page(title: string, content: unknown, lang = "en") {
  return html`<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Coffee Rush</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>${title}</h1>
${content}
</body>
</html>`;
}
