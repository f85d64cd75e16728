/**
 * npm run bench:requests — the workerd CPU of single requests, back to back, on the service and on
 * the local stack's floor (stack-floor.ts): where a game's birth spends beyond the floor's, request
 * by request. Each kind is sent BENCH_REQUESTS times (1,000) in each of three rounds, the process's
 * CPU time read from /proc around each round; a socket is opened, its first message awaited and closed.
 * BENCH_FLOOR_ASSETS=0 takes the assets layer out of the floor's stack (stack-floor.ts), to price it.
 */
import { startLocalService } from "../scripts/local-service.js";
import { withTemporaryDirectory } from "../scripts/temporary-directory.js";
import { serviceBirth, type BirthDriver } from "./birth.js";
import { unseenGame, watch } from "./game-client.js";
import { recordGames, type RecordedGame } from "./recorded-games.js";
import { floorBirth, startFloorService } from "./stack-floor.js";
import { findWorkerd, usageOf } from "./workerd-process.js";

const COUNT = Number(process.env.BENCH_REQUESTS ?? 1000);
const ROUNDS = 3;
const PORT = Number(process.env.BENCH_PORT ?? 8797);

interface Kinds {
  /** A request no room answers (ours: the health check; the floor's: a path it doesn't know). */
  noRoom: string;
  driver: BirthDriver;
}

async function drained(url: string): Promise<void> {
  await (await fetch(url)).arrayBuffer();
}

/** Workerd CPU a request, each round's figure. */
async function perRequest(workerd: number, count: number, send: () => Promise<unknown>): Promise<string> {
  for (let i = 0; i < 50; i++) await send(); // V8's tiers warm up
  const rounds: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = usageOf(workerd).cpuMs;
    for (let i = 0; i < count; i++) await send();
    rounds.push(((usageOf(workerd).cpuMs - before) / count).toFixed(2));
  }
  return `${rounds.join(", ")} ms`;
}

async function measure(label: string, base: string, { noRoom, driver }: Kinds): Promise<string> {
  const workerd = findWorkerd()!;
  const { gameId, seats } = await driver.create(base, 1, { "CF-Connecting-IP": "198.18.255.1" });
  for (const seat of seats) await driver.join(base, gameId, seat);
  const { url, protocols } = driver.socketAt(base, gameId, seats[0]);
  const lines = [
    `  no room:             ${await perRequest(workerd, COUNT, () => drained(`${base}${noRoom}`))}`,
    `  the snapshot (GET):  ${await perRequest(workerd, COUNT, () => driver.snapshot(base, gameId))}`,
    `  a socket, opened, its first message, closed: ${await perRequest(workerd, COUNT / 4, async () => (await watch(url, unseenGame(gameId, []), 0, protocols)).close())}`,
  ];
  return `${label}\n${lines.join("\n")}`;
}

console.log(`workerd CPU a request, back to back, ${ROUNDS} rounds of ${COUNT} (sockets: of ${COUNT / 4})`);
const service = await startLocalService({ port: PORT });
let recordings: RecordedGame[];
try {
  console.log(await measure("the service", service.url, { noRoom: "/api/health", driver: serviceBirth }));
  recordings = await recordGames(service.url, 1, 0); // the floor's births replay their sockets' first messages
} finally {
  await service.stop();
}
await withTemporaryDirectory("coffee-rush-floor-requests-", async (persistRoot) => {
  const floor = await startFloorService({ port: PORT, persistRoot, recordings });
  try {
    const assets = process.env.BENCH_FLOOR_ASSETS === "0" ? "no assets layer" : "behind the assets layer";
    console.log(await measure(`the floor (bench/stack-floor.ts, ${assets})`, floor.url, { noRoom: "/nothing", driver: floorBirth(recordings) }));
  } finally {
    await floor.stop();
  }
});
process.exit(0);
