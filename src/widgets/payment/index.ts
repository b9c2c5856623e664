export { PaymentResultMessage, paymentResultOf, type PaymentResult } from "./PaymentResultMessage"
