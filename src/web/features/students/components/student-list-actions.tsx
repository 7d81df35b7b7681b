import '~/locales/students'
import Download from 'lucide-react/icons/download'
import Plus from 'lucide-react/icons/plus'
import Upload from 'lucide-react/icons/upload'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { useTranslation } from '~/lib/i18n'
import { STUDENTS_EXPORT_URL } from '../api'

/** The students list's actions: a new student, an import from a sheet, the CSV export. */
export function StudentListActions() {
  const { t } = useTranslation('students')
  return (
    <>
      <Button asChild>
        <Link to="/app/students/new">
          <Plus aria-hidden />
          {t('list.newStudent')}
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <Link to="/app/students/import">
          <Upload aria-hidden />
          {t('list.import')}
        </Link>
      </Button>
      <Button variant="outline" asChild>
        <a href={STUDENTS_EXPORT_URL} download>
          <Download aria-hidden />
          {t('list.export')}
        </a>
      </Button>
    </>
  )
}
