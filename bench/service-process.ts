/**
 * The local service (scripts/local-service.ts) as a process of its own, for npm run faults, which
 * kills it: `node service-process.mjs PORT PERSIST_DIR [WEBHOOK_RELAY]` (webhook posts go to the
 * receivers the faults driver serves there, which outlive the kill). Prints "ready URL DIRECTORY" once it
 * answers: the directory it made for itself, which a kill leaves behind for the driver to remove.
 */
import { startLocalService } from "../scripts/local-service.js";

const [port, persistRoot, webhookRelay] = process.argv.slice(2);
const service = await startLocalService({ port: Number(port), persistRoot, webhookRelay });
console.log(`ready ${service.url} ${service.directory}`);
