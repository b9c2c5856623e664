import { SignedInElement } from "../element/SignedInElement"
import type { ElementComponentProps } from "../element/spec"
import { LoyaltySection } from "./LoyaltySection"
import type { loyaltyCardElement } from "./loyaltyCard.element"

/** <ise-loyalty-card>: the front page's loyalty section, for other pages and the app's webview. */
export function LoyaltyCardElement({ appStoreHref, googlePlayHref, ...session }: ElementComponentProps<typeof loyaltyCardElement>) {
  return (
    <SignedInElement {...session} styles="">
      {(locale) => <LoyaltySection locale={locale} appStoreHref={appStoreHref} googlePlayHref={googlePlayHref} />}
    </SignedInElement>
  )
}
