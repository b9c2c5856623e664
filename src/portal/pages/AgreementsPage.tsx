import { useEffect, useState } from "react"
import { AgreementsList } from "../../widgets/agreements"
import { OfferRejectedNotice } from "../../widgets/charging"
import { currentLocation, dropQueryParam, navigate } from "../app/router"

/** /lepingud; after an offer was declined (`?offer=rejected`) it says "Pakkumusest keeldutud" once. */
export default function AgreementsPage() {
  // Kept, then taken out of the address: a reload must not say it again.
  const [rejected] = useState(() => new URLSearchParams(currentLocation().search).get("offer") === "rejected")
  useEffect(() => dropQueryParam("offer"), [])
  return (
    <>
      {rejected && <OfferRejectedNotice />}
      <AgreementsList navigate={(path) => navigate(path)} />
    </>
  )
}
