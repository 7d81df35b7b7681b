import ClipboardPaste from 'lucide-react/icons/clipboard-paste'
import Upload from 'lucide-react/icons/upload'
import { useId, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Label } from '~/components/ui/label'
import { Spinner } from '~/components/ui/spinner'
import { Textarea } from '~/components/ui/textarea'
import { useTranslation } from '~/lib/i18n'
import { cn } from '~/lib/utils'
import { SHEET_ACCEPT } from '../lib/sheet-upload'

/**
 * Where the students come from: a file (picked, or dropped on a desktop) or cells pasted from a
 * spreadsheet. The parent reads them on the server; `reading` and `error` are its state.
 */
export function SourceStep({
  reading,
  error,
  onFile,
  onPaste,
}: {
  reading: boolean
  error: string | null
  onFile: (file: File) => void
  onPaste: (text: string) => void
}) {
  const { t } = useTranslation('student-import')
  return (
    <div className="grid gap-5">
      <p className="text-muted-foreground text-sm">{t('source.help')}</p>
      <FileDrop reading={reading} onFile={onFile} />
      <PasteForm reading={reading} onPaste={onPaste} />
      <div aria-live="polite" className="empty:hidden">
        {reading && (
          <p className="flex items-center gap-2 text-sm">
            <Spinner size="sm" label={t('source.reading')} />
            <span aria-hidden>{t('source.reading')}</span>
          </p>
        )}
      </div>
      <div role="alert" className="empty:hidden">
        {error && (
          <div className="rounded-lg border border-destructive/30 bg-destructive-soft p-3 text-destructive-soft-foreground text-sm">
            <p className="font-semibold">{t('source.readError')}</p>
            <p>{error}</p>
          </div>
        )}
      </div>
    </div>
  )
}

/** The file picker, and a drop zone on a desktop. */
function FileDrop({ reading, onFile }: { reading: boolean; onFile: (file: File) => void }) {
  const { t } = useTranslation('student-import')
  const fileInput = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const ids = { file: useId(), types: useId() }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a desktop shortcut; the button and the labelled input are the way for keyboards and screen readers
    <div
      className={cn(
        'flex flex-col items-center gap-2 rounded-xl border border-dashed bg-muted/30 px-4 py-6 text-center transition-colors',
        dragging && 'border-primary bg-primary/5',
      )}
      onDragOver={(event) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault()
        setDragging(false)
        const file = event.dataTransfer.files[0]
        if (file && !reading) onFile(file)
      }}
    >
      <Label htmlFor={ids.file} className="sr-only">
        {t('source.file')}
      </Label>
      <input
        ref={fileInput}
        id={ids.file}
        type="file"
        accept={SHEET_ACCEPT}
        className="sr-only"
        aria-describedby={ids.types}
        disabled={reading}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // the same file picked again after a fix in the spreadsheet is read again
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
      <Button type="button" onClick={() => fileInput.current?.click()} disabled={reading}>
        <Upload aria-hidden />
        {t('source.pick')}
      </Button>
      <p className="hidden text-muted-foreground text-sm md:block">{t('source.drop')}</p>
      <p id={ids.types} className="text-muted-foreground text-xs">
        {t('source.fileTypes')}
      </p>
    </div>
  )
}

/** Cells copied from a spreadsheet, pasted as they come (tab-separated). */
function PasteForm({ reading, onPaste }: { reading: boolean; onPaste: (text: string) => void }) {
  const { t } = useTranslation('student-import')
  const [pasted, setPasted] = useState('')
  const ids = { paste: useId(), hint: useId() }
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (pasted.trim()) onPaste(pasted)
      }}
    >
      <Label htmlFor={ids.paste}>{t('source.paste')}</Label>
      <p id={ids.hint} className="text-muted-foreground text-xs">
        {t('source.pasteHint')}
      </p>
      <Textarea
        id={ids.paste}
        aria-describedby={ids.hint}
        value={pasted}
        onChange={(event) => setPasted(event.target.value)}
        rows={4}
        spellCheck={false}
        className="font-mono text-xs"
      />
      <Button
        type="submit"
        variant="outline"
        className="justify-self-start"
        disabled={reading || !pasted.trim()}
      >
        <ClipboardPaste aria-hidden />
        {t('source.readPasted')}
      </Button>
    </form>
  )
}
