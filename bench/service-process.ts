/**
 * The local service (scripts/local-service.ts) as a process of its own, for npm run faults, which
 * kills it: `node service-process.mjs PORT PERSIST_DIR`. Prints "ready URL" once it answers.
 */
import { startLocalService } from "../scripts/local-service.js";

const [port, persistRoot] = process.argv.slice(2);
const service = await startLocalService({ port: Number(port), persistRoot });
console.log(`ready ${service.url}`);
