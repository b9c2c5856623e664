import * as Schema from "effect/Schema"
import { defineCall } from "./call"
import { documentsRule } from "./callRules"
import { BeginPaymentBody, BeginPaymentResponse, PaymentMethod, ProcessPaymentBody, ProcessPaymentResponse } from "../schemas/payments"

export const paymentBegin = defineCall({
  id: "paymentBegin",
  method: "POST",
  path: "/payment/{customerId}/begin",
  body: BeginPaymentBody,
  response: BeginPaymentResponse,
  ...documentsRule,
  errors: ["NOT_AN_INVOICE", "ALREADY_PAID", "FACTORED", "OVER_BANK_LIMIT"],
  summary: "Start paying invoices by bank link or card; answers the address to redirect the browser to",
})

export const paymentProcess = defineCall({
  id: "paymentProcess",
  method: "POST",
  path: "/payment/process",
  body: ProcessPaymentBody,
  response: ProcessPaymentResponse,
  access: "public",
  summary: "Status of a card payment for its order token: CAPTURED, PENDING or another value (failed)",
})

export const paymentMethods = defineCall({
  id: "paymentMethods",
  method: "GET",
  path: "/payment/methods",
  response: Schema.Array(PaymentMethod),
  access: "public",
  summary: "Payment methods: the banks of the bank link, and the card",
})
