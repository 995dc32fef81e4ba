// The benchmarks run the product's server code in plain Node, the way Next.js runs it at run time: React's and
// react-dom/server's ordinary builds (emails are rendered with react-dom/server, which the `react-server`
// condition refuses). `server-only` guards the client bundle only, so here it resolves to an empty module,
// as in the tests (vitest.config.ts).
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`export async function resolve(specifier, context, next) {
  if (specifier === "server-only") return { url: "data:text/javascript,export {}", shortCircuit: true };
  return next(specifier, context);
}`),
);
