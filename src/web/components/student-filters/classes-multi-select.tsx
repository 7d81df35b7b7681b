import { CLASSES, type Classe } from '@shared/constants'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { Button } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/checkbox'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { useTranslation } from '~/lib/i18n'
import { studentLabel } from '~/lib/student-label'
import { cn } from '~/lib/utils'
import { classesButtonText } from './student-filters-state'

/** Classes filter (spec §5): a button that opens a list of checkboxes and 'Limpar Seleção'. */
export function ClassesMultiSelect({
  id,
  value,
  onChange,
}: {
  id: string
  value: Classe[]
  onChange: (classes: Classe[]) => void
}) {
  const { t } = useTranslation('students')
  const toggle = (classe: Classe, checked: boolean) =>
    onChange(CLASSES.filter((c) => (c === classe ? checked : value.includes(c))))

  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="font-medium text-sm leading-none">
        {t('filters.classes')}
      </span>
      <Popover>
        <PopoverTrigger asChild>
          <Button
            variant="outline"
            aria-labelledby={`${id}-label ${id}-value`}
            className={cn(
              'w-full justify-between font-normal md:w-56',
              value.length > 0 && 'border-primary',
            )}
          >
            <span id={`${id}-value`} className="truncate">
              {classesButtonText(value, t)}
            </span>
            <ChevronDown className="size-4 text-muted-foreground" aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-64 p-2">
          <fieldset>
            <legend className="sr-only">{t('filters.classes')}</legend>
            <ul className="grid">
              {CLASSES.map((classe) => {
                const checkboxId = `${id}-${classe}`
                return (
                  <li key={classe}>
                    <label
                      htmlFor={checkboxId}
                      className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 text-sm hover:bg-accent"
                    >
                      <Checkbox
                        id={checkboxId}
                        checked={value.includes(classe)}
                        onCheckedChange={(checked) => toggle(classe, checked === true)}
                      />
                      {studentLabel('classe', classe)}
                    </label>
                  </li>
                )
              })}
            </ul>
          </fieldset>
          <div className="mt-2 border-t pt-2">
            <Button
              variant="ghost"
              className="w-full"
              onClick={() => onChange([])}
              disabled={value.length === 0}
            >
              {t('filters.clearClasses')}
            </Button>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  )
}
