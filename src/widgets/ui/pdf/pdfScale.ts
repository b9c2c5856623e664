/** PDF preview scale: 1.5 when the window is wider than 1600 px, otherwise 1 (spec part 1 §9, part 2 §9). */
export const LARGE_SCREEN_WIDTH = 1600
export const pdfScaleFor = (windowWidth: number): number => (windowWidth > LARGE_SCREEN_WIDTH ? 1.5 : 1)
