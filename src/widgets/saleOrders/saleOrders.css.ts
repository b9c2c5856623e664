/**
 * The list's column widths in % at ≥ 640 px, in the spec's column order (number, order date, delivery date,
 * product, amount, price, place, status, payment term, quote): each language's longest words differ
 * (Estonian compounds such as Mahalaadimiskoht and Diislikütus, the Russian «Ожидает подтверждения»).
 */
const COLUMN_WIDTHS: Record<"default" | "et" | "ru", ReadonlyArray<number>> = {
  default: [12, 9, 9, 10, 8, 8, 11, 11.5, 10, 11.5],
  et: [12, 9, 11, 8.5, 7, 8, 12.5, 10, 11, 11],
  ru: [12, 9, 9, 9.5, 9, 8, 8.5, 13.5, 10.5, 11],
}

const columnWidthRules = Object.entries(COLUMN_WIDTHS)
  .flatMap(([lang, widths]) =>
    widths.map(
      (width, i) =>
        `  .ise-sale-orders__root${lang === "default" ? "" : `:lang(${lang})`} .ise-ui__table th:nth-child(${i + 1}) { width: ${width}%; }`,
    ),
  )
  .join("\n")

/** Styles of /tellimused and its dialogs; beside the components, so they also work in a shadow root. */
export const saleOrdersCss = `
.ise-sale-orders__root { color: var(--ise-text); }
.ise-sale-orders__toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; justify-content: space-between; margin: 0 0 12px; }
.ise-sale-orders__filters, .ise-sale-orders__actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.ise-sale-orders__number { font: inherit; font-weight: 600; color: var(--ise-brand-dark); background: none; border: 0; padding: 4px 0; min-height: 24px; text-decoration: underline; cursor: pointer; }
.ise-sale-orders__lines { display: flex; flex-direction: column; gap: 2px; }
.ise-sale-orders__nw, .ise-sale-orders__number { white-space: nowrap; }
.ise-sale-orders__quote { display: inline-flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; white-space: nowrap; }
/*
 * Ten columns in a 1 152 px box at 1366 px (issue 29: the payment term and the quote were past the right
 * edge): fixed widths, so the headers wrap within them and nothing moves when the rows arrive. A header or a
 * cell wraps between its words only (the Russian headers and "Предоплата" broke mid-word, the order number ran
 * into the date), so each language's widths give each column its longest word (COLUMN_WIDTHS, measured at
 * 1366 px; saleOrdersLayout.spec fails on a split word or a cell that runs past its column).
 */
@container ise-table (min-width: 640px) {
  .ise-sale-orders__root .ise-ui__table { table-layout: fixed; }
  .ise-sale-orders__root .ise-ui__table th, .ise-sale-orders__root .ise-ui__table td { padding-left: 4px; padding-right: 4px; }
  .ise-sale-orders__root .ise-ui__table th { white-space: normal; vertical-align: bottom; overflow-wrap: normal; word-break: normal; hyphens: manual; }
  .ise-sale-orders__root .ise-ui__table th button { text-align: left; }
  .ise-sale-orders__root .ise-ui__table td { overflow-wrap: break-word; }
${columnWidthRules}
  .ise-sale-orders__root .ise-sale-orders__badge { white-space: normal; }
  .ise-sale-orders__root .ise-ui__table td:nth-child(4) .ise-sale-orders__nw { white-space: normal; }
}
.ise-sale-orders__badge { display: inline-block; padding: 2px 8px; border-radius: var(--ise-radius-pill); font-size: .8125rem; font-weight: 600; background: var(--ise-info-soft); color: var(--ise-info); white-space: nowrap; }
.ise-sale-orders__badge--T { background: var(--ise-danger-soft); color: var(--ise-danger); }
.ise-sale-orders__badge--A { background: var(--ise-success-soft); color: var(--ise-success); }
.ise-sale-orders__bar { list-style: none; display: flex; gap: 4px; padding: 0; margin: 8px 0 16px; }
.ise-sale-orders__bar li { flex: 1; padding: 8px 10px 6px; border-top: 6px solid var(--ise-step-line); font-size: .875rem; font-weight: 600; color: var(--ise-muted); }
.ise-sale-orders__bar li[data-status="done"] { border-top-color: var(--ise-success); color: var(--ise-text); }
.ise-sale-orders__bar li[data-status="current"] { border-top-color: var(--ise-info); color: var(--ise-text); }
.ise-sale-orders__bar--cancelled li { border-top-color: var(--ise-danger); color: var(--ise-danger); }
.ise-sale-orders__steps { list-style: none; display: flex; gap: 8px; padding: 0; margin: 0 0 16px; counter-reset: step; }
.ise-sale-orders__steps li { flex: 1; font-size: .875rem; font-weight: 600; color: var(--ise-muted); padding-bottom: 6px; border-bottom: 3px solid var(--ise-step-line); }
.ise-sale-orders__steps li[aria-current="step"] { color: var(--ise-brand-dark); border-bottom-color: var(--ise-brand); }
.ise-sale-orders__form { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 14px; }
.ise-sale-orders__field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted); }
.ise-sale-orders__field--wide { grid-column: 1 / -1; }
.ise-sale-orders__field input, .ise-sale-orders__field select, .ise-sale-orders__field textarea, .ise-sale-orders__amount { font: inherit; font-size: 1rem; color: var(--ise-text); padding: 8px 10px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); }
.ise-sale-orders__field input:disabled, .ise-sale-orders__field select:disabled { background: var(--ise-bg); color: var(--ise-muted); }
.ise-sale-orders__root [aria-invalid="true"] { border-color: var(--ise-danger); }
.ise-sale-orders__req { color: var(--ise-danger); }
.ise-sale-orders__hint { font-size: .8125rem; }
.ise-sale-orders__error { color: var(--ise-danger); font-weight: 600; font-size: .8125rem; }
.ise-sale-orders__switch { display: flex; flex-wrap: wrap; gap: 16px; border: 0; padding: 0; margin: 0 0 14px; }
.ise-sale-orders__switch legend { font-size: .875rem; color: var(--ise-muted); margin-bottom: 6px; padding: 0; }
.ise-sale-orders__check { display: flex; gap: 8px; align-items: center; font-weight: 600; min-height: 24px; }
.ise-sale-orders__check input { width: 20px; height: 20px; }
.ise-sale-orders__fuels { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
.ise-sale-orders__fuel { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: center; padding: 10px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); }
.ise-sale-orders__fuel .ise-sale-orders__check { flex: 1 1 14em; }
.ise-sale-orders__amount { width: 9em; }
.ise-sale-orders__summary { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 16px; }
.ise-sale-orders__summary dt { color: var(--ise-muted); font-size: .875rem; }
.ise-sale-orders__summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.ise-sale-orders__spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: var(--ise-radius-circle); animation: ise-so-spin .8s linear infinite; display: inline-block; }
@keyframes ise-so-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ise-sale-orders__spinner { animation-duration: 3s; } }
.ise-sale-orders__footer { display: flex; flex-wrap: wrap; gap: 10px; justify-content: space-between; width: 100%; }
@media (max-width: 600px) {
  .ise-sale-orders__toolbar > *, .ise-sale-orders__filters > *, .ise-sale-orders__actions .ise-ui__button { flex: 1 1 100%; }
  .ise-sale-orders__bar, .ise-sale-orders__steps { flex-direction: column; }
  .ise-sale-orders__summary { grid-template-columns: 1fr; }
  .ise-sale-orders__summary dd { margin-bottom: 6px; }
}
`
