import { and, eq, inArray, or, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { pushDeviceSeats, pushDevices } from "../db/schema.js";
import type { PushDeviceInfo } from "../../protocol/types.js";

/** The devices that receive push notices, in D1: who they belong to, and which seats asked. */

export type PushDevice = typeof pushDevices.$inferSelect;

export interface NewDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  userId: string | null;
  label: string;
  locale: string;
  timezone: string | null;
  seats: { gameId: string; seat: number }[];
}

/** A stable id for an endpoint that reveals nothing of it (the endpoint is the device's secret). */
export async function deviceIdOf(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("").slice(0, 32);
}

/**
 * A seat's link turns notices on for at most this many devices, an account for at most this many:
 * the newest, so a notice goes out to 15 devices at the most, however many a client registers.
 */
export const DEVICES_PER_SEAT = 5;
export const DEVICES_PER_ACCOUNT = 10;

/**
 * Adds or refreshes a device: the same endpoint is one device, whose keys, language and timezone
 * are the newest; an account, once given, stays; seats add up. The seats' and account's oldest
 * devices past their limit are dropped.
 */
export async function saveDevice(db: D1Database, device: NewDevice, now: number): Promise<PushDeviceInfo> {
  const id = await deviceIdOf(device.endpoint);
  const orm = drizzle(db);
  const refreshed = { p256dh: device.p256dh, auth: device.auth, label: device.label, locale: device.locale, timezone: device.timezone };
  const writes = [
    orm
      .insert(pushDevices)
      .values({ id, endpoint: device.endpoint, userId: device.userId, createdAt: now, ...refreshed })
      .onConflictDoUpdate({
        target: pushDevices.id,
        set: device.userId ? { ...refreshed, userId: device.userId } : refreshed,
      }),
    ...device.seats.map((seat) => orm.insert(pushDeviceSeats).values({ deviceId: id, ...seat }).onConflictDoNothing()),
  ];
  await orm.batch(writes as [(typeof writes)[number], ...typeof writes]);
  await keepNewest(db, id, device);
  const [saved] = await orm.select().from(pushDevices).where(eq(pushDevices.id, id));
  return infoOf(saved!, await seatCount(db, id));
}

/** Turns a device off (whoever holds its endpoint: only that device knows it). */
export async function removeDeviceByEndpoint(db: D1Database, endpoint: string): Promise<boolean> {
  return removeDevice(db, await deviceIdOf(endpoint));
}

export async function removeDevice(db: D1Database, id: string): Promise<boolean> {
  const orm = drizzle(db);
  const [removed] = await orm.batch([
    orm.delete(pushDevices).where(eq(pushDevices.id, id)).returning({ id: pushDevices.id }),
    orm.delete(pushDeviceSeats).where(eq(pushDeviceSeats.deviceId, id)),
  ]);
  return removed.length > 0;
}

/** The account's devices, newest first. */
/** A notice reached the device: the time its settings page shows as its last. */
export async function deviceReached(db: D1Database, id: string, now: number): Promise<void> {
  await drizzle(db).update(pushDevices).set({ lastSentAt: now }).where(eq(pushDevices.id, id));
}

export async function devicesOfUser(db: D1Database, userId: string): Promise<PushDeviceInfo[]> {
  const rows = await drizzle(db).select().from(pushDevices).where(eq(pushDevices.userId, userId)).orderBy(sql`${pushDevices.createdAt} desc`);
  return Promise.all(rows.map(async (row) => infoOf(row, await seatCount(db, row.id))));
}

/** The devices a seat's notices go to: those its link turned on, and those of its player's account. */
export async function devicesOfSeat(db: D1Database, gameId: string, seat: number, userId: string | null): Promise<PushDevice[]> {
  const orm = drizzle(db);
  const bySeat = orm.select({ id: pushDeviceSeats.deviceId }).from(pushDeviceSeats).where(and(eq(pushDeviceSeats.gameId, gameId), eq(pushDeviceSeats.seat, seat)));
  return orm
    .select()
    .from(pushDevices)
    .where(userId ? or(inArray(pushDevices.id, bySeat), eq(pushDevices.userId, userId)) : inArray(pushDevices.id, bySeat));
}

/** Games that wait on whoever holds this device (its account's seats and the seats it follows): the app badge. */
export async function gamesWaitingOn(db: D1Database, device: PushDevice): Promise<number> {
  const row = await db
    .prepare(
      // From the seats (each found by its index), not from every game: games has no index on its status.
      `SELECT COUNT(DISTINCT g.id) AS n
       FROM (SELECT game_id, seat FROM game_seats WHERE user_id = ?1
             UNION SELECT game_id, seat FROM push_device_seats WHERE device_id = ?2) s
       JOIN games g ON g.id = s.game_id
       WHERE g.status = 'active' AND EXISTS (SELECT 1 FROM json_each(g.to_act) WHERE json_each.value = s.seat)`,
    )
    .bind(device.userId, device.id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Whether the game still waits on a seat whose turn began at version `since`, as D1's index last
 * heard from its room (an index older than the turn can't say otherwise, nor one without the game
 * yet: a started game no account holds is first copied through the queue, d1-copy.ts).
 */
export async function stillWaitingOn(db: D1Database, gameId: string, seat: number, since: number): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT g.version < ?3 OR (g.status = 'active' AND EXISTS (SELECT 1 FROM json_each(g.to_act) WHERE json_each.value = ?2)) AS waiting FROM games g WHERE g.id = ?1",
    )
    .bind(gameId, seat, since)
    .first<{ waiting: number }>();
  return row === null || row.waiting === 1;
}

/**
 * Drops the oldest devices past the limits of the seats and account this device was just saved
 * for (the device itself counts as the newest): a seat's link to them, an account's device whole.
 * A device left with neither a seat nor an account follows nothing, and goes.
 */
async function keepNewest(db: D1Database, id: string, device: NewDevice): Promise<void> {
  const seatLinks = device.seats.map(({ gameId, seat }) =>
    db
      .prepare(
        `DELETE FROM push_device_seats WHERE game_id = ?1 AND seat = ?2 AND device_id IN (
           SELECT s.device_id FROM push_device_seats s JOIN push_devices d ON d.id = s.device_id
           WHERE s.game_id = ?1 AND s.seat = ?2 AND s.device_id != ?3
           ORDER BY d.created_at DESC, d.rowid DESC LIMIT -1 OFFSET ?4)
         RETURNING device_id AS id`,
      )
      .bind(gameId, seat, id, DEVICES_PER_SEAT - 1),
  );
  const pastAccount = `SELECT id FROM push_devices WHERE user_id = ?1 AND id != ?2 ORDER BY created_at DESC, rowid DESC LIMIT -1 OFFSET ?3`;
  const account = device.userId
    ? [
        db.prepare(`DELETE FROM push_device_seats WHERE device_id IN (${pastAccount})`).bind(device.userId, id, DEVICES_PER_ACCOUNT - 1),
        db.prepare(`DELETE FROM push_devices WHERE id IN (${pastAccount})`).bind(device.userId, id, DEVICES_PER_ACCOUNT - 1),
      ]
    : [];
  if (seatLinks.length + account.length === 0) return;
  const results = await db.batch<{ id: string }>([...seatLinks, ...account]);
  const unlinked = [...new Set(results.slice(0, seatLinks.length).flatMap((result) => result.results.map((row) => row.id)))];
  if (unlinked.length === 0) return;
  await db
    .prepare(
      `DELETE FROM push_devices WHERE user_id IS NULL AND id IN (SELECT value FROM json_each(?1))
         AND NOT EXISTS (SELECT 1 FROM push_device_seats s WHERE s.device_id = push_devices.id)`,
    )
    .bind(JSON.stringify(unlinked))
    .run();
}

async function seatCount(db: D1Database, id: string): Promise<number> {
  const [row] = await drizzle(db).select({ n: sql<number>`count(*)` }).from(pushDeviceSeats).where(eq(pushDeviceSeats.deviceId, id));
  return row?.n ?? 0;
}

function infoOf(row: PushDevice, games: number): PushDeviceInfo {
  return { id: row.id, label: row.label, account: row.userId !== null, games, createdAt: row.createdAt, lastSentAt: row.lastSentAt };
}
