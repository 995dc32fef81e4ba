import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";
import { cardClass } from "./styles";

type CardElement = "div" | "section" | "article" | "li" | "aside";

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element: a `section` with a heading makes a landmark region a screen reader can jump to. */
  as?: CardElement;
}

/** The white, bordered panel every dashboard block and public teaser sits on. */
export function Card({ as: Element = "div", className, ...props }: CardProps) {
  return <Element {...props} className={cn(cardClass, className)} />;
}

/** A card's heading row: a title, an optional line under it, and actions on the right (below it on a phone). */
export function CardHeader({
  title,
  description,
  actions,
  level = 2,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  level?: 2 | 3;
  id?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
      <div className="space-y-1">
        <Heading id={id} className="text-lg font-semibold">
          {title}
        </Heading>
        {description && <p className="text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/**
 * One figure with its label (a total, a rate, a count) on a small card. It is a `dt`/`dd` pair, so the
 * figures around it go in a `<dl>` (StatGrid): a screen reader then reads each label with its figure.
 */
export function StatCard({
  label,
  value,
  detail,
  valueTestId,
  action,
}: {
  label: ReactNode;
  value: ReactNode;
  detail?: ReactNode;
  valueTestId?: string;
  /** A link or button beside the figure (a CSV export). */
  action?: ReactNode;
}) {
  // A `div` is the one wrapper a `dl` allows around a dt/dd group, so everything here is a dt or a dd.
  return (
    <div className={cn(cardClass, "p-4")}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={valueTestId}>
        {value}
      </dd>
      {detail && <dd className="mt-1 text-sm text-muted">{detail}</dd>}
      {action && <dd className="mt-3">{action}</dd>}
    </div>
  );
}

/** The `<dl>` a row of StatCards sits in: one column on a phone, `columns` from a tablet up. */
export function StatGrid({
  columns = 3,
  label,
  children,
}: {
  columns?: 2 | 3 | 4;
  label?: string;
  children: ReactNode;
}) {
  const grid = { 2: "sm:grid-cols-2", 3: "sm:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" }[columns];
  return (
    <dl aria-label={label} className={cn("grid grid-cols-1 gap-3", grid)}>
      {children}
    </dl>
  );
}
