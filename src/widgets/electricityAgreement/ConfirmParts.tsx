import { Fragment } from "react"
import { toEstonianDate } from "../../core/rules/dateRanges"
import { offerFigures } from "../../core/rules/electricityAgreement"
import type { ElectricityOffer } from "../../core/schemas/electricityAgreement"
import type { Locale } from "../../core/schemas/common"
import { useLocale, useMessages } from "../session"
import { Field } from "../ui/Field"
import { electricityAgreementMessages } from "./electricityAgreement.messages"
import type { ConfirmChecks, WizardState } from "./electricityAgreement.state"
import { formatCents } from "./format"
import { PackageCard, periodText } from "./PackageCard"
import type { Dispatch } from "./useWizard"

/** An offer's terms: the same figures as its package card (offerFigures), with its number. */
function OfferTerms({
  offer,
  business,
  today,
  locale,
}: {
  offer: ElectricityOffer
  business: boolean
  today: string
  locale?: Locale | null | undefined
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  const lang = useLocale(locale)
  const figures = offerFigures(offer)
  const cents = (value: number) => t("ew.unit.centsKwh", { value: formatCents(value, business, today, lang) })
  const rows: Array<[string, string, string | null]> = figures
    ? [
        ["basePrice", t("ew.pkg.basePrice"), figures.basePrice == null ? null : cents(figures.basePrice)],
        ["marginal", t("ew.pkg.marginal"), figures.marginal == null ? null : cents(figures.marginal)],
        [
          "monthlyFee",
          t("ew.pkg.monthlyFee"),
          figures.monthlyFee == null ? null : t("ew.unit.eurMonth", { value: formatCents(figures.monthlyFee, business, today, lang) }),
        ],
        ["period", t("ew.pkg.period"), periodText(t, figures.period)],
        ["endDate", t("ew.confirm.endDate"), figures.endDate ? toEstonianDate(figures.endDate) : null],
      ]
    : []
  return (
    <dl className="ise-electricity-agreement__facts" data-testid="offer-terms">
      <dt>{t("ew.confirm.offerTerms")}</dt>
      <dd>{offer.contractNumber}</dd>
      {rows
        .filter((row): row is [string, string, string] => row[2] != null)
        .map(([key, label, value]) => (
          <Fragment key={key}>
            <dt>{label}</dt>
            <dd data-figure={key}>{value}</dd>
          </Fragment>
        ))}
    </dl>
  )
}

/** The chosen package and, for an offer, its own terms. */
export function ConfirmSummary({
  state,
  business,
  today,
  locale,
}: {
  state: WizardState
  business: boolean
  today: string
  locale?: Locale | null | undefined
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  const { mode, target, chosen } = state
  return (
    <div className="ise-electricity-agreement__summary">
      <h3>{t("ew.confirm.package")}</h3>
      {chosen && <PackageCard pkg={chosen} business={business} today={today} locale={locale} />}
      {mode === "offer" && target && <OfferTerms offer={target} business={business} today={today} locale={locale} />}
    </div>
  )
}

/** The start date: one of the two first days of a month (package change), else a day typed in its window. */
export function StartDateField({
  state,
  dispatch,
  checks,
  serverDateProblem,
  locale,
}: {
  state: WizardState
  dispatch: Dispatch
  checks: ConfirmChecks
  /** The server refused the day (its clock past the window's end). */
  serverDateProblem: boolean
  locale?: Locale | null | undefined
}) {
  const t = useMessages(electricityAgreementMessages, locale)
  const { window, changeDates, dateProblem } = checks
  if (state.mode === "change") {
    return (
      <fieldset className="ise-ui__form-group">
        <legend>{t("ew.confirm.startDate")}</legend>
        {changeDates.map((d) => (
          <label key={d} className="ise-ui__form-check">
            <input
              type="radio"
              name="changeStart"
              checked={(state.start.change ?? changeDates[0]) === d}
              onChange={() => dispatch({ type: "changeStartPicked", day: d })}
            />
            {toEstonianDate(d)}
          </label>
        ))}
      </fieldset>
    )
  }
  const edges = { min: toEstonianDate(window.min), max: toEstonianDate(window.max) }
  return (
    <Field
      label={t("ew.confirm.startDate")}
      hint={t("ew.confirm.startHint", edges)}
      error={
        state.confirmTried && dateProblem
          ? t(`ew.problem.${dateProblem}` as "ew.problem.REQUIRED", edges)
          : serverDateProblem
            ? t("ew.problem.AFTER_WINDOW", { max: edges.max })
            : undefined
      }
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          inputMode="numeric"
          placeholder={t("ew.confirm.datePlaceholder")}
          autoComplete="off"
          maxLength={10}
          value={state.start.text}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(e) => dispatch({ type: "startDateTyped", text: e.target.value })}
        />
      )}
    </Field>
  )
}
