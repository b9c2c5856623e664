// The element scripts' twin of paymentModal.lazy.tsx (tsup.config.ts resolves `*.lazy` to `*.eager`):
// in a one-file bundle a lazy import only wraps modules and costs bytes.
export { PaymentModal } from "./PaymentModal"
export const preloadPaymentModal = (): Promise<unknown> => Promise.resolve()
