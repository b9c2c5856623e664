/** Styles of /arved and the new-invoices cards; beside the components, so they also work in a shadow root. */
export const invoicesCss = `
.ise-invoices__root { color: var(--ise-text, #1c2430); }
.ise-invoices__tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ise-border, #dde3ea); margin: 12px 0 16px; }
.ise-invoices__tab { font: inherit; font-weight: 600; background: none; border: 0; border-bottom: 3px solid transparent; padding: 10px 14px; cursor: pointer; color: var(--ise-muted, #4a5565); }
.ise-invoices__tab[aria-selected="true"] { color: var(--ise-brand-dark, #084d37); border-bottom-color: var(--ise-brand, #0b6e4f); }
.ise-invoices__loading { min-height: min(70vh, 640px); margin: 0; }
.ise-invoices__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 12px; }
.ise-invoices__toolbar { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; margin: 8px 0; }
.ise-invoices__sums { color: var(--ise-muted, #4a5565); font-size: .875rem; }
.ise-invoices__status { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: .8125rem; font-weight: 700; white-space: nowrap; }
.ise-invoices__status--paid { background: var(--ise-success-soft, #e3f2ec); color: var(--ise-success, #0b6e4f); }
.ise-invoices__status--unpaid { background: #fff4e5; color: #7a4100; }
.ise-invoices__status--overdue { background: var(--ise-danger, #b42318); color: #fff; }
.ise-invoices__state { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 2px; }
.ise-invoices__partly { font-size: .75rem; color: var(--ise-muted, #4a5565); white-space: normal; }
.ise-invoices__badge { display: inline-block; margin-left: 6px; padding: 1px 8px; border-radius: 999px; background: #fff4e5; color: #8a4b00; font-size: .75rem; font-weight: 700; }
.ise-invoices__new { background: var(--ise-surface, #fff); border: 1px solid var(--ise-border, #dde3ea); border-radius: 12px; padding: 20px; }
.ise-invoices__new h2 { font-size: 1.125rem; margin: 0 0 12px; letter-spacing: .02em; }
.ise-invoices__new-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ise-invoices__new-card { display: flex; align-items: center; justify-content: space-between; gap: 12px; border: 1px solid var(--ise-border, #dde3ea); border-radius: 10px; padding: 12px 14px; }
.ise-invoices__new-card strong { display: block; }
.ise-invoices__new-card .ise-invoices__state { display: flex; margin: 2px 0; }
.ise-invoices__new-meta { color: var(--ise-muted, #4a5565); font-size: .875rem; }
.ise-invoices__new-link { display: inline-block; margin-top: 12px; font-weight: 700; color: var(--ise-brand-dark, #084d37); }
`
