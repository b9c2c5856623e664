/** Styles of /arved and the new-invoices cards; beside the components, so they also work in a shadow root. */
export const invoicesCss = `
.ise-inv { color: var(--ise-text, #1c2430); }
.ise-inv__tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ise-border, #dde3ea); margin: 12px 0 16px; }
.ise-inv__tab { font: inherit; font-weight: 600; background: none; border: 0; border-bottom: 3px solid transparent; padding: 10px 14px; cursor: pointer; color: var(--ise-muted, #4a5565); }
.ise-inv__tab[aria-selected="true"] { color: var(--ise-brand-dark, #084d37); border-bottom-color: var(--ise-brand, #0b6e4f); }
.ise-inv__loading { min-height: min(70vh, 640px); margin: 0; }
.ise-inv__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin-bottom: 12px; }
.ise-inv__toolbar { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; justify-content: space-between; margin: 8px 0; }
.ise-inv__sums { color: var(--ise-muted, #4a5565); font-size: .875rem; }
.ise-inv__status { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: .8125rem; font-weight: 700; white-space: nowrap; }
.ise-inv__status--paid { background: var(--ise-success-soft, #e3f2ec); color: var(--ise-success, #0b6e4f); }
.ise-inv__status--unpaid { background: #fff4e5; color: #7a4100; }
.ise-inv__status--overdue { background: var(--ise-danger, #b42318); color: #fff; }
.ise-inv__state { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 2px; }
.ise-inv__partly { font-size: .75rem; color: var(--ise-muted, #4a5565); white-space: normal; }
.ise-inv__badge { display: inline-block; margin-left: 6px; padding: 1px 8px; border-radius: 999px; background: #fff4e5; color: #8a4b00; font-size: .75rem; font-weight: 700; }
.ise-new { background: var(--ise-surface, #fff); border: 1px solid var(--ise-border, #dde3ea); border-radius: 12px; padding: 20px; }
.ise-new h2 { font-size: 1.125rem; margin: 0 0 12px; letter-spacing: .02em; }
.ise-new__cards { list-style: none; margin: 0; padding: 0; display: grid; gap: 10px; }
.ise-new__card { display: flex; align-items: center; justify-content: space-between; gap: 12px; border: 1px solid var(--ise-border, #dde3ea); border-radius: 10px; padding: 12px 14px; }
.ise-new__card strong { display: block; }
.ise-new__card .ise-inv__state { display: flex; margin: 2px 0; }
.ise-new__meta { color: var(--ise-muted, #4a5565); font-size: .875rem; }
.ise-new__link { display: inline-block; margin-top: 12px; font-weight: 700; color: var(--ise-brand-dark, #084d37); }
`
