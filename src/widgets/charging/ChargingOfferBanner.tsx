import { useAtomValue } from "jotai"
import type { FeatureTranslate } from "../../core/i18n/translate"
import { offerText, pendingChargingOffer } from "../../core/rules/charging"
import type { Locale } from "../../core/schemas/common"
import { useLocale, useMessages } from "../session"
import { uiCss } from "../ui/ui.css"
import { chargingCss } from "./charging.css"
import { chargingBannerMessages } from "./chargingBanner.messages"
import { chargingAgreementsQueryAtom } from "./charging.queries"
import { Style } from "../element/Style"

export const CHARGING_OFFER_PATH = "/laadimine/leping"

export interface ChargingOfferBannerProps {
  readonly locale?: Locale | null
  /** Opens the offer; without it the link is followed. */
  readonly onOpen?: (href: string) => void
}

/**
 * The front page's charging offer banner (part 1 §2.3): shown while the customer has a PENDING charging
 * offer, linking to /laadimine/leping. Nothing otherwise (a banner that failed to load is left out: the
 * offer itself is on /lepingud too).
 */
export function ChargingOfferBanner({ locale, onOpen }: ChargingOfferBannerProps) {
  const t: FeatureTranslate<keyof typeof chargingBannerMessages.et> = useMessages(chargingBannerMessages, locale)
  const lang = useLocale(locale)
  const query = useAtomValue(chargingAgreementsQueryAtom)
  const offer = pendingChargingOffer(query.data ?? [])
  if (!offer) return null
  return (
    <section className="ise-charging__banner" aria-labelledby="chg-banner-title" data-testid="charging-offer-banner">
      <Style css={uiCss} />
      <Style css={chargingCss} />
      <h2 id="chg-banner-title">{t("charging.banner.title")}</h2>
      <p>
        {t("charging.banner.text", {
          contractNumber: offer.contractNumber,
          service:
            (offer.serviceOption && offerText(lang, offer.serviceOption.name, offer.serviceOption.nameEn, offer.serviceOption.nameRu)) ??
            t("charging.banner.service"),
        })}
      </p>
      <a
        className="ise-charging__banner-link ise-ui__button"
        href={CHARGING_OFFER_PATH}
        onClick={(e) => {
          if (!onOpen) return
          e.preventDefault()
          onOpen(CHARGING_OFFER_PATH)
        }}
      >
        {t("charging.banner.open")}
      </a>
    </section>
  )
}
