import focusTagsEn from '../web/locales/en/focus-tags.json'
import type { FocusTag } from './constants'

/**
 * English texts of the messages the code writes in Portuguese (decision 0016): the
 * shared schemas' validation messages, the API's and auth's errors, the alerts. The Portuguese
 * stays the source (the spec's texts verbatim); the English is looked up at display, keyed by
 * the Portuguese text. A key with `{{name}}` is a template: it matches a message with any text
 * in place of each placeholder, and the English puts that text back (itself translated when it
 * is a known piece: '8 segundos' → '8 seconds'). Amounts and dates keep the server's format.
 * A test (messages-en.test.ts) fails when a message of the code has no entry here.
 */
export const MESSAGES_EN: Readonly<Record<string, string>> = {
  // ---------------------------------------------------------------- auth (spec §8)
  'Email ou senha inválidos': 'Invalid email or password',
  'Este email já está cadastrado': 'This email is already registered',
  'Seu email ainda não foi confirmado. Abra o link que enviamos ou peça um novo email de confirmação.':
    'Your email has not been confirmed yet. Open the link we sent or ask for a new confirmation email.',
  'A senha deve ter pelo menos 6 caracteres': 'The password must have at least 6 characters',
  'A senha deve ter no máximo 128 caracteres': 'The password must have at most 128 characters',
  'Email inválido': 'Invalid email',
  'Link inválido ou expirado. Peça um novo link.': 'Invalid or expired link. Ask for a new link.',
  'Senha atual incorreta': 'Current password is incorrect',
  'Muitas tentativas. Aguarde um pouco e tente novamente.':
    'Too many attempts. Wait a moment and try again.',
  'Muitas tentativas de entrar nesta conta. Aguarde um pouco e tente novamente.':
    'Too many sign-in attempts on this account. Wait a moment and try again.',
  'Muitas tentativas de entrar nesta conta. Redefina sua senha pelo e-mail para entrar.':
    'Too many sign-in attempts on this account. Reset your password by e-mail to sign in.',
  'Muitas tentativas de entrar nesta conta. Tente novamente em {{wait}}.':
    'Too many sign-in attempts on this account. Try again in {{wait}}.',
  '{{n}} segundo': '{{n}} second',
  '{{n}} segundos': '{{n}} seconds',
  '{{n}} minuto': '{{n}} minute',
  '{{n}} minutos': '{{n}} minutes',
  'Ocorreu um erro interno. Tente novamente.': 'Something went wrong. Please try again.',
  'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.':
    'Could not reach the server. Check your connection and try again.',
  'Altere seu nome e sua foto em Perfil.': 'Change your name and photo in Profile.',
  'A senha não pode ser o seu email. Escolha outra senha.':
    'The password cannot be your email. Choose another password.',
  'A senha não pode ter caracteres de controle (quebras de linha, tabulações). Escolha outra senha.':
    'The password cannot contain control characters (line breaks, tabs). Choose another password.',
  'Esta senha é muito comum e fácil de adivinhar. Escolha outra senha.':
    'This password is too common and easy to guess. Choose another password.',
  'Email é obrigatório': 'Email is required',
  'Email muito longo': 'Email is too long',
  'Senha é obrigatória': 'Password is required',
  'Código do país é obrigatório': 'Country code is required',
  'Código do país inválido': 'Invalid country code',
  'Confirme a nova senha': 'Confirm the new password',
  'As senhas não coincidem': 'The passwords do not match',

  // ---------------------------------------------------------------- alerts
  'Aula sem pacote atribuído - necessária atribuição manual':
    'Class without a package - assign one manually',
  'Aluno com apenas 1 crédito restante': 'Student has only 1 credit left',
  'Pacote com créditos vence em até 7 dias': 'Package with credits expires within 7 days',
  'Pacote vencido com créditos não utilizados': 'Expired package with unused credits',

  // ---------------------------------------------------------------- settings
  'Idioma inválido: escolha português (pt-BR) ou inglês (en)':
    'Invalid language: choose Portuguese (pt-BR) or English (en)',
  'Moeda inválida: escolha BRL, USD ou EUR': 'Invalid currency: choose BRL, USD or EUR',
  'Fuso horário inválido': 'Invalid time zone',

  // ---------------------------------------------------------------- cancelling a day
  'Escolha o motivo: chuva ou professor indisponível':
    'Choose the reason: rain or coach unavailable',
  'Aulas inválidas': 'Invalid lessons',
  'Escolha pelo menos uma aula do dia': 'Choose at least one lesson of the day',
  'Aulas demais': 'Too many lessons',
  'Este dia não foi cancelado': 'This day was not cancelled',
  'Aula não encontrada neste dia': 'Lesson not found on this day',
  'Este dia já foi cancelado ({{reason}}). Desfaça o cancelamento para mudar o motivo.':
    'This day was already cancelled ({{reason}}). Undo the cancellation to change the reason.',
  'A aula das {{time}} mudou depois do cancelamento do dia. Reative as aulas uma a uma na agenda.':
    'The {{time}} lesson changed after the day was cancelled. Reactivate the lessons one by one on the agenda.',
  chuva: 'rain',
  'professor indisponível': 'coach unavailable',
  'Falta registrada nesta aula para {{names}}. Desmarque ou confirme a presença antes de registrar.':
    'An absence is recorded on this lesson for {{names}}. Unselect them or confirm they attended before registering.',
  'Lista de presenças confirmadas inválida': 'Invalid list of confirmed attendances',
  'Este fuso horário ainda não é conhecido pelo servidor: escolha uma cidade vizinha com o mesmo horário':
    'The server does not know this time zone yet: choose a nearby city with the same time',

  // ---------------------------------------------------------------- phones, Pix keys
  'Telefone inválido: informe DDD e número (10 ou 11 dígitos)':
    'Invalid phone: enter the area code and number (10 or 11 digits)',
  'Telefone inválido: confira o DDD e o número': 'Invalid phone: check the area code and number',
  'Telefone inválido: confira o código do país e o número':
    'Invalid phone: check the country code and number',
  'Telefone é obrigatório': 'Phone is required',
  'Telefone muito longo': 'Phone is too long',
  'Telefone inválido': 'Invalid phone',
  'Informe o telefone com +55 e DDD, ex.: +5511999999999':
    'Enter the phone with +55 and the area code, e.g. +5511999999999',
  'CPF inválido: informe os 11 dígitos': 'Invalid CPF: enter its 11 digits',
  'CPF inválido: confira os dígitos': 'Invalid CPF: check the digits',
  'CNPJ inválido: informe os 14 caracteres': 'Invalid CNPJ: enter its 14 characters',
  'CNPJ inválido: confira os dígitos': 'Invalid CNPJ: check the digits',
  'E-mail inválido': 'Invalid e-mail',
  'E-mail inválido: a chave Pix tem no máximo 77 caracteres':
    'Invalid e-mail: a Pix key has at most 77 characters',
  'Telefone inválido: a chave Pix deve ser um celular do Brasil (+55)':
    'Invalid phone: the Pix key must be a Brazilian mobile (+55)',
  'Telefone inválido: a chave Pix deve ser um celular com DDD':
    'Invalid phone: the Pix key must be a mobile with its area code',
  'Chave aleatória inválida (formato 123e4567-e89b-12d3-a456-426614174000)':
    'Invalid random key (format 123e4567-e89b-12d3-a456-426614174000)',
  'Chave aleatória inválida: confira a chave copiada do app do seu banco':
    'Invalid random key: check the key copied from your bank app',
  'Tipo de chave Pix inválido': 'Invalid Pix key type',
  'Selecione o tipo de chave Pix': 'Select the Pix key type',
  'Informe a chave Pix': 'Enter the Pix key',
  'Chave Pix muito longa': 'Pix key is too long',
  'Informe o nome do recebedor': "Enter the recipient's name",
  'Informe a cidade': 'Enter the city',
  'Cidade muito longa': 'City is too long',
  'Cadastre sua chave Pix no perfil': 'Add your Pix key in your profile',
  'O Pix cobra só em reais: escolha a moeda BRL no perfil para usá-lo':
    'Pix charges in reais only: choose the BRL currency in your profile to use it',
  'Este pacote não tem saldo a cobrar': 'This package has no balance to charge',
  'Olá, {{name}}! Segue o Pix de {{amount}} do {{item}}. O código Pix copia e cola vai na próxima mensagem.':
    'Hi {{name}}! Here is the Pix for {{amount}} for {{item}}. The Pix copy-and-paste code comes in the next message.',

  // ---------------------------------------------------------------- common fields
  'Data inválida': 'Invalid date',
  'Data fora do intervalo permitido': 'Date out of the allowed range',
  'Data fora do intervalo permitido (2000 a 2100)': 'Date out of the allowed range (2000 to 2100)',
  'Identificador inválido': 'Invalid identifier',
  'Texto contém caracteres inválidos': 'Text contains invalid characters',
  'Texto muito longo': 'Text is too long',
  'Nome é obrigatório': 'Name is required',
  'Nome muito longo': 'Name is too long',
  'Nome deve ter pelo menos 2 caracteres': 'Name must have at least 2 characters',
  'Página inválida': 'Invalid page',
  'Período inválido': 'Invalid period',
  'Valor inválido': 'Invalid value',
  'Nada para alterar': 'Nothing to change',
  'País é obrigatório': 'Country is required',
  'Informe o seu país': 'Enter your country',
  'Conte como você conheceu o Quadra': 'Tell us how you heard about Quadra',
  'Conte onde você nos conheceu': 'Tell us where you heard about us',

  // ---------------------------------------------------------------- agenda
  'Horário é obrigatório': 'Time is required',
  'Horário inválido (use HH:MM)': 'Invalid time (use HH:MM)',
  'A duração deve ser de {{min}} a {{max}} minutos':
    'The duration must be from {{min}} to {{max}} minutes',
  'Selecione pelo menos um aluno para a aula.': 'Select at least one student for the class.',
  'Máximo de {{max}} alunos por aula': 'At most {{max}} students per class',
  'Aluno repetido na aula': 'Student repeated in the class',
  'Título muito longo': 'Title is too long',
  'Observações muito longas': 'Notes are too long',
  'Escolha pelo menos um dia da semana': 'Choose at least one day of the week',
  'Dia da semana inválido': 'Invalid day of the week',
  'Dia da semana repetido': 'Day of the week repeated',
  'Data inicial é obrigatória': 'Start date is required',
  'Data final é obrigatória': 'End date is required',
  'A data final deve ser igual ou posterior à inicial':
    'The end date must be on or after the start date',
  'A agenda mostra no máximo {{days}} dias por vez':
    'The schedule shows at most {{days}} days at a time',
  'Data da aula é obrigatória': 'Class date is required',
  'Situação inválida': 'Invalid status',
  'Data de início é obrigatória': 'Start date is required',
  'Data final inválida': 'Invalid end date',
  'A data final deve ser igual ou posterior à de início':
    'The end date must be on or after the start date',
  "Escolha 'só esta aula' ou 'esta e as seguintes'":
    "Choose 'only this class' or 'this and the following'",
  'Para mudar o dia das próximas aulas, escolha os dias da semana':
    'To change the day of the next classes, choose the days of the week',
  "Os dias da semana mudam só em 'esta e as seguintes'":
    "The days of the week change only with 'this and the following'",
  'Situação de presença inválida': 'Invalid attendance status',
  'Data do aviso inválida': 'Invalid notice date',
  'O aviso não pode estar no futuro': 'The notice cannot be in the future',
  'O aviso deve ser de {{min}} a {{max}} horas': 'The notice must be from {{min}} to {{max}} hours',
  'A agenda vai até {{months}} meses à frente. Escolha uma data mais próxima.':
    'The schedule goes up to {{months}} months ahead. Choose a nearer date.',
  'Data muito distante': 'Date too far away',
  '{{name}} está inativo e não pode ser incluído em aulas. Reative o aluno no perfil dele.':
    '{{name}} is inactive and cannot be added to classes. Reactivate the student in their profile.',
  'Esta aula já foi registrada. Abra a sessão no histórico para alterá-la.':
    'This class has already been logged. Open the session in the history to change it.',
  'Esta aula é no dia {{date}}. Registre-a no dia da aula.':
    'This lesson is on {{date}}. Register it on the day of the lesson.',
  'Esta aula foi cancelada. Reative-a na agenda antes de registrá-la.':
    'This class was cancelled. Reactivate it in the schedule before logging it.',
  'Não há aula deste horário fixo nesta data': 'This recurring slot has no class on this date',
  'Aula não encontrada': 'Class not found',
  'Esta aula já foi registrada como sessão. Para cancelá-la ou removê-la, exclua antes a sessão registrada.':
    'This class has already been logged as a session. To cancel or remove it, delete the logged session first.',
  'Este horário coincide com outra aula: {{date}} às {{time}} ({{who}}) e mais {{more}}. Salvar mesmo assim?':
    'This time overlaps another class: {{date}} at {{time}} ({{who}}) and {{more}} more. Save anyway?',
  'Este horário coincide com outra aula: {{date}} às {{time}} ({{who}}). Salvar mesmo assim?':
    'This time overlaps another class: {{date}} at {{time}} ({{who}}). Save anyway?',
  'Este horário coincide com outra aula: {{date}} às {{time}} e mais {{more}}. Salvar mesmo assim?':
    'This time overlaps another class: {{date}} at {{time}} and {{more}} more. Save anyway?',
  'Este horário coincide com outra aula: {{date}} às {{time}}. Salvar mesmo assim?':
    'This time overlaps another class: {{date}} at {{time}}. Save anyway?',
  "Esta aula faz parte de um horário fixo: use 'Cancelar só esta aula' ou 'esta e as seguintes'.":
    "This class belongs to a recurring slot: use 'Cancel only this class' or 'this and the following'.",
  "Este horário fixo já tem aulas passadas ou registradas. Encerre-o com 'Cancelar esta e as seguintes': as aulas passadas continuam no histórico.":
    "This recurring slot already has past or logged classes. End it with 'Cancel this and the following': past classes stay in the history.",
  'Este aluno não está nesta aula': 'This student is not in this class',
  "Para marcar presença, registre a aula ('Registrar aula'): a presença é a sessão registrada.":
    "To mark attendance, log the class ('Log class'): attendance is the logged session.",
  '{{name}} está na sessão registrada desta aula. Para marcar outra situação, retire o aluno da sessão no histórico.':
    "{{name}} is in this class's logged session. To mark another status, remove the student from the session in the history.",
  'Esta reposição já está marcada na aula de {{date}}.':
    'This make-up is already booked in the class of {{date}}.',
  'Não há reposição devida desta aula para este aluno':
    'This student is owed no make-up for this class',
  'Calendário não encontrado': 'Calendar not found',
  'Horário fixo não encontrado': 'Recurring slot not found',
  'Nenhum dos dias da semana escolhidos cai entre as datas de início e fim.':
    'None of the chosen days of the week falls between the start and end dates.',
  'Nenhuma aula entre as datas': 'No class between the dates',

  // ---------------------------------------------------------------- clubs, students
  'Nome do clube é obrigatório': 'Club name is required',
  'Endereço muito longo': 'Address is too long',
  'Notas muito longas': 'Notes are too long',
  'Selecione o gênero': 'Select the gender',
  'Selecione o tipo de aluno': 'Select the student type',
  'Selecione a classe': 'Select the level',
  'Selecione o status': 'Select the status',
  'Aluno não encontrado': 'Student not found',
  'Clube não encontrado': 'Club not found',
  'Já existe um aluno com este {{field}}: {{name}}':
    'There is already a student with this {{field}}: {{name}}',
  telefone: 'phone',
  'e-mail': 'e-mail',
  'Não é possível remover este aluno porque ele tem pacotes ou aulas registradas. Marque-o como inativo.':
    'This student cannot be removed because they have packages or logged classes. Mark them as inactive.',
  'Não é possível remover este aluno porque ele já tem aulas na agenda que passaram. Marque-o como inativo.':
    'This student cannot be removed because they have past classes in the schedule. Mark them as inactive.',

  // ---------------------------------------------------------------- packages, payments
  'Selecione a forma de pagamento': 'Select the payment method',
  'Informe o valor recebido': 'Enter the amount received',
  'Valor inválido: use no máximo duas casas decimais': 'Invalid amount: use at most two decimals',
  'O valor deve ser maior que zero': 'The amount must be greater than zero',
  'O valor pago é maior que o valor do pacote': 'The amount paid is more than the package price',
  'Valor muito alto': 'Amount too high',
  'A observação deve ter no máximo {{max}} caracteres':
    'The note must have at most {{max}} characters',
  'Use no máximo duas casas decimais': 'Use at most two decimals',
  'A data inicial deve ser anterior à final': 'The start date must be before the end date',
  'Período muito longo (máximo de 5 anos)': 'Period too long (at most 5 years)',
  'Data de pagamento é obrigatória': 'Payment date is required',
  'Tempo de validade é obrigatório para pacotes com mais de 1 aula':
    'Validity is required for packages with more than 1 class',
  'Tempo de validade deve ser pelo menos 1 dia': 'Validity must be at least 1 day',
  'Validade muito alta': 'Validity too long',
  'Data de vencimento inválida': 'Invalid due date',
  'Deve ter pelo menos 1 aula': 'Must have at least 1 class',
  'Número de aulas muito alto': 'Number of classes too high',
  'Valor deve ser um número': 'Amount must be a number',
  'Valor deve ser positivo': 'Amount must be positive',
  'Selecione um aluno': 'Select a student',
  'Número de aulas deve ser pelo menos 1': 'Number of classes must be at least 1',
  'Preço deve ser maior que 0': 'Price must be greater than 0',
  'Pacote não encontrado': 'Package not found',
  // the reports' CSV exports (reports-csv.ts): headers and the labels in their cells
  Mês: 'Month',
  'Vendido ({{unit}})': 'Sold ({{unit}})',
  'Recebido ({{unit}})': 'Received ({{unit}})',
  Total: 'Total',
  Aulas: 'Classes',
  'Alunos ativos': 'Active students',
  'Novos alunos': 'New students',
  'Alunos perdidos': 'Lost students',
  'Retenção (%)': 'Retention (%)',
  Aluno: 'Student',
  Motivo: 'Reason',
  'Última aula': 'Last class',
  'Pacotes ativos': 'Active packages',
  'Créditos não usados': 'Unused credits',
  'Valor ({{unit}})': 'Amount ({{unit}})',
  'Forma de pagamento': 'Payment method',
  Pagamentos: 'Payments',
  Data: 'Date',
  Pacote: 'Package',
  'Data da compra': 'Purchase date',
  Observação: 'Note',
  'Aulas restantes': 'Classes left',
  'Pago ({{unit}})': 'Paid ({{unit}})',
  'Saldo ({{unit}})': 'Balance ({{unit}})',
  'Vencimento do pagamento': 'Payment due',
  Validade: 'Expires',
  'Situação do pagamento': 'Payment status',
  Situação: 'Status',
  'Em andamento': 'In progress',
  Encerrado: 'Closed',
  'Pacote vencido': 'Package expired',
  'Créditos esgotados': 'Credits used up',
  'Sem aula recente': 'No recent class',
  Dinheiro: 'Cash',
  Cartão: 'Card',
  Transferência: 'Bank transfer',
  Outro: 'Other',
  Pago: 'Paid',
  Parcial: 'Partial',
  Pendente: 'Pending',
  Atrasado: 'Overdue',
  // the names generated for a package when it is sold (spec §3), translated at display
  'Pacote de {{n}} aulas': 'Package of {{n}} classes',
  'Pacote {{n}} aulas': '{{n}}-class package',
  'O valor é maior que o saldo devedor ({{balance}})':
    'The amount is greater than the balance due ({{balance}})',
  'Não é possível reduzir o pacote para {{total}} {{classes}}: {{used}} {{usedText}}.':
    'The package cannot be reduced to {{total}} {{classes}}: {{used}} {{usedText}}.',
  aula: 'class',
  aulas: 'classes',
  'aula já foi usada': 'class has already been used',
  'aulas já foram usadas': 'classes have already been used',
  'Não é possível reduzir o valor para {{price}}: já foram pagos {{paid}}. Remova um pagamento antes.':
    'The price cannot be reduced to {{price}}: {{paid}} has already been paid. Remove a payment first.',
  'Não é possível apagar este pacote: ele tem aulas vinculadas. Mova as aulas para outro pacote antes de apagá-lo.':
    'This package cannot be deleted: it has classes linked to it. Move the classes to another package before deleting it.',
  'Pagamento não encontrado': 'Payment not found',
  'Este pacote já está pago: não há saldo devedor': 'This package is already paid: no balance due',
  'Pacote sem créditos disponíveis': 'Package without available credits',

  // ---------------------------------------------------------------- profile
  'Selecione um esporte': 'Select a sport',
  'Escolha manter os horários no relógio local ou o mesmo instante':
    'Choose to keep the local clock times or the same moment',
  'Digite o e-mail da conta para confirmar': "Type the account's e-mail to confirm",
  'E-mail muito longo': 'E-mail is too long',
  'Informe se o cancelamento tardio consome crédito':
    'Say whether a late cancellation uses a credit',
  'Informe se a falta sem aviso consome crédito': 'Say whether a no-show uses a credit',
  'O e-mail digitado não é o e-mail desta conta. Digite-o exatamente para confirmar a exclusão.':
    "The e-mail typed is not this account's e-mail. Type it exactly to confirm the deletion.",
  'Conta não encontrada': 'Account not found',
  'Perfil não encontrado': 'Profile not found',

  // ---------------------------------------------------------------- sessions, progress
  'Tipo de compartilhamento inválido': 'Invalid share type',
  'Escreva o texto a compartilhar': 'Write the text to share',
  'O texto deve ter no máximo {{max}} caracteres': 'The text must have at most {{max}} characters',
  'Avaliação deve ser de 1 a 5': 'Rating must be from 1 to 5',
  'Foco de treino inválido': 'Invalid training focus',
  'Data da aula inválida': 'Invalid class date',
  'A data da aula não pode estar no futuro': 'The class date cannot be in the future',
  'Data da aula fora do intervalo permitido': 'Class date out of the allowed range',
  'Aluno repetido na sessão': 'Student repeated in the session',
  'Feedback de aluno que não está na sessão': 'Feedback for a student who is not in the session',
  'É necessário selecionar ao menos um aluno para a sessão.':
    'Select at least one student for the session.',
  'Máximo de 50 alunos por sessão': 'At most 50 students per session',
  'Aula inválida': 'Invalid class',
  'Selecione pelo menos um aluno para a sessão.': 'Select at least one student for the session.',
  'Por favor, selecione um pacote para atribuir à aula.':
    'Please select a package to assign to the class.',
  'Use um período rápido ou um intervalo de datas, não os dois':
    'Use a quick period or a date range, not both',
  'A data final deve ser depois da inicial': 'The end date must be after the start date',
  'Sessão não encontrada': 'Session not found',
  'Atribuição não encontrada': 'Assignment not found',
  'Feedback não encontrado': 'Feedback not found',
  '{{name}} está inativo e não pode participar de sessões. Reative o aluno no perfil dele.':
    '{{name}} is inactive and cannot take part in sessions. Reactivate the student in their profile.',
  'Compartilhamento não encontrado': 'Share not found',
  'Aula não encontrada para este aluno': 'Class not found for this student',
  'Alerta não encontrado': 'Alert not found',
  'Este alerta não pode ser dispensado: ele some quando a aula for vinculada a um pacote.':
    'This alert cannot be dismissed: it goes away once the class is linked to a package.',

  // ---------------------------------------------------------------- voice notes
  'Áudio muito grande: o limite é 5 MB': 'Audio too large: the limit is 5 MB',
  'Formato de áudio não suportado: grave de novo pelo Quadra':
    'Audio format not supported: record again with Quadra',
  'O áudio está vazio ou incompleto: grave de novo':
    'The audio is empty or incomplete: record again',
  'Duração do áudio inválida (até 3 minutos)': 'Invalid audio duration (up to 3 minutes)',
  'Áudio não encontrado': 'Audio not found',
  'Este áudio já está em outra avaliação': 'This audio is already in another feedback',
  'No máximo 5 áudios por avaliação': 'At most 5 audios per feedback',
  'Transcrição muito longa': 'Transcript too long',
  'Áudio repetido na avaliação': 'Audio repeated in the feedback',
  'Muitos áudios enviados em pouco tempo. Aguarde alguns minutos e tente de novo.':
    'Too many audios sent in a short time. Wait a few minutes and try again.',
  'Os áudios gravados e ainda não salvos chegaram ao limite de {{size}}. Salve a aula ou descarte áudios para gravar outro.':
    'The audios recorded and not saved yet reached the {{size}} limit. Save the lesson or discard audios to record another.',
  'Sua conta chegou ao limite de {{size}} de áudios guardados. Exclua áudios antigos para gravar novos.':
    'Your account reached its {{size}} limit of stored audios. Delete old audios to record new ones.',
  'O servidor está sem espaço para novos áudios agora. Tente de novo mais tarde.':
    'The server has no room for new audios right now. Try again later.',
  'Trecho fora do arquivo de áudio': 'Range outside the audio file',

  // ---------------------------------------------------------------- API
  'Requisição muito grande': 'Request too large',
  'Recurso não encontrado': 'Resource not found',
  'Dados inválidos': 'Invalid data',
  'Requisição inválida': 'Invalid request',
  'Registro não encontrado': 'Record not found',
  'Não autenticado': 'Not signed in',
  'Registro duplicado': 'Duplicate record',
  'Registro relacionado não encontrado ou em uso': 'Related record not found or in use',
  'Número fora do intervalo permitido': 'Number out of the allowed range',
  'Requisição recusada: ela não veio do site do Quadra.':
    "Request refused: it did not come from Quadra's site.",
  'O corpo da requisição deve ser JSON (Content-Type: application/json).':
    'The request body must be JSON (Content-Type: application/json).',
}

/**
 * The focus tags (stored in Portuguese) by their English names: the web's catalog of them is
 * the one source (locales/en/focus-tags.json); the server's texts (reports, messages) use it too.
 */
export const FOCUS_TAG_NAMES_EN: Readonly<Record<FocusTag, string>> = focusTagsEn

interface Template {
  pattern: RegExp
  names: string[]
  en: string
  /** How much literal text the key has: the most specific template is tried first. */
  weight: number
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g

function template(pt: string, en: string): Template {
  const names: string[] = []
  const source = pt
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      names.push(part)
      return '([\\s\\S]+?)'
    })
    .join('')
  return {
    pattern: new RegExp(`^${source}$`),
    names,
    en,
    weight: pt.replace(PLACEHOLDER, '').length,
  }
}

const TEMPLATES: Template[] = Object.entries(MESSAGES_EN)
  .filter(([pt]) => pt.includes('{{'))
  .map(([pt, en]) => template(pt, en))
  .sort((a, b) => b.weight - a.weight)

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')

/**
 * A date or time the server wrote into a Portuguese message, in the English formats (
 * MMM d, yyyy and 12-hour times): '25/11/2026' → 'Nov 25, 2026', '14:30' → '2:30 PM'.
 * Anything else is returned as it is.
 */
export function englishDateOrTime(value: string): string {
  const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (date) {
    const month = MONTHS[Number(date[2]) - 1]
    return month ? `${month} ${Number(date[1])}, ${date[3]}` : value
  }
  const time = /^(\d{2}):(\d{2})$/.exec(value)
  if (time && Number(time[1]) < 24) {
    const h = Number(time[1])
    return `${h % 12 === 0 ? 12 : h % 12}:${time[2]} ${h < 12 ? 'AM' : 'PM'}`
  }
  return value
}

/** Nested pieces ('8 segundos' inside the throttle message) are looked up this deep. */
const MAX_DEPTH = 2

function toEnglish(text: string, depth: number): string {
  if (Object.hasOwn(MESSAGES_EN, text) && !text.includes('{{')) return MESSAGES_EN[text]!
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(text)
    if (!match) continue
    return t.en.replace(PLACEHOLDER, (_, name: string) => {
      const value = match[t.names.indexOf(name) + 1] ?? ''
      if (name === 'date' || name === 'time') return englishDateOrTime(value)
      return depth < MAX_DEPTH ? toEnglish(value, depth + 1) : value
    })
  }
  return text
}

/**
 * A message of the code in the reader's language: the Portuguese as it is for pt-BR, the
 * English of MESSAGES_EN for 'en'; a text it does not know (already English, a name) unchanged.
 */
export function translateMessage(text: string, language: string | null | undefined): string {
  if (language !== 'en' || !text) return text
  return toEnglish(text, 0)
}
