import { CircleAlert, CircleCheck } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/components/ui/card'
import { AuthPage } from './auth-page'

/** An account page that only reports an outcome: an icon, a title, a line and what to do next. */
export function AuthStatusCard({
  tone,
  title,
  description,
  action,
  children,
}: {
  tone: 'success' | 'error'
  title: string
  description: string
  /** A link button; or pass children for anything else. */
  action?: { to: string; label: string }
  children?: React.ReactNode
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  return (
    <AuthPage>
      <Card className="text-center">
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
    </AuthPage>
  )
}
