import { NextResponse } from "next/server";
import {
  AFFILIATE_COOKIE,
  affiliateCookieMaxAgeSeconds,
  recordAffiliateClick,
  safeLandingPath,
} from "@/domains/marketing";
import { servesHttps } from "@/lib/https";
import { db } from "@/server/db";
import { env } from "@/server/env";

/**
 * Where the proxy sends a public page opened with ?aff=CODE: records the click of an active affiliate and
 * keeps its id in a cookie for the settings' days (a booking made meanwhile is the affiliate's conversion),
 * then returns to the page. An unknown code changes nothing. Public, like the pages it serves.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const to = safeLandingPath(url.searchParams.get("to"));
  const response = NextResponse.redirect(new URL(to, url), 303);
  response.headers.set("cache-control", "no-store");
  const click = await recordAffiliateClick(db(), { code: url.searchParams.get("code") ?? "", landingPath: to });
  if (click) {
    response.cookies.set(AFFILIATE_COOKIE, click.clickId, {
      maxAge: affiliateCookieMaxAgeSeconds(),
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: url.protocol === "https:" || servesHttps(env()),
    });
  }
  return response;
}
