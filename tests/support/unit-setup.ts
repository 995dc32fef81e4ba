/**
 * Component tests render inside the English catalogue by default, as a page's client components do under its
 * `<ClientMessages>` (src/i18n/client-namespaces.ts): the UI kit (dialogs, toasts, page links, forms' fallback
 * message) takes its words from `common` (docs/I18N.md). A test that renders in another language wraps its UI in `withIntl(ui, locale)`, whose provider
 * is the nearer one; a test's own `wrapper` replaces this one.
 */
import { afterEach, vi } from "vitest";
import { resetNavigation } from "./navigation";

// Every test's router and address are the same spies (./navigation.ts says why); the rest of the module is real.
vi.mock("next/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/navigation")>()),
  ...(await import("./navigation")).navigationHooks,
}));
afterEach(resetNavigation);

vi.mock("@testing-library/react", async (importOriginal) => {
  type Library = typeof import("@testing-library/react");
  const original = await importOriginal<Library>();
  const { EnglishIntl } = await import("./intl");
  const render = (ui: Parameters<Library["render"]>[0], options?: Parameters<Library["render"]>[1]) =>
    original.render(ui, { wrapper: EnglishIntl, ...options });
  const renderHook = <Result, Props>(hook: (props: Props) => Result, options?: { initialProps?: Props }) =>
    original.renderHook(hook, { wrapper: EnglishIntl, ...options });
  return { ...original, render, renderHook };
});
