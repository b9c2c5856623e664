/** Styles of /väljavõte; beside the components, so they also work in a shadow root. */
export const statementCss = `
.ise-statement__root { color: var(--ise-text); }
.ise-statement__filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; margin: 0 0 12px; padding: 0; border: 0; min-width: 0; }
.ise-statement__filters .ise-ui__field select { width: 14em; max-width: 100%; } /* a fixed width: the options arriving do not move the row */
.ise-statement__toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; justify-content: space-between; margin: 8px 0 12px; }
.ise-statement__sums { display: flex; flex-wrap: wrap; gap: 6px 20px; margin: 0; padding: 10px 14px; border: 1px solid var(--ise-border); border-radius: var(--ise-radius); background: var(--ise-surface); }
.ise-statement__sums div { display: flex; gap: 6px; align-items: baseline; }
.ise-statement__sums dt { color: var(--ise-muted); font-size: .875rem; }
.ise-statement__sums dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; min-width: 11ch; } /* room for the sums before they arrive: no shift */
.ise-statement__loading { color: var(--ise-muted); margin: 0; min-height: 60vh; }
.ise-statement__sums--error { color: var(--ise-danger); font-weight: 600; }
.ise-statement__actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.ise-statement__nowrap { white-space: nowrap; }
.ise-statement__sub { display: block; font-size: .8125rem; color: var(--ise-muted); }
.ise-statement__check { width: 20px; height: 20px; margin: 2px; }
.ise-statement__progress { display: inline-flex; gap: 8px; align-items: center; font-size: .875rem; color: var(--ise-muted); }
.ise-statement__progress progress { width: 8em; }
@container ise-table (max-width: 639.98px) { .ise-ui__table--compact .ise-statement__sub { display: inline; margin-left: 4px; font-size: inherit; } }
@media (max-width: 600px) { .ise-statement__filters > * { flex: 1 1 100%; } .ise-statement__filters .ise-ui__field select { width: 100%; max-width: none; } .ise-statement__actions .ise-ui__button { flex: 1 1 auto; } }
`
