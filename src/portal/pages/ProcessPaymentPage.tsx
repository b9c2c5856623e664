import { ProcessPayment } from "../../widgets/payments"
import { navigate, useLocation } from "../app/router"

/** /process-payment: the bank's and the card processor's return address (spec part 3). */
export default function ProcessPaymentPage() {
  const { search } = useLocation()
  return <ProcessPayment search={search} onDone={(outcome) => navigate(`/arved?payment=${outcome}`, { replace: true })} />
}
