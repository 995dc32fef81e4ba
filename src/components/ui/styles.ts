/**
 * The kit's shared class strings, in a module without "use client" so that server components can read them
 * as strings (a constant exported from a client module reaches a server component as a client reference).
 */

/** A text input, select or textarea: the one look every form control shares. */
export const controlClass =
  "block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted aria-invalid:border-red-500";

/** The same a little shorter: the filter bars above dashboard lists and the small forms inside a row. */
export const controlClassDense =
  "block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted aria-invalid:border-red-500";

/** Not full width and tighter still, for a control beside a button inside a table row. */
export const controlClassInline =
  "block rounded-lg border border-line bg-white px-2 py-1.5 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:cursor-not-allowed disabled:bg-canvas aria-invalid:border-red-500";

/** A card: white, a hairline border, generous corners (the calm surface every panel sits on). */
export const cardClass = "rounded-2xl border border-line bg-white p-5";

/** A floating surface: menus, popovers, tooltips and toasts. */
export const floatingClass = "z-50 rounded-xl border border-line bg-white p-1 text-sm text-ink shadow-lg";
