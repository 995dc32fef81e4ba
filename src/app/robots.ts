import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { LOCALES } from "@/lib/locales";
import { env } from "@/server/env";

/** Crawlers read the public site in every language; the dashboards, the API and the payment pages are not for them. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // At request time: the address comes from the running configuration, which a build does not have.
  await connection();
  const origin = env().APP_URL;
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/dashboard", "/api/", "/dev/", "/pay/", "/checkout"] },
    sitemap: LOCALES.map((locale) => new URL(`/sitemap/${locale}.xml`, origin).toString()),
  };
}
