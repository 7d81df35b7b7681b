import type { Language } from '../../../shared/domain/locale'

/** The page's words in each language; values are escaped where they are used. */
export const WORDS = {
  'pt-BR': {
    kinds: { report: 'Relatório de progresso', message: 'Mensagem após a aula' },
    weekdays: ['seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.', 'dom.'],
    time: (hhmm: string) => hhmm,
    description:
      'Página do aluno no Quadra: créditos, próximas aulas, pagamentos e o que o professor compartilhou.',
    noAudio: 'Seu navegador não toca este áudio.',
    yourCoach: 'seu professor',
    whatsapp: 'Conversar no WhatsApp',
    remaining: 'Aulas restantes',
    nextExpiry: 'Próximo vencimento',
    noCredits: 'Nenhuma aula disponível no momento. Fale com seu professor para renovar o pacote.',
    upcoming: 'Próximas aulas',
    showing: (shown: number, total: number) => `Mostrando os ${shown} mais recentes de ${total}.`,
    noShares: 'Ainda não há relatórios nem mensagens por aqui.',
    audios: 'Áudios do professor',
    classesWith: 'Suas aulas com',
    credits: 'Seus créditos',
    shares: 'Relatórios e mensagens',
    privacy: (student: string, coach: string) =>
      `Página particular de ${student}, enviada por ${coach}. Quem tiver este link pode vê-la.`,
    madeWith: 'Feito com Quadra',
    confirm: 'Confirmar presença',
    decline: 'Não vou',
    confirmed: 'Presença confirmada',
    declined: 'Você avisou que não vai',
    cancelTitle: 'Avisar que não vai',
    policy: (outcome: 'notified_absence' | 'late_cancel', uses: boolean, hours: number) =>
      outcome === 'notified_absence'
        ? `Cancelando agora, com mais de ${hours} h de antecedência, você não perde o crédito.`
        : uses
          ? `Cancelando agora, com menos de ${hours} h de antecedência, a aula conta como cancelamento tardio e usa 1 crédito.`
          : `Cancelando agora, com menos de ${hours} h de antecedência, a aula conta como cancelamento tardio, mas você não perde o crédito.`,
    confirmDecline: 'Confirmar: não vou',
    back: 'Voltar',
    doneConfirmed: 'Obrigado! Seu professor vai ver que você confirmou.',
    doneDeclined: 'Pronto: seu professor vai ver que você não vai.',
    cannotAnswer: 'Não foi possível responder',
    owedTitle: 'A pagar',
    paidOf: (paid: string, price: string) => `Pago ${paid} de ${price}`,
    owedTotal: 'Total a pagar',
    owedShowing: (shown: number, total: number) =>
      `Mostrando ${shown} de ${total} pacotes em aberto; o total inclui todos.`,
    pixTitle: 'Pague com Pix',
    pixReceiver: (name: string) => `Recebedor: ${name}`,
    pixCode: 'Pix copia e cola',
    pixHow:
      'Toque e segure o código, escolha Selecionar tudo e Copiar. No app do seu banco, entre em Pix copia e cola e cole. Se abriu esta página no computador, leia o QR Code com o celular.',
    pixQr: (amount: string) => `QR Code Pix de ${amount}`,
    askCoach: (coach: string) => `Para pagar, combine com ${coach}.`,
    paymentsTitle: 'Seus pagamentos',
    paidUp: 'Tudo em dia: nenhum valor em aberto.',
    methods: {
      pix: 'Pix',
      dinheiro: 'Dinheiro',
      cartao: 'Cartão',
      transferencia: 'Transferência',
      outro: '',
    },
    makeups: 'Reposições',
    owed: (n: number) =>
      n === 1
        ? 'Você tem 1 aula para repor. Reserve uma das vagas que o professor abriu:'
        : `Você tem ${n} aulas para repor. Reserve uma das vagas que o professor abriu:`,
    noPlaces: (days: number) =>
      `Nenhuma vaga aberta para reposição nos próximos ${days} dias. Fale com o professor.`,
    placesLeft: (n: number) => (n === 1 ? '1 vaga' : `${n} vagas`),
    book: 'Reservar',
    offered: 'Vaga liberada — reservar',
    full: 'Sem vagas no momento',
    joinWaitlist: 'Entrar na lista de espera',
    waiting: (position: number) => `Você está na lista de espera: ${position}º da fila`,
    doneBooked: 'Reposição marcada! Ela já aparece nas suas próximas aulas.',
    doneWaiting:
      'Você entrou na lista de espera. Se uma vaga for liberada para você, ela aparece aqui para reservar.',
    cannotBook: 'Não foi possível reservar',
  },
  en: {
    kinds: { report: 'Progress report', message: 'After-class message' },
    weekdays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    time: (hhmm: string) => {
      const [h = 0, m = 0] = hhmm.split(':').map(Number)
      return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
    },
    description:
      "A student's page on Quadra: credits, upcoming classes, payments and what the coach shared.",
    noAudio: 'Your browser cannot play this audio.',
    yourCoach: 'your coach',
    whatsapp: 'Chat on WhatsApp',
    remaining: 'Classes left',
    nextExpiry: 'Next expiry',
    noCredits: 'No classes available right now. Talk to your coach to renew the package.',
    upcoming: 'Upcoming classes',
    showing: (shown: number, total: number) => `Showing the ${shown} most recent of ${total}.`,
    noShares: 'No reports or messages here yet.',
    audios: "Coach's audios",
    classesWith: 'Your classes with',
    credits: 'Your credits',
    shares: 'Reports and messages',
    privacy: (student: string, coach: string) =>
      `Private page of ${student}, sent by ${coach}. Anyone with this link can see it.`,
    madeWith: 'Made with Quadra',
    confirm: 'Confirm attendance',
    decline: "I can't come",
    confirmed: 'Attendance confirmed',
    declined: "You said you can't come",
    cancelTitle: "Tell your coach you can't come",
    policy: (outcome: 'notified_absence' | 'late_cancel', uses: boolean, hours: number) =>
      outcome === 'notified_absence'
        ? `Cancelling now, more than ${hours} h ahead, you keep your credit.`
        : uses
          ? `Cancelling now, less than ${hours} h ahead, counts as a late cancellation and uses 1 credit.`
          : `Cancelling now, less than ${hours} h ahead, counts as a late cancellation, but you keep your credit.`,
    confirmDecline: "Confirm: I can't come",
    back: 'Back',
    doneConfirmed: 'Thank you! Your coach will see that you confirmed.',
    doneDeclined: "Done: your coach will see that you can't come.",
    cannotAnswer: 'Could not answer',
    owedTitle: 'Amount due',
    paidOf: (paid: string, price: string) => `Paid ${paid} of ${price}`,
    owedTotal: 'Total due',
    owedShowing: (shown: number, total: number) =>
      `Showing ${shown} of ${total} packages due; the total includes them all.`,
    pixTitle: 'Pay with Pix',
    pixReceiver: (name: string) => `Recipient: ${name}`,
    pixCode: 'Pix copy and paste',
    pixHow:
      'Press and hold the code, choose Select all and Copy. In your bank app, open Pix copy and paste and paste it. If you opened this page on a computer, scan the QR code with your phone.',
    pixQr: (amount: string) => `Pix QR code for ${amount}`,
    askCoach: (coach: string) => `To pay, talk to ${coach}.`,
    paymentsTitle: 'Your payments',
    paidUp: 'All paid up: nothing due.',
    methods: {
      pix: 'Pix',
      dinheiro: 'Cash',
      cartao: 'Card',
      transferencia: 'Bank transfer',
      outro: '',
    },
    makeups: 'Make-up classes',
    owed: (n: number) =>
      n === 1
        ? 'You have 1 class to make up. Book one of the places your coach opened:'
        : `You have ${n} classes to make up. Book one of the places your coach opened:`,
    noPlaces: (days: number) =>
      `No places open for make-up classes in the next ${days} days. Talk to your coach.`,
    placesLeft: (n: number) => (n === 1 ? '1 place' : `${n} places`),
    book: 'Book',
    offered: 'Place freed — book it',
    full: 'No places right now',
    joinWaitlist: 'Join the waiting list',
    waiting: (position: number) => `You are on the waiting list: number ${position} in line`,
    doneBooked: 'Make-up class booked! It now shows among your upcoming classes.',
    doneWaiting:
      'You joined the waiting list. If a place is freed for you, it shows here for you to book.',
    cannotBook: 'Could not book',
  },
} satisfies Record<Language, unknown>

export type Words = (typeof WORDS)[Language]
