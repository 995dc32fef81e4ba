"use client";

import { useRouter } from "next/navigation";
import { useCallback, useId, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { OpenChevron } from "./open-chevron";
import { useDismiss } from "./use-dismiss";

/**
 * A header choice remembered in a cookie (the currency, the language): a button showing the current value with a
 * listbox of the options, not a native select (the current currency may be none of the eight offered, SPEC.md §9).
 * Choosing writes the cookie and the server renders the page again with it, so nothing flashes in the old one.
 * Hand-rolled rather than the kit's Popover, which brought Radix's popper and focus scope to every public page
 * (docs/PERFORMANCE.md, "Public pages"): Escape closes it and returns focus to the button, a click outside or Tab
 * out close it. The listbox keys are WAI-ARIA's: Enter, Space or ArrowDown open it on the current option, ArrowUp
 * on the last, arrows, Home and End move, Enter, Space or a click chooses.
 */
export function HeaderListbox({
  label,
  current,
  shown,
  options: choices,
  onChoose,
  testId,
}: {
  label: string;
  /** The value chosen now, and how the button shows it. */
  current: string;
  shown: string;
  options: readonly { value: string; text: string; lang?: string }[];
  /** Called with a new value (never the current one) before the page is rendered again. */
  onChoose: (value: string) => void | Promise<void>;
  testId: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);
  const count = choices.length;
  const selectedIndex = Math.max(
    choices.findIndex((choice) => choice.value === current),
    0,
  );

  const openOn = (index: number) => {
    setOpen(true);
    // The list is in the DOM but hidden until React commits `open`; focus its option right after.
    requestAnimationFrame(() => options.current[index]?.focus());
  };

  const choose = (value: string) => {
    setOpen(false);
    button.current?.focus();
    if (value === current) return;
    startTransition(async () => {
      await onChoose(value);
      router.refresh();
    });
  };

  // Enter and Space reach the button as a click, which opens it on the current option.
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openOn(event.key === "ArrowUp" ? count - 1 : selectedIndex);
  };

  const onOptionKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const move = (to: number) => {
      event.preventDefault();
      options.current[(to + count) % count]?.focus();
    };
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(choices[index]!.value);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(count - 1);
  };

  return (
    <div ref={root} className="relative text-sm">
      <span id={labelId} className="sr-only">
        {label}
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
        data-state={open ? "open" : "closed"}
        onClick={() => (open ? setOpen(false) : openOn(selectedIndex))}
        onKeyDown={onButtonKey}
        data-testid={testId}
        className="group inline-flex items-center gap-1 rounded-lg border border-line bg-white px-2 py-1.5 font-medium disabled:opacity-60"
      >
        <span id={`${labelId}-value`}>{shown}</span>
        <OpenChevron />
      </button>
      {/* Inside the header, so the banner landmark holds its listbox. */}
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        className="absolute right-0 top-full z-30 mt-1 min-w-24 whitespace-nowrap rounded-xl border border-line bg-white p-1 text-sm text-ink shadow-lg"
      >
        {choices.map((choice, index) => (
          <li
            key={choice.value}
            lang={choice.lang}
            ref={(element) => {
              options.current[index] = element;
            }}
            role="option"
            aria-selected={choice.value === current}
            tabIndex={-1}
            onClick={() => choose(choice.value)}
            onKeyDown={(event) => onOptionKey(event, index)}
            className="cursor-pointer rounded-lg px-3 py-1.5 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none aria-selected:font-semibold aria-selected:text-brand-700"
          >
            {choice.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
