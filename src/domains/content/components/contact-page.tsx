import type { CountryCode } from "@/lib/countries";
import { COUNTRIES } from "@/lib/countries";
import { EnquiryForm } from "./enquiry-form";

const OFFICES: Record<CountryCode, { city: string; address: string; phone: string; hours: string }> = {
  malaysia: {
    city: "Kuala Lumpur",
    address: "Level 12, Menara Binjai, 2 Jalan Binjai, 50450 Kuala Lumpur",
    phone: "+60 3-2181 4400",
    hours: "Mon–Sat, 9 am–7 pm",
  },
  philippines: {
    city: "Makati",
    address: "18F Zuellig Building, Makati Avenue, Makati City 1225",
    phone: "+63 2 8812 5500",
    hours: "Mon–Sat, 9 am–7 pm",
  },
  indonesia: {
    city: "Jakarta",
    address: "Menara Astra, Jl. Jend. Sudirman Kav. 5-6, Jakarta 10220",
    phone: "+62 21 5091 8800",
    hours: "Mon–Sat, 9 am–7 pm",
  },
  thailand: {
    city: "Bangkok",
    address: "Park Ventures Ecoplex, 57 Wireless Road, Bangkok 10330",
    phone: "+66 2 108 4400",
    hours: "Mon–Sat, 9 am–7 pm",
  },
};

/** /contact and its country variants: the enquiry form and the local office. */
export function ContactPage({ country }: { country: CountryCode }) {
  const office = OFFICES[country];
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
      <div>
        <h1 className="text-3xl font-semibold">Contact us</h1>
        <p className="mt-2 text-muted">
          A question about a stay, listing a property or a partnership: write to us and our team answers by email. Every
          message gets a reference.
        </p>
        <div className="mt-8">
          <EnquiryForm source="contact" country={country} />
        </div>
      </div>
      <aside className="h-fit rounded-2xl border border-line bg-white p-6 text-sm">
        <h2 className="text-lg font-semibold">Our office in {COUNTRIES[country].nameInSentence}</h2>
        <p className="mt-3">{office.address}</p>
        <p className="mt-2">
          <a className="text-brand-700 underline" href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}>
            {office.phone}
          </a>
        </p>
        <p className="mt-2 text-muted">{office.hours}</p>
      </aside>
    </div>
  );
}
