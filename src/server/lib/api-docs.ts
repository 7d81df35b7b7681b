/** A self-contained HTML page listing the API's operations (no CDN: it works offline). */
export function renderApiDocs(doc: { paths?: object }): string {
  const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
  const rows: string[] = []
  for (const [path, ops] of Object.entries((doc.paths ?? {}) as Record<string, object>)) {
    for (const [method, op] of Object.entries(ops ?? {})) {
      const o = op as { summary?: string; description?: string; tags?: string[] }
      rows.push(
        `<tr><td><code class="m ${esc(method)}">${esc(method.toUpperCase())}</code></td><td><code>${esc(path)}</code></td><td>${esc(o.summary ?? o.description ?? '')}</td><td>${esc((o.tags ?? []).join(', '))}</td></tr>`,
      )
    }
  }
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Quadra API</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top}code.m{font-weight:700}.get{color:#0369a1}.post{color:#15803d}.patch,.put{color:#b45309}.delete{color:#b91c1c}</style></head>
<body><h1>Quadra API</h1><p>Documento OpenAPI 3.1: <a href="/api/openapi.json">/api/openapi.json</a>. Autenticação: cookie de sessão obtido em <code>POST /api/auth/sign-in/email</code>. Erros: <code>{ "error": { "code", "message", "issues"? } }</code>.</p>
<table><thead><tr><th>Método</th><th>Caminho</th><th>Descrição</th><th>Grupo</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`
}
