/**
 * npm run faults — games played through the API while the service is killed with SIGKILL and
 * restarted on its persisted state (bench/faults-suite.ts). FAULTS_GAMES (default 6),
 * FAULTS_KILLS (default 10), FAULTS_SEED (default: the time; printed), FAULTS_CHANNEL_GAMES (games per
 * receiver kind whose channel messages a kill cuts short, bench/faults-channel.ts; default 3). Exits 1 on any failure.
 */
import { describeChannel } from "./faults-channel.js";
import { runFaults } from "./faults-suite.js";

const games = Number(process.env.FAULTS_GAMES ?? 6);
const kills = Number(process.env.FAULTS_KILLS ?? 10);
const seed = Number(process.env.FAULTS_SEED ?? Date.now() % 1e6);
const channelGames = Number(process.env.FAULTS_CHANNEL_GAMES ?? 3);
console.log(`faults: ${games} games, ${kills} kills of the service's process tree, seed ${seed}`);
const started = performance.now();
const report = await runFaults({ script: "dist/bench/service-process.mjs", port: Number(process.env.FAULTS_PORT ?? 8798), games, kills, seed, channelGames });
console.log(`${report.kills} kills in ${((performance.now() - started) / 1000).toFixed(0)} s; ${report.acknowledged} moves acknowledged; ${report.resent} sent again after losing their answer, ${report.appliedBeforeKill} of them already applied (not applied twice); ${report.gamesEnded} games ended, ${report.results} results in D1 once; ${report.mailsSent} mails sent once${report.mailsLeased ? `, ${report.mailsLeased} held by a delivery a kill cut short` : ""}; ${report.movesWhileD1Locked} moves acknowledged while D1 was locked; ${report.rematches} games played again by every seat at once, one new game each, its host the host; ${report.cancelRaces} cancels raced by a join, ${report.joinsRefused} joins lost (404), ghost rows: ${report.ghostRows}, 5xx: ${report.raceServerErrors}`);
if (report.channel) console.log(describeChannel(report.channel));
if (report.failures.length) {
  console.log(`FAILED (${report.failures.length}):`);
  for (const failure of report.failures) console.log(`  ${failure}`);
  process.exitCode = 1;
} else console.log("every acknowledged move kept, none applied twice, every game went on to its end, results and mails written once");
