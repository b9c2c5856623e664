import { useAtomValue } from "jotai"
import { useId } from "react"
import { seesBusinessWidgets } from "../../core/rules/loyalty"
import type { Locale } from "../../core/schemas/common"
import { customerQueryAtom, useMessages } from "../session"
import { loyaltyCss } from "./loyalty.css"
import { loyaltyMessages } from "./loyalty.messages"
import { Style } from "../element/Style"

export interface BusinessWidgetsProps {
  readonly locale?: Locale | null
  /** The business pages this customer may open (the host decides them by its routes). */
  readonly links: ReadonlyArray<{ readonly href: string; readonly label: string }>
  readonly onNavigate?: (href: string) => void
}

/** The business widget (part 1 §2.3): companies, or persons with a listed id; the business pages at hand. */
export function BusinessWidgets({ locale, links, onNavigate }: BusinessWidgetsProps) {
  const t = useMessages(loyaltyMessages, locale)
  const customer = useAtomValue(customerQueryAtom).data
  const titleId = useId()
  if (!customer || !seesBusinessWidgets(customer) || links.length === 0) return null
  return (
    <section className="ise-loyalty__business" aria-labelledby={titleId} data-testid="business-widgets">
      <Style css={loyaltyCss} />
      <h2 id={titleId}>{t("business.title")}</h2>
      <p>{t("business.text")}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={(e) => {
                if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
                e.preventDefault()
                onNavigate(link.href)
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
