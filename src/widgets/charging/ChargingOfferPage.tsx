import { PdfPreviewModal } from "../ui/pdf/PdfPreviewModal"
import { ChargingOffer, type ChargingOfferProps } from "./ChargingOffer"

/** The portal's /laadimine/leping: the offer with the portal's pdf.js preview (loaded when it opens). */
export function ChargingOfferPage(props: Omit<ChargingOfferProps, "renderPreview">) {
  return <ChargingOffer {...props} renderPreview={(p) => <PdfPreviewModal {...p} />} />
}
