import { describe, expect, it } from "vitest"
import { mobileIdVerificationCode, smartIdVerificationCode } from "./verificationCode"

describe("verification codes, against SK's own examples", () => {
  it("Smart-ID v3: the rpChallenge of notification_based_flows gives 7180", () => {
    const rpChallenge = Buffer.from("GYS+yoah6emAcVDNIajwSs6UB/M95XrDxMzXBUkwQJ9YFDipXXzGpPc7raWcuc2+TEoRc7WvIZ/7dU/iRXenYg==", "base64")
    expect(smartIdVerificationCode(rpChallenge)).toBe("7180")
  })

  it("Mobile-ID: the hash 2f665f6a…8cb6 of the MID REST API §2.4.1 gives 1462", () => {
    expect(mobileIdVerificationCode(Buffer.from("2f665f6a6999e0ef0752e00ec9f453adf59d8cb6", "hex"))).toBe("1462")
  })

  it("always four digits: leading zeros are kept", () => {
    expect(mobileIdVerificationCode(Buffer.from([0x00, 0x05]))).toBe("0005")
    expect(mobileIdVerificationCode(Buffer.from([0xff, 0xff]))).toBe("8191")
  })
})
