import { useAtomValue } from "jotai"
import { useState } from "react"
import * as spendingCalls from "../../core/api/spending.calls"
import { spendingAdminRule } from "../../core/api/callRules"
import { formatMoney, formatNumber } from "../../core/i18n/numbers"
import { mayUse } from "../../core/rules/access"
import { parseBudget } from "../../core/rules/spending.budgets"
import type { Locale } from "../../core/schemas/common"
import type { Budget, BudgetProgress, BudgetProgressItem, SpendingCategory } from "../../core/schemas/spending"
import { Style } from "../element/Style"
import { customerQueryAtom, useCallWrite, useLocale, useMessages } from "../session"
import { Field } from "../ui/Field"
import { uiCss } from "../ui/ui.css"
import { showToast } from "../ui/Toast"
import { EditorModal } from "./EditorModal"
import { spendingCss } from "./spending.css"
import { type SpendingT, spendingMessages } from "./spending.messages"
import { budgetCardsQueryAtom, budgetsQueryAtom, currentBudgetsQueryAtom } from "./spending.queries"

const nameOf = (t: SpendingT, item: Pick<BudgetProgressItem, "kind" | "key" | "label">) =>
  item.kind === "CATEGORY"
    ? t(`spend.category.${item.key as SpendingCategory}`)
    : t("budget.card", { card: item.label ? `${item.key} (${item.label})` : item.key })

/** Each budget with a bar: the month's spend, the budget and the share (a meter, so its value is read out). */
export function BudgetBars({ items, t, locale }: { items: ReadonlyArray<BudgetProgressItem>; t: SpendingT; locale: Locale }) {
  return (
    <ul className="ise-spending__budgets" data-testid="budget-progress">
      {items.map((item) => {
        const name = nameOf(t, item)
        const level = item.percent >= 100 ? "over" : item.percent >= 80 ? "near" : "ok"
        return (
          <li key={`${item.kind}:${item.key}`} className={`ise-spending__budget ise-spending__budget--${level}`} data-key={item.key}>
            <span className="ise-spending__budget-name">{name}</span>
            <span className="ise-spending__budget-figures">
              {t("budget.of", { spent: formatMoney(locale, item.spent), amount: formatMoney(locale, item.amount) })}
              {" · "}
              <strong>{t("budget.percent", { percent: formatNumber(locale, item.percent, 1) })}</strong>
              {item.percent > 100 && <span className="ise-spending__budget-over"> {t("budget.over")}</span>}
            </span>
            <meter
              className="ise-spending__budget-meter"
              min={0}
              max={100}
              low={80}
              high={99.99}
              optimum={0}
              value={Math.min(item.percent, 100)}
              aria-label={name}
            />
          </li>
        )
      })}
    </ul>
  )
}

/** /kulud's budgets of the month: their progress, and for ADMIN the form that sets them. */
export function SpendingBudgets({ categories, t }: { categories: ReadonlyArray<SpendingCategory>; t: SpendingT }) {
  const locale = useLocale()
  const query = useAtomValue(budgetsQueryAtom)
  const customer = useAtomValue(customerQueryAtom).data
  const [editing, setEditing] = useState(false)
  const mayEdit = customer != null && mayUse(customer, spendingAdminRule)
  const data = query.data
  if (!data || (data.items.length === 0 && !mayEdit)) return null
  return (
    <section className="ise-spending__section" aria-labelledby="spending-budgets-title" data-testid="spending-budgets">
      <div className="ise-spending__bar">
        <h2 id="spending-budgets-title">{t("budget.title")}</h2>
        {mayEdit && (
          <button type="button" className="ise-ui__button ise-ui__button--secondary" onClick={() => setEditing(true)}>
            {t("budget.edit")}
          </button>
        )}
      </div>
      {data.items.length === 0 ? (
        <p className="ise-spending__empty">{t("budget.none")}</p>
      ) : (
        <BudgetBars items={data.items} t={t} locale={locale} />
      )}
      {editing && <BudgetEditor data={data} categories={categories} t={t} onClose={() => setEditing(false)} />}
    </section>
  )
}

/** An amount as the form shows it to be typed again: two decimals, the locale's decimal sign, no grouping. */
const typedAmount = (locale: Locale, amount: number) => (locale === "en" ? amount.toFixed(2) : amount.toFixed(2).replace(".", ","))

/** The form's rows: a category or a card and its typed amount. */
interface Row {
  readonly kind: Budget["kind"]
  readonly key: string
  readonly label: string
}

function BudgetEditor({
  data,
  categories,
  t,
  onClose,
}: {
  data: BudgetProgress
  categories: ReadonlyArray<SpendingCategory>
  t: SpendingT
  onClose: () => void
}) {
  const locale = useLocale()
  const cardsQuery = useAtomValue(budgetCardsQueryAtom)
  const cards = cardsQuery.data?.content ?? []
  // Saving before the cards have come would drop the card budgets: the button waits for them.
  const ready = !categories.includes("FUEL") || cardsQuery.data != null
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(data.items.map((i) => [`${i.kind}:${i.key}`, typedAmount(locale, i.amount)])),
  )
  const [submitted, setSubmitted] = useState(false)
  const save = useCallWrite(spendingCalls.spendingBudgetsUpdate, {
    message: () => t("budget.saveFailed"),
    onSuccess: () => {
      showToast(t("budget.saved"), { kind: "success" })
      onClose()
    },
  })
  const rows: Row[] = [
    ...categories.map((c) => ({ kind: "CATEGORY" as const, key: c, label: t(`spend.category.${c}`) })),
    ...(categories.includes("FUEL")
      ? cards.map((c) => ({
          kind: "CARD" as const,
          key: c.remoteCardId,
          label: nameOf(t, { kind: "CARD", key: c.remoteCardId, label: c.name ?? null }),
        }))
      : []),
  ]
  const parsed = rows.map((r) => ({ ...r, amount: parseBudget(texts[`${r.kind}:${r.key}`] ?? "") }))
  const invalid = parsed.some((p) => p.amount === undefined)
  const submit = () => {
    setSubmitted(true)
    if (invalid) return
    const budgets = parsed.flatMap((p) => (p.amount == null ? [] : [{ kind: p.kind, key: p.key, amount: p.amount }]))
    void save.run({ body: { locale, budgets } })
  }
  const field = (r: (typeof parsed)[number]) => (
    <Field key={`${r.kind}:${r.key}`} label={r.label} error={submitted && r.amount === undefined ? t("budget.invalid") : undefined}>
      {({ id, describedBy, invalid: bad }) => (
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={texts[`${r.kind}:${r.key}`] ?? ""}
          aria-describedby={describedBy}
          aria-invalid={bad || undefined}
          onChange={(e) => setTexts((old) => ({ ...old, [`${r.kind}:${r.key}`]: e.target.value }))}
        />
      )}
    </Field>
  )
  return (
    <EditorModal
      title={t("budget.editTitle")}
      testId="budget-editor"
      t={t}
      error={save.error}
      busy={save.pending || !ready}
      onClose={onClose}
      onSave={submit}
    >
      <p className="ise-spending__vat">{t("budget.editHint", { vat: t(data.includesVat ? "spend.withVat" : "spend.withoutVat") })}</p>
      {save.error && (
        <p className="ise-ui__alert ise-ui__alert--error" role="alert">
          {save.error}
        </p>
      )}
      <fieldset className="ise-spending__budget-fields">
        <legend>{t("budget.categories")}</legend>
        {parsed.filter((r) => r.kind === "CATEGORY").map(field)}
      </fieldset>
      {parsed.some((r) => r.kind === "CARD") && (
        <fieldset className="ise-spending__budget-fields">
          <legend>{t("budget.cards")}</legend>
          {parsed.filter((r) => r.kind === "CARD").map(field)}
        </fieldset>
      )}
    </EditorModal>
  )
}

/**
 * The front page's budgets: this month's progress, for a customer who has set one (nothing otherwise). Its
 * query is the server's current month, so reading it also sends the alert e-mails that have come due.
 */
export function BudgetsThisMonth({ onOpen, locale: override }: { onOpen?: (href: string) => void; locale?: Locale | null }) {
  const t: SpendingT = useMessages(spendingMessages, override)
  const locale = useLocale(override)
  const data = useAtomValue(currentBudgetsQueryAtom).data
  if (!data || data.items.length === 0) return null
  return (
    <section className="ise-spending__root ise-spending__front" aria-labelledby="budgets-this-month" data-testid="budgets-this-month">
      <Style css={uiCss} />
      <Style css={spendingCss} />
      <h2 id="budgets-this-month">{t("budget.frontTitle")}</h2>
      <BudgetBars items={data.items} t={t} locale={locale} />
      {onOpen && (
        <a
          href="/kulud"
          onClick={(e) => {
            e.preventDefault()
            onOpen("/kulud")
          }}
        >
          {t("budget.open")}
        </a>
      )}
    </section>
  )
}
