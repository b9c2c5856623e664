import { useAtom } from "jotai"
import { useEffect, useRef, useState } from "react"
import { Locales } from "../../core/schemas/common"
import type { Contact } from "../../core/schemas/session"
import { companiesQueryAtom, contactsQueryAtom, localeAtom, useT } from "../../widgets/session"
import { useAtomValue } from "jotai"
import { Link } from "../app/Link"
import { inNavigation, routes } from "../app/routes"
import { chooseCustomer, signOut, type useSession } from "../app/session"

type Session = ReturnType<typeof useSession>

/** Own private customer first, then mandates, then companies (spec part 1 §2.1). */
const switcherOrder = (c: Contact) => (c.isPerson && !c.isMandate ? 0 : c.isMandate ? 1 : 2)

function CustomerSwitcher({ session }: { session: Session }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const companies = useAtomValue(companiesQueryAtom)
  const unregistered = (companies.data ?? []).filter((c) => c.customerId == null)
  // A user who is nobody's contact yet (before registering) has no customer to show.
  const noCustomers = useAtomValue(contactsQueryAtom).data?.length === 0
  const current = session.contacts.find((c) => c.customerId === session.customerId)
  const sorted = [...session.contacts].sort((a, b) => switcherOrder(a) - switcherOrder(b))

  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !panel.current?.parentElement?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener("mousedown", close)
    document.addEventListener("keydown", close)
    return () => {
      document.removeEventListener("mousedown", close)
      document.removeEventListener("keydown", close)
    }
  }, [open])

  const kind = (c: Contact) => t(c.isMandate ? "header.mandate" : c.isPerson ? "header.ownCustomer" : "header.company")
  return (
    <div className="switcher">
      <button
        type="button"
        className="switcher__button"
        aria-expanded={open}
        aria-controls="customer-switcher"
        onClick={() => setOpen(!open)}
      >
        <span className="visually-hidden">{t("header.switcherTitle")}: </span>
        <span className="switcher__name">{current?.customerName ?? (noCustomers ? t("header.noCustomer") : t("common.loading"))}</span>
        {current && <span className="switcher__kind">{kind(current)}</span>}
        <span aria-hidden="true" className="switcher__chevron">▾</span>
      </button>
      {open && (
        <div id="customer-switcher" className="switcher__panel" ref={panel} role="group" aria-labelledby="customer-switcher-title">
          <h2 id="customer-switcher-title" className="switcher__title">
            {t("header.switcherTitle")}
          </h2>
          <ul>
            {sorted.map((c) => (
              <li key={c.customerId}>
                <button
                  type="button"
                  className="switcher__option"
                  aria-current={c.customerId === session.customerId ? "true" : undefined}
                  onClick={() => {
                    chooseCustomer(c.customerId)
                    setOpen(false)
                  }}
                >
                  <span>{c.customerName}</span>
                  <span className="switcher__kind">
                    {kind(c)}
                    {c.registryNumber ? ` · ${c.registryNumber}` : ""}
                  </span>
                </button>
              </li>
            ))}
            {unregistered.map((c) => (
              <li key={`company-${c.id}`}>
                <Link className="switcher__option switcher__option--register" href={`/registreeri?companyId=${c.id}`} onClick={() => setOpen(false)}>
                  <span>{c.name}</span>
                  <span className="switcher__kind">{t("header.register")}</span>
                </Link>
              </li>
            ))}
          </ul>
          {/* The plain link also leads to the private registration of a user who is no private customer yet. */}
          {(unregistered.length === 0 || !session.contacts.some((c) => c.isPerson && !c.isMandate)) && (
            <Link className="switcher__register" href="/registreeri" onClick={() => setOpen(false)}>
              {t("header.register")}
            </Link>
          )}
        </div>
      )}
    </div>
  )
}

function LanguageSwitch() {
  const t = useT()
  const [locale, setLocale] = useAtom(localeAtom)
  return (
    <div className="lang" role="group" aria-label={t("common.language")}>
      {Locales.map((l) => (
        <button key={l} type="button" lang={l} aria-pressed={locale === l} onClick={() => setLocale(l)}>
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  )
}

export function Header({ session, path }: { session: Session; path: string }) {
  const t = useT()
  const [menuOpen, setMenuOpen] = useState(false)
  const customer = session.customer
  const items = customer ? routes.filter((r) => inNavigation(r, customer)) : []
  useEffect(() => setMenuOpen(false), [path])
  return (
    <header className="header">
      <div className="header__top">
        <Link href="/esileht" className="brand" aria-label={t("app.name")}>
          <span className="brand__mark" aria-hidden="true">⚡</span>
          <span className="brand__name">{t("app.name")}</span>
        </Link>
        <div className="header__tools">
          <CustomerSwitcher session={session} />
          <LanguageSwitch />
          <Link href="/profiil" className="header__link">
            {t("header.settings")}
          </Link>
          <button type="button" className="header__link header__logout" onClick={() => void signOut()}>
            {t("header.logout")}
          </button>
        </div>
        <button type="button" className="header__menu" aria-expanded={menuOpen} aria-controls="main-nav" onClick={() => setMenuOpen(!menuOpen)}>
          {t("header.menu")}
        </button>
      </div>
      <nav id="main-nav" className={menuOpen ? "nav nav--open" : "nav"} aria-label={t("nav.label")}>
        <ul>
          {items.map((r) => (
            <li key={r.path}>
              <Link href={r.path} aria-current={path === r.path ? "page" : undefined}>
                {t(r.title)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
