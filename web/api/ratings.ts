import type { PlayerProfile, StandingsPeriod, StandingsResponse } from "../../protocol/profiles.js";
import type { PoolId } from "../../protocol/ratings.js";
import { request } from "./client.js";

/** Profiles and standings (issue 52). */

export async function fetchProfile(name: string): Promise<PlayerProfile> {
  return request<PlayerProfile>(`/api/profiles/${encodeURIComponent(name)}`);
}

/** The signed-in account's own profile (its name claimed if it had none). */
export async function fetchMyProfile(): Promise<PlayerProfile> {
  return request<PlayerProfile>("/api/me/profile");
}

export async function setProfileHidden(hidden: boolean): Promise<boolean> {
  return (await request<{ hidden: boolean }>("/api/me/profile", { method: "PUT", body: { hidden } })).hidden;
}

export async function fetchStandings(pool: PoolId, period: StandingsPeriod): Promise<StandingsResponse> {
  return request<StandingsResponse>(`/api/standings/${pool}?period=${period}`);
}
