// npm start (after the build): applies the D1 migrations to the local database, then runs
// `wrangler dev` with mail kept locally, and says where the app and its mailbox are once the
// service answers. It asks nothing, in a terminal or not. Arguments go to `wrangler dev`
// (`npm start -- --port 8790`); `--persist-to DIR` also tells the migrations where the state is.
import { spawn, spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const persistAt = args.indexOf("--persist-to");
const persist = persistAt >= 0 ? args.slice(persistAt, persistAt + 2) : [];

// wrangler asks "continue? (Y/n)" before applying migrations in a terminal; a local database has
// no one to warn (CI=true makes it take its default, yes).
const migrations = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist], {
  stdio: "inherit",
  env: { ...process.env, CI: "true" },
});
if (migrations.status !== 0) process.exit(migrations.status ?? 1);

// Without the internet, wrangler fails to download the Request.cf object (a request's location
// data, which the app doesn't use) and prints a stack trace that looks like a failure: use its
// placeholder from the start.
const dev = spawn("npx", ["wrangler", "dev", "--var", "MAIL_DELIVERY:local", ...args], {
  stdio: ["inherit", "pipe", "inherit"],
  env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env },
});
let announced = false;
dev.stdout.on("data", (chunk) => {
  process.stdout.write(chunk);
  const ready = !announced && /Ready on (http:\/\/\S+)/.exec(String(chunk).replace(/\x1b\[[0-9;]*m/g, ""));
  if (!ready) return;
  announced = true;
  const url = ready[1].replace(/\/$/, "");
  process.stdout.write(`\nCoffee Rush is running at ${url}\nMails the games send (nothing leaves this machine): ${url}/dev/mail\n\n`);
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
