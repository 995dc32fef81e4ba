/**
 * Module hooks for the crash test's worker process: `server-only` resolves to its empty module, as it does on
 * the server, while everything else loads with Node's default conditions. The worker cannot run under the
 * `react-server` condition instead: the domains' index files also export their pages' client components,
 * whose React hooks that condition's build of React does not have.
 */
export async function resolve(specifier, context, next) {
  if (specifier === "server-only")
    return next(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
  return next(specifier, context);
}
