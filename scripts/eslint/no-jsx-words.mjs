/**
 * `staysia/no-jsx-words`: words written into JSX instead of said through the message catalogue (docs/I18N.md,
 * "The dashboards"). eslint-plugin-react's `jsx-no-literals` cannot say this: its `allowedStrings` are whole
 * strings (every punctuation mark and symbol would be listed), and its attribute check is all or nothing
 * (`className="…"` would be reported with `aria-label="…"`). Here a text is words when it holds a letter of any
 * script; digits, punctuation and symbols ("·", "—", "(", "%", "404"…) are not words.
 *
 * Reported:
 * - JSX text with a letter (`<p>Saved</p>`);
 * - a string or template literal with a letter given as a child (`{"Saved"}`, `{done ? "Yes" : "No"}`);
 * - the same given to an attribute that people read (`aria-label`, `placeholder`, `title`, `alt`, `label`, and
 *   any prop named …Label, …Title, …Text, …Description, …Message, …Placeholder, …Heading, …Hint: `confirmLabel`,
 *   `emptyTitle`). `className`, `href`, `type`, `name`, `id`, `data-*` and the like are code, not words;
 * - the same as the value of an object's property of such a name (a table column's `header`, a filter field's
 *   `label` or `all`, a toast's `title`), how the kit is handed most of a dashboard's words.
 *
 * Words built in other code (a state setter's message, a map of labels by code) are not seen here: review
 * catches those.
 */
const LETTER = /\p{L}/u;

const READ_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "aria-placeholder",
  "alt",
  "title",
  "placeholder",
  "label",
  "description",
  "heading",
  "caption",
  "hint",
  "message",
  "legend",
  "summary",
  "header",
]);
/** Object properties that hold words: the attributes' names, and the kit's own (`all`: a select's "All …"). */
const READ_PROPERTIES = new Set([...READ_ATTRIBUTES, "all", "text", "intro"]);
const READ_SUFFIX = /^[a-z][A-Za-z]*(Label|Title|Text|Description|Message|Placeholder|Heading|Hint|Caption|Summary)$/;

function attributeName(node) {
  const name = node.name;
  if (name.type === "JSXNamespacedName") return `${name.namespace.name}:${name.name.name}`;
  return name.name;
}

const isReadAttribute = (name) => READ_ATTRIBUTES.has(name) || READ_SUFFIX.test(name);

/** The words of a literal, or null when it holds none. */
function wordsOf(node, allowed) {
  let text;
  if (node.type === "Literal" && typeof node.value === "string") text = node.value;
  else if (node.type === "TemplateLiteral") text = node.quasis.map((quasi) => quasi.value.cooked ?? "").join("");
  else if (node.type === "JSXText") text = node.value;
  else return null;
  const trimmed = text.trim();
  if (!LETTER.test(trimmed) || allowed.has(trimmed)) return null;
  return trimmed;
}

/**
 * Where a literal's value ends up: climbs through the expressions that pass a string on unchanged (a
 * conditional's branches, `a || "x"`, `"a" + b`) to the JSX expression container holding it, if any.
 */
function containerOf(node) {
  let current = node;
  for (;;) {
    const parent = current.parent;
    if (!parent) return null;
    if (parent.type === "ConditionalExpression" && parent.test !== current) current = parent;
    else if (parent.type === "LogicalExpression") current = parent;
    else if (parent.type === "BinaryExpression" && parent.operator === "+") current = parent;
    else if (parent.type === "TemplateLiteral") current = parent;
    else if (parent.type === "TSAsExpression") current = parent;
    else if (parent.type === "JSXExpressionContainer") return parent;
    else if (parent.type === "Property" && parent.value === current) return parent;
    else return null;
  }
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "Words in JSX go through the message catalogue (docs/I18N.md)." },
    schema: [
      {
        type: "object",
        properties: { allow: { type: "array", items: { type: "string" }, uniqueItems: true } },
        additionalProperties: false,
      },
    ],
    messages: {
      words:
        "“{{text}}”: words on the dashboards go through the message catalogue (getTranslations/useTranslations of a dashboard namespace; docs/I18N.md, “The dashboards”).",
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    const report = (node, text) =>
      context.report({ node, messageId: "words", data: { text: text.length > 60 ? `${text.slice(0, 57)}…` : text } });

    const checkLiteral = (node) => {
      // A template inside a template is judged as part of the outer one.
      if (node.parent?.type === "TemplateLiteral") return;
      const text = wordsOf(node, allowed);
      if (text === null) return;
      const container = containerOf(node);
      if (!container) return;
      if (container.type === "Property") {
        const name = propertyName(container);
        if (name !== null && (READ_PROPERTIES.has(name) || READ_SUFFIX.test(name))) report(node, text);
        return;
      }
      const holder = container.parent;
      if (holder.type === "JSXElement" || holder.type === "JSXFragment") report(node, text);
      else if (holder.type === "JSXAttribute" && isReadAttribute(attributeName(holder))) report(node, text);
    };

    const propertyName = (property) =>
      property.computed
        ? null
        : property.key.type === "Identifier"
          ? property.key.name
          : typeof property.key.value === "string"
            ? property.key.value
            : null;

    return {
      JSXText(node) {
        const text = wordsOf(node, allowed);
        if (text !== null) report(node, text);
      },
      JSXAttribute(node) {
        if (node.value?.type !== "Literal" || !isReadAttribute(attributeName(node))) return;
        const text = wordsOf(node.value, allowed);
        if (text !== null) report(node.value, text);
      },
      Literal: checkLiteral,
      TemplateLiteral: checkLiteral,
    };
  },
};

const plugin = { rules: { "no-jsx-words": rule } };

export default plugin;
