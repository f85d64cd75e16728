import type { MailSettingsResponse, MyGame } from "../../protocol/types.js";

export type { MyGame };
import { request, send } from "./client.js";

/** The account endpoints: magic-link sign-in, the session's account and its games. */

export interface Account {
  id: string;
  email: string;
  displayName: string | null;
}

/** `language`: the app's; the link's mail and page are in it, and signing in keeps it for the address's mails. */
export async function requestSignInLink(email: string, language?: string): Promise<void> {
  await send("/api/auth/sign-in", { method: "POST", body: { email, language } });
}

export async function signOut(): Promise<void> {
  await send("/api/auth/sign-out", { method: "POST" });
}

/** The signed-in account, or null without a session. */
export async function fetchAccount(): Promise<Account | null> {
  return (await request<{ user: Account | null }>("/api/me")).user;
}

/** The account's games, those waiting on this player first (the service sorts them). */
export async function fetchMyGames(): Promise<MyGame[]> {
  return (await request<{ games: MyGame[] }>("/api/me/games")).games;
}

export type MailSettings = MailSettingsResponse["settings"];

/** The account's mail settings: which mails, their language, and the timezone for quiet hours. */
export async function fetchSettings(): Promise<MailSettings> {
  return (await request<MailSettingsResponse>("/api/me/settings")).settings;
}

export async function saveSettings(update: Partial<MailSettings>): Promise<MailSettings> {
  return (await request<MailSettingsResponse>("/api/me/settings", { method: "PUT", body: update })).settings;
}

/** Whether a game (the account's or this browser's) is waiting on the player now. */
export function waitsOnMe(game: { yourTurn: boolean; status: string }): boolean {
  return game.yourTurn && game.status === "active";
}
