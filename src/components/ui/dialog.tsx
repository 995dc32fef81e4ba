"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { cn } from "./cn";

/** The dim layer behind a modal, shared with ConfirmDialog. */
export const overlayClass = "fixed inset-0 z-40 bg-ink/40";

/**
 * Centred on a desktop; on a phone it keeps a margin and scrolls inside itself, so a long form never runs
 * under the browser's toolbar.
 */
export const modalClass =
  "fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-white p-5 shadow-xl focus:outline-none";

/**
 * Focus goes back to whatever had it when the dialog opened. Radix returns it to its Trigger, and a dialog
 * opened from state (useConfirm, a row's action) has none, which would drop focus on the page's body.
 */
export function useReturnFocus() {
  const before = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!before.current?.isConnected) return;
      event.preventDefault();
      before.current.focus();
    },
  };
}

const WIDTHS = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

export interface DialogProps {
  /** The element that opens it (a Button); leave it out to open the dialog from state with `open`. */
  trigger?: ReactNode;
  title: ReactNode;
  /** One line under the title, read out with it when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; wrap one in DialogClose to make it close the dialog. */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  size?: keyof typeof WIDTHS;
}

/**
 * A modal dialog on Radix: focus moves into it and stays there (Tab cycles inside), Escape and the close
 * button close it, focus goes back to what opened it, and the rest of the page is hidden from screen readers
 * while it is open.
 */
export function Dialog({
  trigger,
  title,
  description,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size = "md",
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const closeLabel = useTranslations("common.ui")("close");
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlayClass} />
        <DialogPrimitive.Content
          {...returnFocus}
          className={cn(modalClass, WIDTHS[size])}
          // Without a description Radix would warn; saying there is none is the documented way.
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="mb-4 space-y-1 pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted">{description}</DialogPrimitive.Description>
            )}
          </div>
          {children}
          {footer && <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
          {/* Last in the page order, so opening the dialog focuses its first field rather than Close. */}
          <DialogPrimitive.Close
            className="absolute right-4 top-4 rounded-lg p-1 text-muted hover:bg-brand-50 hover:text-ink"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Makes its child (a Button) close the dialog it is in. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
