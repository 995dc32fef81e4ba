import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { untilHydrated } from "./pages";

/** The WCAG 2.1 A and AA rules: the product's bar (docs/TESTING.md). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Axe finds no serious or critical violation on the page as it stands once React has run it.
 *
 * It waits first for the page to hydrate and for every finite CSS transition or animation to end: a Button is
 * disabled until hydration (components/ui/button.tsx) and its colours then move over 150 ms to the enabled
 * ones (`transition-colors`), so axe reading the page in those 150 ms measured white text on a half-faded
 * background and reported a contrast no visitor sees at rest. A spinner's endless animation is not waited for,
 * nor anything still running after two seconds.
 * `label` names the page in the failure (a spec that checks several pages).
 */
export async function expectNoSeriousViolations(page: Page, label = ""): Promise<void> {
  await untilHydrated(page);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 2_000 },
    )
    // A longer animation is not a button fading in: axe then reads the page as it is.
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${label ? `${label} ` : ""}${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  expect(blocking, blocking.join("\n")).toEqual([]);
}
