// The worker thread that reads one .xlsx upload (xlsx-parse.ts) and answers its rows or its problem.
// Built as its own file (tsup.config.ts); run from source through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { parseXlsx, type XlsxLimits } from './xlsx-parse';

const { bytes, limits } = workerData as { bytes: Uint8Array; limits: XlsxLimits };
parentPort!.postMessage(await parseXlsx(bytes, limits));
