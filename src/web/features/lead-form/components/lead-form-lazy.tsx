import { lazy } from 'react'

/**
 * The form's code (react-hook-form, zod, the Radix controls, the API client) is not part of
 * the page's first load. Render it OUTSIDE any Suspense boundary: prerendering then waits for
 * it and writes the form in place (a boundary this large would be streamed after a
 * placeholder), and in the browser the prerendered form stays on screen until its code has
 * arrived and the page hydrates.
 */
export const LeadFormLazy = lazy(() => import('./lead-form').then((m) => ({ default: m.LeadForm })))
