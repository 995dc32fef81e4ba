import type { Rule } from "eslint";

declare const plugin: { rules: { "no-jsx-words": Rule.RuleModule } };
export default plugin;
