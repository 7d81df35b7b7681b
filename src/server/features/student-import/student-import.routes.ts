import { createRoute, z } from '@hono/zod-openapi'
import { importRequestSchema, SHEET_UPLOAD_TYPES } from '../../../shared/schemas/student-import'
import {
  importPreviewSchema,
  importResultSchema,
  importSheetSchema,
  studentImportDtoSchema,
  studentImportListSchema,
} from '../../../shared/schemas/student-import.response'
import { errorResponse, errorResponses, jsonBody, jsonResponse } from '../../lib/router'

const tags = ['Importação de alunos']
const idParam = z.object({ id: z.string() })

/** The upload route (a non-JSON body: app.ts lets it through, with its own size limit). */
export const SHEET_UPLOAD_PATH = '/api/student-imports/sheet'
export const SHEET_UPLOAD_TYPE = new RegExp(
  `^(${SHEET_UPLOAD_TYPES.map((t) => t.replace(/[.+]/g, '\\$&')).join('|')})\\s*(;|$)`,
  'i',
)

/** The routes taking a sheet's lines (up to 5,000 students): a larger JSON body limit. */
export const IMPORT_LINES_PATHS = new Set(['/api/student-imports/preview', '/api/student-imports'])

const sheetFile = z.string().meta({ id: 'SheetFile', format: 'binary' })
const csvFile = z.string().meta({
  id: 'StudentsCsvFile',
  format: 'binary',
  description: 'CSV separado por ponto e vírgula, UTF-8 com BOM: as colunas que a importação lê',
})

const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: 'Um mesmo valor em outro pedido responde a importação já feita' }),
})

export const studentImportRoutes = {
  readImportSheet: createRoute({
    method: 'post',
    path: '/student-imports/sheet',
    tags,
    summary:
      'Lê uma planilha (.csv, .xlsx, .ods, .vcf ou células coladas; corpo bruto, até 10 MB): as células e o que cada coluna parece ter',
    request: {
      body: {
        required: true,
        description: 'O arquivo (o formato é lido dos bytes)',
        content: Object.fromEntries(SHEET_UPLOAD_TYPES.map((t) => [t, { schema: sheetFile }])),
      },
    },
    responses: {
      200: jsonResponse(importSheetSchema, 'As células da planilha'),
      413: errorResponse('Arquivo acima de 10 MB'),
      ...errorResponses,
    },
  }),
  previewImport: createRoute({
    method: 'post',
    path: '/student-imports/preview',
    tags,
    summary:
      'Simula a importação (nada é gravado): quem será criado, atualizado ou ignorado, e por quê',
    request: { body: jsonBody(importRequestSchema) },
    responses: {
      200: jsonResponse(importPreviewSchema, 'O que a importação faria'),
      ...errorResponses,
    },
  }),
  commitImport: createRoute({
    method: 'post',
    path: '/student-imports',
    tags,
    summary: 'Importa os alunos (tudo em uma transação, ou nada)',
    request: { headers: idempotencyHeader, body: jsonBody(importRequestSchema) },
    responses: {
      201: jsonResponse(importResultSchema, 'A importação feita e o que ela fez'),
      200: jsonResponse(importResultSchema, 'A mesma importação (Idempotency-Key repetida)'),
      ...errorResponses,
    },
  }),
  listImports: createRoute({
    method: 'get',
    path: '/student-imports',
    tags,
    summary: 'As últimas importações (e se ainda podem ser desfeitas)',
    responses: { 200: jsonResponse(studentImportListSchema, 'As importações'), ...errorResponses },
  }),
  undoImport: createRoute({
    method: 'post',
    path: '/student-imports/{id}/undo',
    tags,
    summary:
      'Desfaz uma importação inteira (até 7 dias, se os alunos não tiveram atividade depois)',
    request: { params: idParam },
    responses: {
      200: jsonResponse(studentImportDtoSchema, 'A importação desfeita'),
      409: errorResponse('Não pode mais ser desfeita (e por quê)'),
      ...errorResponses,
    },
  }),
  exportStudents: createRoute({
    method: 'get',
    path: '/students/export',
    tags,
    summary: 'Exporta os alunos nas colunas que a importação lê (saldo, validade, valor devido)',
    responses: {
      200: {
        description: 'alunos.csv (Content-Disposition: attachment)',
        content: { 'text/csv': { schema: csvFile } },
      },
      ...errorResponses,
    },
  }),
}
