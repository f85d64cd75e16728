import { expect } from "vitest";
import type { CreatedPublicTable, OpenTablesResponse } from "../../protocol/lobby.js";
import { newClient, signedIn } from "./accounts.js";
import { api } from "./helpers.js";

/** Finding a table in workerd: signed-in people with their own addresses, the list, joining, "Seat me". */

let people = 0;
/** A new signed-in account with its own network address. */
export async function person(name: string) {
  people += 1;
  const email = `${name.toLowerCase()}${people}@lobby.example`;
  const account = await signedIn(email);
  const ip = newClient();
  const post = (path: string, json?: unknown) => api(path, { method: "POST", json, headers: { cookie: account.cookie, "CF-Connecting-IP": ip } });
  return { ...account, email, name, post };
}
export type Person = Awaited<ReturnType<typeof person>>;

export async function openTable(host: Person, settings: Record<string, unknown> = {}): Promise<CreatedPublicTable> {
  const response = await host.post("/api/tables", { edition: "classic", players: 3, pace: "1d", language: "en", name: host.name, ...settings });
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

export async function list(query = ""): Promise<OpenTablesResponse["tables"]> {
  const response = await api(`/api/tables${query}`);
  expect(response.status).toBe(200);
  return (await response.json<OpenTablesResponse>()).tables;
}

export async function join(player: Person, gameId: string): Promise<Response> {
  return player.post(`/api/tables/${gameId}/join`, { name: player.name });
}

export async function seatMe(player: Person, choice: Record<string, unknown> = {}): Promise<Response> {
  return player.post("/api/seat-me", { edition: "winter", players: 2, pace: "2d", name: player.name, ...choice });
}

