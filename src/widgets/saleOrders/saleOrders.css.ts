/** Styles of /tellimused and its dialogs; beside the components, so they also work in a shadow root. */
export const saleOrdersCss = `
.ise-so { color: var(--ise-text, #1c2430); }
.ise-so__toolbar { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; justify-content: space-between; margin: 0 0 12px; }
.ise-so__filters, .ise-so__actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-end; }
.ise-so__number { font: inherit; font-weight: 600; color: var(--ise-brand-dark, #084d37); background: none; border: 0; padding: 4px 0; min-height: 24px; text-decoration: underline; cursor: pointer; }
.ise-so__lines { display: flex; flex-direction: column; gap: 2px; }
.ise-so__nw, .ise-so__number { white-space: nowrap; }
.ise-so__quote { display: inline-flex; gap: 8px; align-items: center; white-space: nowrap; }
.ise-so__badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: .8125rem; font-weight: 600; background: #eef4fb; color: #1d3b63; white-space: nowrap; }
.ise-so__badge--T { background: var(--ise-danger-soft, #fdecea); color: var(--ise-danger, #b42318); }
.ise-so__badge--A { background: var(--ise-success-soft, #e3f2ec); color: var(--ise-success, #0b6e4f); }
.ise-so__bar { list-style: none; display: flex; gap: 4px; padding: 0; margin: 8px 0 16px; }
.ise-so__bar li { flex: 1; padding: 8px 10px 6px; border-top: 6px solid #c5ccd6; font-size: .875rem; font-weight: 600; color: var(--ise-muted, #4a5565); }
.ise-so__bar li[data-status="done"] { border-top-color: var(--ise-success, #0b6e4f); color: var(--ise-text, #1c2430); }
.ise-so__bar li[data-status="current"] { border-top-color: #1d3b63; color: var(--ise-text, #1c2430); }
.ise-so__bar--cancelled li { border-top-color: var(--ise-danger, #b42318); color: var(--ise-danger, #b42318); }
.ise-so__steps { list-style: none; display: flex; gap: 8px; padding: 0; margin: 0 0 16px; counter-reset: step; }
.ise-so__steps li { flex: 1; font-size: .875rem; font-weight: 600; color: var(--ise-muted, #4a5565); padding-bottom: 6px; border-bottom: 3px solid #c5ccd6; }
.ise-so__steps li[aria-current="step"] { color: var(--ise-brand-dark, #084d37); border-bottom-color: var(--ise-brand, #0b6e4f); }
.ise-so__form { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 14px; }
.ise-so__field { display: flex; flex-direction: column; gap: 4px; font-size: .875rem; color: var(--ise-muted, #4a5565); }
.ise-so__field--wide { grid-column: 1 / -1; }
.ise-so__field input, .ise-so__field select, .ise-so__field textarea, .ise-so__amount { font: inherit; font-size: 1rem; color: var(--ise-text, #1c2430); padding: 8px 10px; border: 1px solid #8a94a3; border-radius: 8px; background: #fff; }
.ise-so__field input:disabled, .ise-so__field select:disabled { background: #f4f6f8; color: #4a5565; }
.ise-so [aria-invalid="true"] { border-color: var(--ise-danger, #b42318); }
.ise-so__req { color: var(--ise-danger, #b42318); }
.ise-so__hint { font-size: .8125rem; }
.ise-so__error { color: var(--ise-danger, #b42318); font-weight: 600; font-size: .8125rem; }
.ise-so__switch { display: flex; flex-wrap: wrap; gap: 16px; border: 0; padding: 0; margin: 0 0 14px; }
.ise-so__switch legend { font-size: .875rem; color: var(--ise-muted, #4a5565); margin-bottom: 6px; padding: 0; }
.ise-so__check { display: flex; gap: 8px; align-items: center; font-weight: 600; min-height: 24px; }
.ise-so__check input { width: 20px; height: 20px; }
.ise-so__fuels { list-style: none; padding: 0; margin: 0; display: grid; gap: 10px; }
.ise-so__fuel { display: flex; flex-wrap: wrap; gap: 10px 16px; align-items: center; padding: 10px; border: 1px solid var(--ise-border, #dde3ea); border-radius: 10px; }
.ise-so__fuel .ise-so__check { flex: 1 1 14em; }
.ise-so__amount { width: 9em; }
.ise-so__summary { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0 0 16px; }
.ise-so__summary dt { color: var(--ise-muted, #4a5565); font-size: .875rem; }
.ise-so__summary dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.ise-so__spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: ise-so-spin .8s linear infinite; display: inline-block; }
@keyframes ise-so-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .ise-so__spinner { animation-duration: 3s; } }
.ise-so__footer { display: flex; flex-wrap: wrap; gap: 10px; justify-content: space-between; width: 100%; }
@media (max-width: 600px) {
  .ise-so__toolbar > *, .ise-so__filters > *, .ise-so__actions .ise-btn { flex: 1 1 100%; }
  .ise-so__bar, .ise-so__steps { flex-direction: column; }
  .ise-so__summary { grid-template-columns: 1fr; }
  .ise-so__summary dd { margin-bottom: 6px; }
}
`
