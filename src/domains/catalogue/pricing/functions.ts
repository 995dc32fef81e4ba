/**
 * The pricing rules' callable functions (ARCHITECTURE.md, Pricing rules). Every one needs `manageProperties` and
 * takes the property through `requireManagedProperty`, as the calendar's functions do: who may change a property's
 * calendar may change its rules, and a property outside the caller's scope answers NOT_FOUND.
 */
import { defineFunction } from "@/server/functions";
import { deletePricingRuleInput, explainNightPriceInput, pricingRulesInput, savePricingRuleInput } from "./inputs";
import { deletePricingRule, explainNightPrice, listPricingRules, savePricingRule } from "./rules";

export const pricingRulesFunction = defineFunction({
  name: "pricingRules",
  kind: "read",
  permission: "manageProperties",
  input: pricingRulesInput,
  handler: (input, { db, actor }) => listPricingRules(db, { actor, ...input }),
});

/** Adds a rule (no `ruleId`) or changes one. */
export const savePricingRuleFunction = defineFunction({
  name: "savePricingRule",
  kind: "write",
  permission: "manageProperties",
  input: savePricingRuleInput,
  handler: (input, { db, actor, audit }) => savePricingRule(db, input, { actor, audit }),
});

export const deletePricingRuleFunction = defineFunction({
  name: "deletePricingRule",
  kind: "write",
  permission: "manageProperties",
  input: deletePricingRuleInput,
  handler: (input, { db, actor, audit }) => deletePricingRule(db, input, { actor, audit }),
});

/** "How this price is made" for one unit's night. */
export const explainNightPriceFunction = defineFunction({
  name: "explainNightPrice",
  kind: "read",
  permission: "manageProperties",
  input: explainNightPriceInput,
  handler: (input, { db, actor }) => explainNightPrice(db, { actor, ...input }),
});

export const pricingFunctions = [
  pricingRulesFunction,
  savePricingRuleFunction,
  deletePricingRuleFunction,
  explainNightPriceFunction,
];
