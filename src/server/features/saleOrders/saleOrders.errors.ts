import type { SaleOrderState } from "../../../core/schemas/saleOrders"
import { badRequest, type HttpError, notFound, refusalOfProblem, refuse } from "../../http/errors"
import type { SaleOrdersAnswer, SaleOrdersProblem } from "./saleOrders.problems"

const STATE_LABELS: Record<SaleOrderState, string> = {
  MV1: "Pakkumuse ootel",
  MV2: "Kinnitamise ootel",
  MV4: "Tellimus esitatud",
  MV3: "Tellimus kinnitatud",
  E: "Ettemaks tasumata",
  W: "Tellimus töös",
  A: "Tellimus väljastatud",
  T: "Tühistatud",
}

/** The HTTP answer to a refusal of the sale orders' service. */
export function refusalOf(problem: SaleOrdersProblem): HttpError {
  switch (problem.kind) {
    case "INVALID":
      return badRequest(problem.field, problem.message)
    case "CUSTOMER_NOT_FOUND":
      return notFound("No such customer")
    case "ORDER_NOT_FOUND":
      return refusalOfProblem({ code: "NOT_FOUND", message: `No sale order ${problem.uid}`, field: "orderUid" })
    case "PROVIDER_NOT_FOUND":
      return notFound(`No loading provider ${problem.loadingProviderId}`)
    case "FILE_NOT_FOUND":
      return notFound("No such file")
    case "NO_PURCHASE_RIGHT":
      return refuse("NO_PURCHASE_RIGHT", `No purchase right for ${problem.productName}: the order is not created`, problem.field)
    case "NOT_AWAITING_CONFIRMATION":
      return refuse(
        "NOT_AWAITING_CONFIRMATION",
        `${problem.docNumber} is '${STATE_LABELS[problem.state]}': only a quote awaiting confirmation (MV2) can be accepted`,
        "orderUid",
      )
    case "NOT_CHANGEABLE":
      return refuse("NOT_CHANGEABLE", `${problem.docNumber} can no longer be changed`, "orderUid")
    case "NOT_CANCELLABLE":
      return refuse("NOT_CHANGEABLE", `${problem.docNumber} is '${STATE_LABELS[problem.state]}' and can no longer be cancelled`, "orderUid")
  }
}

/** The service's value, or its refusal thrown as the HTTP answer. */
export function valueOrRefusal<T>(answer: SaleOrdersAnswer<T>): T {
  if ("problem" in answer) throw refusalOf(answer.problem)
  return answer.value
}

/** Nothing, or the service's refusal thrown as the HTTP answer. */
export function unlessRefused(problem: SaleOrdersProblem | undefined): void {
  if (problem) throw refusalOf(problem)
}
