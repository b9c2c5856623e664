/** Styles of the electricity agreement wizard and banner; beside the components so they also work in a shadow root. */
export const wizardCss = `
.ise-electricity-agreement__root { display: grid; gap: 16px; }
.ise-electricity-agreement__steps { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 8px; }
.ise-electricity-agreement__step { display: flex; }
.ise-electricity-agreement__steplink { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; padding: 4px 12px 4px 6px; border-radius: var(--ise-radius-pill); border: 1px solid var(--ise-border); background: var(--ise-surface); color: var(--ise-muted); font: inherit; font-size: .875rem; }
button.ise-electricity-agreement__steplink { cursor: pointer; color: var(--ise-brand-dark); border-color: var(--ise-brand); }
button.ise-electricity-agreement__steplink:hover { background: var(--ise-brand-soft); }
.ise-electricity-agreement__step--current .ise-electricity-agreement__steplink { background: var(--ise-brand); color: var(--ise-text-inverse); border-color: var(--ise-brand); font-weight: 700; }
.ise-electricity-agreement__num { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: var(--ise-radius-circle); background: var(--ise-neutral-soft); color: var(--ise-text); font-weight: 700; }
.ise-electricity-agreement__step--current .ise-electricity-agreement__num { background: var(--ise-surface); color: var(--ise-brand-dark); }
.ise-electricity-agreement__step--done .ise-electricity-agreement__num { background: var(--ise-brand-soft); color: var(--ise-brand-dark); }
.ise-electricity-agreement__title { font-size: 1.25rem; margin: 0; outline: none; }
.ise-electricity-agreement__count { color: var(--ise-muted); font-weight: 600; font-size: 1rem; }
.ise-electricity-agreement__panel { display: grid; gap: 16px; max-width: 60rem; }
.ise-electricity-agreement__panel > p { margin: 0; }
.ise-electricity-agreement__muted { color: var(--ise-muted); font-size: .875rem; margin: 0; }
.ise-electricity-agreement__eic { font-weight: 700; font-variant-numeric: tabular-nums; }
.ise-electricity-agreement__points { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.ise-electricity-agreement__points li { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
.ise-electricity-agreement__point { display: flex; gap: 10px; align-items: flex-start; min-height: 44px; padding: 6px 0; cursor: pointer; }
.ise-electricity-agreement__point input { width: 20px; height: 20px; margin: 2px 0 0; flex: none; }
.ise-electricity-agreement__point--off { cursor: not-allowed; }
.ise-electricity-agreement__badge { display: inline-block; font-size: .75rem; font-weight: 700; padding: 2px 8px; border-radius: var(--ise-radius-pill); background: var(--ise-neutral-soft); color: var(--ise-text); }
.ise-electricity-agreement__badge--ok { background: var(--ise-brand-soft); color: var(--ise-brand-dark); }
.ise-electricity-agreement__badge--accent { background: var(--ise-warning-pale); color: var(--ise-warning-dark); }
.ise-electricity-agreement__row { display: grid; grid-template-columns: 2fr 1fr; gap: 12px; }
.ise-electricity-agreement__nav { margin-top: 4px; }
.ise-electricity-agreement__packages { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 14px; }
.ise-electricity-agreement__package { border: 1px solid var(--ise-border); border-radius: var(--ise-radius-large); padding: 16px; display: grid; gap: 10px; align-content: start; background: var(--ise-surface); height: 100%; box-sizing: border-box; }
.ise-electricity-agreement__package--highlighted { border-color: var(--ise-brand); box-shadow: 0 0 0 1px var(--ise-brand) inset; }
.ise-electricity-agreement__pkghead { display: grid; gap: 6px; }
.ise-electricity-agreement__pkgname { font-size: 1.125rem; margin: 0; }
.ise-electricity-agreement__badges { display: flex; flex-wrap: wrap; gap: 4px; }
.ise-electricity-agreement__facts { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; font-size: .9375rem; }
.ise-electricity-agreement__facts dt { color: var(--ise-muted); }
.ise-electricity-agreement__facts dd { margin: 0; font-weight: 600; text-align: right; font-variant-numeric: tabular-nums; }
.ise-electricity-agreement__confirm { grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); align-items: start; max-width: none; }
.ise-electricity-agreement__summary { display: grid; gap: 12px; }
.ise-electricity-agreement__summary h3 { margin: 0; font-size: 1rem; }
.ise-electricity-agreement__preview { grid-row: span 2; background: var(--ise-bg); border-radius: var(--ise-radius); padding: 12px; min-height: 420px; max-height: 75vh; overflow: auto; display: flex; flex-direction: column; align-items: center; gap: 12px; box-sizing: border-box; }
.ise-electricity-agreement__preview .ise-ui__pdf-page { box-shadow: var(--ise-shadow-page); background: var(--ise-surface); max-width: 100%; overflow: hidden; }
.ise-electricity-agreement__preview canvas { max-width: 100%; height: auto !important; }
.ise-electricity-agreement__confirmfields { display: grid; gap: 14px; }
.ise-electricity-agreement__frame { width: 100%; height: calc(75vh - 24px); min-height: 396px; border: 0; border-radius: var(--ise-radius-small); background: var(--ise-surface); }
.ise-electricity-agreement__banner { display: grid; gap: 8px; padding: 16px; border-radius: var(--ise-radius-large); background: linear-gradient(135deg, var(--ise-brand-soft), var(--ise-brand-pale)); border: 1px solid var(--ise-brand-border); }
.ise-electricity-agreement__banner h2 { margin: 0; font-size: 1.0625rem; }
.ise-electricity-agreement__banner p { margin: 0; color: var(--ise-muted); }
.ise-electricity-agreement__banner .ise-ui__button { justify-self: start; text-decoration: none; min-height: 44px; display: inline-flex; align-items: center; }
@media (max-width: 900px) {
  .ise-electricity-agreement__confirm { grid-template-columns: minmax(0, 1fr); }
  .ise-electricity-agreement__preview { grid-row: auto; min-height: 320px; max-height: 60vh; }
  .ise-electricity-agreement__frame { height: calc(60vh - 24px); min-height: 296px; }
}
@media (max-width: 600px) {
  .ise-electricity-agreement__steplink { padding: 4px 8px 4px 4px; }
  .ise-electricity-agreement__step:not(.ise-electricity-agreement__step--current) .ise-electricity-agreement__label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .ise-electricity-agreement__row { grid-template-columns: 1fr; }
  .ise-electricity-agreement__facts dd { text-align: left; }
}
`
