/**
 * Styles of the shared UI primitives. A feature root renders `<Style css={uiCss} />` once, so the
 * same rules work in the portal and inside a custom element's shadow root.
 */
export const uiCss = `
.ise-ui__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; margin: -1px; padding: 0; border: 0; }
.ise-ui__table-wrap { overflow-x: auto; position: relative; container: ise-table / inline-size; }
.ise-ui__table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; background: var(--ise-surface); }
.ise-ui__table caption { text-align: left; font-weight: 700; padding: 0 0 8px; }
.ise-ui__table th, .ise-ui__table td { padding: 9px 8px; border-bottom: 1px solid var(--ise-border); text-align: left; vertical-align: middle; }
.ise-ui__table th { font-size: .8125rem; color: var(--ise-muted); font-weight: 600; white-space: nowrap; }
.ise-ui__table .ise-ui__num { text-align: right; }
.ise-ui__table th button { font: inherit; color: inherit; background: none; border: 0; padding: 2px 0; cursor: pointer; display: inline-flex; gap: 4px; align-items: center; }
.ise-ui__table th button:hover { color: var(--ise-text); text-decoration: underline; }
.ise-ui__table th[aria-sort="ascending"] button, .ise-ui__table th[aria-sort="descending"] button { color: var(--ise-text); }
.ise-ui__table-arrow { font-size: .75em; }
.ise-ui__table-state td { text-align: center; color: var(--ise-muted); padding: 24px 8px; }
.ise-ui__table-state--loading td { height: min(70vh, 640px); vertical-align: top; }
.ise-ui__table[aria-busy="true"] tbody { opacity: .6; }
/* DataTable below 640 px of its own width: each row a card of label-value lines. */
@container ise-table (max-width: 639.98px) {
  .ise-ui__table--stack, .ise-ui__table--stack tbody, .ise-ui__table--stack tr, .ise-ui__table--stack td { display: block; width: 100%; }
  .ise-ui__table--stack { background: none; }
  .ise-ui__table--stack caption { display: block; }
  .ise-ui__table--stack thead, .ise-ui__table--stack thead tr { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .ise-ui__table--stack thead { margin: 0 0 10px; }
  .ise-ui__table--stack thead tr[data-sort-label]::before { content: attr(data-sort-label); content: attr(data-sort-label) / ""; font-size: .875rem; color: var(--ise-muted); margin-right: 2px; }
  .ise-ui__table--stack th { display: block; padding: 0; border: 0; }
  .ise-ui__table--stack th:not([aria-sort]) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
  .ise-ui__table--stack th button { border: 1px solid var(--ise-border); border-radius: var(--ise-radius-pill); padding: 6px 12px; min-height: 36px; background: var(--ise-surface); }
  .ise-ui__table--stack th[aria-sort="ascending"] button, .ise-ui__table--stack th[aria-sort="descending"] button { border-color: var(--ise-brand); background: var(--ise-brand-soft); }
  .ise-ui__table--stack tbody tr { background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius); padding: 6px 12px; margin: 0 0 10px; }
  .ise-ui__table--stack td { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; padding: 5px 0; border: 0; text-align: right; overflow-wrap: anywhere; }
  .ise-ui__table--stack td + td { border-top: 1px solid var(--ise-border); }
  .ise-ui__table--stack td.ise-ui__num { text-align: right; }
  .ise-ui__table--stack td[data-label]::before { content: attr(data-label); content: attr(data-label) / ""; display: block; flex: none; max-width: 50%; text-align: left; color: var(--ise-muted); font-size: .8125rem; font-weight: 600; }
  .ise-ui__table--stack .ise-ui__table-value { margin-left: auto; min-width: 0; }
  .ise-ui__table--stack .ise-ui__table-state td { justify-content: center; text-align: center; }
  /* Compact rows: the "lead" cell (a checkbox) first, the "title" cells and at the right the "end" cells on the first line, the "meta" cells as small labelled text below. */
  .ise-ui__table--compact tbody tr:not(.ise-ui__table-state) { display: flex; flex-wrap: wrap; align-items: center; gap: 2px 8px; padding: 6px 12px; }
  .ise-ui__table--compact tbody tr:not(.ise-ui__table-state)::after { content: ""; order: 4; flex: 1 0 100%; height: 0; }
  .ise-ui__table--compact td[data-phone] { display: block; width: auto; padding: 0; border: 0; text-align: left; overflow-wrap: anywhere; }
  .ise-ui__table--compact td[data-phone] + td { border-top: 0; }
  .ise-ui__table--compact td[data-phone] .ise-ui__table-value { margin-left: 0; }
  .ise-ui__table--compact td[data-phone]:not([data-phone="meta"])::before { display: none; }
  .ise-ui__table--compact td[data-phone="lead"] { order: 0; line-height: 1; }
  .ise-ui__table--compact td[data-phone="lead"] input { margin: 0; }
  .ise-ui__table--compact td[data-phone="title"] { order: 1; font-weight: 600; font-size: .9375rem; }
  .ise-ui__table--compact td[data-phone="end"] { order: 3; font-weight: 600; font-size: .9375rem; }
  .ise-ui__table--compact td:not([data-phone="end"]) + td[data-phone="end"] { margin-left: auto; }
  .ise-ui__table--compact td[data-phone="meta"] { order: 5; font-size: .8125rem; line-height: 1.3; }
  .ise-ui__table--compact td[data-phone="action"] { order: 6; margin-left: auto; }
  .ise-ui__table--compact .ise-ui__button--small { padding: 3px 10px; }
  .ise-ui__table--compact td[data-phone="meta"][data-label]::before { content: attr(data-label) ":"; content: attr(data-label) ":" / ""; display: inline; max-width: none; margin-right: 4px; font-size: inherit; font-weight: 400; }
  .ise-ui__pager-buttons .ise-ui__button { min-height: 40px; }
}
.ise-ui__pager { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 0; flex-wrap: wrap; }
.ise-ui__pager-status { color: var(--ise-muted); font-size: .875rem; }
.ise-ui__pager-buttons { display: flex; gap: 8px; }
.ise-ui__button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; border: 1px solid var(--ise-brand); background: var(--ise-brand); color: var(--ise-text-inverse); font: inherit; font-weight: 600; padding: 8px 14px; border-radius: var(--ise-radius); cursor: pointer; text-decoration: none; }
.ise-ui__button:hover { background: var(--ise-brand-dark); }
.ise-ui__button:disabled { opacity: .5; cursor: not-allowed; }
.ise-ui__button--secondary { background: var(--ise-surface); color: var(--ise-brand-dark); }
.ise-ui__button--secondary:hover { background: var(--ise-brand-soft); }
.ise-ui__button--small { padding: 5px 10px; font-size: .875rem; }
.ise-ui__range { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; }
.ise-ui__range label, .ise-ui__field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted); }
.ise-ui__range select, .ise-ui__range input, .ise-ui__field select { font: inherit; color: var(--ise-text); padding: 7px 10px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); min-width: 9em; }
.ise-ui__range input[aria-invalid="true"] { border-color: var(--ise-danger); }
.ise-ui__range-error { flex-basis: 100%; color: var(--ise-danger); margin: 0; font-weight: 600; font-size: .875rem; }
.ise-ui__date { display: inline-flex; flex-direction: column; gap: 4px; max-width: 100%; }
.ise-ui__date-row { display: inline-flex; position: relative; align-items: stretch; gap: 4px; }
.ise-ui__date-row input[type="text"] { width: 10em; max-width: 100%; }
.ise-ui__date-button { display: inline-flex; align-items: center; justify-content: center; min-width: 40px; min-height: 40px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); color: var(--ise-brand-dark); cursor: pointer; }
.ise-ui__date-error { color: var(--ise-danger); font-size: .8125rem; font-weight: 600; }
.ise-ui__date-native { position: absolute; left: 0; bottom: 0; width: 1px; height: 1px; opacity: 0; pointer-events: none; border: 0; padding: 0; }
.ise-ui__month { display: inline-flex; flex-wrap: wrap; align-items: stretch; gap: 4px; max-width: 100%; }
.ise-ui__month select { font: inherit; color: var(--ise-text); padding: 7px 10px; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); }
.ise-ui__month-step { display: inline-flex; align-items: center; justify-content: center; min-width: 40px; min-height: 40px; font: inherit; font-size: 1.25rem; border: 1px solid var(--ise-input-border); border-radius: var(--ise-radius-medium); background: var(--ise-surface); color: var(--ise-brand-dark); cursor: pointer; }
.ise-ui__month-step:disabled { color: var(--ise-muted); cursor: default; }
.ise-ui__toaster { position: fixed; right: 16px; bottom: 16px; display: flex; flex-direction: column; gap: 8px; z-index: 1000; max-width: min(420px, calc(100vw - 32px)); }
.ise-ui__toast { display: flex; gap: 12px; align-items: flex-start; padding: 12px 14px; border-radius: var(--ise-radius); background: var(--ise-surface-inverse); color: var(--ise-text-inverse); box-shadow: var(--ise-shadow-toast); font-weight: 600; }
.ise-ui__toast--error { background: var(--ise-danger); }
.ise-ui__toast--success { background: var(--ise-success); }
.ise-ui__toast button { margin-left: auto; background: none; border: 0; color: inherit; font: inherit; font-size: 1.1rem; cursor: pointer; line-height: 1; }
.ise-ui__alert { padding: 10px 14px; border-radius: var(--ise-radius); margin: 12px 0; font-weight: 600; }
.ise-ui__alert--error { background: var(--ise-danger-soft); color: var(--ise-danger); }
.ise-ui__alert--success { background: var(--ise-success-soft); color: var(--ise-success); }
.ise-ui__alert--info { background: var(--ise-info-soft); color: var(--ise-info); }
`
