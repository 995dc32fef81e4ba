"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { OpenChevron } from "./open-chevron";

/**
 * A header choice remembered in a cookie (the currency, the language): a button showing the current value with a
 * listbox of the options, not a native select (the current currency may be none of the eight offered, SPEC.md §9).
 * Choosing writes the cookie and the server renders the page again with it, so nothing flashes in the old one.
 * The kit's Popover opens and closes it (Escape, a click outside or Tab out close it and focus returns to the
 * button); the listbox keys are WAI-ARIA's: Enter, Space or ArrowDown open it on the current option, ArrowUp on
 * the last, arrows, Home and End move, Enter, Space or a click chooses.
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
  const options = useRef<(HTMLLIElement | null)[]>([]);
  const focusOnOpen = useRef(0);
  const count = choices.length;
  const selectedIndex = Math.max(
    choices.findIndex((choice) => choice.value === current),
    0,
  );

  const choose = (value: string) => {
    setOpen(false);
    if (value === current) return;
    startTransition(async () => {
      await onChoose(value);
      router.refresh();
    });
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
      choose(choices[index]!.value);
    } else if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(count - 1);
  };

  return (
    <div className="relative text-sm">
      <span id={labelId} className="sr-only">
        {label}
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
          data-testid={testId}
          className="group inline-flex items-center gap-1 rounded-lg border border-line bg-white px-2 py-1.5 font-medium disabled:opacity-60"
        >
          <span id={`${labelId}-value`}>{shown}</span>
          <OpenChevron />
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
          className="z-30 min-w-24 whitespace-nowrap p-1"
          asChild
        >
          <ul>
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
        </PopoverContent>
      </Popover>
    </div>
  );
}
