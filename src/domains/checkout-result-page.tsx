import { CheckoutResultPage as StayCheckoutResultPage } from "@/domains/bookings/components/checkout-result-page";
import { StayTravelInsurance } from "@/domains/insurance/components/stay-policy";

/**
 * /checkout/{reference}: how the guest's checkout ended (bookings), with what other domains sold with the stay
 * below its details: the travel insurance policy (insurance). Composed here so bookings imports neither.
 */
export function CheckoutResultPage({ reference }: { reference: string }) {
  return (
    <StayCheckoutResultPage
      reference={reference}
      stayExtras={({ actor, reference: booking }) => <StayTravelInsurance actor={actor} reference={booking} />}
    />
  );
}
