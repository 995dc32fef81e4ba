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
