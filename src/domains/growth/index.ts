export { growthFunctions } from "./functions";
export { promoCodeText } from "./inputs";
export {
  checkPromoCode,
  claimPromoCode,
  listPromoCodes,
  promoPropertyChoices,
  recordRedemption,
  PROMO_PAGE_SIZE,
  type PromoCheck,
  type PromoCodeRow,
} from "./codes";
export { normalisePromoCode, PROMO_CODE_PATTERN } from "./rules";
