import { useState } from "react"
import { SignedInElement } from "../element/SignedInElement"
import type { ElementComponentProps } from "../element/spec"
import { StatementView } from "./StatementView"
import type { statementElement } from "./statement.element"
import { initialStatementList } from "./statement.queries"

/** <ise-statement>: the statement of /väljavõte; filters, sort and page stay in the element (it has no address to keep them in). */
export function StatementElement(session: ElementComponentProps<typeof statementElement>) {
  return (
    <SignedInElement {...session} styles="">
      {() => <ElementStatement />}
    </SignedInElement>
  )
}

function ElementStatement() {
  const [state, setState] = useState(() => initialStatementList())
  // No export here: the app's webview hides it (spec part 2 §6), and its worker is the portal's.
  return <StatementView state={state} onStateChange={setState} mobileApp />
}
