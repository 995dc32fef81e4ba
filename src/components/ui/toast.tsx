"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Toast as ToastPrimitive } from "radix-ui";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { cn } from "./cn";

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: "success" | "error" | "info";
}

type ShownToast = ToastOptions & { id: number; open: boolean };

const ToastContext = createContext<((options: ToastOptions) => void) | null>(null);

const TONES = {
  success: "border-brand-100 bg-brand-50 text-brand-900",
  error: "border-red-200 bg-red-50 text-red-800",
  info: "border-line bg-white text-ink",
} as const;

/**
 * Short notices after an action ("Saved"), on Radix's Toast: announced by screen readers (errors
 * assertively), paused while hovered or focused, swiped away on a phone, and reachable with F8. Wrap a
 * page or layout in it and call `useToast()` below it.
 */
export function ToastProvider({ children, duration = 5000 }: { children: ReactNode; duration?: number }) {
  const t = useTranslations("common.ui");
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((options: ToastOptions) => {
    setToasts((shown) => [
      ...shown.filter((toast) => toast.open),
      { ...options, id: Date.now() + Math.random(), open: true },
    ]);
  }, []);
  const close = (id: number) =>
    setToasts((shown) => shown.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <ToastPrimitive.Provider duration={duration} swipeDirection="right" label={t("notifications")}>
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => !open && close(toast.id)}
            type={toast.tone === "error" ? "foreground" : "background"}
            className={cn(
              "flex items-start gap-3 rounded-xl border p-3 text-sm shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:hidden",
              TONES[toast.tone ?? "info"],
            )}
          >
            {/*
              The text is a status (an alert for errors), as the inline message it replaces was; aria-live is
              off because Radix already reads it out through its own hidden live region, and a second live
              region would say it twice.
            */}
            <div role={toast.tone === "error" ? "alert" : "status"} aria-live="off" className="flex-1 space-y-0.5">
              <ToastPrimitive.Title className="font-medium">{toast.title}</ToastPrimitive.Title>
              {toast.description && (
                <ToastPrimitive.Description className="opacity-90">{toast.description}</ToastPrimitive.Description>
              )}
            </div>
            <ToastPrimitive.Close aria-label={t("dismiss")} className="-m-1 rounded p-1 opacity-70 hover:opacity-100">
              <X aria-hidden="true" className="h-4 w-4" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[60] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-sm" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** `toast({ title, description, tone })` inside a ToastProvider. */
export function useToast(): (options: ToastOptions) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast needs a ToastProvider above it");
  return show;
}
