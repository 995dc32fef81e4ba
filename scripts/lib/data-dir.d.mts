export interface LocalSecrets {
  authSecret: string;
  postgresPassword: string;
  /** The X-Api-Key of /api/getNewConversionRates on this machine. */
  ratesApiKey: string;
}

/** Where the embedded database, uploads and local secrets live (DATA_DIR, default .data). */
export function dataDir(env?: Record<string, string | undefined>): string;
/** Secrets made once per data folder (secrets.json); existing ones never change. */
export function localSecrets(dir?: string): LocalSecrets;
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number);
}
/** Takes the data folder for this process; answers the function that releases it. */
export function lockDataDir(dir?: string): () => void;
