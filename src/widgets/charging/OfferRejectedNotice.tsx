import type { Locale } from "../../core/schemas/common"
import { useMessages } from "../session"
import { uiCss } from "../ui/ui.css"
import { chargingMessages } from "./charging.messages"
import { Style } from "../element/Style"

/** "Pakkumusest keeldutud" on the page a declined offer leads to (/lepingud, part 3 §4 "Charging wizard"). */
export function OfferRejectedNotice({ locale }: { locale?: Locale | null }) {
  const t = useMessages(chargingMessages, locale)
  return (
    <>
      <Style css={uiCss} />
      <p className="ise-ui__alert ise-ui__alert--success" role="status" data-testid="offer-rejected">
        {t("charging.rejected")}
      </p>
    </>
  )
}
