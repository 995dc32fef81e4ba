import "server-only";
export { defineFunction, type AnyFunctionDefinition, type FunctionContext, type FunctionDefinition } from "./define";
export { FunctionError, aborted, invalidArgument, notFound, permissionDenied } from "./errors";
export { handleFunctionCall, type CallDependencies } from "./handle-call";
export { createRegistry } from "./registry";
