import type { ProfileDto } from '@shared/api-types'
import type { ProfilePatchInput } from '@shared/schemas/profile'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { ApiError } from '~/lib/api-client'
import { profileQuery, useUpdateProfile } from '../api'

/**
 * A settings card of /app/profile edited as a draft of the profile (the absence policy, the
 * language and region): the draft starts from the profile, `save` sends a PATCH and, once saved,
 * restarts the draft from the answer and says so (or why not) in a toast.
 */
export function useProfileDraft<D>(
  draftOf: (profile: ProfileDto) => D,
  texts: { saved: string; error: string },
) {
  const query = useQuery(profileQuery())
  const mutation = useUpdateProfile()
  const [draft, setDraft] = useState<D | null>(null)
  const profile = query.data

  useEffect(() => {
    if (profile && !draft) setDraft(draftOf(profile))
  }, [profile, draft, draftOf])

  // the promise, not mutate()'s callbacks: a change of language, currency or zone re-mounts the
  // shell (and this card) before those callbacks would run, and they are dropped on unmount
  const save = (input: ProfilePatchInput, onSaved?: () => void) =>
    mutation.mutateAsync(input).then(
      (p) => {
        setDraft(draftOf(p))
        toast.success(texts.saved)
        onSaved?.()
      },
      (err: unknown) =>
        toast.error(texts.error, {
          description: err instanceof ApiError ? err.message : undefined,
        }),
    )

  return { profile, draft, setDraft, save, saving: mutation.isPending }
}

/** The frame of a profile settings card: a titled section, its description, then the form. */
export function SettingsCard({
  id,
  title,
  description,
  loading,
  children,
}: {
  id: string
  title: string
  description: string
  /** The profile is not there yet: a placeholder of the form's height. */
  loading: boolean
  children: React.ReactNode
}) {
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
        <CardContent>{loading ? <Skeleton className="h-36 w-full" /> : children}</CardContent>
      </Card>
    </section>
  )
}
