/**
 * A style that draws every part of the page, `content-visibility: auto` ones off screen included (the tax estimate's
 * lines, src/components/taxEstimator/EstimatorView.tsx). For the checks that read what is drawn, while they read: axe's
 * colours (it misreads undrawn parts, axe-core issue 2768) and the page's visible text (`innerText` leaves undrawn
 * parts out), where a visitor sees each part drawn as it scrolls into view.
 */
export const DRAW_EVERY_PART = "* { content-visibility: visible !important; }";
