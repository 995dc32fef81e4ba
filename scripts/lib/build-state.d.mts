/** "missing" without a build, "stale" when a source file changed after it (a pull or an edit), else "current". */
export function buildState(dir?: string): "missing" | "stale" | "current";
