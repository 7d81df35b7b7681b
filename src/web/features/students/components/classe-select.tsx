import { CLASSES, type Classe } from '@shared/constants'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select'
import { studentLabel } from '~/lib/student-label'

/** The student's class: Profissional, 1 Classe … 7 Classe. */
export function ClasseSelect({
  value,
  onChange,
  placeholder,
  triggerRef,
  ...triggerProps
}: {
  value: Classe | null | undefined
  onChange: (value: Classe) => void
  placeholder: string
  triggerRef?: React.Ref<HTMLButtonElement>
  id: string
  name?: string
  onBlur?: () => void
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}) {
  return (
    <Select value={value ?? ''} onValueChange={(v) => onChange(v as Classe)}>
      <SelectTrigger ref={triggerRef} className="w-full" {...triggerProps}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {CLASSES.map((c) => (
          <SelectItem key={c} value={c}>
            {studentLabel('classe', c)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
