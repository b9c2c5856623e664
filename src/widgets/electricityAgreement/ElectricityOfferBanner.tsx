import { useAtomValue } from "jotai"
import { customerQueryAtom, useMessages } from "../session"
import { uiCss } from "../ui/ui.css"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import { electricityAgreementsQueryAtom } from "./electricityAgreement.queries"
import { wizardCss } from "./electricityAgreement.css"
import { Style } from "../element/Style"

/**
 * Part 1 §2.3: the electricity promo or offer banner by the customer's electricity agreements. A
 * pending offer: "view the offer" (/elekter/leping?offer=id); no active agreement: the promo to
 * conclude one (/elekter/leping); otherwise nothing.
 */
export function ElectricityOfferBanner({ onOpen }: { onOpen: (href: string) => void }) {
  const t = useMessages(electricityAgreementMessages)
  const customer = useAtomValue(customerQueryAtom).data
  const agreements = useAtomValue(electricityAgreementsQueryAtom)
  if (!customer) return null
  const offer = customer.hasPendingElectricityAgreements ? (agreements.data ?? []).find((a) => a.status === "PENDING") : undefined
  if (customer.hasPendingElectricityAgreements && !offer) return null
  if (!offer && customer.activeElectricityAgreementsCount > 0) return null
  const href = offer ? `/elekter/leping?offer=${offer.id}` : "/elekter/leping"
  return (
    <section
      className="ise-electricity-agreement__banner"
      aria-labelledby="ise-ew-banner-title"
      data-testid={offer ? "electricity-offer-banner" : "electricity-promo-banner"}
    >
      <Style css={uiCss} />
      <Style css={wizardCss} />
      <h2 id="ise-ew-banner-title">{offer ? t("ew.banner.offerTitle") : t("ew.banner.promoTitle")}</h2>
      <p>{offer ? t("ew.banner.offerText", { number: offer.contractNumber ?? String(offer.id) }) : t("ew.banner.promoText")}</p>
      <a
        className="ise-ui__button"
        href={href}
        onClick={(e) => {
          e.preventDefault()
          onOpen(href)
        }}
      >
        {offer ? t("ew.banner.offerButton") : t("ew.banner.promoButton")}
      </a>
    </section>
  )
}
