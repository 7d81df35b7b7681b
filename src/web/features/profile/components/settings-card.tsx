import type { ProfilePatchInput } from '@shared/schemas/profile'
import type { ProfileDto } from '@shared/schemas/profile.response'
import { useQuery } from '@tanstack/react-query'
import type { FieldValues, Path, UseFormReset, UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { ApiError } from '~/lib/api-client'
import { applyServerIssues } from '~/lib/form-errors'
import { profileQuery, useUpdateProfile } from '../api'

/**
 * Saves a settings card of /app/profile (the absence policy, the language and region): a PATCH
 * of the card's fields, then the card's form restarts from the answer and a toast says so (or
 * why not; field issues of a 400 land on the card's `fields`).
 */
export function useSaveProfile<V extends FieldValues>(
  form: { reset: UseFormReset<V>; setError: UseFormSetError<V> },
  valuesOf: (profile: ProfileDto) => V,
  options: { saved: string; error: string; fields?: readonly Path<V>[] },
) {
  const mutation = useUpdateProfile()
  // the promise, not mutate()'s callbacks: a change of language, currency or zone re-mounts the
  // shell (and this card) before those callbacks would run, and they are dropped on unmount
  const save = (input: ProfilePatchInput, onSaved?: () => void) =>
    mutation.mutateAsync(input).then(
      (p) => {
        form.reset(valuesOf(p))
        toast.success(options.saved)
        onSaved?.()
      },
      (err: unknown) => {
        applyServerIssues(err, form.setError, options.fields ?? [])
        toast.error(options.error, {
          description: err instanceof ApiError ? err.message : undefined,
        })
      },
    )
  return { save, saving: mutation.isPending }
}

/**
 * The frame of a profile settings card: a titled section, its description, then the form,
 * rendered once the profile is there (a placeholder of the form's height until then) and
 * started from it.
 */
export function SettingsCard({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: string
  children: (profile: ProfileDto) => React.ReactNode
}) {
  const profile = useQuery(profileQuery()).data
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={id} className="text-lg">
              {title}
            </h2>
          </CardTitle>
          <p className="text-muted-foreground text-sm">{description}</p>
        </CardHeader>
        <CardContent>
          {profile ? children(profile) : <Skeleton className="h-36 w-full" />}
        </CardContent>
      </Card>
    </section>
  )
}
