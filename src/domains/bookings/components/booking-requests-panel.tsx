import { getTranslations } from "next-intl/server";
import { formatMoney } from "@/lib/money";
import { ClientMessages } from "@/i18n/client-messages";
import type { Actor } from "@/server/access";
import { db } from "@/server/db";
import { findBookingRequests, type BookingRequest } from "../requests";
import { RequestAnswer } from "./request-answer";
import { stayWords } from "./stay-words";

type Words = Awaited<ReturnType<typeof getTranslations<"dashboardBookings.requests">>>;

/** "23 h 10 min left", from now to an instant (rendered on the server at each load). */
function timeLeft(t: Words, expiresAt: string | null, now: Date): string {
  if (!expiresAt) return "";
  const minutes = Math.floor((Date.parse(expiresAt) - now.getTime()) / 60_000);
  if (minutes <= 0) return t("expiringNow");
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t("hoursLeft", { hours, minutes: minutes % 60 }) : t("minutesLeft", { minutes });
}

/**
 * The top of the supplier's listings page: requests to book waiting for their answer, with the guest, the
 * stay, the total and the time left, to accept or decline. Nothing at all when there are none.
 */
export async function BookingRequestsPanel({ actor }: { actor: Actor }) {
  const requests = await findBookingRequests(db(), { actor });
  if (requests.length === 0) return null;
  const t = await getTranslations("dashboardBookings.requests");
  const now = new Date();
  // The answers' words: this panel sits on another area's page (the listings), so it sends its own.
  return (
    <ClientMessages page="dashboardBookings">
      <section
        aria-labelledby="booking-requests"
        className="mb-6 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
        data-testid="booking-requests"
      >
        <h2 id="booking-requests" className="text-lg font-semibold">
          {t("heading", { count: requests.length })}
        </h2>
        <p className="mt-1 text-sm text-muted">{t("intro")}</p>
        <ul className="mt-4 space-y-3">
          {requests.map((request) => (
            <RequestRow key={request.reference} t={t} request={request} left={timeLeft(t, request.expiresAt, now)} />
          ))}
        </ul>
      </section>
    </ClientMessages>
  );
}

function RequestRow({ t, request, left }: { t: Words; request: BookingRequest; left: string }) {
  return (
    <li
      className="rounded-xl border border-line bg-white p-4"
      data-testid="booking-request"
      data-reference={request.reference}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {request.propertyTitle}
            {request.unitName !== "Entire place" ? (
              <span className="font-normal text-muted"> · {request.unitName}</span>
            ) : null}
          </p>
          <p className="text-sm">
            <span className="font-medium">{stayWords(request)}</span> · {t("guests", { count: request.guestCount })}
          </p>
          <p className="text-sm text-muted">
            {request.guestName} ({request.guestEmail}) · <span className="font-mono">{request.reference}</span>
          </p>
        </div>
        <div className="text-right">
          <p className="font-semibold">
            {formatMoney({ amountMinor: request.totalMinor, currency: request.currency }, { exact: true })}
          </p>
          {left && <p className="text-sm text-amber-900">{left}</p>}
        </div>
      </div>
      <RequestAnswer reference={request.reference} guestName={request.guestName} />
    </li>
  );
}
