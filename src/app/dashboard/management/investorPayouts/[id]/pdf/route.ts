import { investorPayoutPdfResponse } from "@/app/dashboard/investor-payout-pdf";

/** An investor payout's PDF (investor-payout-pdf.ts decides who may read it). */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  return investorPayoutPdfResponse(request, (await params).id);
}
