/** `npm run bench:size`: the Worker as a deploy uploads it, its compressed size against Cloudflare's limits. */
import { describeWorkerSize, measureWorker } from "../scripts/worker-size.js";

console.log(`worker bundle: ${describeWorkerSize(await measureWorker())}`);
