"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { CURRENCY_COOKIE, HEADER_CURRENCIES } from "@/lib/currency";

/**
 * SPEC.md §2 and §9: the header's currency selector, offering exactly the eight header currencies. The
 * current currency may be another one (a visitor detected as PHP or EUR sees prices in it), so this is a
 * button showing the current code with a listbox of the eight, not a native select that would need a
 * ninth option to show it. The choice is remembered in a cookie (it beats detection) and the server renders
 * the page again in it, so prices never flash in another currency. The kit's Popover opens and closes it
 * (Escape, a click outside or Tab out close it and focus returns to the button); the listbox keys are
 * WAI-ARIA's: Enter, Space or ArrowDown open it on the current code, ArrowUp on the last, arrows, Home and
 * End move, Enter, Space or a click chooses.
 */
export function CurrencySelect({ current }: { current: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labelId = useId();
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const focusOnOpen = useRef(0);
  const count = HEADER_CURRENCIES.length;
  const selectedIndex = Math.max(HEADER_CURRENCIES.indexOf(current as (typeof HEADER_CURRENCIES)[number]), 0);

  const choose = (code: string) => {
    setOpen(false);
    if (code === current) return;
    rememberCurrency(code);
    startTransition(() => router.refresh());
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp" && event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    focusOnOpen.current = event.key === "ArrowUp" ? count - 1 : selectedIndex;
    setOpen(true);
  };

  const onOptionKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const move = (to: number) => {
      event.preventDefault();
      options.current[(to + count) % count]?.focus();
    };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(HEADER_CURRENCIES[index]!);
    } else if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(count - 1);
  };

  return (
    <div className="relative text-sm">
      <span id={labelId} className="sr-only">
        Currency
      </span>
      <Popover
        open={open}
        onOpenChange={(next) => {
          // A pointer opens it on the current code too.
          if (next) focusOnOpen.current = selectedIndex;
          setOpen(next);
        }}
      >
        <PopoverTrigger
          aria-haspopup="listbox"
          aria-controls={listId}
          aria-labelledby={`${labelId} ${labelId}-value`}
          aria-busy={pending || undefined}
          disabled={pending}
          onKeyDown={onButtonKey}
          data-testid="currency-select"
          className="group inline-flex items-center gap-1 rounded-lg border border-line bg-white px-2 py-1.5 font-medium disabled:opacity-60"
        >
          <span id={`${labelId}-value`}>{current}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
          >
            <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </PopoverTrigger>
        {/* Inside the header (no portal), so the banner landmark holds its listbox. */}
        <PopoverContent
          portal={false}
          align="end"
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            options.current[focusOnOpen.current]?.focus();
          }}
          className="z-30 min-w-24 p-1"
          asChild
        >
          <ul>
            {HEADER_CURRENCIES.map((code, index) => (
              <li
                key={code}
                ref={(element) => {
                  options.current[index] = element;
                }}
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
        </PopoverContent>
      </Popover>
    </div>
  );
}

/** The visitor's choice, for a year; the server reads it on every page (it beats detection). */
function rememberCurrency(code: string) {
  document.cookie = `${CURRENCY_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}
