// The data folder's code is plain JavaScript (data-dir.mjs), which the start script runs without tsx; TypeScript
// importers (scripts, tests, benchmarks) keep importing it from here.
export { DataDirInUseError, dataDir, localSecrets, lockDataDir, type LocalSecrets } from "./data-dir.mjs";
