"use client";

import { useRouter } from "next/navigation";
import { useId, useTransition, type KeyboardEvent } from "react";
import { CURRENCY_COOKIE, HEADER_CURRENCIES } from "@/lib/currency";
import { usePopupList } from "./use-popup-list";

/**
 * SPEC.md §2 and §9: the header's currency selector, offering exactly the eight header currencies. The
 * current currency may be another one (a visitor detected as PHP or EUR sees prices in it), so this is a
 * button showing the current code with a listbox of the eight, not a native select that would need a
 * ninth option to show it. The choice is remembered in a cookie (it beats detection) and the server renders
 * the page again in it, so prices never flash in another currency. WAI-ARIA listbox pattern: Enter, Space
 * or ArrowDown open it, arrows, Home and End move, Enter or a click chooses, Escape or Tab closes.
 */
export function CurrencySelect({ current }: { current: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const listId = useId();
  const labelId = useId();
  const popup = usePopupList<HTMLLIElement>(HEADER_CURRENCIES.length);
  const { open, setOpen, container, button, itemRef } = popup;
  const selectedIndex = HEADER_CURRENCIES.indexOf(current as (typeof HEADER_CURRENCIES)[number]);

  const choose = (code: string) => {
    popup.close(true);
    if (code === current) return;
    rememberCurrency(code);
    startTransition(() => router.refresh());
  };

  const onOptionKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(HEADER_CURRENCIES[index]!);
    } else popup.onItemKey(event, index);
  };

  return (
    <div ref={container} className="relative text-sm">
      <span id={labelId} className="sr-only">
        Currency
      </span>
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => popup.onButtonKey(event, Math.max(selectedIndex, 0))}
        data-testid="currency-select"
        className="inline-flex items-center gap-1 rounded-lg border border-line bg-white px-2 py-1.5 font-medium disabled:opacity-60"
      >
        <span id={`${labelId}-value`}>{current}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}>
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-1 min-w-24 rounded-xl border border-line bg-white p-1 shadow-lg"
      >
        {HEADER_CURRENCIES.map((code, index) => (
          <li
            key={code}
            ref={itemRef(index)}
            role="option"
            aria-selected={code === current}
            tabIndex={-1}
            onClick={() => choose(code)}
            onKeyDown={(event) => onOptionKey(event, index)}
            className="cursor-pointer rounded-lg px-3 py-1.5 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none aria-selected:font-semibold aria-selected:text-brand-700"
          >
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The visitor's choice, for a year; the server reads it on every page (it beats detection). */
function rememberCurrency(code: string) {
  document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}
