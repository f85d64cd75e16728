import { expect } from "vitest";
import { ORIGIN, api } from "./helpers.js";
import { lastMailId, onlyMailTo, type ReceivedMail } from "./mailbox.js";

/** Signing in inside workerd, the way a person does: ask for a link, read the mail, confirm it. */

/** Every caller gets its own address, so the per-client sign-in limit only bites where a test means it to. */
let clients = 0;
export function newClient(): string {
  clients += 1;
  return `198.51.100.${clients}`;
}

export function postJson(path: string, json: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(path, { method: "POST", json, headers });
}

/** Asks for a link; returns the mail that arrived in the local mailbox and the token in its link. */
export async function requestLinkMail(email: string, client = newClient()): Promise<{ token: string; mail: ReceivedMail }> {
  const before = await lastMailId();
  const response = await postJson("/api/auth/sign-in", { email }, { "cf-connecting-ip": client });
  expect(response.status).toBe(202);
  const mail = await onlyMailTo(email.trim().toLowerCase(), before);
  const link = new RegExp(`${ORIGIN}/auth/confirm\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  expect(link, "the sign-in mail carries its link").not.toBeNull();
  expect(mail.html).toContain(`${ORIGIN}/auth/confirm?token=${link![1]}`);
  return { token: link![1]!, mail };
}

export function confirm(token: unknown): Promise<Response> {
  return postJson("/api/auth/confirm", { token });
}

/** "cr_session=…" from a response's Set-Cookie, ready to send back. */
export function sessionCookie(response: Response): string {
  const setCookie = response.headers.get("set-cookie") ?? "";
  const match = /cr_session=([^;]*)/.exec(setCookie);
  expect(match, "a session cookie was set").not.toBeNull();
  return `cr_session=${match![1]}`;
}

/** A fresh account, signed in: its id and its cookie. */
export async function signedIn(email: string): Promise<{ id: string; cookie: string }> {
  const response = await confirm((await requestLinkMail(email)).token);
  expect(response.status).toBe(200);
  const { user } = await response.json<{ user: { id: string } }>();
  return { id: user.id, cookie: sessionCookie(response) };
}

export async function expectError(response: Response, status: number, code: string): Promise<{ code: string; message: string }> {
  expect(response.status).toBe(status);
  const body = await response.json<{ error: { code: string; message: string } }>();
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.message.length).toBeGreaterThan(0);
  return body.error;
}
