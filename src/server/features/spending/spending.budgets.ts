import { and, eq, inArray, sql } from "drizzle-orm"
import { budgetAlertMail, budgetPercent, reachedThresholds } from "../../../core/rules/spending.budgets"
import type { Locale } from "../../../core/schemas/common"
import {
  type BudgetProgress,
  type BudgetProgressItem,
  type BudgetSettings,
  SpendingCategories,
  type SpendingCategory,
} from "../../../core/schemas/spending"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { cards, mailOutbox } from "../cards/cards.tables"
import type { BudgetRefusal, SpendingAnswer } from "./spending.problems"
import { spendingBreakdown, spendingOfMonths, type SpendingView } from "./spending.service"
import { spendingBudgetAlerts, spendingBudgets } from "./spending.tables"

/** Who sees the budgets: the view's categories; card budgets with the card lines (FUEL's rule). */
const seesBudget = (view: SpendingView, item: { kind: string; key: string }) =>
  item.kind === "CARD" ? view.categories.includes("FUEL") : view.categories.includes(item.key as SpendingCategory)

const budgetRows = (db: Db, customerId: number) => db.select().from(spendingBudgets).where(eq(spendingBudgets.customerId, customerId))

/** The month's spend against every budget of the customer, in the view's VAT mode (categories it does not show count 0). */
async function progressOf(db: Db, view: SpendingView, month: string): Promise<BudgetProgress> {
  const budgets = await budgetRows(db, view.customerId)
  const hasCards = budgets.some((b) => b.kind === "CARD")
  const [[spend], byCard, names] = await Promise.all([
    budgets.some((b) => b.kind === "CATEGORY") ? spendingOfMonths(db, view, [month]) : [undefined],
    hasCards ? spendingBreakdown(db, view, month, "CARD") : undefined,
    hasCards ? db.select({ id: cards.remoteCardId, name: cards.name }).from(cards).where(eq(cards.customerId, view.customerId)) : [],
  ])
  const items: BudgetProgressItem[] = budgets
    .map((b) => {
      const spent =
        b.kind === "CARD" ? (byCard?.items.find((i) => i.key === b.key)?.amount ?? 0) : (spend?.[b.key as SpendingCategory] ?? 0)
      const label = b.kind === "CARD" ? (names.find((c) => c.id === b.key)?.name ?? null) : null
      return { kind: b.kind, key: b.key, label, amount: b.amount, spent, percent: budgetPercent(spent, b.amount) }
    })
    .sort((a, b) => a.kind.localeCompare(b.kind) || order(a.key) - order(b.key) || a.key.localeCompare(b.key))
  return { month, includesVat: view.includesVat, locale: budgets[0]?.locale ?? null, items }
}

const order = (key: string) => SpendingCategories.indexOf(key as SpendingCategory)

/** GET: the month's progress of the budgets the view may see. */
export async function budgetProgress(db: Db, view: SpendingView, month: string): Promise<BudgetProgress> {
  const all = await progressOf(db, view, month)
  return { ...all, items: all.items.filter((i) => seesBudget(view, i)) }
}

/** Why a budget set is refused: its index and what is wrong, or nothing. */
async function problemOf(db: Db, view: SpendingView, settings: BudgetSettings): Promise<SpendingAnswer<never> | undefined> {
  const seen = new Set<string>()
  const cardIds = settings.budgets.filter((b) => b.kind === "CARD").map((b) => b.key)
  const known = cardIds.length
    ? new Set(
        (
          await db
            .select({ id: cards.remoteCardId })
            .from(cards)
            .where(and(eq(cards.customerId, view.customerId), inArray(cards.remoteCardId, cardIds)))
        ).map((c) => c.id),
      )
    : new Set<string>()
  const wrongOf = (b: BudgetSettings["budgets"][number]): BudgetRefusal | null => {
    if (seen.has(`${b.kind}:${b.key}`)) return "BUDGET_TWICE"
    if (b.kind === "CATEGORY") return view.categories.includes(b.key as SpendingCategory) ? null : "BUDGET_NOT_SHOWN"
    if (!view.categories.includes("FUEL")) return "BUDGET_NOT_SHOWN"
    return known.has(b.key) ? null : "CARD_NOT_FOUND"
  }
  for (const [i, b] of settings.budgets.entries()) {
    const wrong = wrongOf(b)
    if (wrong) return { problem: { kind: wrong, field: `budgets.${i}.key` } }
    seen.add(`${b.kind}:${b.key}`)
  }
  return undefined
}

/** PUT: replaces the customer's budgets in one transaction (nothing half-written), then sends the alerts they reach. */
export async function setBudgets(
  db: Db,
  view: SpendingView,
  settings: BudgetSettings,
  userId: number,
  alerts: AlertContext,
): Promise<SpendingAnswer<BudgetProgress>> {
  const problem = await problemOf(db, view, settings)
  if (problem) return problem
  await db.transaction(async (tx) => {
    await tx.delete(spendingBudgets).where(eq(spendingBudgets.customerId, view.customerId))
    if (settings.budgets.length === 0) return
    await tx.insert(spendingBudgets).values(
      settings.budgets.map((b) => ({
        customerId: view.customerId,
        kind: b.kind,
        key: b.key,
        amount: b.amount,
        locale: settings.locale,
        setByUserId: userId,
      })),
    )
  })
  await sendBudgetAlerts(db, view, alerts)
  return { value: await budgetProgress(db, view, alerts.month) }
}

/** When and where alerts are sent from: the current month, the time, and the portal's address for the link. */
export interface AlertContext {
  readonly month: string
  readonly now: Date
  readonly origin: string
}

/**
 * Sends the alert e-mails of the month not sent yet: for each budget at 80 % or 100 %, one mail per threshold and
 * month to the customer's e-mail (else its invoice e-mail), in the customer's communication language (chosen on
 * /profiil; where none is chosen, the language the budgets were saved in), figures and month formatted in it. The
 * threshold's row is claimed first (its primary key), in the mail's transaction, so two requests at once send
 * one mail. A jump past both thresholds claims both and mails the higher one. The figures are the customer's
 * (every category, in its VAT mode), not only what the asking contact sees.
 */
export async function sendBudgetAlerts(db: Db, view: SpendingView, at: AlertContext): Promise<number> {
  const all = await progressOf(db, { ...view, categories: [...SpendingCategories] }, at.month)
  const due = all.items.filter((i) => reachedThresholds(i.spent, i.amount).length > 0)
  if (due.length === 0) return 0
  const [customer] = await db
    .select({ email: customers.email, invoiceEmail: customers.invoiceRecipientEmail, language: customers.communicationLanguage })
    .from(customers)
    .where(eq(customers.id, view.customerId))
  const recipient = customer?.email ?? customer?.invoiceEmail
  if (!recipient) return 0
  const owners = await budgetRows(db, view.customerId)
  let sent = 0
  for (const item of due) {
    const owner = owners.find((o) => o.kind === item.kind && o.key === item.key)
    const locale = customer?.language ?? owner?.locale ?? "et"
    sent += await sendOne(db, view, item, recipient, locale, owner?.setByUserId ?? null, at)
  }
  return sent
}

async function sendOne(
  db: Db,
  view: SpendingView,
  item: BudgetProgressItem,
  recipient: string,
  locale: Locale,
  userId: number | null,
  at: AlertContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(spendingBudgetAlerts)
      .values(
        reachedThresholds(item.spent, item.amount).map((threshold) => ({
          customerId: view.customerId,
          kind: item.kind,
          key: item.key,
          month: at.month,
          threshold,
          sentAt: at.now,
        })),
      )
      .onConflictDoNothing()
      .returning({ threshold: spendingBudgetAlerts.threshold })
    if (claimed.length === 0) return 0
    const threshold = Math.max(...claimed.map((c) => c.threshold)) as 80 | 100
    const link = `${at.origin}/kulud`
    const mail = budgetAlertMail(locale, { ...item, month: at.month, threshold, includesVat: view.includesVat }, link)
    await tx.insert(mailOutbox).values({ userId, recipient, ...mail, link, createdAt: at.now })
    return 1
  })
}

/** The alerts a customer has been sent for a month (tests, and the check that nothing goes twice). */
export const alertsOf = (db: Db, customerId: number, month: string) =>
  db
    .select()
    .from(spendingBudgetAlerts)
    .where(and(eq(spendingBudgetAlerts.customerId, customerId), eq(spendingBudgetAlerts.month, month)))
    .orderBy(sql`${spendingBudgetAlerts.threshold}`)
