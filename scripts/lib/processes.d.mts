export function serverProcesses(value: string | undefined, cores?: number): number;
export const EARLY_EXIT_MS: number;
export function runPrimary(count: number, say: (line: string) => void): void;
