import { lazy, Suspense } from "react"
import type { PaymentModalProps } from "./PaymentModal"

/**
 * The payment modal's code (methods, bank links, the payment rules) loads when "Maksa" is pressed,
 * not with the list. Element scripts are one file each: their build takes paymentModal.eager.tsx instead.
 */
export const preloadPaymentModal = (): Promise<unknown> => import("./PaymentModal")
const PaymentModalOnDemand = lazy(() => import("./PaymentModal").then((m) => ({ default: m.PaymentModal })))

/** The payment modal (spec part 1 §4.3), loaded on first use. */
export function PaymentModal(props: PaymentModalProps) {
  return (
    <Suspense fallback={null}>
      <PaymentModalOnDemand {...props} />
    </Suspense>
  )
}
