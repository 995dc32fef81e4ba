/**
 * The message catalogue: one folder per namespace, one JSON file per language (docs/I18N.md). Written out here
 * rather than globbed so the bundler sees every file, and a namespace is added by one line per language.
 * Generated lines, in namespace order; keep them so.
 *
 * Two kinds of namespace (docs/I18N.md, "The dashboards"): the guest side's, whole in every language, and the
 * dashboards', English only for now (`dashboard<Area>/en.json`, one per area so they can follow one by one). A
 * dashboard namespace is listed under a language only once its translation file is complete (catalogue.test.ts);
 * until then `messagesFor` lays the language over English and a Thai-speaking supplier reads English.
 */
import common_en from "./common/en.json";
import common_ms from "./common/ms.json";
import common_id from "./common/id.json";
import common_th from "./common/th.json";
import common_zh from "./common/zh.json";
import home_en from "./home/en.json";
import home_ms from "./home/ms.json";
import home_id from "./home/id.json";
import home_th from "./home/th.json";
import home_zh from "./home/zh.json";
import marketing_en from "./marketing/en.json";
import marketing_ms from "./marketing/ms.json";
import marketing_id from "./marketing/id.json";
import marketing_th from "./marketing/th.json";
import marketing_zh from "./marketing/zh.json";
import search_en from "./search/en.json";
import search_ms from "./search/ms.json";
import search_id from "./search/id.json";
import search_th from "./search/th.json";
import search_zh from "./search/zh.json";
import product_en from "./product/en.json";
import product_ms from "./product/ms.json";
import product_id from "./product/id.json";
import product_th from "./product/th.json";
import product_zh from "./product/zh.json";
import checkout_en from "./checkout/en.json";
import checkout_ms from "./checkout/ms.json";
import checkout_id from "./checkout/id.json";
import checkout_th from "./checkout/th.json";
import checkout_zh from "./checkout/zh.json";
import bookings_en from "./bookings/en.json";
import bookings_ms from "./bookings/ms.json";
import bookings_id from "./bookings/id.json";
import bookings_th from "./bookings/th.json";
import bookings_zh from "./bookings/zh.json";
import auth_en from "./auth/en.json";
import auth_ms from "./auth/ms.json";
import auth_id from "./auth/id.json";
import auth_th from "./auth/th.json";
import auth_zh from "./auth/zh.json";
import addons_en from "./addons/en.json";
import addons_ms from "./addons/ms.json";
import addons_id from "./addons/id.json";
import addons_th from "./addons/th.json";
import addons_zh from "./addons/zh.json";
import stacy_en from "./stacy/en.json";
import stacy_ms from "./stacy/ms.json";
import stacy_id from "./stacy/id.json";
import stacy_th from "./stacy/th.json";
import stacy_zh from "./stacy/zh.json";
import email_en from "./email/en.json";
import email_ms from "./email/ms.json";
import email_id from "./email/id.json";
import email_th from "./email/th.json";
import email_zh from "./email/zh.json";
import pdf_en from "./pdf/en.json";
import pdf_ms from "./pdf/ms.json";
import pdf_id from "./pdf/id.json";
import pdf_th from "./pdf/th.json";
import pdf_zh from "./pdf/zh.json";
import datepicker_en from "./datepicker/en.json";
import datepicker_ms from "./datepicker/ms.json";
import datepicker_id from "./datepicker/id.json";
import datepicker_th from "./datepicker/th.json";
import datepicker_zh from "./datepicker/zh.json";
import offers_en from "./offers/en.json";
import offers_ms from "./offers/ms.json";
import offers_id from "./offers/id.json";
import offers_th from "./offers/th.json";
import offers_zh from "./offers/zh.json";
import investing_en from "./investing/en.json";
import investing_ms from "./investing/ms.json";
import investing_id from "./investing/id.json";
import investing_th from "./investing/th.json";
import investing_zh from "./investing/zh.json";
import dashboardShell_en from "./dashboardShell/en.json";
import dashboardAccounts_en from "./dashboardAccounts/en.json";
import dashboardAirline_en from "./dashboardAirline/en.json";
import dashboardPlatform_en from "./dashboardPlatform/en.json";
import dashboardGrowth_en from "./dashboardGrowth/en.json";
import dashboardMarketing_en from "./dashboardMarketing/en.json";
import dashboardInvest_en from "./dashboardInvest/en.json";
import dashboardBookings_en from "./dashboardBookings/en.json";
import dashboardAddons_en from "./dashboardAddons/en.json";
import dashboardIdentity_en from "./dashboardIdentity/en.json";
import dashboardInsurance_en from "./dashboardInsurance/en.json";
import dashboardRentals_en from "./dashboardRentals/en.json";
import dashboardReviews_en from "./dashboardReviews/en.json";
import dashboardContent_en from "./dashboardContent/en.json";
import dashboardCatalogue_en from "./dashboardCatalogue/en.json";
import dashboardChannels_en from "./dashboardChannels/en.json";
import dashboardCurrency_en from "./dashboardCurrency/en.json";

/** The guest side's namespaces: every language has each whole. */
export const GUEST_NAMESPACES = [
  "common",
  "home",
  "marketing",
  "search",
  "product",
  "checkout",
  "bookings",
  "auth",
  "addons",
  "stacy",
  "email",
  "pdf",
  "datepicker",
  "offers",
  "investing",
] as const;

/**
 * The dashboards' namespaces, English only for now (issue "Languages": the dashboards may stay English, their
 * words in the catalogue so they can follow). One per area, so that areas are converted and translated apart.
 */
export const DASHBOARD_NAMESPACES = [
  "dashboardShell",
  "dashboardAccounts",
  "dashboardAirline",
  "dashboardPlatform",
  "dashboardGrowth",
  "dashboardMarketing",
  "dashboardInvest",
  "dashboardBookings",
  "dashboardAddons",
  "dashboardIdentity",
  "dashboardInsurance",
  "dashboardRentals",
  "dashboardReviews",
  "dashboardContent",
  "dashboardCatalogue",
  "dashboardChannels",
  "dashboardCurrency",
] as const;

export const NAMESPACES = [...GUEST_NAMESPACES, ...DASHBOARD_NAMESPACES] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type GuestNamespace = (typeof GUEST_NAMESPACES)[number];
export type DashboardNamespace = (typeof DASHBOARD_NAMESPACES)[number];

export const CATALOGUE = {
  en: {
    common: common_en,
    home: home_en,
    marketing: marketing_en,
    search: search_en,
    product: product_en,
    checkout: checkout_en,
    bookings: bookings_en,
    auth: auth_en,
    addons: addons_en,
    stacy: stacy_en,
    email: email_en,
    pdf: pdf_en,
    datepicker: datepicker_en,
    offers: offers_en,
    investing: investing_en,
    dashboardShell: dashboardShell_en,
    dashboardAccounts: dashboardAccounts_en,
    dashboardAirline: dashboardAirline_en,
    dashboardPlatform: dashboardPlatform_en,
    dashboardGrowth: dashboardGrowth_en,
    dashboardMarketing: dashboardMarketing_en,
    dashboardInvest: dashboardInvest_en,
    dashboardBookings: dashboardBookings_en,
    dashboardAddons: dashboardAddons_en,
    dashboardIdentity: dashboardIdentity_en,
    dashboardInsurance: dashboardInsurance_en,
    dashboardRentals: dashboardRentals_en,
    dashboardReviews: dashboardReviews_en,
    dashboardContent: dashboardContent_en,
    dashboardCatalogue: dashboardCatalogue_en,
    dashboardChannels: dashboardChannels_en,
    dashboardCurrency: dashboardCurrency_en,
  },
  ms: {
    common: common_ms,
    home: home_ms,
    marketing: marketing_ms,
    search: search_ms,
    product: product_ms,
    checkout: checkout_ms,
    bookings: bookings_ms,
    auth: auth_ms,
    addons: addons_ms,
    stacy: stacy_ms,
    email: email_ms,
    pdf: pdf_ms,
    datepicker: datepicker_ms,
    offers: offers_ms,
    investing: investing_ms,
  },
  id: {
    common: common_id,
    home: home_id,
    marketing: marketing_id,
    search: search_id,
    product: product_id,
    checkout: checkout_id,
    bookings: bookings_id,
    auth: auth_id,
    addons: addons_id,
    stacy: stacy_id,
    email: email_id,
    pdf: pdf_id,
    datepicker: datepicker_id,
    offers: offers_id,
    investing: investing_id,
  },
  th: {
    common: common_th,
    home: home_th,
    marketing: marketing_th,
    search: search_th,
    product: product_th,
    checkout: checkout_th,
    bookings: bookings_th,
    auth: auth_th,
    addons: addons_th,
    stacy: stacy_th,
    email: email_th,
    pdf: pdf_th,
    datepicker: datepicker_th,
    offers: offers_th,
    investing: investing_th,
  },
  zh: {
    common: common_zh,
    home: home_zh,
    marketing: marketing_zh,
    search: search_zh,
    product: product_zh,
    checkout: checkout_zh,
    bookings: bookings_zh,
    auth: auth_zh,
    addons: addons_zh,
    stacy: stacy_zh,
    email: email_zh,
    pdf: pdf_zh,
    datepicker: datepicker_zh,
    offers: offers_zh,
    investing: investing_zh,
  },
} as const;
