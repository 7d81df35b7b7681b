import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody } from '../../shared/schemas/common.response'

/** 404 messages of the resources several features look up (one wording everywhere). */
export const STUDENT_NOT_FOUND = 'Aluno não encontrado'
export const CLUB_NOT_FOUND = 'Clube não encontrado'
export const PACKAGE_NOT_FOUND = 'Pacote não encontrado'

export interface FieldIssue {
  path: string
  message: string
}

/** The one error type services throw; the app's onError turns it into the error body. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
    readonly issues?: FieldIssue[],
    /** Extra fields of the error body (LESSON_OVERLAP's conflicts). */
    readonly details?: Pick<ErrorBody['error'], 'conflicts'>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message = 'Registro não encontrado') =>
  new AppError('NOT_FOUND', message, 404)

export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Não autenticado', 401)
