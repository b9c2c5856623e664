import { useAtomValue } from "jotai"
import { useId } from "react"
import { coffeeStampsOf, loyaltyCardOf, nextLevelOf, seesLoyalty } from "../../core/rules/loyalty"
import type { Locale } from "../../core/schemas/common"
import { CarWashDiscountPercent, CoffeeStampsToCollect, LoyaltyExtraDiscountLitres } from "../../core/schemas/loyalty"
import { customerQueryAtom, useMessages } from "../session"
import { uiCss } from "../ui/ui.css"
import { loyaltyCss } from "./loyalty.css"
import { loyaltyMessages } from "./loyalty.messages"
import { loyaltyLevelsQueryAtom } from "./loyalty.queries"
import { Style } from "../element/Style"

/** Where the retailer's app is (configurable per host: the element's attributes). */
export const APP_STORE_HREF = "https://apps.apple.com/ee/"
export const GOOGLE_PLAY_HREF = "https://play.google.com/store/apps"

export interface LoyaltySectionProps {
  readonly locale?: Locale | null
  readonly appStoreHref?: string | null
  readonly googlePlayHref?: string | null
}

/**
 * The front page loyalty section, persons only (part 3 "Front page loyalty section", part 1 §2.3):
 * the fuel-discount card (litres this month, the current and next discount in s/L, the 100 L
 * threshold, IDC/IDC2, "Erisoodus" for privileged groups), the coffee card, the car-wash card and
 * the app-store links on phones. Renders nothing for anyone but a person.
 */
export function LoyaltySection({ locale, appStoreHref, googlePlayHref }: LoyaltySectionProps) {
  const t = useMessages(loyaltyMessages, locale)
  const customer = useAtomValue(customerQueryAtom).data
  const levelsQuery = useAtomValue(loyaltyLevelsQueryAtom)
  const titleId = useId()
  if (!customer || !seesLoyalty(customer)) return null
  const levels = levelsQuery.data ?? []
  const card = loyaltyCardOf(customer, levels)
  const next = nextLevelOf(card, levels)
  const coffee = coffeeStampsOf(customer)
  const threshold = next?.threshold ?? LoyaltyExtraDiscountLitres
  return (
    <section className="ise-loyalty__root" aria-labelledby={titleId} data-testid="loyalty-section">
      <Style css={uiCss + loyaltyCss} />
      <h2 id={titleId}>{t("loyalty.title")}</h2>
      <ul className="ise-loyalty__cards">
        <li className="ise-loyalty__card" data-testid="loyalty-fuel">
          <h3>
            <span>{t("loyalty.fuel.title")}</span>
            {!card.isPrivilegedGroup && card.levelId && (
              <span className="ise-loyalty__level">{t("loyalty.fuel.level", { level: card.levelId })}</span>
            )}
          </h3>
          {card.isPrivilegedGroup ? (
            <>
              <p className="ise-loyalty__big">{t("loyalty.fuel.privileged")}</p>
              <p className="ise-loyalty__note">{t("loyalty.fuel.privilegedText")}</p>
            </>
          ) : levelsQuery.isError ? (
            <p role="alert">{t("loyalty.failed")}</p>
          ) : (
            <>
              <dl className="ise-loyalty__figures">
                <div>
                  <dt>{t("loyalty.fuel.litres")}</dt>
                  <dd>{t("loyalty.fuel.amount", { litres: card.fuelCapacity })}</dd>
                </div>
                <div>
                  <dt>{t("loyalty.fuel.current")}</dt>
                  <dd>{t("loyalty.fuel.discount", { discount: card.currentDiscount })}</dd>
                </div>
                <div>
                  <dt>{t("loyalty.fuel.next", { threshold })}</dt>
                  <dd>{t("loyalty.fuel.discount", { discount: card.fuelDiscount })}</dd>
                </div>
              </dl>
              <progress
                className="ise-loyalty__bar"
                max={threshold}
                value={Math.min(card.fuelCapacity, threshold)}
                aria-label={t("loyalty.fuel.progress", { threshold })}
              />
              <p className="ise-loyalty__note">
                {next ? t("loyalty.fuel.toGo", { litres: next.litresToGo, extra: next.extraDiscount }) : t("loyalty.fuel.top")}
              </p>
            </>
          )}
        </li>
        <li className="ise-loyalty__card" data-testid="loyalty-coffee">
          <h3>{t("loyalty.coffee.title")}</h3>
          <p>{t("loyalty.coffee.text")}</p>
          <ol
            className="ise-loyalty__stamps"
            aria-label={t("loyalty.coffee.stamps", { stamps: coffee.stamps, total: CoffeeStampsToCollect })}
          >
            {Array.from({ length: CoffeeStampsToCollect + 1 }, (_, i) => (
              <li
                key={i}
                aria-hidden="true"
                className={`ise-loyalty__stamp${i < coffee.stamps ? " ise-loyalty__stamp--on" : ""}${i === CoffeeStampsToCollect ? " ise-loyalty__stamp--free" : ""}`}
              >
                {i === CoffeeStampsToCollect ? "5." : i < coffee.stamps ? "✓" : ""}
              </li>
            ))}
          </ol>
          <p className="ise-loyalty__note">
            {coffee.nextFree
              ? t("loyalty.coffee.free")
              : t("loyalty.coffee.stamps", { stamps: coffee.stamps, total: CoffeeStampsToCollect })}
          </p>
        </li>
        <li className="ise-loyalty__card" data-testid="loyalty-wash">
          <h3>{t("loyalty.wash.title")}</h3>
          <p className="ise-loyalty__big">{t("loyalty.wash.discount", { percent: CarWashDiscountPercent })}</p>
          <p className="ise-loyalty__note">{t("loyalty.wash.text")}</p>
        </li>
      </ul>
      <div className="ise-loyalty__apps" data-testid="loyalty-apps">
        <h3>{t("loyalty.apps.title")}</h3>
        <a href={appStoreHref || APP_STORE_HREF} target="_blank" rel="noopener noreferrer">
          {t("loyalty.apps.appStore")}
        </a>
        <a href={googlePlayHref || GOOGLE_PLAY_HREF} target="_blank" rel="noopener noreferrer">
          {t("loyalty.apps.googlePlay")}
        </a>
      </div>
    </section>
  )
}
