/*
 * The payments domain's client-safe input schemas (zod and pure rules only): the card every function that takes
 * money reads, which the forms that take a card validate with before they call.
 */
export { cardInput } from "./cards";
