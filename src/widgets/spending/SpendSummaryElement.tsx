import { SignedInElement } from "../element/SignedInElement"
import type { ElementComponentProps } from "../element/spec"
import { SpendSummary } from "./SpendSummary"
import type { spendSummaryElement } from "./spendSummary.element"

/** <ise-spend-summary>: this month by category and the budgets' progress, for other pages. */
export function SpendSummaryElement({ href, ...session }: ElementComponentProps<typeof spendSummaryElement>) {
  return (
    <SignedInElement {...session} styles="">
      {(locale) => <SpendSummary href={href || "/kulud"} locale={locale} />}
    </SignedInElement>
  )
}
