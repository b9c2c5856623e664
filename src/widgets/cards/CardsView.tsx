import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { formatMoney } from "../../core/i18n/numbers"
import { formatCalendarDate } from "../../core/i18n/calendarDate"
import { CARDS_PAGE_SIZE, showCardsAsList } from "../../core/rules/cards"
import { CardTypes, type Card, type CardSortField, type CardType } from "../../core/schemas/cards"
import { customerIdAtom, customerQueryAtom, useLocale, useMessages } from "../session"
import { failureOf, LoadError, type LoadFailure } from "../ui/LoadError"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { dismissToast, showToast, Toaster, useToasts } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { ChangeCardModal, NewCardModal, PinChangeModal } from "./CardModals"
import { cardsCss } from "./cards.css"
import { cardsMessages } from "./cards.messages"
import {
  cardCountQueryAtoms,
  cardsListAtom,
  cardsQueryAtom,
  cardTotalQueryAtoms,
  hasCardWithoutLimitQueryAtom,
  type CardsListState,
} from "./cards.queries"
import { IdCreditApplicationModal, IdCreditInfoModal, useSeesIdCreditPromo } from "./IdCredit"
import { idCreditMessages } from "./idCredit.messages"

/** Typing in the search field reaches the address (and the server) after this pause. */
const SEARCH_DELAY_MS = 300
/** The limits warning stays this long (or until closed). */
const WARNING_MS = 10_000

export interface CardsViewProps {
  /** The list state; the page keeps it in the address. */
  readonly state: CardsListState
  /** `replace` for typing in the search field: one history entry per search, not per letter. */
  readonly onStateChange: (state: CardsListState, options?: { replace?: boolean }) => void
  /** A card request was sent (an element emits its event). */
  readonly onCardRequested?: (cardType: CardType) => void
  /** A card's limit, block or PIN was changed. */
  readonly onCardChanged?: (remoteCardId: string) => void
}

type OpenModal =
  | { kind: "new"; cardType: CardType }
  | { kind: "change"; card: Card }
  | { kind: "idCreditInfo" }
  | { kind: "idCreditApply" }
  | null

/** /kaardid: payment and discount cards, active or blocked, searched, sorted and paged by the server. */
export function CardsView({ state, onStateChange, onCardRequested, onCardChanged }: CardsViewProps) {
  const t = useMessages(cardsMessages)
  const ti = useMessages(idCreditMessages)
  const isPerson = useAtomValue(customerQueryAtom).data?.isPerson === true
  const mayApply = useSeesIdCreditPromo()
  const totals = {
    PAYMENT_CARD: useAtomValue(cardTotalQueryAtoms.PAYMENT_CARD),
    DISCOUNT_CARD: useAtomValue(cardTotalQueryAtoms.DISCOUNT_CARD),
  }
  // Part 2: cards as cards while both types have 6 or fewer, else the list; the list while unknown after a failure.
  const view: "cards" | "list" | null =
    totals.PAYMENT_CARD.isError || totals.DISCOUNT_CARD.isError
      ? "list"
      : totals.PAYMENT_CARD.data == null || totals.DISCOUNT_CARD.data == null
        ? null
        : showCardsAsList(totals.PAYMENT_CARD.data, totals.DISCOUNT_CARD.data)
          ? "list"
          : "cards"
  const locale = useLocale()
  const setList = useSetAtom(cardsListAtom)
  // Before paint, so the first query already asks for what the address says.
  useLayoutEffect(() => setList(state), [state, setList])

  const query = useAtomValue(cardsQueryAtom)
  const counts = {
    PAYMENT_CARD: useAtomValue(cardCountQueryAtoms.PAYMENT_CARD),
    DISCOUNT_CARD: useAtomValue(cardCountQueryAtoms.DISCOUNT_CARD),
  }
  const [modal, setModal] = useState<OpenModal>(null)
  const page = query.data
  const change = (patch: Partial<CardsListState>, options?: { replace?: boolean }) =>
    onStateChange({ ...state, page: 0, ...patch }, options)

  useLimitsWarning(t("cards.limitsWarning"))

  // Active and blocked counts are learned lazily: each from the first answer without a search.
  const customerId = useAtomValue(customerIdAtom)
  const [stateCounts, setStateCounts] = useState<Record<string, number>>({})
  useEffect(() => setStateCounts({}), [customerId])
  const countKey = (blocked: boolean) => `${state.cardType}:${blocked}`
  useEffect(() => {
    if (page && !query.isPlaceholderData && state.search.trim() === "")
      setStateCounts((c) => ({ ...c, [countKey(state.blocked)]: page.totalElements }))
  }, [page, query.isPlaceholderData]) // eslint-disable-line react-hooks/exhaustive-deps

  const columns: ReadonlyArray<DataTableColumn<Card, CardSortField>> = [
    { key: "type", header: t("cards.col.type"), render: (c) => t(c.isEidCard ? "cards.type.eid" : `cards.type.${c.cardType}`) },
    { key: "number", header: t("cards.col.number"), sortField: "REMOTE_CARD_ID", render: (c) => c.remoteCardId },
    { key: "name", header: t("cards.col.name"), sortField: "NAME", render: (c) => c.name ?? "—" },
    {
      key: "limit",
      header: t("cards.col.limit"),
      sortField: "MONTHLY_LIMIT",
      numeric: true,
      render: (c) =>
        c.cardType === "DISCOUNT_CARD" ? "—" : c.monthlyLimit == null ? t("cards.noLimit") : formatMoney(locale, c.monthlyLimit),
    },
    {
      key: "used",
      header: t("cards.col.used"),
      numeric: true,
      render: (c) => (c.cardType === "DISCOUNT_CARD" || c.creditUsed == null ? "—" : formatMoney(locale, c.creditUsed)),
    },
    {
      key: "actions",
      header: <span className="ise-ui__sr">{t("cards.col.actions")}</span>,
      render: (c) => (
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary ise-ui__button--small"
          aria-label={t("cards.editLabel", { number: c.remoteCardId })}
          onClick={() => setModal({ kind: "change", card: c })}
        >
          {t("cards.edit")}
        </button>
      ),
    },
  ]

  return (
    <div className="ise-cards__root">
      <style>{uiCss}</style>
      <style>{cardsCss}</style>
      <div className="ise-cards__actions">
        <button type="button" className="ise-ui__button" onClick={() => setModal({ kind: "new", cardType: "PAYMENT_CARD" })}>
          {t("cards.orderPayment")}
        </button>
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary"
          onClick={() => setModal({ kind: "new", cardType: "DISCOUNT_CARD" })}
        >
          {t("cards.orderDiscount")}
        </button>
        {isPerson && (
          <button type="button" className="ise-cards__info" onClick={() => setModal({ kind: "idCreditInfo" })}>
            {ti("idCredit.info.open")}
          </button>
        )}
      </div>
      <div className="ise-cards__tabs" role="tablist" aria-label={t("cards.tabs")}>
        {CardTypes.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`ise-cards-tab-${type}`}
            aria-controls="ise-cards-panel"
            aria-selected={state.cardType === type}
            tabIndex={state.cardType === type ? 0 : -1}
            className="ise-cards__tab"
            onClick={() => change({ cardType: type })}
            onKeyDown={(e) => {
              if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return
              // Arrow keys move between the two tabs and take the focus along (WAI-ARIA tabs).
              const next: CardType = state.cardType === "PAYMENT_CARD" ? "DISCOUNT_CARD" : "PAYMENT_CARD"
              change({ cardType: next })
              e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#ise-cards-tab-${next}`)?.focus()
            }}
          >
            {t(`cards.tab.${type}`, { count: counts[type].data ?? "…" })}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="ise-cards-panel" aria-labelledby={`ise-cards-tab-${state.cardType}`}>
        <div className="ise-cards__filters">
          <div className="ise-cards__switch" role="group" aria-label={t("cards.state")}>
            {[false, true].map((blocked) => {
              const label = t(blocked ? "cards.state.blocked" : "cards.state.active")
              const known = stateCounts[countKey(blocked)]
              return (
                <button
                  key={String(blocked)}
                  type="button"
                  aria-pressed={state.blocked === blocked}
                  className="ise-cards__switch-button"
                  data-testid={blocked ? "show-blocked" : "show-active"}
                  onClick={() => change({ blocked })}
                >
                  {known == null ? label : t(blocked ? "cards.state.blockedCount" : "cards.state.activeCount", { count: known })}
                </button>
              )
            })}
          </div>
          <SearchField value={state.search} label={t("cards.search")} onSearch={(search) => change({ search }, { replace: true })} />
        </div>
        <p className="ise-ui__sr" role="status">
          {page && t("cards.found", { count: page.totalElements })}
        </p>
        {view === "cards" ? (
          <CardTiles
            cards={page ? page.content : query.isError ? [] : null}
            error={failureOf(query)}
            loading={query.isFetching}
            onEdit={(card) => setModal({ kind: "change", card })}
          />
        ) : view === "list" ? (
          <DataTable
            testId="cards-table"
            columns={columns}
            rows={page ? page.content : query.isError ? [] : null}
            rowKey={(c) => c.remoteCardId}
            sort={state.sort}
            onSortChange={(sort) => change({ sort })}
            page={state.page}
            pageSize={CARDS_PAGE_SIZE}
            total={page?.totalElements ?? 0}
            onPageChange={(p) => onStateChange({ ...state, page: p })}
            loading={query.isFetching}
            error={failureOf(query)}
            emptyText={t("cards.empty")}
          />
        ) : (
          <p className="ise-portal__loading" role="status">
            {t("common.loading")}
          </p>
        )}
      </div>
      {modal?.kind === "new" && (
        <NewCardModal cardType={modal.cardType} onClose={() => setModal(null)} onSaved={() => onCardRequested?.(modal.cardType)} />
      )}
      {modal?.kind === "change" && modal.card.isEidCard && (
        <PinChangeModal card={modal.card} onClose={() => setModal(null)} onSaved={() => onCardChanged?.(modal.card.remoteCardId)} />
      )}
      {modal?.kind === "change" && !modal.card.isEidCard && (
        <ChangeCardModal card={modal.card} onClose={() => setModal(null)} onSaved={() => onCardChanged?.(modal.card.remoteCardId)} />
      )}
      {modal?.kind === "idCreditInfo" && (
        <IdCreditInfoModal onClose={() => setModal(null)} {...(mayApply ? { onApply: () => setModal({ kind: "idCreditApply" }) } : {})} />
      )}
      {modal?.kind === "idCreditApply" && (
        <IdCreditApplicationModal
          onClose={() => setModal(null)}
          onSent={(email) => {
            setModal(null)
            showToast(ti("idCredit.apply.sent", { email }), { kind: "success" })
          }}
        />
      )}
      <Toaster />
    </div>
  )
}

/** The card view (6 or fewer cards of each type): one tile per card with its edit button. */
function CardTiles({
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

/** The search field: the list follows after a short pause in typing, or at once on Enter. */
function SearchField({ value, label, onSearch }: { value: string; label: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value)
  const onSearchRef = useRef(onSearch)
  onSearchRef.current = onSearch
  // Back or another customer changes the address: the field shows what the list is searched by.
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onSearchRef.current(text), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, value])
  return (
    <form
      role="search"
      className="ise-ui__field"
      onSubmit={(e) => {
        e.preventDefault()
        if (text !== value) onSearch(text)
      }}
    >
      <label htmlFor="ise-cards-search">{label}</label>
      <input id="ise-cards-search" type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
    </form>
  )
}

/** The warning toast of part 3 "Card limits warning": once per customer, in the language shown. */
function useLimitsWarning(message: string) {
  const customerId = useAtomValue(customerIdAtom)
  const hasCardWithoutLimit = useAtomValue(hasCardWithoutLimitQueryAtom).data
  const warnedFor = useRef<number | null>(null)
  const shown = useRef<{ toastId: number; message: string } | null>(null)
  const toasts = useToasts()
  useEffect(() => {
    if (hasCardWithoutLimit !== true || customerId == null || warnedFor.current === customerId) return
    warnedFor.current = customerId
    shown.current = { toastId: showToast(message, { durationMs: WARNING_MS }), message }
  }, [hasCardWithoutLimit, customerId, message])
  // Another language: a warning still on screen is shown again in it.
  useEffect(() => {
    const current = shown.current
    if (!current || current.message === message || !toasts.some((toast) => toast.id === current.toastId)) return
    dismissToast(current.toastId)
    shown.current = { toastId: showToast(message, { durationMs: WARNING_MS }), message }
  }, [message]) // eslint-disable-line react-hooks/exhaustive-deps
}
