// Runs in the browser before the app's own code, on every page (Next.js's client instrumentation).
//
// Zod 4 checks once whether it may compile its parsers with `new Function` and catches the refusal; under our
// Content-Security-Policy (no 'unsafe-eval', src/lib/csp.ts) that check is itself a violation, which Chrome reports as
// an issue on every page that parses a form (Lighthouse's best practices: "Issues were logged"). Jitless, zod
// interprets its schemas in the browser, as it would after the refusal anyway; the server keeps the compiled parsers.
//
// Said through the global object zod keeps its settings in (what `z.config({ jitless: true })` writes), not by
// importing zod: the import would put zod's core, 5 KB gzip, into every page's first load, the content pages'
// too. zod-settings.test.ts fails if zod stops reading this global.
export const ZOD_SETTINGS_GLOBAL = "__zod_globalConfig";

const global = globalThis as unknown as Record<string, Record<string, unknown> | undefined>;
Object.assign((global[ZOD_SETTINGS_GLOBAL] ??= {}), { jitless: true });
