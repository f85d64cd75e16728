import type { TestProject } from "vitest/node";
import { startLocalService } from "../../scripts/local-service.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Browser tests run against the production bundle and web assets on workerd, with a fresh D1. */
export default async function setup(project: TestProject) {
  // Every browser test's requests come from one address: the per-client limits (20 new games in
  // 10 minutes) would refuse the suite's own games. The limits' own tests run inside workerd.
  const service = await startLocalService({ rateLimitScale: 50 });
  project.provide("baseUrl", service.url);
  return () => service.stop();
}
