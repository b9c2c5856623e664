import { describe, expect, it } from "vitest"
import { apiAssetUrl } from "../../../src/core/http/assetUrl"

describe("apiAssetUrl: a logo's address as the browser loads it", () => {
  it("stays relative under the portal's relative api-base: it loads at whatever address the page was opened", () => {
    expect(apiAssetUrl("/v1/payment/logos/seb.svg", "/v1")).toBe("/v1/payment/logos/seb.svg")
  })
  it("belongs to the API's origin under an absolute api-base (an element on another site)", () => {
    expect(apiAssetUrl("/v1/payment/logos/seb.svg", "https://portal.example.ee/v1")).toBe(
      "https://portal.example.ee/v1/payment/logos/seb.svg",
    )
    expect(apiAssetUrl("/v1/payment/logos/lhv.svg", "http://127.0.0.1:3000/v1/")).toBe("http://127.0.0.1:3000/v1/payment/logos/lhv.svg")
  })
  it("keeps an absolute address (a real bank's own logo) as it is", () => {
    expect(apiAssetUrl("https://bank.example/logo.svg", "https://portal.example.ee/v1")).toBe("https://bank.example/logo.svg")
    expect(apiAssetUrl("//cdn.example/logo.svg", "/v1")).toBe("//cdn.example/logo.svg")
  })
})
