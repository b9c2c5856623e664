/**
 * The retailer's one identity (demo data): what the header, the footer, every PDF, the e-invoice's
 * seller party, the bank page and e-mails say of us. Change it here and everything follows; a test
 * (tests/unit/core/brand.test.ts) fails when another seller's name or address appears in the code.
 * The colours are the theme's (src/widgets/element/theme.ts); the logo draws in them.
 */
export const BRAND = {
  /** The legal name, as on invoices and agreements. */
  legalName: "Näidis Energia AS",
  registryCode: "10000001",
  vatNumber: "EE100000011",
  street: "Tartu mnt 1",
  zip: "10115",
  city: "Tallinn",
  country: "EE",
  phone: "+372 600 0000",
  email: "info@naidisenergia.example",
  /** The sender of the demo's e-mails (production: MAIL_FROM). */
  mailFrom: "noreply@naidisenergia.example",
  website: "https://naidisenergia.example",
  iban: "EE382200221000000001",
  bank: "Swedbank",
} as const

/** "Tartu mnt 1, 10115 Tallinn": the address in one line. */
export const brandAddress = `${BRAND.street}, ${BRAND.zip} ${BRAND.city}`

/** The phone number as a tel: link takes it (no spaces). */
export const brandPhoneHref = `tel:${BRAND.phone.replace(/\s+/g, "")}`

/**
 * The logo's mark, 32×32: a rounded tile with a drop (fuel) cut by a lightning bolt (electricity).
 * `tile` is drawn in the brand colour, `drop` in white over it, `bolt` in the accent colour. The
 * header (SVG) and the PDFs (pdfkit paths) draw the same shapes.
 */
export const BRAND_MARK = {
  viewBox: "0 0 32 32",
  tile: "M8 0h16a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8z",
  drop: "M16 4.5c-4.6 6.1-8.5 10.6-8.5 15.2a8.5 8.5 0 0 0 17 0c0-4.6-3.9-9.1-8.5-15.2z",
  bolt: "M17.6 11.5l-5.1 8.3h3.6l-1.7 6.7 5.6-9h-3.7l1.3-6z",
} as const
