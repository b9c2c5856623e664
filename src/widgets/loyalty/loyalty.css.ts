/** Styles of the loyalty section and the business widget; beside the components, so they also work in a shadow root. */
export const loyaltyCss = `
.ise-loyalty__root { color: var(--ise-text); }
.ise-loyalty__root > h2 { font-size: 1.125rem; margin: 0 0 10px; }
.ise-loyalty__cards { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: 14px; }
.ise-loyalty__card:first-child { grid-column: 1 / -1; }
.ise-loyalty__card { background: var(--ise-surface); border: 1px solid var(--ise-border); border-left: 6px solid var(--ise-brand); border-radius: var(--ise-radius-large); padding: 16px; }
.ise-loyalty__card h3 { font-size: 1rem; margin: 0 0 8px; display: flex; justify-content: space-between; gap: 8px; align-items: baseline; }
.ise-loyalty__level { font-size: .8125rem; font-weight: 700; letter-spacing: .04em; color: var(--ise-muted); }
.ise-loyalty__figures { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; margin: 0 0 10px; }
.ise-loyalty__figures dt { font-size: .8125rem; color: var(--ise-muted); }
.ise-loyalty__figures dd { margin: 0; font-size: 1.125rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.ise-loyalty__bar { display: block; width: 100%; height: 10px; accent-color: var(--ise-brand); }
.ise-loyalty__root p { margin: 6px 0 0; }
.ise-loyalty__note { color: var(--ise-muted); font-size: .875rem; }
.ise-loyalty__big { font-size: 1.75rem; font-weight: 700; color: var(--ise-brand-dark); margin: 0; }
.ise-loyalty__stamps { list-style: none; display: flex; gap: 8px; margin: 8px 0 0; padding: 0; }
.ise-loyalty__stamp { width: 34px; height: 34px; border-radius: var(--ise-radius-circle); border: 2px solid var(--ise-brand); display: grid; place-items: center; font-weight: 700; color: var(--ise-brand-dark); }
.ise-loyalty__stamp--on { background: var(--ise-brand); color: var(--ise-text-inverse); }
.ise-loyalty__stamp--free { border-style: dashed; }
.ise-loyalty__apps { display: none; gap: 10px; flex-wrap: wrap; margin-top: 14px; }
.ise-loyalty__apps h3 { flex: 1 1 100%; font-size: 1rem; margin: 0; }
.ise-loyalty__apps a { flex: 1 1 140px; display: inline-flex; justify-content: center; align-items: center; min-height: 44px; padding: 8px 12px; border-radius: var(--ise-radius); background: var(--ise-loyalty-card); color: var(--ise-text-inverse); font-weight: 600; text-decoration: none; }
@media (max-width: 640px) { .ise-loyalty__apps { display: flex; } .ise-loyalty__figures { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.ise-loyalty__business { background: var(--ise-surface); border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 20px; color: var(--ise-text); }
.ise-loyalty__business h2 { font-size: 1.125rem; margin: 0 0 6px; }
.ise-loyalty__business p { margin: 0 0 10px; color: var(--ise-muted); }
.ise-loyalty__business ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.ise-loyalty__business a { display: inline-flex; align-items: center; min-height: 44px; padding: 8px 14px; border: 1px solid var(--ise-brand); border-radius: var(--ise-radius); color: var(--ise-brand-dark); font-weight: 600; text-decoration: none; }
.ise-loyalty__business a:hover { background: var(--ise-brand-soft); }
`
