/** Styles of /arved and the new-invoices cards; beside the components, so they also work in a shadow root. */
export const invoicesCss = `
.ise-invoices__root { color: var(--ise-text); }
.ise-invoices__tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ise-border); margin: 12px 0 16px; }
.ise-invoices__tab { font: inherit; font-weight: 600; background: none; border: 0; border-bottom: 3px solid transparent; padding: 10px 14px; cursor: pointer; color: var(--ise-muted); }
.ise-invoices__tab[aria-selected="true"] { color: var(--ise-brand-dark); border-bottom-color: var(--ise-brand); }
.ise-invoices__loading { min-height: min(70vh, 640px); margin: 0; }
.ise-invoices__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 12px; }
.ise-invoices__toolbar { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; margin: 8px 0; }
.ise-invoices__actions { display: inline-flex; flex-wrap: wrap; gap: 6px; justify-content: flex-end; }
.ise-invoices__sums { color: var(--ise-muted); font-size: .875rem; }
.ise-invoices__status { display: inline-block; padding: 2px 10px; border-radius: var(--ise-radius-pill); font-size: .8125rem; font-weight: 700; white-space: nowrap; }
.ise-invoices__status--paid { background: var(--ise-success-soft); color: var(--ise-success); }
.ise-invoices__status--unpaid { background: var(--ise-warning-soft); color: var(--ise-warning-dark); }
.ise-invoices__status--overdue { background: var(--ise-danger); color: var(--ise-text-inverse); }
.ise-invoices__state { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 2px; }
.ise-invoices__partly { font-size: .75rem; color: var(--ise-muted); white-space: normal; }
.ise-invoices__badge { display: inline-block; margin-left: 6px; padding: 1px 8px; border-radius: var(--ise-radius-pill); background: var(--ise-warning-soft); color: var(--ise-warning); font-size: .75rem; font-weight: 700; }
.ise-invoices__new { background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 20px; }
.ise-invoices__new h2 { font-size: 1.125rem; margin: 0 0 12px; letter-spacing: .02em; }
.ise-invoices__new-cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ise-invoices__new-card { display: flex; align-items: center; justify-content: space-between; gap: 12px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); padding: 12px 14px; }
.ise-invoices__new-card strong { display: block; }
.ise-invoices__new-card .ise-invoices__state { display: flex; margin: 2px 0; }
.ise-invoices__new-meta { color: var(--ise-muted); font-size: .875rem; }
.ise-invoices__new-link { display: inline-block; margin-top: 12px; font-weight: 700; color: var(--ise-brand-dark); }
`
