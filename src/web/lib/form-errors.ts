import { zodResolver as hookformZodResolver } from '@hookform/resolvers/zod'
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  set,
  type UseFormSetError,
} from 'react-hook-form'
import { ZodError, type ZodType, type z } from 'zod'
import { ApiError } from '~/lib/api-client'
import { localMessage, messagesReady } from '~/lib/messages'

/**
 * Where an issue's dotted path lands in a form, when the form's values are not the API's input
 * ('feedbacks.1.notes' → 'students.1.notes'); null: on no field.
 */
export type IssuePath<T extends FieldValues> = (path: string) => Path<T> | null

/**
 * Puts the server's field issues (a 400 with `issues`) back into a react-hook-form form. An
 * issue lands on the field its path starts with ('classes.0' → 'classes'), after `rename`
 * (the API's name → the form's, e.g. `priceCents` → `price`), or where `pathOf` says; issues
 * of other fields are left to the caller's toast. Returns whether any issue landed on a field.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  options: {
    rename?: Readonly<Record<string, Path<T>>>
    pathOf?: IssuePath<T>
    shouldFocus?: boolean
  } = {},
): boolean {
  if (!(error instanceof ApiError)) return false
  let applied = false
  for (const issue of error.issues) {
    const head = issue.path.split('.')[0] ?? ''
    const field = options.pathOf
      ? options.pathOf(issue.path)
      : fields.find((f) => f === (options.rename?.[head] ?? head))
    if (!field) continue
    setError(
      field,
      { type: 'server', message: issue.message },
      options.shouldFocus ? { shouldFocus: true } : undefined,
    )
    applied = true
  }
  return applied
}

/** Where a schema's issues land in a form: `pathOf` each, `fallback` one on no field. */
export interface IssueTargets<T extends FieldValues> {
  pathOf: IssuePath<T>
  fallback: Path<T>
}

/**
 * The resolver of a form whose values become the API's input through `toInput` (the session
 * editor, the lesson forms): the shared schema checks that input, each issue lands where
 * `pathOf` says (the mapping applyServerIssues gives the server's issues), one on no field on
 * `fallback`, in the app's language. The submit receives the schema's output, or with `raw`
 * the input as built.
 */
export function inputResolver<T extends FieldValues, S extends ZodType>(
  schema: S,
  toInput: (values: T) => z.input<S>,
  targets: IssueTargets<T> & { raw?: false },
): Resolver<T, unknown, z.output<S>>
export function inputResolver<T extends FieldValues, S extends ZodType>(
  schema: S,
  toInput: (values: T) => z.input<S>,
  targets: IssueTargets<T> & { raw: true },
): Resolver<T, unknown, z.input<S>>
export function inputResolver<T extends FieldValues, S extends ZodType>(
  schema: S,
  toInput: (values: T) => z.input<S>,
  { pathOf, fallback, raw }: IssueTargets<T> & { raw?: boolean },
): Resolver<T, unknown, unknown> {
  return async (values) => {
    const input = toInput(values)
    const parsed = schema.safeParse(input)
    if (parsed.success) return { values: raw ? input : parsed.data, errors: {} }
    await messagesReady()
    const errors: FieldErrors<T> = {}
    for (const issue of parsed.error.issues) {
      const field = pathOf(issue.path.join('.')) ?? fallback
      if (!get(errors, field)) {
        set(errors, field, { type: issue.code, message: localMessage(issue.message) })
      }
    }
    return { values: {}, errors }
  }
}

/** A field issue with a dotted path ('date', 'feedbacks.1.notes'). */
export interface FieldIssue {
  path: string
  message: string
}

/**
 * The field issues of a failed save: a 400 of the API (`issues`), or the issues of the same
 * shared zod schema run in the browser first. Split into the messages of the fields a form
 * shows (first message per field, keyed by `fieldOf(path)`) and the rest, for a toast.
 */
export function splitIssues(
  source: unknown,
  fieldOf: (path: string) => string | null,
): { fields: Record<string, string>; rest: FieldIssue[] } {
  const issues: FieldIssue[] =
    source instanceof ApiError
      ? source.issues
      : source instanceof ZodError
        ? source.issues.map((i) => ({ path: i.path.join('.'), message: localMessage(i.message) }))
        : []
  const fields: Record<string, string> = {}
  const rest: FieldIssue[] = []
  for (const issue of issues) {
    const field = fieldOf(issue.path)
    if (field === null) rest.push(issue)
    else fields[field] ??= issue.message
  }
  return { fields, rest }
}

/** A form's errors with each message in the page's language (the DOM `ref`s left alone). */
function localErrors<E>(errors: E): E {
  if (!errors || typeof errors !== 'object') return errors
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') out[key] = value
    else if (key === 'message' && typeof value === 'string') out[key] = localMessage(value)
    else out[key] = localErrors(value)
  }
  return (Array.isArray(errors) ? Object.assign([], out) : out) as E
}

/**
 * @hookform/resolvers' zodResolver whose messages are in the page's language: the shared
 * schemas' messages are codes (`msg` tokens), decoded here, once, for every form.
 */
export const zodResolver = ((...args: Parameters<typeof hookformZodResolver>) => {
  const resolve = hookformZodResolver(...args)
  return async (...input: Parameters<typeof resolve>) => {
    const result = await resolve(...input)
    // a form's state keeps the text it is given: the catalog must be there before decoding
    if (Object.keys(result.errors).length > 0) await messagesReady()
    return { ...result, errors: localErrors(result.errors) }
  }
}) as typeof hookformZodResolver
