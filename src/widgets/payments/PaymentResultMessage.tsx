import { useEffect, useState } from "react"
import { PAYMENT_MESSAGE_VISIBLE } from "../../core/rules/polling"
import * as Duration from "effect/Duration"
import { useT } from "../session"

export type PaymentResult = "success" | "error"

/** Reads `payment` from a query string: success, anything else an error, absent nothing. */
export const paymentResultOf = (search: string): PaymentResult | null => {
  const value = new URLSearchParams(search).get("payment")
  return value == null ? null : value === "success" ? "success" : "error"
}

/** "Makse oli edukas!" for 5 s, or "Makse ebaõnnestus!" until the page changes. */
export function PaymentResultMessage({ result }: { result: PaymentResult | null }) {
  const t = useT()
  const [visible, setVisible] = useState(result)
  useEffect(() => {
    setVisible(result)
    if (result !== "success") return
    const timer = setTimeout(() => setVisible(null), Duration.toMillis(PAYMENT_MESSAGE_VISIBLE))
    return () => clearTimeout(timer)
  }, [result])
  if (!visible) return null
  return (
    <p
      className={visible === "success" ? "ise-portal__alert ise-portal__alert--success" : "ise-portal__alert ise-portal__alert--error"}
      role="status"
      data-testid="payment-result"
    >
      {t(visible === "success" ? "payment.success" : "payment.error")}
    </p>
  )
}
