/** The export's README.txt: what each file holds, in Portuguese and English. */
export const README = `Quadra — seus dados / your data

Cada conjunto está em JSON (<nome>.json) e em CSV (<nome>.csv, com cabeçalho, RFC 4180, UTF-8).
Datas e horários em ISO 8601 (UTC). Valores em centavos (priceCents).

profile           perfil e conta
clubs             clubes
students          alunos
packages          pacotes vendidos
ledger            livro de créditos: cada movimento (delta) de cada pacote
sessions          aulas (no JSON, cada aula traz seus alunos)
session_students  alunos de cada aula e o pacote que pagou a aula
feedbacks         avaliação e observações de cada aluno em cada aula
alerts            alertas
lessons           agenda: aulas com linha própria (avulsas e aulas alteradas de um horário fixo;
                  no JSON, cada aula traz seus alunos); makeupCapacity: aberta a reposições, com
                  esse máximo de alunos (vazio: não está)
lesson_students   alunos de cada aula da agenda, com a situação de presença (outcome), o pacote
                  cobrado (chargedPackageId) e a aula que repõem (makeupOf)
lesson_series     horários fixos semanais (no JSON, cada um traz seus alunos; makeupCapacity
                  como nas aulas)
lesson_series_students  alunos de cada horário fixo
calendar_feed     se há um link de calendário ativo (o link em si não é guardado)
shared_items      relatórios e mensagens compartilhados na página de cada aluno, como enviados
student_pages     alunos com página ativa e desde quando (o link em si não é exportado)
payments          pagamentos recebidos de cada pacote (amountCents em centavos, paidOn, forma)
payment_removals  pagamentos removidos (auditoria): o que foi removido e quando
pix_settings      sua chave Pix, nome e cidade do recebedor (vazio quando não cadastrada)
reminder_settings quais lembretes vão para os alunos (vazio: os padrões)
student_consents  cada aceite e cada recusa de lembretes de cada aluno, por canal, com data e quem
                  registrou (coach: você; student: o próprio aluno, pela página)
reminder_messages cada lembrete planejado: aluno, canal, tipos, situação e quando foi enviado,
                  entregue, lido e respondido
agent_messages    a conversa com o assistente, suas mensagens e as respostas, em todos os canais
                  (guardada por 90 dias)
agent_proposals   cada proposta do assistente: o que seria registrado, se foi confirmada,
                  cancelada ou expirou, o que registrou e se foi desfeita
`
