import type { CreateGameResponse, SeatInvite } from "../../protocol/types.js";

/**
 * The secrets this browser keeps per game: the seat token it plays with, and for the host the
 * host token and every seat's link. They stay in localStorage, never in the address bar.
 */

const seatKey = (gameId: string) => `coffee-rush:seat:${gameId}`;
const hostKey = (gameId: string) => `coffee-rush:host:${gameId}`;

export function seatToken(gameId: string): string | null {
  return localStorage.getItem(seatKey(gameId));
}

/** Every game this browser holds a seat token for, with that token. */
export function storedSeatTokens(): { gameId: string; token: string }[] {
  const prefix = seatKey("");
  const found: { gameId: string; token: string }[] = [];
  for (let index = 0; index < localStorage.length; index++) {
    const key = localStorage.key(index);
    const token = key?.startsWith(prefix) ? localStorage.getItem(key) : null;
    if (key && token) found.push({ gameId: key.slice(prefix.length), token });
  }
  return found;
}

export function saveSeatToken(gameId: string, token: string): void {
  localStorage.setItem(seatKey(gameId), token);
}

/** The link that opens this seat again, for the player's other devices. */
export function seatLink(gameId: string, token: string): string {
  return `${location.origin}/g/${gameId}#seat=${token}`;
}

/** What the host needs to hand out and manage the seat links. */
export interface HostSecrets {
  hostToken: string;
  seats: SeatInvite[];
}

export function hostSecrets(gameId: string): HostSecrets | null {
  const saved = localStorage.getItem(hostKey(gameId));
  return saved ? (JSON.parse(saved) as HostSecrets) : null;
}

export function saveHostSecrets(created: CreateGameResponse): void {
  const secrets: HostSecrets = { hostToken: created.hostToken, seats: created.seats };
  localStorage.setItem(hostKey(created.gameId), JSON.stringify(secrets));
}

/** Records a replaced seat link; if this browser played that seat, it plays on with the new token. */
export function replaceSeatInvite(gameId: string, invite: SeatInvite): HostSecrets | null {
  const secrets = hostSecrets(gameId);
  if (!secrets) return null;
  const previous = secrets.seats.find((seat) => seat.seat === invite.seat);
  if (previous && seatToken(gameId) === previous.token) saveSeatToken(gameId, invite.token);
  const updated = { ...secrets, seats: secrets.seats.map((seat) => (seat.seat === invite.seat ? invite : seat)) };
  localStorage.setItem(hostKey(gameId), JSON.stringify(updated));
  return updated;
}

/**
 * Moves a seat token from the address (`/g/ID#seat=TOKEN`) into storage and drops the fragment
 * from the address bar, so it can't leak through copy and paste or a screenshot.
 */
export function takeSeatTokenFromAddress(gameId: string): boolean {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const token = fragment.get("seat");
  if (!token) return false;
  const proof = fragment.get("mail");
  if (proof) mailProofs.set(gameId, proof);
  const before = seatToken(gameId);
  if (token !== before) {
    if (!untried.has(gameId)) untried.set(gameId, before);
    saveSeatToken(gameId, token);
  }
  history.replaceState(history.state, "", location.pathname + location.search);
  return true;
}

/**
 * The token an invitation mail's seat link carries (`#seat=…&mail=…`), by game, for the join to
 * send: it proves the invited address is the joiner's. Kept only while the page is open.
 */
const mailProofs = new Map<string, string>();

export function mailProof(gameId: string): string | null {
  return mailProofs.get(gameId) ?? null;
}

/** Seat tokens taken from the address that the service has not answered for yet, by game: the token each replaced (null: none). */
const untried = new Map<string, string | null>();

/**
 * The service's first answer for a seat token taken from the address: one that opens no seat (a
 * mistyped link) is not kept, so it doesn't spoil the game's plain link afterwards; the token it
 * replaced, if any, is kept again.
 */
export function settleSeatToken(gameId: string, opensSeat: boolean): void {
  if (!untried.has(gameId)) return;
  const before = untried.get(gameId) ?? null;
  untried.delete(gameId);
  if (opensSeat) return;
  if (before === null) localStorage.removeItem(seatKey(gameId));
  else saveSeatToken(gameId, before);
}
