/** Shapes the API answers with, shared by the server and the web client. */

export interface ErrorBody {
  error: {
    code: string
    message: string
    issues?: { path: string; message: string }[]
    requestId?: string
  }
}

export interface Page<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

export interface HealthResponse {
  status: 'ok'
  database: 'pglite' | 'postgres'
}
