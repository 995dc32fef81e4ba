import "server-only";
import type { AnyFunctionDefinition } from "./define";

/** Indexes functions by name; two functions with one name is a programming error caught at start. */
export function createRegistry(
  definitions: readonly AnyFunctionDefinition[],
): ReadonlyMap<string, AnyFunctionDefinition> {
  const registry = new Map<string, AnyFunctionDefinition>();
  for (const definition of definitions) {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(definition.name)) throw new Error(`Invalid function name: ${definition.name}`);
    if (registry.has(definition.name)) throw new Error(`Two functions are named ${definition.name}`);
    registry.set(definition.name, definition);
  }
  return registry;
}
