import { EditableMarketingPage } from "./editable-marketing-page";
import type { CountryCode } from "@/lib/countries";
import { corporateStays } from "../pages/products";
import { EnquiryForm } from "./enquiry-form";

/** /stay-corp and /corporatestays (and its country variants): the offer and an enquiry form. */
export async function CorporateStaysPage({ country }: { country: CountryCode }) {
  return (
    <EditableMarketingPage content={corporateStays(country)} introKey="stay-corp.intro">
      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="corporate-enquiry">
        <div className="max-w-2xl rounded-2xl border border-line bg-white p-6">
          <h2 id="corporate-enquiry" className="text-xl font-semibold">
            Tell us what your team needs
          </h2>
          <p className="mt-1 text-sm text-muted">
            Cities, dates, number of people and budget: our team answers by email with homes and rates.
          </p>
          <div className="mt-5">
            <EnquiryForm source="corporatestays" country={country} defaultTopic="corporate" />
          </div>
        </div>
      </section>
    </EditableMarketingPage>
  );
}
