import Eye from 'lucide-react/icons/eye'
import EyeOff from 'lucide-react/icons/eye-off'
import { useState } from 'react'
import { Input } from '~/components/ui/input'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'

/** A password field with a visibility toggle (spec §2 Login/signup). */
export function PasswordInput({ className, ...props }: React.ComponentProps<'input'>) {
  const [visible, setVisible] = useState(false)
  const { t } = useTranslation('auth')
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={cn('pr-11', className)} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('hidePassword') : t('showPassword')}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {visible ? (
          <EyeOff className="size-4" aria-hidden />
        ) : (
          <Eye className="size-4" aria-hidden />
        )}
      </button>
    </div>
  )
}
