import { SignedInElement } from "../element/SignedInElement"
import type { ElementComponentProps } from "../element/spec"
import { TanksView } from "./TanksView"
import type { tanksElement } from "./tanks.element"

/** <ise-tanks>: the tank list of /mahutid; page and sort stay in the element (it has no address to keep them in). */
export function TanksElement(session: ElementComponentProps<typeof tanksElement>) {
  return (
    <SignedInElement {...session} styles="">
      {() => <TanksView />}
    </SignedInElement>
  )
}
