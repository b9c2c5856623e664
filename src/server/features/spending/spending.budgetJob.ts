import { eq } from "drizzle-orm"
import { spendingIncludesVat } from "../../../core/rules/spending"
import { tallinnDay } from "../../../core/rules/vat"
import { SpendingCategories } from "../../../core/schemas/spending"
import type { Clock } from "../../clock"
import type { Db } from "../../db/client"
import { customers } from "../../db/schema"
import { configuredOrigin } from "../../http/publicOrigin"
import type { JobQueue } from "../../jobs/runner"
import { sendBudgetAlerts } from "./spending.budgets"
import { spendingBudgets } from "./spending.tables"

/** How often the job runner checks every customer's budgets (spend also grows without anyone saving or reading them). */
export const BUDGET_CHECK_EVERY_MS = 15 * 60_000

/**
 * One check of every customer that has budgets, at `now`: the alerts of the current month (Tallinn) that are
 * due and not sent yet go out (sendBudgetAlerts: once per budget, threshold and month, however many processes
 * check at once). Answers how many mails were written.
 */
export async function checkAllBudgets(db: Db, now: Date, origin: string): Promise<number> {
  const owners = await db
    .selectDistinct({ id: customers.id, isPerson: customers.isPerson, apartmentAssociation: customers.apartmentAssociation })
    .from(spendingBudgets)
    .innerJoin(customers, eq(customers.id, spendingBudgets.customerId))
  const month = tallinnDay(now).slice(0, 7)
  let sent = 0
  for (const owner of owners) {
    const view = { customerId: owner.id, categories: [...SpendingCategories], includesVat: spendingIncludesVat(owner) }
    sent += await sendBudgetAlerts(db, view, { month, now, origin })
  }
  return sent
}

/**
 * The job runner's `budget-alerts` queue: a check of every customer's budgets once every `everyMs` of the
 * server's clock (the first right after start; a clock set back starts the count again). The links in the mails
 * use the configured public origin.
 */
export function budgetAlertQueue(db: Db, clock: Clock, options: { everyMs?: number; intervalMs?: number } = {}): JobQueue {
  const everyMs = options.everyMs ?? BUDGET_CHECK_EVERY_MS
  let last: number | undefined
  return {
    name: "budget-alerts",
    timeoutMs: 120_000,
    intervalMs: options.intervalMs ?? 30_000,
    claim: async () => {
      const now = clock.now()
      if (last !== undefined && now.getTime() >= last && now.getTime() < last + everyMs) return undefined
      last = now.getTime()
      return { id: `budgets@${now.toISOString()}`, run: () => checkAllBudgets(db, now, configuredOrigin()) }
    },
    depth: async () => ({ depth: 0, oldestAgeSeconds: 0 }),
  }
}
