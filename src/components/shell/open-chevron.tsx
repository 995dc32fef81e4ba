/** The chevron of a header control that opens a list; it turns over while its Radix trigger (a `group`) is open. */
export function OpenChevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180"
    >
      <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}
