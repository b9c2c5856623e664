import { defineElement } from "../element/define"
import type { ElementOf } from "../element/spec"
import { TanksElement } from "./TanksElement"
import { tanksElement } from "./tanks.element"

export const TANKS_TAG = tanksElement.tag

/** Registers <ise-tanks> once, with the attributes of its spec. */
export const defineTanks = (): void => defineElement(tanksElement, TanksElement)

declare global {
  interface HTMLElementTagNameMap {
    [tanksElement.tag]: ElementOf<typeof tanksElement>
  }
}
