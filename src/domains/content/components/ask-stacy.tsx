import Link from "next/link";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { productHrefOf } from "@/domains/catalogue";
import { SearchResultCard } from "@/domains/catalogue/components/search-result-card";
import { displayCurrency, latestRates } from "@/domains/currency";
import { formatNumber } from "@/lib/format";
import type { Locale } from "@/lib/locales";
import { ANONYMOUS } from "@/server/access";
import { db } from "@/server/db";
import { findFaqEntries } from "../queries";
import { describeStayRequest } from "../stacy";
import { stacySearch } from "../stacy-search";
import { SearchRan } from "./stacy-search-ran";

/** How many of the search's places Stacy shows; the link opens the rest. */
const SHOWN = 6;

/** The examples under the box, in the page's language: each is a phrasing she reads in it (stacy.test.ts). */
const EXAMPLES = ["weekend", "coliving", "dayRoom", "question"] as const;

/**
 * /askstacy: a plain request becomes filters and matching homes; a question is answered from the FAQ; and
 * a person is one link away. Server-rendered from a GET form, so it works without JavaScript. She answers in the
 * page's language; the FAQ's answers and the search's own notices are in the words they are stored in.
 */
export async function AskStacy({ question }: { question: string }) {
  await connection();
  const [t, locale] = await Promise.all([getTranslations("stacy.page"), getLocale() as Promise<Locale>]);
  const examples = EXAMPLES.map((key) => t(`examples.${key}`));
  const scope = { actor: ANONYMOUS };
  const trimmed = question.trim();
  const ran = trimmed
    ? await stacySearch(db(), trimmed, {
        ...scope,
        now: new Date(),
        currency: (await displayCurrency()).currency,
        rates: await latestRates(db(), scope),
      })
    : null;
  const request = ran?.request ?? null;
  const understood = request ? describeStayRequest(request, locale) : null;
  const wantsHomes = Boolean(ran?.wantsHomes);
  const listings = ran?.results?.results.slice(0, SHOWN) ?? [];
  const total = ran?.results?.total ?? 0;
  const answers =
    request && (request.isQuestion || !wantsHomes)
      ? await findFaqEntries(db(), { ...scope, query: trimmed, limit: 3 })
      : [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-600">{t("eyebrow")}</p>
      <h1 className="mt-2 text-4xl font-semibold tracking-tight">{t("heading")}</h1>
      <p className="mt-3 text-lg text-muted">{t("intro")}</p>
      <form method="get" className="mt-6 flex flex-col gap-2 sm:flex-row" role="search">
        <label htmlFor="stacy-question" className="sr-only">
          {t("inputLabel")}
        </label>
        <input
          id="stacy-question"
          name="q"
          defaultValue={trimmed}
          maxLength={300}
          placeholder={examples[0]}
          className="w-full rounded-lg border border-line bg-white px-4 py-3"
        />
        <button type="submit" className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700">
          {t("ask")}
        </button>
      </form>

      {!trimmed && (
        <div className="mt-6">
          <p className="text-sm text-muted">{t("examplesIntro")}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {examples.map((example) => (
              <li key={example}>
                <Link
                  href={`/askstacy?q=${encodeURIComponent(example)}`}
                  className="inline-block rounded-full border border-line bg-white px-3 py-1.5 text-sm hover:bg-brand-50"
                >
                  {example}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      {request && (
        <div className="mt-8 space-y-8" aria-live="polite">
          {understood && ran && (
            <section className="rounded-2xl border border-line bg-white p-5" aria-labelledby="stacy-understood">
              <h2 id="stacy-understood" className="font-semibold">
                {t("understoodHeading")}
              </h2>
              <p className="mt-1">{understood}</p>
              <SearchRan search={ran.search} problems={ran.problems} locale={locale} />
              <Link href={ran.href} className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
                {t("openSearch")}
              </Link>
            </section>
          )}
          {wantsHomes && ran && (
            <section aria-labelledby="stacy-homes">
              <h2 id="stacy-homes" className="text-xl font-semibold">
                {ran.datesNotice
                  ? t("datesCannotBeBooked")
                  : listings.length
                    ? total > listings.length
                      ? t("homesThatMatchCount", {
                          shown: formatNumber(listings.length, locale),
                          total: `${formatNumber(total, locale)}${ran.results?.totalCapped ? "+" : ""}`,
                        })
                      : t("homesThatMatch")
                    : t("noHomeMatches")}
              </h2>
              {ran.datesNotice && <p className="mt-2 text-muted">{ran.datesNotice}</p>}
              {!ran.datesNotice && listings.length === 0 && <p className="mt-2 text-muted">{t("noHomeMatchesHint")}</p>}
              <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {listings.map((listing) => (
                  <SearchResultCard key={listing.id} result={listing} href={productHrefOf(ran.search, listing.id)} />
                ))}
              </div>
            </section>
          )}
          {answers.length > 0 && (
            <section>
              <h2 className="text-xl font-semibold">{t("fromOurAnswers")}</h2>
              <div className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
                {answers.map((answer) => (
                  <div key={answer.id} className="p-4">
                    <h3 className="font-medium">{answer.question}</h3>
                    <p className="mt-1 text-muted">{answer.answer}</p>
                  </div>
                ))}
              </div>
            </section>
          )}
          {!understood && answers.length === 0 && <p className="text-muted">{t("notUnderstood")}</p>}
          <section className="rounded-2xl bg-brand-50 p-5">
            <h2 className="font-semibold">{t("personHeading")}</h2>
            <p className="mt-1 text-sm text-muted">{t("personText")}</p>
            <Link
              href="/contact"
              className="mt-3 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
            >
              {t("writeToTeam")}
            </Link>
          </section>
        </div>
      )}
    </div>
  );
}
