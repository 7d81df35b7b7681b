import CircleCheck from 'lucide-react/icons/circle-check'
import CircleAlert from 'lucide-react/icons/circle-exclamation-point'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { AuthPage } from './auth-page'

interface StatusProps {
  tone: 'success' | 'error'
  title: string
  description: string
  /** A link button; or pass children for anything else. */
  action?: { to: string; label: string }
  children?: React.ReactNode
}

/** An account page that only reports an outcome: an icon, a title, a line and what to do next. */
export function AuthStatusCard(props: StatusProps) {
  return (
    <AuthPage>
      <StatusCard {...props} />
    </AuthPage>
  )
}

/** The card of AuthStatusCard alone (a page that shows it in place of its form). */
export function StatusCard({
  tone,
  title,
  description,
  action,
  children,
  id,
  hidden,
}: StatusProps & { id?: string; hidden?: boolean }) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  return (
    <Card id={id} hidden={hidden} className="text-center">
      <CardHeader>
        <Icon
          className={`mx-auto size-12 ${tone === 'success' ? 'text-success' : 'text-destructive'}`}
          aria-hidden
        />
        <CardTitle asChild className="text-2xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {children}
        {action && (
          <Button asChild size="lg" className="w-full">
            <Link to={action.to}>{action.label}</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
