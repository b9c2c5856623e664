import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { StatementElement } from "./StatementElement"
import { statementElement } from "./statement.element"

export const STATEMENT_TAG = statementElement.tag

/** Registers <ise-statement> once, with the attributes of its spec. */
export const defineStatement = (): void => defineElement(statementElement, StatementElement)

declare global {
  interface HTMLElementTagNameMap {
    [statementElement.tag]: ElementOf<typeof statementElement>
  }
}
