import { useT } from "../../widgets/session"

/** The company's address block and contacts; utility pages link to the company homepage. */
export function Footer() {
  const t = useT()
  return (
    <footer className="footer">
      <div>
        <strong>Näidis Energia AS</strong>
        <br />
        Tartu mnt 1, 10115 Tallinn
      </div>
      <div>
        <a href="tel:+3726000000">+372 600 0000</a>
        <br />
        <a href="mailto:info@example.ee">info@example.ee</a>
      </div>
      <div>
        <a href="https://example.ee" rel="noopener">{t("app.homepage")}</a>
      </div>
    </footer>
  )
}
