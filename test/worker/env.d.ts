// The bindings tests see: the Worker's own plus the migrations the setup file applies.
import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../../worker/env.js";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
