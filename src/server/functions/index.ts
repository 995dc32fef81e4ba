import "server-only";
export {
  DEFAULT_MAX_BODY_BYTES,
  defineFunction,
  type AnyFunctionDefinition,
  type FunctionContext,
  type FunctionDefinition,
} from "./define";
export { FunctionError, aborted, invalidArgument, notFound, permissionDenied } from "./errors";
export { handleFunctionCall, type CallDependencies } from "./handle-call";
export { IDEMPOTENT_CALLS_KEPT_HOURS, pruneIdempotentCalls } from "./idempotency";
export { createRegistry } from "./registry";
