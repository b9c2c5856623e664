import { AgreementsList } from "../../widgets/agreements"
import { navigate } from "../app/router"

/** /lepingud */
export default function AgreementsPage() {
  return <AgreementsList navigate={(path) => navigate(path)} />
}
