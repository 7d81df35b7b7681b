/**
 * The router state key of the lesson prefill (~/lib/lesson-prefill): apart from its schema, so
 * the dashboard's 'Registrar aula' button hands it over without zod.
 */
export const LESSON_PREFILL_KEY = 'registerLesson'
