import type { TestProject } from "vitest/node";
import { startLocalService } from "../../scripts/local-service.js";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Browser tests run against the production bundle and web assets on workerd, with a fresh D1. */
export default async function setup(project: TestProject) {
  const service = await startLocalService();
  project.provide("baseUrl", service.url);
  return () => service.stop();
}
