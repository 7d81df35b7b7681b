import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { messageText } from '../../shared/message-text'
import {
  type Message,
  type MessageCode,
  type MessageParams,
  msg,
  parseMessage,
} from '../../shared/messages'
import type { ErrorBody } from '../../shared/schemas/common.response'

/** 404 messages of the resources several features look up (one wording everywhere). */
export const STUDENT_NOT_FOUND = msg('student.notFound')
export const CLUB_NOT_FOUND = msg('club.notFound')
export const PACKAGE_NOT_FOUND = msg('package.notFound')

export interface FieldIssue {
  path: string
  message: Message
}

/**
 * The one error type services throw; the app's onError turns it into the error body. Its
 * message is a code of the messages catalogs (`msg(…)`): `message` is its Portuguese text.
 */
export class AppError extends Error {
  readonly messageCode: MessageCode
  readonly messageParams: MessageParams

  constructor(
    readonly code: string,
    message: Message,
    readonly status: ContentfulStatusCode = 400,
    readonly issues?: FieldIssue[],
    /** Extra fields of the error body (LESSON_OVERLAP's conflicts). */
    readonly details?: Pick<ErrorBody['error'], 'conflicts'>,
  ) {
    super(messageText(message))
    this.name = 'AppError'
    const parsed = parseMessage(message)
    if (!parsed) throw new TypeError(`AppError ${code}: its message is not a msg() token`)
    this.messageCode = parsed.code
    this.messageParams = parsed.params
  }
}

export const notFound = (message: Message = msg('api.recordNotFound')) =>
  new AppError('NOT_FOUND', message, 404)

export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', msg('api.unauthenticated'), 401)
