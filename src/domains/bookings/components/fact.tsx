/** One labelled fact of a booking's details (a `dl`'s pair): the checkout's outcome and what was sold with it. */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
