import '~/locales/profile'
import { type AccountDeleteInput, accountDeleteSchema } from '@shared/schemas/profile'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import Download from 'lucide-react/icons/download'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Trash2 from 'lucide-react/icons/trash'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useNavigate } from 'react-router'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { FormField, fieldA11y } from '~/components/ui/form-field'
import { Input } from '~/components/ui/input'
import { errorMessage } from '~/lib/api-client'
import { authClient } from '~/lib/auth-client'
import { applyServerIssues, zodResolver } from '~/lib/form-errors'
import { useTranslation } from '~/lib/i18n'
import { toastError, toastSuccess } from '~/lib/toast'
import { profileQuery, useDeleteAccount, useExportData } from '../api'

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** 'Excluir minha conta': a dialog that asks for the account's e-mail before deleting it all. */
function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation('profile')
  const [open, setOpen] = useState(false)
  // sent as typed (the server trims it with the same schema)
  const form = useForm<AccountDeleteInput>({
    resolver: zodResolver(accountDeleteSchema, undefined, { raw: true }),
    defaultValues: { confirmEmail: '' },
  })
  const typed = useWatch({ control: form.control, name: 'confirmEmail' })
  const error = form.formState.errors.confirmEmail?.message
  const inputId = useId()
  const remove = useDeleteAccount()
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return
    setOpen(next)
    form.reset()
  }

  const confirm = form.handleSubmit(async (input) => {
    try {
      await remove.mutateAsync(input)
    } catch (err) {
      if (!applyServerIssues(err, form.setError, ['confirmEmail']))
        form.setError('confirmEmail', {
          type: 'server',
          message: errorMessage(err, t('privacy.delete.errorFallback')),
        })
      toastError(t('privacy.delete.errorTitle'), err, t('privacy.delete.errorFallback'))
      return
    }
    // the session is over: drop every cached answer, tell the session store, leave
    await queryClient.cancelQueries()
    queryClient.clear()
    authClient.$store.notify('$sessionSignal')
    toastSuccess(t('privacy.delete.doneTitle'), t('privacy.delete.doneDescription'))
    await navigate('/app/login', { replace: true })
  })

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden />
        {t('privacy.delete.button')}
      </Button>
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogContent>
          <form onSubmit={confirm} noValidate className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>{t('privacy.delete.dialogTitle')}</AlertDialogTitle>
              <AlertDialogDescription className="break-words">
                {t('privacy.delete.dialogDescription', { email })}
              </AlertDialogDescription>
            </AlertDialogHeader>
            <FormField label={t('privacy.delete.emailLabel')} htmlFor={inputId} error={error}>
              <Input
                type="email"
                autoComplete="off"
                {...fieldA11y(inputId, error)}
                {...form.register('confirmEmail')}
              />
            </FormField>
            <AlertDialogFooter>
              <AlertDialogCancel type="button" disabled={remove.isPending}>
                {t('privacy.delete.cancel')}
              </AlertDialogCancel>
              <Button
                type="submit"
                variant="destructive"
                disabled={remove.isPending || !sameEmail(typed, email)}
              >
                {remove.isPending ? t('privacy.delete.pending') : t('privacy.delete.confirm')}
              </Button>
            </AlertDialogFooter>
          </form>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}

/** 'Privacidade e dados': download everything, the policy, delete the account. */
export function PrivacySection() {
  const { t } = useTranslation('profile')
  const profile = useQuery(profileQuery())
  const exportData = useExportData()

  const download = async () => {
    try {
      await exportData.mutateAsync()
      toastSuccess(t('privacy.export.done'))
    } catch (error) {
      toastError(t('privacy.export.errorTitle'), error, t('privacy.export.errorFallback'))
    }
  }

  return (
    <section aria-labelledby="privacy-data-title">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="privacy-data-title" className="text-lg">
              {t('privacy.title')}
            </h2>
          </CardTitle>
          <p className="text-muted-foreground text-sm">{t('privacy.description')}</p>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-2">
            <h3 className="font-medium">{t('privacy.export.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('privacy.export.description')}</p>
            <div>
              <Button
                variant="outline"
                disabled={exportData.isPending}
                onClick={() => void download()}
              >
                <Download aria-hidden />
                {exportData.isPending ? t('privacy.export.pending') : t('privacy.export.button')}
              </Button>
            </div>
          </div>
          <div className="grid gap-2 border-t pt-4">
            <h3 className="font-medium">{t('privacy.students.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('privacy.students.description')}</p>
            <a
              href="/privacidade"
              className="inline-flex min-h-11 w-fit items-center gap-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              <ShieldCheck className="size-4" aria-hidden />
              {t('privacy.policy')}
            </a>
          </div>
          <div className="grid gap-2 border-t pt-4">
            <h3 className="font-medium text-destructive">{t('privacy.delete.title')}</h3>
            <p className="text-muted-foreground text-sm">{t('privacy.delete.description')}</p>
            <div>{profile.data && <DeleteAccountDialog email={profile.data.email} />}</div>
          </div>
        </CardContent>
      </Card>
    </section>
  )
}
