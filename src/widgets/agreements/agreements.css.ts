/** Styles of the agreements feature; rendered in a <style> so they also work in a shadow root. */
export const agreementsCss = `
.ise-agreements__root { display: flex; flex-direction: column; gap: 14px; }
.ise-agreements__header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.ise-agreements__title { margin: 8px 0 4px; font-size: 1.75rem; }
.ise-agreements__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.ise-agreements__card { background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 16px 18px; display: grid; grid-template-columns: 1fr auto; gap: 8px 16px; }
.ise-agreements__card-title { margin: 0; font-size: 1.0625rem; }
.ise-agreements__card-meta { margin: 2px 0 0; color: var(--ise-muted); font-size: .875rem; }
.ise-agreements__card-badges { display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-start; justify-content: flex-end; }
.ise-agreements__badge { display: inline-block; border-radius: var(--ise-radius-pill); padding: 2px 10px; font-size: .8125rem; font-weight: 600; background: var(--ise-neutral-soft); color: var(--ise-text); }
.ise-agreements__badge--ACTIVE { background: var(--ise-brand-soft); color: var(--ise-brand-dark); }
.ise-agreements__badge--PENDING { background: var(--ise-pending-soft); color: var(--ise-pending); }
.ise-agreements__badge--ENDED, .ise-agreements__badge--CANCELED, .ise-agreements__badge--REJECTED { background: var(--ise-neutral-soft); color: var(--ise-muted); }
/* The signing state is what the customer acts on: it carries the weight; beside it the validity is neutral. */
.ise-agreements__badge--signing { background: var(--ise-highlight); color: var(--ise-text-inverse); font-weight: 700; }
.ise-agreements__card-badges:has(.ise-agreements__badge--signing) .ise-agreements__badge:not(.ise-agreements__badge--signing) { background: var(--ise-neutral-soft); color: var(--ise-muted); font-weight: 500; }
.ise-agreements__card-actions { grid-column: 1 / -1; display: flex; gap: 8px; flex-wrap: wrap; }
.ise-agreements__card-points { grid-column: 1 / -1; margin: 0; }
.ise-agreements__card-points h4 { margin: 4px 0; font-size: .875rem; color: var(--ise-muted); font-weight: 600; }
.ise-agreements__card-points ul { margin: 0; padding-left: 18px; font-size: .9375rem; }
.ise-agreements__link { background: none; border: 0; padding: 4px 0; font: inherit; color: var(--ise-brand-dark); text-decoration: underline; cursor: pointer; }
.ise-agreements__empty { background: var(--ise-surface); border: 1px dashed var(--ise-border); border-radius: var(--ise-radius-large); padding: 28px; text-align: center; display: flex; flex-direction: column; align-items: center; gap: 12px; }
.ise-agreements__empty p { margin: 0; font-size: 1.0625rem; }
.ise-agreements__alert { padding: 10px 14px; border-radius: var(--ise-radius); margin: 8px 0; font-weight: 600; }
.ise-agreements__alert--error { background: var(--ise-danger-soft); color: var(--ise-danger); }
.ise-agreements__alert-reason { display: block; font-weight: 500; margin-top: 2px; }
.ise-agreements__alert--success { background: var(--ise-success-soft); color: var(--ise-success); }
.ise-agreements__muted { color: var(--ise-muted); }
.ise-agreements__tabs { display: flex; gap: 4px; border-bottom: 1px solid var(--ise-border); margin-bottom: 14px; }
.ise-agreements__tab { border: 0; background: none; font: inherit; padding: 8px 12px; cursor: pointer; color: var(--ise-muted); border-bottom: 3px solid transparent; }
.ise-agreements__tab[aria-selected="true"] { color: var(--ise-brand-dark); border-bottom-color: var(--ise-brand); font-weight: 600; }
.ise-agreements__code { font-size: 2.25rem; font-weight: 700; letter-spacing: .2em; margin: 4px 0 8px; }
.ise-agreements__table { width: 100%; border-collapse: collapse; }
.ise-agreements__table th, .ise-agreements__table td { text-align: left; padding: 8px 6px; border-bottom: 1px solid var(--ise-border); }
.ise-agreements__new { background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 16px 18px; }
.ise-agreements__new-title { margin: 0 0 10px; font-size: 1rem; letter-spacing: .04em; }
.ise-agreements__new-list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.ise-agreements__new-item { display: flex; justify-content: space-between; align-items: center; gap: 10px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); padding: 10px 12px; }
.ise-agreements__new-name { margin: 0; font-weight: 600; }
`
