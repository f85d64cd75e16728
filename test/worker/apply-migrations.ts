import { applyD1Migrations, env } from "cloudflare:test";

// Setup file: every test file starts from the real migrations, as `npm start` does.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
