import { defineCall } from "./call"
import { CustomerPriceList, PublicPriceList } from "../schemas/prices"

export const prices = defineCall({
  id: "prices",
  method: "GET",
  path: "/prices",
  response: PublicPriceList,
  access: "public",
  summary: "Public fuel prices at stations (with VAT), with the IDC special price",
})

export const customerPrices = defineCall({
  id: "customerPrices",
  method: "GET",
  path: "/product-customer-price/{customerId}",
  response: CustomerPriceList,
  access: "customer",
  summary: "The customer's own fuel prices (with VAT)",
})
