import { BrandLogo } from "./BrandLogo"
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from "react"
import type { Contact } from "../../core/schemas/session"
import { companiesQueryAtom, contactsQueryAtom, useT } from "../../widgets/session"
import { useAtomValue } from "jotai"
import { Link } from "../app/Link"
import { inNavigation, routes, type PortalRoute } from "../app/routes"
import { LanguageSwitch } from "./LanguageSwitch"
import { DemoMarker } from "./DemoMarker"
import { chooseCustomer, signOut, type PortalSession } from "../app/session"

type Session = PortalSession

/** Own private customer first, then mandates, then companies (spec part 1 §2.1). */
const switcherOrder = (c: Contact) => (c.isPerson && !c.isMandate ? 0 : c.isMandate ? 1 : 2)

function CustomerSwitcher({ session }: { session: Session }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const companies = useAtomValue(companiesQueryAtom)
  const unregistered = (companies.data ?? []).filter((c) => c.customerId == null)
  // A user who is nobody's contact yet (before registering) has no customer to show.
  const noCustomers = useAtomValue(contactsQueryAtom).data?.length === 0
  const current = session.contacts.find((c) => c.customerId === session.customerId)
  const sorted = [...session.contacts].sort((a, b) => switcherOrder(a) - switcherOrder(b))

  useClosesOutside(open, setOpen, panel, button)

  const kind = (c: Contact) => t(c.isMandate ? "header.mandate" : c.isPerson ? "header.ownCustomer" : "header.company")
  return (
    <div className="ise-portal__switcher">
      <button
        ref={button}
        type="button"
        className="ise-portal__switcher-button"
        aria-expanded={open}
        aria-busy={current == null && !noCustomers}
        aria-controls="customer-switcher"
        onClick={() => setOpen(!open)}
      >
        <span className="ise-portal__visually-hidden">{t("header.switcherTitle")}: </span>
        {/* Empty while the customers load (issue 31): a loading note here would be the first large text painted. */}
        <span className="ise-portal__switcher-name">{current?.customerName ?? (noCustomers ? t("header.noCustomer") : "\u00a0")}</span>
        {current && <span className="ise-portal__switcher-kind">{kind(current)}</span>}
        <span aria-hidden="true" className="ise-portal__switcher-chevron">
          ▾
        </span>
      </button>
      {open && (
        <div
          id="customer-switcher"
          className="ise-portal__switcher-panel"
          ref={panel}
          role="group"
          aria-labelledby="customer-switcher-title"
        >
          <h2 id="customer-switcher-title" className="ise-portal__switcher-title">
            {t("header.switcherTitle")}
          </h2>
          <ul>
            {sorted.map((c) => (
              <li key={c.customerId}>
                <button
                  type="button"
                  className="ise-portal__switcher-option"
                  aria-current={c.customerId === session.customerId ? "true" : undefined}
                  onClick={() => {
                    chooseCustomer(c.customerId)
                    setOpen(false)
                  }}
                >
                  <span>{c.customerName}</span>
                  <span className="ise-portal__switcher-kind">
                    {kind(c)}
                    {c.registryNumber ? ` · ${c.registryNumber}` : ""}
                  </span>
                </button>
              </li>
            ))}
            {unregistered.map((c) => (
              <li key={`company-${c.id}`}>
                <Link
                  className="ise-portal__switcher-option ise-portal__switcher-option--register"
                  href={`/registreeri?companyId=${c.id}`}
                  onClick={() => setOpen(false)}
                >
                  <span>{c.name}</span>
                  <span className="ise-portal__switcher-kind">{t("header.register")}</span>
                </Link>
              </li>
            ))}
          </ul>
          {/* The plain link also leads to the private registration of a user who is no private customer yet. */}
          {(unregistered.length === 0 || !session.contacts.some((c) => c.isPerson && !c.isMandate)) && (
            <Link className="ise-portal__switcher-register" href="/registreeri" onClick={() => setOpen(false)}>
              {t("header.register")}
            </Link>
          )}
        </div>
      )}
    </div>
  )
}

/**
 * The navigation: the items that fit in one row, the rest under "Veel" (More). Widths are measured
 * from a hidden copy of the row before paint, so the row never wraps and never jumps.
 */
function Navigation({ items, path, open }: { items: ReadonlyArray<PortalRoute>; path: string; open: boolean }) {
  const t = useT()
  const row = useRef<HTMLUListElement>(null)
  const measure = useRef<HTMLUListElement>(null)
  const more = useRef<HTMLButtonElement>(null)
  const [fit, setFit] = useState(items.length)
  const [moreOpen, setMoreOpen] = useState(false)
  const key = items.map((r) => r.path).join(" ")

  useLayoutEffect(() => {
    const ul = row.current
    const copy = measure.current
    if (!ul || !copy) return
    const compute = () => {
      // Phones show the whole list in the opened menu.
      if (window.matchMedia(PHONE).matches) return setFit(items.length)
      const widths = Array.from(copy.children).map((li) => (li as HTMLElement).getBoundingClientRect().width)
      const moreWidth = widths.pop() ?? 0
      const gap = 4
      const room = ul.parentElement!.clientWidth - 32
      const total = widths.reduce((a, w) => a + w + gap, 0)
      if (total <= room) return setFit(items.length)
      let used = moreWidth
      let n = 0
      while (n < widths.length && used + widths[n] + gap <= room) used += widths[n++] + gap
      setFit(n)
    }
    compute()
    const observer = new ResizeObserver(compute)
    observer.observe(ul.parentElement!)
    return () => observer.disconnect()
  }, [key, t]) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => setMoreOpen(false), [path])
  useClosesOutside(moreOpen, setMoreOpen, more, more)

  const shown = items.slice(0, fit)
  const rest = items.slice(fit)
  const link = (r: PortalRoute) => (
    <Link href={r.path} aria-current={path === r.path ? "page" : undefined}>
      {t(r.title)}
    </Link>
  )
  return (
    <nav id="main-nav" className={open ? "ise-portal__nav ise-portal__nav--open" : "ise-portal__nav"} aria-label={t("nav.label")}>
      <ul ref={row}>
        {shown.map((r) => (
          <li key={r.path}>{link(r)}</li>
        ))}
        {rest.length > 0 && (
          <li className="ise-portal__nav-more">
            <button
              ref={more}
              type="button"
              aria-expanded={moreOpen}
              aria-controls="main-nav-more"
              data-current={rest.some((r) => r.path === path) || undefined}
              onClick={() => setMoreOpen(!moreOpen)}
            >
              {t("nav.more")} <span aria-hidden="true">▾</span>
            </button>
            {moreOpen && (
              <ul id="main-nav-more" className="ise-portal__nav-menu">
                {rest.map((r) => (
                  <li key={r.path}>{link(r)}</li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ul>
      {/* The measuring copy: every item and the "Veel" button, invisible and out of the flow. */}
      <ul ref={measure} className="ise-portal__nav-measure" aria-hidden="true">
        {items.map((r) => (
          <li key={r.path}>
            {/* biome-ignore lint/a11y/useValidAnchor: a hidden copy of the navigation, measured for its width, never shown */}
            <a>{t(r.title)}</a>
          </li>
        ))}
        <li className="ise-portal__nav-more">
          <button type="button" tabIndex={-1}>
            {t("nav.more")} <span>▾</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}

const PHONE = "(max-width: 760px)"

export function Header({ session, path }: { session: Session; path: string }) {
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const customer = session.customer
  const items = customer ? routes.filter((r) => inNavigation(r, customer)) : []
  useEffect(() => setMenuOpen(false), [path])
  return (
    <header className="ise-portal__header">
      <div className="ise-portal__header-top">
        <Link href="/esileht" className="ise-portal__brand" aria-label={t("app.name")}>
          <span className="ise-portal__brand-mark" aria-hidden="true">
            <BrandLogo size={34} />
          </span>
          <span className="ise-portal__brand-name">{t("app.name")}</span>
        </Link>
        <DemoMarker />
        <div className="ise-portal__header-tools">
          <CustomerSwitcher session={session} />
          <div className="ise-portal__header-actions">
            <LanguageSwitch />
            <Link href="/profiil" className="ise-portal__header-link">
              {t("header.settings")}
            </Link>
            <button type="button" className="ise-portal__header-link ise-portal__header-logout" onClick={() => void signOut()}>
              {t("header.logout")}
            </button>
          </div>
        </div>
        <button
          type="button"
          className="ise-portal__header-menu"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t("header.menu")}
        </button>
      </div>
      <Navigation items={items} path={path} open={menuOpen} />
    </header>
  )
}

/**
 * While a popup is open, Escape closes it and gives the focus back to its button (not to the body), and a
 * click outside the box around `inside` closes it.
 */
function useClosesOutside(
  open: boolean,
  setOpen: (open: boolean) => void,
  inside: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent) {
        if (e.key !== "Escape") return
        setOpen(false)
        button.current?.focus()
      } else if (!inside.current?.parentElement?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", close)
    document.addEventListener("keydown", close)
    return () => {
      document.removeEventListener("mousedown", close)
      document.removeEventListener("keydown", close)
    }
  }, [open, setOpen, inside, button])
}
