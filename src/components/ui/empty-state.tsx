import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass } from "./button-class";
import { cn } from "./cn";

/** The one thing to do about an empty list: a node of the caller's (a Button), or a link the kit draws. */
export type EmptyStateAction = ReactNode | { href: string; label: string };

const isLink = (action: EmptyStateAction): action is { href: string; label: string } =>
  typeof action === "object" && action !== null && !Array.isArray(action) && "href" in action && "label" in action;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: EmptyStateAction;
  /**
   * "card" stands alone where the list would be; "inline" is a line of muted text inside a panel or card that
   * is already one (a photo list, a history, a contract's invoices), its link part of the sentence.
   */
  size?: "card" | "inline";
  /** The title as a heading, where the empty state stands for a whole page's content. */
  heading?: "h2" | "h3";
  /** "status" where it appears after a change (a search, a filter), so a screen reader hears the outcome. */
  role?: "status";
  testId?: string;
  className?: string;
}

/** What a list shows when it has nothing: what is missing, why, and the one thing to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  size = "card",
  heading,
  role,
  testId,
  className,
}: EmptyStateProps) {
  if (size === "inline") {
    return (
      <p role={role} data-testid={testId} className={cn("text-sm text-muted", className)}>
        {title}
        {description && <> {description}</>}
        {action && (
          <>
            {" "}
            {isLink(action) ? (
              <Link href={action.href} className="font-medium text-brand-700 underline">
                {action.label}
              </Link>
            ) : (
              action
            )}
          </>
        )}
      </p>
    );
  }
  const Title = heading ?? "p";
  return (
    <div
      role={role}
      data-testid={testId}
      className={cn(
        "flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center",
        className,
      )}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="mb-1 flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          {icon}
        </div>
      )}
      <Title className={cn("font-medium", heading && "text-lg font-semibold")}>{title}</Title>
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {action && (
        <div className="mt-2">
          {isLink(action) ? (
            <Link href={action.href} className={buttonClass({ size: "sm" })}>
              {action.label}
            </Link>
          ) : (
            action
          )}
        </div>
      )}
    </div>
  );
}
