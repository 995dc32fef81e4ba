export function PromoCodesView() { return null; }
