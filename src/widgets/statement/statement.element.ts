import { signedInAttributes } from "../element/attributes"
import type { ElementSpec } from "../element/spec"
import { basePart, propertiesOf, shellProperties } from "../element/theme"

/** <ise-statement>: the one description of its public API (see src/widgets/element/spec.ts). */
export const statementElement = {
  tag: "ise-statement",
  className: "StatementElement",
  summary: "The statement of card transactions (the portal's /väljavõte), for the mobile app's webview and other pages.",
  description:
    "The customer's card transactions, 20 a page, filtered by period (the current year first), card, name, location and vehicle number (shown only when the lines have any), sorted and paged by the server, with the totals (with VAT, without VAT, VAT by each line's document date). Lines are selected by document; a row downloads its document's PDF and the selection downloads the distinct documents as one zip. Filters, sort and page are kept inside the element. The XLSX and PDF export stay in the portal: the spec hides them in the app's webview. The customer needs the ADMIN or VIEW_DOCUMENT_ROWS role.",
  signedIn: true,
  attributes: signedInAttributes,
  events: {},
  cssProperties: propertiesOf(shellProperties),
  cssParts: [basePart],
  slots: [],
} as const satisfies ElementSpec
