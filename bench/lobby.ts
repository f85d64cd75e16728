/**
 * npm run bench:lobby — "Seat me" through one pool object, against the service running locally
 * (the production bundle on workerd, local D1 and Durable Objects): BENCH_SEEKERS signed-in
 * accounts (2,000) ask for a seat in one pool (classic, BENCH_PLAYERS players, 1 day a move),
 * BENCH_CONCURRENCY at a time (16). Each request runs the whole path a player's does: the route's
 * D1 reads (suspension, games in play, blocks, record), the pool's choice, and the room seating
 * them (and, for every table's first seat, creating the game). Prints the requests per second one
 * pool took, the time from request to seated (p50, p99), and how many pools 10,000 "Seat me"
 * requests a minute would need at that rate. Locally every part (Worker, D1, the pool, the rooms)
 * shares workerd's one thread, so that rate is the whole stack's: the pool object's own part, its
 * choice and reservation (lobby/matching.ts), is then timed alone, in this process, as the ceiling
 * of one pool object.
 */
import { hashToken, randomToken } from "../worker/secrets/tokens.js";
import { startLocalService } from "../scripts/local-service.js";
import { p99, percentiles } from "./latency.js";
import { chooseTable, type PoolTable } from "../worker/lobby/matching.js";

const SEEKERS = Number(process.env.BENCH_SEEKERS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 4);
const PEAK_PER_MINUTE = 10_000;

const service = await startLocalService({ rateLimitScale: 1_000_000 });
try {
  // Accounts and their sessions written straight to D1: signing in isn't what is measured.
  const cookies: string[] = [];
  const now = Date.now();
  for (let start = 0; start < SEEKERS; start += 200) {
    const statements = [];
    for (let i = start; i < Math.min(SEEKERS, start + 200); i++) {
      const token = randomToken();
      cookies.push(`cr_session=${token}`);
      statements.push(service.db.prepare("INSERT INTO users (id, email, display_name, created_at) VALUES (?, ?, ?, ?)").bind(`bench-${i}`, `seeker${i}@bench.example`, `Seeker ${i}`, now));
      statements.push(service.db.prepare("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)").bind(hashToken(token), `bench-${i}`, now, now + 86_400_000));
    }
    await service.db.batch(statements);
  }

  const latencies: number[] = [];
  const failures = new Map<string, number>();
  let next = 0;
  async function seeker(): Promise<void> {
    for (let i = next++; i < SEEKERS; i = next++) {
      const started = performance.now();
      const response = await fetch(`${service.url}/api/seat-me`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: cookies[i]!, Origin: service.url, "CF-Connecting-IP": `10.0.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ edition: "classic", players: PLAYERS, pace: "1d", name: `Seeker ${i}` }),
      });
      const body = await response.text();
      if (response.status === 200) latencies.push(performance.now() - started);
      else {
        const code = /"code":"(\w+)"/.exec(body)?.[1] ?? String(response.status);
        failures.set(code, (failures.get(code) ?? 0) + 1);
      }
    }
  }
  const began = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, seeker));
  const seconds = (performance.now() - began) / 1000;
  const perSecond = latencies.length / seconds;
  const peakPerSecond = PEAK_PER_MINUTE / 60;
  console.log(`"Seat me" through one pool (classic, ${PLAYERS} players, 1d), ${SEEKERS} seekers, ${CONCURRENCY} at a time:`);
  console.log(`  seated: ${latencies.length}${failures.size ? `, refused: ${[...failures].map(([code, n]) => `${code} ${n}`).join(", ")}` : ""}`);
  console.log(`  ${perSecond.toFixed(1)} seat-me requests/s through one pool object`);
  console.log(`  request to seated: ${percentiles(latencies)} (p99 ${p99(latencies).toFixed(1)} ms)`);
  console.log(`  at ${PEAK_PER_MINUTE.toLocaleString("en")} seat-me requests a minute (${peakPerSecond.toFixed(0)}/s): ${Math.ceil(peakPerSecond / perSecond)} pool(s) at this rate`);
} finally {
  await service.stop();
}

/** The pool object's own work per request: choosing among its forming tables and reserving a seat, with playing hours and blocks. */
function poolChoicesPerSecond(): number {
  const hours = (seed: number) => Array.from({ length: 24 }, (_, h) => ((h * 7 + seed) % 5) + (h > 18 ? 3 : 0));
  const tables: PoolTable[] = Array.from({ length: 100 }, (_, t) => ({
    gameId: `t${t}`,
    players: PLAYERS,
    seated: Array.from({ length: t % PLAYERS }, (_, s) => ({ userId: `u${t}-${s}`, hours: hours(t + s) })),
    minReliability: null,
    language: "en",
    createdAt: t,
  }));
  const rounds = 20_000;
  const began = performance.now();
  for (let i = 0; i < rounds; i++) chooseTable(tables, { userId: `s${i}`, hours: hours(i), reliability: 80, avoid: [`u${i % 100}-0`, `u${(i * 7) % 100}-1`], language: "en" });
  return rounds / ((performance.now() - began) / 1000);
}
const choices = poolChoicesPerSecond();
console.log(`  the pool object's own choice and reservation (100 forming tables): ${Math.round(choices).toLocaleString("en")}/s, so ${Math.ceil(PEAK_PER_MINUTE / 60 / choices)} pool at ${PEAK_PER_MINUTE.toLocaleString("en")} a minute on that alone`);
