import { formatCalendarDate } from "../../core/i18n/calendarDate"
import { formatMoney } from "../../core/i18n/numbers"
import type { Card } from "../../core/schemas/cards"
import { useLocale, useMessages } from "../session"
import { LoadError, type LoadFailure } from "../ui/LoadError"
import { cardsMessages } from "./cards.messages"

/** The card view (6 or fewer cards of each type): one tile per card with its edit button. */
export function CardTiles({
  cards,
  error,
  loading,
  onEdit,
}: {
  cards: ReadonlyArray<Card> | null
  error: LoadFailure | null
  loading: boolean
  onEdit: (card: Card) => void
}) {
  const t = useMessages(cardsMessages)
  const locale = useLocale()
  if (error) return <LoadError testId="cards-tiles-error" {...error} />
  if (cards == null || (cards.length === 0 && loading))
    return (
      <p className="ise-portal__loading" role="status">
        {t("common.loading")}
      </p>
    )
  if (cards.length === 0) return <p className="ise-cards__empty">{t("cards.empty")}</p>
  return (
    <ul className="ise-cards__tiles" data-testid="cards-tiles" aria-busy={loading}>
      {cards.map((c) => (
        <li
          key={c.remoteCardId}
          className={c.isBlockedCard ? "ise-cards__tile ise-cards__tile--blocked" : "ise-cards__tile"}
          data-testid="card-tile"
        >
          <span className="ise-cards__tile-type">{t(c.isEidCard ? "cards.type.eid" : `cards.type.${c.cardType}`)}</span>
          <strong className="ise-cards__tile-number">{c.remoteCardId}</strong>
          <span className="ise-cards__tile-name">{c.name ?? "—"}</span>
          {c.cardType === "PAYMENT_CARD" && (
            <dl className="ise-cards__tile-figures">
              <div>
                <dt>{t("cards.col.limit")}</dt>
                <dd data-testid="card-limit">{c.monthlyLimit == null ? t("cards.noLimit") : formatMoney(locale, c.monthlyLimit)}</dd>
              </div>
              <div>
                <dt>{t("cards.col.used")}</dt>
                <dd>{c.creditUsed == null ? "—" : formatMoney(locale, c.creditUsed)}</dd>
              </div>
            </dl>
          )}
          {c.dateExpiry && (
            <span className="ise-cards__tile-meta">
              {t(c.isExpired ? "cards.expired" : "cards.validUntil", { date: formatCalendarDate(c.dateExpiry) })}
            </span>
          )}
          <button
            type="button"
            className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
            aria-label={t("cards.editLabel", { number: c.remoteCardId })}
            onClick={() => onEdit(c)}
          >
            {t("cards.edit")}
          </button>
        </li>
      ))}
    </ul>
  )
}
