/**
 * Styles of the shared UI primitives. A feature root renders `<style>{uiCss}</style>` once, so the
 * same rules work in the portal and inside a custom element's shadow root.
 */
export const uiCss = `
.ise-ui__sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; margin: -1px; padding: 0; border: 0; }
.ise-ui__table-wrap { overflow-x: auto; position: relative; container: ise-table / inline-size; }
.ise-ui__table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; background: var(--ise-surface, #fff); }
.ise-ui__table caption { text-align: left; font-weight: 700; padding: 0 0 8px; }
.ise-ui__table th, .ise-ui__table td { padding: 9px 8px; border-bottom: 1px solid var(--ise-border, #dde3ea); text-align: left; vertical-align: middle; }
.ise-ui__table th { font-size: .8125rem; color: var(--ise-muted, #4a5565); font-weight: 600; white-space: nowrap; }
.ise-ui__table .ise-ui__num { text-align: right; }
.ise-ui__table th button { font: inherit; color: inherit; background: none; border: 0; padding: 2px 0; cursor: pointer; display: inline-flex; gap: 4px; align-items: center; }
.ise-ui__table th button:hover { color: var(--ise-text, #1c2430); text-decoration: underline; }
.ise-ui__table th[aria-sort="ascending"] button, .ise-ui__table th[aria-sort="descending"] button { color: var(--ise-text, #1c2430); }
.ise-ui__table-arrow { font-size: .75em; }
.ise-ui__table-state td { text-align: center; color: var(--ise-muted, #4a5565); padding: 24px 8px; }
.ise-ui__table-state--loading td { height: min(70vh, 640px); vertical-align: top; }
.ise-ui__table[aria-busy="true"] tbody { opacity: .6; }
/* DataTable below 640 px of its own width: each row a card of label-value lines. */
@container ise-table (max-width: 639.98px) {
  .ise-ui__table--stack, .ise-ui__table--stack tbody, .ise-ui__table--stack tr, .ise-ui__table--stack td { display: block; width: 100%; }
  .ise-ui__table--stack { background: none; }
  .ise-ui__table--stack caption { display: block; }
  .ise-ui__table--stack thead, .ise-ui__table--stack thead tr { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .ise-ui__table--stack thead { margin: 0 0 10px; }
  .ise-ui__table--stack thead tr[data-sort-label]::before { content: attr(data-sort-label); content: attr(data-sort-label) / ""; font-size: .875rem; color: var(--ise-muted, #4a5565); margin-right: 2px; }
  .ise-ui__table--stack th { display: block; padding: 0; border: 0; }
  .ise-ui__table--stack th:not([aria-sort]) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
  .ise-ui__table--stack th button { border: 1px solid var(--ise-border, #c8d0da); border-radius: 999px; padding: 6px 12px; min-height: 36px; background: var(--ise-surface, #fff); }
  .ise-ui__table--stack th[aria-sort="ascending"] button, .ise-ui__table--stack th[aria-sort="descending"] button { border-color: var(--ise-brand, #0b6e4f); background: var(--ise-brand-soft, #e3f2ec); }
  .ise-ui__table--stack tbody tr { background: var(--ise-surface, #fff); border: 1px solid var(--ise-border, #dde3ea); border-radius: 10px; padding: 6px 12px; margin: 0 0 10px; }
  .ise-ui__table--stack td { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; padding: 5px 0; border: 0; text-align: right; overflow-wrap: anywhere; }
  .ise-ui__table--stack td + td { border-top: 1px solid var(--ise-border, #dde3ea); }
  .ise-ui__table--stack td.ise-ui__num { text-align: right; }
  .ise-ui__table--stack td[data-label]::before { content: attr(data-label); content: attr(data-label) / ""; display: block; flex: none; max-width: 50%; text-align: left; color: var(--ise-muted, #4a5565); font-size: .8125rem; font-weight: 600; }
  .ise-ui__table--stack .ise-ui__table-value { margin-left: auto; min-width: 0; }
  .ise-ui__table--stack .ise-ui__table-state td { justify-content: center; text-align: center; }
  .ise-ui__pager-buttons .ise-ui__button { min-height: 40px; }
}
.ise-ui__pager { display: flex; align-items: center; justify-content: space-between; gap: 12px; padding: 10px 0; flex-wrap: wrap; }
.ise-ui__pager-status { color: var(--ise-muted, #4a5565); font-size: .875rem; }
.ise-ui__pager-buttons { display: flex; gap: 8px; }
.ise-ui__button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; border: 1px solid var(--ise-brand, #0b6e4f); background: var(--ise-brand, #0b6e4f); color: #fff; font: inherit; font-weight: 600; padding: 8px 14px; border-radius: 10px; cursor: pointer; text-decoration: none; }
.ise-ui__button:hover { background: var(--ise-brand-dark, #084d37); }
.ise-ui__button:disabled { opacity: .5; cursor: not-allowed; }
.ise-ui__button--secondary { background: var(--ise-surface, #fff); color: var(--ise-brand-dark, #084d37); }
.ise-ui__button--secondary:hover { background: var(--ise-brand-soft, #e3f2ec); }
.ise-ui__button--small { padding: 5px 10px; font-size: .875rem; }
.ise-ui__range { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end; }
.ise-ui__range label, .ise-ui__field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted, #4a5565); }
.ise-ui__range select, .ise-ui__range input, .ise-ui__field select { font: inherit; color: var(--ise-text, #1c2430); padding: 7px 10px; border: 1px solid #8a94a3; border-radius: 8px; background: #fff; min-width: 9em; }
.ise-ui__range input[aria-invalid="true"] { border-color: var(--ise-danger, #b42318); }
.ise-ui__range-error { flex-basis: 100%; color: var(--ise-danger, #b42318); margin: 0; font-weight: 600; font-size: .875rem; }
.ise-ui__toaster { position: fixed; right: 16px; bottom: 16px; display: flex; flex-direction: column; gap: 8px; z-index: 1000; max-width: min(420px, calc(100vw - 32px)); }
.ise-ui__toast { display: flex; gap: 12px; align-items: flex-start; padding: 12px 14px; border-radius: 10px; background: #1c2430; color: #fff; box-shadow: 0 8px 24px rgba(16,24,40,.25); font-weight: 600; }
.ise-ui__toast--error { background: var(--ise-danger, #b42318); }
.ise-ui__toast--success { background: var(--ise-success, #0b6e4f); }
.ise-ui__toast button { margin-left: auto; background: none; border: 0; color: inherit; font: inherit; font-size: 1.1rem; cursor: pointer; line-height: 1; }
.ise-ui__alert { padding: 10px 14px; border-radius: 10px; margin: 12px 0; font-weight: 600; }
.ise-ui__alert--error { background: var(--ise-danger-soft, #fdecea); color: var(--ise-danger, #b42318); }
.ise-ui__alert--success { background: var(--ise-success-soft, #e3f2ec); color: var(--ise-success, #0b6e4f); }
.ise-ui__alert--info { background: #eef4fb; color: #1d3b63; }
`
