import { IdCreditConfirmation } from "../../widgets/cards"
import { navigate, useLocation } from "../app/router"

/** /confirm-id-credit/{id}: the e-mailed link of an ID credit card application (part 3 §4). */
export default function ConfirmIdCreditPage() {
  const { path } = useLocation()
  const token = decodeURIComponent(path.split("/")[2] ?? "")
  return <IdCreditConfirmation token={token} onDone={() => navigate("/", { replace: true })} />
}
