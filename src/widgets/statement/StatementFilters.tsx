import { useAtomValue } from "jotai"
import { useMemo } from "react"
import { formatMoney } from "../../core/i18n/numbers"
import type { useLocale, useMessages } from "../session"
import { DateRangeFilter } from "../ui/DateRangeFilter"
import type { statementMessages } from "./statement.messages"
import { filterCardsQueryAtom, filterStationsQueryAtom, vehicleNumbersQueryAtom, type StatementListState } from "./statement.queries"

export type Messages = ReturnType<typeof useMessages<keyof typeof statementMessages.et & string>>

export function SumIndicator({
  t,
  locale,
  sums,
  error,
  loading,
}: {
  t: Messages
  locale: ReturnType<typeof useLocale>
  sums?: { sum: number; sumWithoutVat: number; vatSum: number }
  error: boolean
  loading: boolean
}) {
  if (error)
    return (
      <p className="ise-statement__sums ise-statement__sums--error" role="alert">
        {t("stmt.sumsFailed")}
      </p>
    )
  return (
    <dl className="ise-statement__sums" aria-label={t("stmt.sums")} aria-busy={loading ? true : undefined} data-testid="statement-sums">
      <div>
        <dt>{t("stmt.sum")}</dt>
        <dd data-testid="sum-total">{sums ? formatMoney(locale, sums.sum) : "…"}</dd>
      </div>
      <div>
        <dt>{t("stmt.sumWithoutVat")}</dt>
        <dd data-testid="sum-without-vat">{sums ? formatMoney(locale, sums.sumWithoutVat) : "…"}</dd>
      </div>
      <div>
        <dt>{t("stmt.vatSum")}</dt>
        <dd data-testid="sum-vat">{sums ? formatMoney(locale, sums.vatSum) : "…"}</dd>
      </div>
    </dl>
  )
}

/** A filter select: "all" first, then the choices; "Laen andmeid..." while they load, "Valikud puuduvad" when there are none. */
function FilterSelect(props: {
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }> | undefined
  loading: boolean
  onChange: (value: string) => void
  testId: string
  t: Messages
}) {
  const { options, t } = props
  const known = options?.some((o) => o.value === props.value)
  return (
    <label className="ise-ui__field">
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value)} data-testid={props.testId}>
        <option value="">
          {options === undefined
            ? props.loading
              ? t("stmt.loadingOptions")
              : t("stmt.any")
            : options.length === 0
              ? t("stmt.noOptions")
              : t("stmt.any")}
        </option>
        {/* A value from the address that the list does not (yet) hold stays chosen. */}
        {props.value !== "" && !known && <option value={props.value}>{props.value}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

export function Filters({
  state,
  change,
  t,
}: {
  state: StatementListState
  change: (patch: Partial<StatementListState>) => void
  t: Messages
}) {
  const cards = useAtomValue(filterCardsQueryAtom)
  const stations = useAtomValue(filterStationsQueryAtom)
  const vehicles = useAtomValue(vehicleNumbersQueryAtom)
  const cardOptions = useMemo(
    () => cards.data?.map((c) => ({ value: c.remoteCardId, label: c.name ? `${c.remoteCardId} · ${c.name}` : c.remoteCardId })),
    [cards.data],
  )
  const nameOptions = useMemo(
    () =>
      cards.data
        ? [...new Set(cards.data.flatMap((c) => (c.name ? [c.name] : [])))]
            .sort((a, b) => a.localeCompare(b, "et"))
            .map((n) => ({ value: n, label: n }))
        : undefined,
    [cards.data],
  )
  const stationOptions = useMemo(() => stations.data?.content.map((s) => ({ value: s.nameEt, label: s.nameEt })), [stations.data])
  const vehicleOptions = useMemo(() => vehicles.data?.map((v) => ({ value: v, label: v })), [vehicles.data])
  const filtered = state.card !== "" || state.name !== "" || state.location !== "" || state.vehicle !== ""
  return (
    <fieldset className="ise-statement__filters">
      <legend className="ise-ui__sr">{t("stmt.filters")}</legend>
      <DateRangeFilter value={state.range} onChange={(range) => change({ range })} />
      <FilterSelect
        t={t}
        label={t("stmt.card")}
        value={state.card}
        options={cardOptions}
        loading={cards.isLoading}
        onChange={(card) => change({ card })}
        testId="filter-card"
      />
      <FilterSelect
        t={t}
        label={t("stmt.name")}
        value={state.name}
        options={nameOptions}
        loading={cards.isLoading}
        onChange={(name) => change({ name })}
        testId="filter-name"
      />
      <FilterSelect
        t={t}
        label={t("stmt.location")}
        value={state.location}
        options={stationOptions}
        loading={stations.isLoading}
        onChange={(location) => change({ location })}
        testId="filter-location"
      />
      {/* The vehicle filter appears only when the customer's lines have vehicle numbers. */}
      {((vehicles.data?.length ?? 0) > 0 || state.vehicle !== "") && (
        <FilterSelect
          t={t}
          label={t("stmt.vehicle")}
          value={state.vehicle}
          options={vehicleOptions}
          loading={vehicles.isLoading}
          onChange={(vehicle) => change({ vehicle })}
          testId="filter-vehicle"
        />
      )}
      {filtered && (
        <button
          type="button"
          className="ise-ui__button ise-ui__button--secondary"
          onClick={() => change({ card: "", name: "", location: "", vehicle: "" })}
        >
          {t("stmt.clear")}
        </button>
      )}
    </fieldset>
  )
}
