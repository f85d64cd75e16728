import type { OpenTable, OpenTablesResponse, ReadyCheck, SeatedResponse, SeatMeRequest, TableFilter, TablePlayersResponse, TableSeat } from "../../protocol/lobby.js";
import { request } from "./client.js";

export type { OpenTable, SeatedResponse, SeatMeRequest, TableFilter };

/** Finding a table (docs/lobby.md): the open list, joining from it, "Seat me". */

export async function fetchOpenTables(filter: TableFilter): Promise<OpenTable[]> {
  const query = new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const search = query.size > 0 ? `?${query}` : "";
  return (await request<OpenTablesResponse>(`/api/tables${search}`)).tables;
}

/** `confirmBusy`: the player was told how many games wait for their move (MANY_GAMES_WAITING) and takes the seat anyway. */
export async function joinOpenTable(gameId: string, name: string, confirmBusy = false): Promise<SeatedResponse> {
  return request<SeatedResponse>(`/api/tables/${gameId}/join`, { method: "POST", body: { name, ...(confirmBusy && { confirmBusy }) } });
}

export async function seatMe(choice: SeatMeRequest): Promise<SeatedResponse> {
  return request<SeatedResponse>("/api/seat-me", { method: "POST", body: choice });
}

/** A table of strangers' ready check (null: none runs), read or confirmed for the seat whose token is given. */
export async function readyCheck(gameId: string, token: string | null, confirm: boolean): Promise<ReadyCheck | null> {
  return (await request<{ readyCheck: ReadyCheck | null }>(`/api/games/${gameId}/ready`, { method: confirm ? "POST" : "GET", token })).readyCheck;
}

/** A public table's players by seat with their reliability (a private game: refused, TABLE_NOT_PUBLIC). */
export async function tablePlayers(gameId: string): Promise<TableSeat[]> {
  return (await request<TablePlayersResponse>(`/api/tables/${gameId}/players`)).players;
}
