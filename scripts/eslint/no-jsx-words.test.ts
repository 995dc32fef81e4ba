import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import plugin from "./no-jsx-words.mjs";

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const words = (code: string, count = 1) => ({
  code,
  errors: Array.from({ length: count }, () => ({ messageId: "words" })),
});

// The ratchet on the dashboards (eslint.config.mjs, docs/I18N.md "The dashboards"): words are reported, code and
// punctuation are not.
tester.run("no-jsx-words", plugin.rules["no-jsx-words"], {
  valid: [
    `const a = <p>{t("saved")}</p>;`,
    `const a = <p className="text-sm font-medium" data-testid="total" href="/dashboard/x" type="button" />;`,
    `const a = <p>{total} · {count} — (%) 404 / {" "}</p>;`,
    `const a = <p>{value ?? "—"}</p>;`,
    `const a = <p aria-label={t("close")} title={t("title")} placeholder={t("search")} />;`,
    `const a = <Field name="email" variant="ghost" tone="brand" id="x" />;`,
    `const a = <p>{cn("text-sm", active && "font-bold")}</p>;`,
    `const label = "Saved"; // words outside JSX and the kit's props are not seen here`,
    `const columns = [{ id: "gross", align: "right", className: "tabular-nums", header: t("gross") }];`,
    `const forms = { one: "night", other: "nights" };`,
    { code: `const a = <p>Staysia</p>;`, options: [{ allow: ["Staysia"] }] },
  ],
  invalid: [
    words(`const a = <p>Saved</p>;`),
    words(`const a = <p>{"Saved"}</p>;`),
    words(`const a = <p>{done ? "Yes" : "No"}</p>;`, 2),
    words("const a = <p>{`${count} nights`}</p>;"),
    words(`const a = <button aria-label="Close" />;`),
    words(`const a = <input placeholder="Search" />;`),
    words(`const a = <EmptyState title="Nothing here." />;`),
    words(`const a = <ConfirmDialog confirmLabel="Delete" />;`),
    words(`const a = <Thing label={busy ? "Saving…" : "Save"} />;`, 2),
    words(`const a = <p>ไม่มี</p>;`),
    words(`const columns = [{ id: "gross", header: "Gross" }];`),
    words(`const field = { kind: "select", label: "Status", all: "All statuses" };`, 2),
    words(`toast({ title: "Saved", description: \`\${count} rows\` });`, 2),
  ],
});
