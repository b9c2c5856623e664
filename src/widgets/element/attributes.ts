import type { AttributeSpec } from "./spec"

/** Attributes every element takes (design.md): the language and the API's address. */
export const publicAttributes = {
  locale: { type: "string", values: ["et", "en", "ru"], default: "et", description: "Language of the element's texts and formats." },
  "api-base": { type: "string", default: "/v1", description: "Address of the API's `/v1`, e.g. `https://portal.example.ee/v1`." },
} as const satisfies Record<string, AttributeSpec>

/** Attributes of a signed-in element: the session the host page obtained, kept in memory only. */
export const signedInAttributes = {
  ...publicAttributes,
  token: {
    type: "string",
    description: "Access token of the signed-in user (the host signed the user in). Kept in memory; never written to the page's storage.",
  },
  "customer-id": { type: "number", description: "The customer the user acts for; the user must be a contact of it." },
} as const satisfies Record<string, AttributeSpec>
