/** Styles of the agreements feature; rendered in a <style> so they also work in a shadow root. */
export const agreementsCss = `
.agr { display: flex; flex-direction: column; gap: 14px; }
.agr__header { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
.agr__title { margin: 8px 0 4px; font-size: 1.75rem; }
.agr__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 12px; }
.agr-card { background: #fff; border: 1px solid #dde3ea; border-radius: 12px; padding: 16px 18px; display: grid; grid-template-columns: 1fr auto; gap: 8px 16px; }
.agr-card__title { margin: 0; font-size: 1.0625rem; }
.agr-card__meta { margin: 2px 0 0; color: #4a5565; font-size: .875rem; }
.agr-card__badges { display: flex; gap: 8px; flex-wrap: wrap; align-items: flex-start; justify-content: flex-end; }
.agr-badge { display: inline-block; border-radius: 999px; padding: 2px 10px; font-size: .8125rem; font-weight: 600; background: #eef1f5; color: #1c2430; }
.agr-badge--ACTIVE { background: #e3f2ec; color: #084d37; }
.agr-badge--PENDING { background: #fff4d6; color: #6b4a00; }
.agr-badge--ENDED, .agr-badge--CANCELED, .agr-badge--REJECTED { background: #eef1f5; color: #4a5565; }
/* The signing state is what the customer acts on: it carries the weight; beside it the validity is neutral. */
.agr-badge--signing { background: #1a4fa0; color: #fff; font-weight: 700; }
.agr-card__badges:has(.agr-badge--signing) .agr-badge:not(.agr-badge--signing) { background: #eef1f5; color: #4a5565; font-weight: 500; }
.agr-card__actions { grid-column: 1 / -1; display: flex; gap: 8px; flex-wrap: wrap; }
.agr-card__points { grid-column: 1 / -1; margin: 0; }
.agr-card__points h4 { margin: 4px 0; font-size: .875rem; color: #4a5565; font-weight: 600; }
.agr-card__points ul { margin: 0; padding-left: 18px; font-size: .9375rem; }
.agr-button { display: inline-flex; align-items: center; justify-content: center; border: 1px solid #0b6e4f; background: #0b6e4f; color: #fff; font: inherit; font-weight: 600; padding: 8px 16px; border-radius: 10px; cursor: pointer; text-decoration: none; }
.agr-button:hover { background: #084d37; }
.agr-button:disabled { opacity: .55; cursor: not-allowed; }
.agr-button--secondary { background: #fff; color: #084d37; }
.agr-button--secondary:hover { background: #e3f2ec; }
.agr-link { background: none; border: 0; padding: 4px 0; font: inherit; color: #084d37; text-decoration: underline; cursor: pointer; }
.agr-empty { background: #fff; border: 1px dashed #dde3ea; border-radius: 12px; padding: 28px; text-align: center; display: flex; flex-direction: column; align-items: center; gap: 12px; }
.agr-empty p { margin: 0; font-size: 1.0625rem; }
.agr-alert { padding: 10px 14px; border-radius: 10px; margin: 8px 0; font-weight: 600; }
.agr-alert--error { background: #fdecea; color: #b42318; }
.agr-alert__reason { display: block; font-weight: 500; margin-top: 2px; }
.agr-alert--success { background: #e3f2ec; color: #0b6e4f; }
.agr-muted { color: #4a5565; }
.agr-tabs { display: flex; gap: 4px; border-bottom: 1px solid #dde3ea; margin-bottom: 14px; }
.agr-tab { border: 0; background: none; font: inherit; padding: 8px 12px; cursor: pointer; color: #4a5565; border-bottom: 3px solid transparent; }
.agr-tab[aria-selected="true"] { color: #084d37; border-bottom-color: #0b6e4f; font-weight: 600; }
.agr-code { font-size: 2.25rem; font-weight: 700; letter-spacing: .2em; margin: 4px 0 8px; }
.agr-table { width: 100%; border-collapse: collapse; }
.agr-table th, .agr-table td { text-align: left; padding: 8px 6px; border-bottom: 1px solid #dde3ea; }
.agr-new { background: #fff; border: 1px solid #dde3ea; border-radius: 12px; padding: 16px 18px; }
.agr-new__title { margin: 0 0 10px; font-size: 1rem; letter-spacing: .04em; }
.agr-new__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
.agr-new__item { display: flex; justify-content: space-between; align-items: center; gap: 10px; border: 1px solid #dde3ea; border-radius: 10px; padding: 10px 12px; }
.agr-new__name { margin: 0; font-weight: 600; }
`
