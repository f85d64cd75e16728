import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

/**
 * Two projects: "node" runs the pure engine and bots (fast property tests) and build checks;
 * "worker" runs everything that touches the Worker inside workerd, with real local D1 and Durable
 * Objects.
 */
const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          include: ["test/engine/**/*.test.ts", "test/bots/**/*.test.ts", "test/build/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
          }),
        ],
        test: {
          name: "worker",
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["test/worker/apply-migrations.ts"],
        },
      },
    ],
  },
});
