import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { SpendSummaryElement } from "./SpendSummaryElement"
import { spendSummaryElement } from "./spendSummary.element"

export const SPEND_SUMMARY_TAG = spendSummaryElement.tag

/** Registers <ise-spend-summary> once, with the attributes of its spec. */
export const defineSpendSummary = (): void => defineElement(spendSummaryElement, SpendSummaryElement)

declare global {
  interface HTMLElementTagNameMap {
    [spendSummaryElement.tag]: ElementOf<typeof spendSummaryElement>
  }
}
