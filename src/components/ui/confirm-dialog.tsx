"use client";

import { useTranslations } from "next-intl";
import { AlertDialog } from "radix-ui";
import { useCallback, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { buttonClass, Spinner } from "./button";
import { cn } from "./cn";
import { modalClass, overlayClass, useReturnFocus } from "./dialog";
import { FormMessage } from "./field";

export interface ConfirmOptions {
  /** The question, naming the thing it acts on ("Reject Ana's offer?"). */
  title: ReactNode;
  /** What follows from saying yes, in one or two sentences. */
  description?: ReactNode;
  /** The verb of the action ("Reject offer"), never a bare "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  /** "danger" for what cannot be undone or takes something away. */
  tone?: "primary" | "danger";
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * The action. Returning a promise keeps the dialog open with the confirm button busy until it settles:
   * it closes when the promise resolves to anything but `false`, and stays open (showing `error`) on `false`.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The element that opens it; leave it out to open it from state (or use useConfirm). */
  trigger?: ReactNode;
  /** More to say or ask between the question and the buttons, e.g. an optional reason field. */
  children?: ReactNode;
  /** Why the action failed, shown in the dialog (role alert) so the person can try again or cancel. */
  error?: ReactNode;
}

/**
 * A yes-or-no question before an action, on Radix's AlertDialog (role alertdialog): it opens with focus on
 * Cancel, so Enter on a stray key press never confirms; Escape cancels; focus returns to the button that
 * asked. It replaces the browser's confirm(), which cannot be styled, names its buttons OK and Cancel, and
 * blocks the page.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  cancelLabel: ownCancelLabel,
  tone = "primary",
  open,
  onOpenChange,
  onConfirm,
  trigger,
  children,
  error,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  const words = useTranslations("common.ui");
  const cancelLabel = ownCancelLabel ?? words("cancel");
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  function act(event: MouseEvent<HTMLButtonElement>) {
    const result = onConfirm();
    if (!(result instanceof Promise)) return;
    // Radix closes on the Action's click unless it is prevented; an action that is still running keeps it open.
    event.preventDefault();
    setPending(true);
    result.then(
      (outcome) => {
        setPending(false);
        if (outcome !== false) setOpen(false);
      },
      () => setPending(false),
    );
  }

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        // Escape and Cancel wait for a running action: its answer belongs to this dialog.
        if (!pending) setOpen(next);
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClass} />
        <AlertDialog.Content
          {...returnFocus}
          className={cn(modalClass, "max-w-md")}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="mt-2 text-sm text-muted">{description}</AlertDialog.Description>
          )}
          {children && <div className="mt-4 space-y-2 text-sm">{children}</div>}
          {error && (
            <div className="mt-4">
              <FormMessage>{error}</FormMessage>
            </div>
          )}
          <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary" })} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass({ variant: tone })}
              onClick={act}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending && <Spinner className="h-4 w-4" />}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * `confirm(options)` resolves true when the person confirms and false when they cancel; `dialog` must be
 * rendered by the component. In an event handler it stands in for the browser's confirm():
 * `if (!(await confirm({ ... }))) return;`.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  // The options stay after closing so the dialog keeps its text while Radix closes it and returns focus.
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second question while one is open answers the first with no.
    resolver.current?.(false);
    setOptions(next);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = options ? (
    <ConfirmDialog
      {...options}
      open={open}
      onOpenChange={(next) => {
        if (!next) settle(false);
      }}
      onConfirm={() => settle(true)}
    />
  ) : null;

  return { confirm, dialog };
}
