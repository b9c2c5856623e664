import { useAtomValue, useSetAtom } from "jotai"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { formatMoney } from "../../core/i18n/numbers"
import { CARDS_PAGE_SIZE, showCardsAsList } from "../../core/rules/cards"
import { CardTypes, type Card, type CardSortField, type CardType } from "../../core/schemas/cards"
import { customerIdAtom, customerQueryAtom, useLocale, useMessages } from "../session"
import { failureOf } from "../ui/LoadError"
import { DataTable, type DataTableColumn } from "../ui/DataTable"
import { showToast, Toaster, type ToastNotice } from "../ui/Toast"
import { uiCss } from "../ui/ui.css"
import { ChangeCardModal, NewCardModal } from "./CardModals"
import { PinChangeModal } from "./PinChangeModal"
import { CardTiles } from "./CardTiles"
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
import { Style } from "../element/Style"

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
  const view = useCardsViewKind()
  const setList = useSetAtom(cardsListAtom)
  // Before paint, so the first query already asks for what the address says.
  useLayoutEffect(() => setList(state), [state, setList])

  const query = useAtomValue(cardsQueryAtom)
  const [modal, setModal] = useState<OpenModal>(null)
  const page = query.data
  const change = (patch: Partial<CardsListState>, options?: { replace?: boolean }) =>
    onStateChange({ ...state, page: 0, ...patch }, options)
  const columns = useCardColumns((card) => setModal({ kind: "change", card }))

  const limitsWarning = useLimitsWarning(t("cards.limitsWarning"))

  return (
    <div className="ise-cards__root">
      <Style css={uiCss} />
      <Style css={cardsCss} />
      <CardsActions onOpen={setModal} />
      <CardTypeTabs cardType={state.cardType} onChange={(cardType) => change({ cardType })} />
      <div role="tabpanel" id="ise-cards-panel" aria-labelledby={`ise-cards-tab-${state.cardType}`}>
        <div className="ise-cards__filters">
          <BlockedSwitch state={state} onChange={(blocked) => change({ blocked })} />
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
      <CardsModal modal={modal} setModal={setModal} onCardRequested={onCardRequested} onCardChanged={onCardChanged} />
      <Toaster notices={limitsWarning ? [limitsWarning] : []} />
    </div>
  )
}

/** Part 2: cards as cards while both types have 6 or fewer, else the list; the list while unknown after a failure. */
function useCardsViewKind(): "cards" | "list" | null {
  const totals = {
    PAYMENT_CARD: useAtomValue(cardTotalQueryAtoms.PAYMENT_CARD),
    DISCOUNT_CARD: useAtomValue(cardTotalQueryAtoms.DISCOUNT_CARD),
  }
  if (totals.PAYMENT_CARD.isError || totals.DISCOUNT_CARD.isError) return "list"
  if (totals.PAYMENT_CARD.data == null || totals.DISCOUNT_CARD.data == null) return null
  return showCardsAsList(totals.PAYMENT_CARD.data, totals.DISCOUNT_CARD.data) ? "list" : "cards"
}

/** The list view's columns; the last one opens a card's change. */
function useCardColumns(onEdit: (card: Card) => void): ReadonlyArray<DataTableColumn<Card, CardSortField>> {
  const t = useMessages(cardsMessages)
  const locale = useLocale()
  return [
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
          onClick={() => onEdit(c)}
        >
          {t("cards.edit")}
        </button>
      ),
    },
  ]
}

/** Ordering a payment or a discount card; for persons, the ID credit card's info. */
function CardsActions({ onOpen }: { onOpen: (modal: OpenModal) => void }) {
  const t = useMessages(cardsMessages)
  const ti = useMessages(idCreditMessages)
  const isPerson = useAtomValue(customerQueryAtom).data?.isPerson === true
  return (
    <div className="ise-cards__actions">
      <button type="button" className="ise-ui__button" onClick={() => onOpen({ kind: "new", cardType: "PAYMENT_CARD" })}>
        {t("cards.orderPayment")}
      </button>
      <button
        type="button"
        className="ise-ui__button ise-ui__button--secondary"
        onClick={() => onOpen({ kind: "new", cardType: "DISCOUNT_CARD" })}
      >
        {t("cards.orderDiscount")}
      </button>
      {isPerson && (
        <button type="button" className="ise-cards__info" onClick={() => onOpen({ kind: "idCreditInfo" })}>
          {ti("idCredit.info.open")}
        </button>
      )}
    </div>
  )
}

/** The payment and discount tabs with the count the list's filters find of each. */
function CardTypeTabs({ cardType, onChange }: { cardType: CardType; onChange: (cardType: CardType) => void }) {
  const t = useMessages(cardsMessages)
  const counts = {
    PAYMENT_CARD: useAtomValue(cardCountQueryAtoms.PAYMENT_CARD),
    DISCOUNT_CARD: useAtomValue(cardCountQueryAtoms.DISCOUNT_CARD),
  }
  return (
    <div className="ise-cards__tabs" role="tablist" aria-label={t("cards.tabs")}>
      {CardTypes.map((type) => (
        <button
          key={type}
          type="button"
          role="tab"
          id={`ise-cards-tab-${type}`}
          aria-controls="ise-cards-panel"
          aria-selected={cardType === type}
          tabIndex={cardType === type ? 0 : -1}
          className="ise-cards__tab"
          onClick={() => onChange(type)}
          onKeyDown={(e) => {
            if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return
            // Arrow keys move between the two tabs and take the focus along (WAI-ARIA tabs).
            const next: CardType = cardType === "PAYMENT_CARD" ? "DISCOUNT_CARD" : "PAYMENT_CARD"
            onChange(next)
            e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`#ise-cards-tab-${next}`)?.focus()
          }}
        >
          {t(`cards.tab.${type}`, { count: counts[type].data ?? "…" })}
        </button>
      ))}
    </div>
  )
}

/** Active or blocked cards; each button says how many once a list without a search has told it. */
function BlockedSwitch({ state, onChange }: { state: CardsListState; onChange: (blocked: boolean) => void }) {
  const t = useMessages(cardsMessages)
  const countOf = useStateCounts(state)
  return (
    <div className="ise-cards__switch" role="group" aria-label={t("cards.state")}>
      {[false, true].map((blocked) => {
        const label = t(blocked ? "cards.state.blocked" : "cards.state.active")
        const known = countOf(blocked)
        return (
          <button
            key={String(blocked)}
            type="button"
            aria-pressed={state.blocked === blocked}
            className="ise-cards__switch-button"
            data-testid={blocked ? "show-blocked" : "show-active"}
            onClick={() => onChange(blocked)}
          >
            {known == null ? label : t(blocked ? "cards.state.blockedCount" : "cards.state.activeCount", { count: known })}
          </button>
        )
      })}
    </div>
  )
}

/** Active and blocked counts are learned lazily: each from the first answer without a search. */
function useStateCounts(state: CardsListState): (blocked: boolean) => number | undefined {
  const query = useAtomValue(cardsQueryAtom)
  const page = query.data
  const customerId = useAtomValue(customerIdAtom)
  const [stateCounts, setStateCounts] = useState<Record<string, number>>({})
  useEffect(() => setStateCounts({}), [customerId])
  const countKey = (blocked: boolean) => `${state.cardType}:${blocked}`
  useEffect(() => {
    if (page && !query.isPlaceholderData && state.search.trim() === "")
      setStateCounts((c) => ({ ...c, [countKey(state.blocked)]: page.totalElements }))
  }, [page, query.isPlaceholderData]) // eslint-disable-line react-hooks/exhaustive-deps
  return (blocked) => stateCounts[countKey(blocked)]
}

/** The open modal: a new card, a card's change or PIN, the ID credit card's info or application. */
function CardsModal({
  modal,
  setModal,
  onCardRequested,
  onCardChanged,
}: Pick<CardsViewProps, "onCardRequested" | "onCardChanged"> & { modal: OpenModal; setModal: (modal: OpenModal) => void }) {
  const ti = useMessages(idCreditMessages)
  const mayApply = useSeesIdCreditPromo()
  const close = () => setModal(null)
  if (modal?.kind === "new")
    return <NewCardModal cardType={modal.cardType} onClose={close} onSaved={() => onCardRequested?.(modal.cardType)} />
  if (modal?.kind === "change" && modal.card.isEidCard)
    return <PinChangeModal card={modal.card} onClose={close} onSaved={() => onCardChanged?.(modal.card.remoteCardId)} />
  if (modal?.kind === "change")
    return <ChangeCardModal card={modal.card} onClose={close} onSaved={() => onCardChanged?.(modal.card.remoteCardId)} />
  if (modal?.kind === "idCreditInfo")
    return <IdCreditInfoModal onClose={close} {...(mayApply ? { onApply: () => setModal({ kind: "idCreditApply" }) } : {})} />
  if (modal?.kind === "idCreditApply")
    return (
      <IdCreditApplicationModal
        onClose={close}
        onSent={(email) => {
          setModal(null)
          showToast(ti("idCredit.apply.sent", { email }), { kind: "success" })
        }}
      />
    )
  return null
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

/**
 * The warning toast of part 3 "Card limits warning", in the language shown: while the answer says a card
 * has no limit, until closed or for WARNING_MS, once per customer. Derived from the answer rather than
 * shown from an effect, so a first view rendered by the server paints it with the list (issue 31).
 */
function useLimitsWarning(message: string): ToastNotice | null {
  const customerId = useAtomValue(customerIdAtom)
  const hasCardWithoutLimit = useAtomValue(hasCardWithoutLimitQueryAtom).data
  const [endedFor, setEndedFor] = useState<ReadonlySet<number>>(() => new Set())
  const shows = hasCardWithoutLimit === true && customerId != null && !endedFor.has(customerId)
  useEffect(() => {
    if (!shows || customerId == null) return
    const timer = setTimeout(() => setEndedFor((ended) => new Set(ended).add(customerId)), WARNING_MS)
    return () => clearTimeout(timer)
  }, [shows, customerId])
  if (!shows || customerId == null) return null
  return {
    key: `limits-${customerId}`,
    message,
    kind: "info",
    onClose: () => setEndedFor((ended) => new Set(ended).add(customerId)),
  }
}
