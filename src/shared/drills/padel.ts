import type { Drill } from './types'

/**
 * Padel drills: every focus tag × both levels × 3 drills.
 * Padel is doubles on a 20 × 10 m enclosed court: the ball may be played after it bounces and
 * comes off the glass (back or side), the serve is underhand (bounce, contact at or below the
 * waist, diagonally; a served ball that touches the fence after the bounce is a fault).
 * Tags map onto padel strokes: Forehand = drive, Backhand = revés, Smash = the overhead family
 * (bandeja, víbora, smash, "por 3").
 */
export const PADEL_DRILLS: Drill[] = [
  // ─── Técnica ───────────────────────────────────────────────────────────────
  {
    id: 'padel.tecnica.iniciante.1',
    sport: 'Padel',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Empunhadura continental e golpe curto', en: 'Continental grip, short swing' },
    objective: {
      pt: 'Firmar a empunhadura continental e um golpe curto e controlado, sem girar o punho.',
      en: 'Settle the continental grip and a short, controlled swing without flicking the wrist.',
    },
    howTo: {
      pt: [
        'Aluno na linha de saque; o professor alimenta à mão bolas lentas, alternando drive e revés.',
        'Golpe curto, raquete à frente do corpo e terminação na altura do ombro; 3 séries de 12 bolas.',
        'Observar: a mesma empunhadura nos dois lados, punho firme e bola passando a rede com margem.',
      ],
      en: [
        'Student on the service line; the coach hand-feeds slow balls, alternating forehand and backhand.',
        'Short swing, racket in front of the body, finish at shoulder height; 3 sets of 12 balls.',
        'Watch for: the same grip on both sides, a firm wrist and the ball clearing the net with margin.',
      ],
    },
  },
  {
    id: 'padel.tecnica.iniciante.2',
    sport: 'Padel',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Primeira saída de parede de fundo', en: 'First back-glass rebound' },
    objective: {
      pt: 'Deixar a bola quicar, bater no vidro de fundo e golpeá-la na volta, sem pressa.',
      en: 'Let the ball bounce and come off the back glass, then play it on the way out, without rushing.',
    },
    howTo: {
      pt: [
        'O professor lança bolas que quicam e batem no vidro de fundo; o aluno começa de lado, perto do vidro.',
        'O aluno acompanha o rebote, espera a bola descer e devolve por baixo ao meio da quadra; 3 séries de 10.',
        'Observar: não ir na bola antes do rebote, sair do vidro junto com ela e bater com a bola baixa e à frente.',
      ],
      en: [
        'The coach throws balls that bounce and hit the back glass; the student starts side-on, near the glass.',
        'The student follows the rebound, waits for the ball to drop and plays it low to the middle; 3 sets of 10.',
        'Watch for: not attacking the ball before the rebound, moving off the glass with it, contact low and in front.',
      ],
    },
  },
  {
    id: 'padel.tecnica.iniciante.3',
    sport: 'Padel',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Troca cooperativa de fundo', en: 'Cooperative baseline rally' },
    objective: {
      pt: 'Manter a bola em jogo com altura e profundidade seguras, a base de tudo no padel.',
      en: 'Keep the ball in play with safe height and depth, the foundation of everything in padel.',
    },
    howTo: {
      pt: [
        'Dois alunos no fundo, um de cada lado da rede, trocam bolas cruzadas passando cerca de 1 m acima da rede.',
        'Meta: 20 bolas seguidas; a cada erro a contagem recomeça. 3 tentativas.',
        'Observar: bola quicando depois da linha de saque, golpe curto e sem força, e volta à posição após bater.',
      ],
      en: [
        'Two students at the back, one on each side of the net, rally cross-court about 1 m above the net.',
        'Goal: 20 balls in a row; any miss restarts the count. 3 attempts.',
        'Watch for: the ball landing past the service line, a short swing without power, recovery after each hit.',
      ],
    },
  },
  {
    id: 'padel.tecnica.intermediario.1',
    sport: 'Padel',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Contraparede de emergência', en: 'Emergency contrapared' },
    objective: {
      pt: 'Usar a contraparede (golpe contra o próprio vidro de fundo) para salvar a bola que passou do corpo.',
      en: 'Use the contrapared (hitting into your own back glass) to save a ball that has got past you.',
    },
    howTo: {
      pt: [
        'O professor manda bolas rápidas e baixas que passam do aluno e chegam junto ao vidro de fundo.',
        'O aluno golpeia a bola para cima, contra o próprio vidro, para que ela cruze a rede em globo; 4 séries de 8.',
        'Observar: usar só quando não há outra saída, golpe de baixo para cima e bola que passa a rede com altura.',
      ],
      en: [
        'The coach sends fast, low balls that get past the student and reach the back glass.',
        'The student hits upwards into their own glass so the ball loops over the net as a lob; 4 sets of 8.',
        'Watch for: using it only when nothing else works, a low-to-high swing and enough height to clear the net.',
      ],
    },
  },
  {
    id: 'padel.tecnica.intermediario.2',
    sport: 'Padel',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Saída de dupla parede', en: 'Double-wall exit' },
    objective: {
      pt: 'Ler a bola que bate no vidro de fundo e depois no lateral (ou o inverso) e devolvê-la com controle.',
      en: 'Read the ball that hits the back glass then the side glass (or the reverse) and return it with control.',
    },
    howTo: {
      pt: [
        'Do outro lado, o professor manda bolas cruzadas que batem em duas paredes antes de chegar ao aluno.',
        'O aluno se posiciona lendo a trajetória e devolve baixo e cruzado, aos pés de quem está na rede; 3 séries de 10.',
        'Última série com bolas de uma ou duas paredes, sem aviso. Observar leitura cedo e pés que se ajustam.',
      ],
      en: [
        'From the other side, the coach sends cross-court balls that hit two walls before reaching the student.',
        "The student reads the path and returns low and cross-court, at the net player's feet; 3 sets of 10.",
        'Last set mixes one- and two-wall balls without warning. Watch for an early read and adjusting feet.',
      ],
    },
  },
  {
    id: 'padel.tecnica.intermediario.3',
    sport: 'Padel',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Bola na grade: leitura e reação', en: 'Ball off the fence: read and react' },
    objective: {
      pt: 'Reagir à bola que bate na grade, de quique irregular e morto, com um golpe curto e seguro.',
      en: 'React to a ball coming off the fence, with its dead, irregular bounce, using a short, safe stroke.',
    },
    howTo: {
      pt: [
        'O professor lança bolas que quicam e batem na grade do fundo e da lateral; o quique sai irregular.',
        'O aluno espera a bola sair da grade, ajusta com passos curtos e devolve por baixo ao meio; 3 séries de 10.',
        'Observar: distância da grade, nada de golpe longo e deixar passar a bola que vai direto na grade (ponto seu).',
      ],
      en: [
        'The coach throws balls that bounce and hit the back and side fence; they come out irregular.',
        'The student waits for the ball to leave the fence, adjusts with small steps and plays it to the middle; 3 × 10.',
        'Watch for: distance from the fence, no long swing, and letting a ball go that hits the fence on the fly (your point).',
      ],
    },
  },
  // ─── Tática ────────────────────────────────────────────────────────────────
  {
    id: 'padel.tatica.iniciante.1',
    sport: 'Padel',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'De quem é a bola do meio', en: 'Whose ball is the middle one' },
    objective: {
      pt: 'Combinar com o parceiro quem joga a bola do meio, evitando choque e bola que passa entre os dois.',
      en: 'Agree with your partner who takes the middle ball, avoiding clashes and balls passing between you.',
    },
    howTo: {
      pt: [
        'Dupla no fundo; o professor alimenta bolas lentas no meio da quadra, uma de cada vez.',
        'Regra: quem tem o drive no meio fica com a bola e fala "minha"; o outro fala "sua" e acompanha. 20 bolas.',
        'Observar: comunicação em voz alta antes do golpe e os dois se movendo juntos, ninguém parado olhando.',
      ],
      en: [
        'Pair at the back; the coach feeds slow balls through the middle of the court, one at a time.',
        'Rule: whoever has the forehand in the middle takes it and calls "mine"; the other calls "yours" and follows. 20 balls.',
        'Watch for: a loud call before the hit and both players moving together, nobody standing and watching.',
      ],
    },
  },
  {
    id: 'padel.tatica.iniciante.2',
    sport: 'Padel',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Cruzado, a bola segura', en: 'Cross-court, the safe ball' },
    objective: {
      pt: 'Entender por que o cruzado é mais seguro: mais quadra, rede mais baixa no meio e menos risco.',
      en: 'Understand why cross-court is safer: more court, a lower net in the middle and less risk.',
    },
    howTo: {
      pt: [
        'Jogo de fundo, dupla contra o professor: só vale bola cruzada que quique depois da linha de saque.',
        'Pontos até 7; bola na paralela dá o ponto ao outro lado.',
        'Observar: escolha natural do cruzado, boa altura sobre a rede e o aluno voltando ao seu lado após o golpe.',
      ],
      en: [
        'Baseline game, a pair against the coach: only cross-court balls landing past the service line count.',
        'Points to 7; a down-the-line ball gives the point to the other side.',
        'Watch for: choosing cross-court naturally, good net clearance and the student returning to their side.',
      ],
    },
  },
  {
    id: 'padel.tatica.iniciante.3',
    sport: 'Padel',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Globo para ganhar a rede', en: 'Lob to win the net' },
    objective: {
      pt: 'Usar o globo alto por cima de quem está na rede para a dupla subir e ocupar a rede.',
      en: 'Use a high lob over the net players so your pair can move forward and take the net.',
    },
    howTo: {
      pt: [
        'Dupla no fundo; do outro lado, o professor e um aluno na rede trocam bolas fáceis com ela.',
        'Ao sinal, o aluno do fundo faz um globo alto por cima do jogador de rede e a dupla sobe junta; 10 vezes.',
        'Observar: globo alto e profundo (quica perto do vidro do rival) e a dupla subindo lado a lado.',
      ],
      en: [
        'Pair at the back; on the other side the coach and a student at the net rally easy balls with them.',
        'On a signal, the back player lobs high over the net player and the pair moves up together; 10 times.',
        "Watch for: a high, deep lob (bouncing near the opponents' glass) and the pair moving up side by side.",
      ],
    },
  },
  {
    id: 'padel.tatica.intermediario.1',
    sport: 'Padel',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Chiquita e subida à rede', en: 'Chiquita and move up' },
    objective: {
      pt: 'Tirar a rede dos rivais com uma chiquita baixa aos pés e subir para atacar a bola seguinte.',
      en: 'Take the net from the opponents with a low chiquita at their feet, then move up to attack the next ball.',
    },
    howTo: {
      pt: [
        'Dupla A no fundo, dupla B na rede. A joga uma chiquita lenta e baixa aos pés de B e sobe à rede.',
        'B tenta volear para baixo; o ponto segue livre até o fim. 10 pontos e trocam os papéis.',
        'Observar: chiquita que cai antes da linha de saque, abaixo da altura da rede, e a subida sem buraco no meio.',
      ],
      en: [
        "Pair A at the back, pair B at the net. A plays a slow, low chiquita at B's feet and moves up.",
        'B tries to volley down; the point is then played out. 10 points, then swap roles.',
        'Watch for: a chiquita landing before the service line, below net height, and moving up without a gap in the middle.',
      ],
    },
  },
  {
    id: 'padel.tatica.intermediario.2',
    sport: 'Padel',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Atacar o meio e depois abrir', en: 'Attack the middle, then open up' },
    objective: {
      pt: 'Jogar no meio para criar dúvida entre os rivais e, na bola seguinte, abrir para o lado livre.',
      en: 'Play through the middle to create doubt between the opponents, then open up to the free side.',
    },
    howTo: {
      pt: [
        'Pontos 2 contra 2 a partir da rede: a dupla atacante joga a primeira bola no meio, entre os dois rivais.',
        'Com a resposta, busca o ângulo junto à lateral ou a paralela que ficou aberta. Jogo até 11 pontos.',
        'Observar: paciência (não finalizar na primeira), leitura do lado que abriu e a dupla fechando o meio depois.',
      ],
      en: [
        'Points 2 v 2 starting at the net: the attacking pair plays the first ball through the middle.',
        'On the reply, go for the angle by the side wall or the line that opened up. Play to 11 points.',
        'Watch for: patience (no winner off the first ball), reading which side opened and the pair closing the middle.',
      ],
    },
  },
  {
    id: 'padel.tatica.intermediario.3',
    sport: 'Padel',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Defender no fundo e recuperar a rede', en: 'Defend deep, win the net back' },
    objective: {
      pt: 'Sair da defesa com globos e bolas lentas até poder recuperar a rede no momento certo.',
      en: 'Get out of defence with lobs and slow balls until you can take the net back at the right moment.',
    },
    howTo: {
      pt: [
        'Pontos 2 contra 2: uma dupla começa na rede, a outra no fundo; quem defende e recupera a rede vale 2 pontos.',
        'A defesa usa globos profundos e bolas baixas; proibido atacar forte uma bola abaixo da cintura.',
        'Observar: escolha entre globo e bola baixa, paciência e a subida da dupla quando o rival fica atrasado.',
      ],
      en: [
        'Points 2 v 2: one pair starts at the net, the other at the back; winning after retaking the net scores 2.',
        'Defend with deep lobs and low balls; no hard hitting from below the waist.',
        'Watch for: the choice between lob and low ball, patience, and moving up together when the opponents are late.',
      ],
    },
  },
  // ─── Físico ────────────────────────────────────────────────────────────────
  {
    id: 'padel.fisico.iniciante.1',
    sport: 'Padel',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Deslocamento lateral nos cones', en: 'Side-step cone shuttle' },
    objective: {
      pt: 'Ganhar agilidade lateral com passos curtos, como na defesa no fundo da quadra.',
      en: 'Build lateral agility with short steps, as used when defending at the back of the court.',
    },
    howTo: {
      pt: [
        'Cinco cones ao longo da linha de saque, a 1,5 m entre si; o aluno se desloca de lado, sem cruzar os pés.',
        'Toca cada cone com a mão e volta ao centro; 30 s de trabalho e 30 s de descanso, 6 séries.',
        'Observar: base baixa, joelhos flexionados e tronco de frente para a rede.',
      ],
      en: [
        'Five cones along the service line, 1.5 m apart; the student side-steps without crossing the feet.',
        'Touch each cone with the hand and return to the centre; 30 s work, 30 s rest, 6 sets.',
        'Watch for: a low base, bent knees and the chest facing the net.',
      ],
    },
  },
  {
    id: 'padel.fisico.iniciante.2',
    sport: 'Padel',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Circuito de aquecimento', en: 'Padel warm-up circuit' },
    objective: {
      pt: 'Preparar o corpo com um circuito curto antes da aula e criar o hábito de aquecer.',
      en: 'Prepare the body with a short circuit before the lesson and build the warm-up habit.',
    },
    howTo: {
      pt: [
        'Estações de 40 s: polichinelo, afundo alternado, rotação de tronco com a raquete e corrida de costas.',
        'Duas voltas com 20 s entre as estações; terminar com 10 golpes de sombra de drive e de revés.',
        'Observar: amplitude sem dor, postura e respiração; o aquecimento vem antes de qualquer bola.',
      ],
      en: [
        '40 s stations: jumping jacks, alternating lunges, trunk rotation holding the racket and backward jogging.',
        'Two rounds with 20 s between stations; finish with 10 shadow forehands and 10 shadow backhands.',
        'Watch for: range of motion without pain, posture and breathing; the warm-up comes before any ball.',
      ],
    },
  },
  {
    id: 'padel.fisico.iniciante.3',
    sport: 'Padel',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Corrida de recolher bolas', en: 'Ball pick-up race' },
    objective: {
      pt: 'Trabalhar resistência e mudança de direção de forma lúdica, com bolas espalhadas pela quadra.',
      en: 'Work on endurance and changes of direction in a playful way, with balls spread around the court.',
    },
    howTo: {
      pt: [
        'Bolas espalhadas pelos dois lados da quadra; o aluno leva uma de cada vez até o cesto junto à rede.',
        'Cronometrar o tempo para recolher 12 bolas; repetir 3 vezes tentando bater a própria marca.',
        'Observar: frear com passos curtos e abaixar dobrando os joelhos, não a coluna.',
      ],
      en: [
        'Balls spread over both halves of the court; the student carries them one at a time to a basket by the net.',
        'Time how long it takes to collect 12 balls; repeat 3 times trying to beat their own record.',
        'Watch for: braking with short steps and bending the knees, not the back, to pick up the ball.',
      ],
    },
  },
  {
    id: 'padel.fisico.intermediario.1',
    sport: 'Padel',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Intervalado rede–fundo', en: 'Net-to-back intervals' },
    objective: {
      pt: 'Simular a exigência de um ponto longo: subir à rede, recuar para o globo e voltar, com intensidade.',
      en: 'Simulate the demands of a long point: move up to the net, back for the lob and up again, at intensity.',
    },
    howTo: {
      pt: [
        'O aluno sai do fundo, sobe e toca a rede com a raquete, recua de lado até o vidro e repete.',
        '20 s de esforço máximo e 40 s de descanso, 8 séries, perto da duração de um ponto longo.',
        'Observar: recuo de lado (nunca correndo de costas) e qualidade que se mantém nas últimas séries.',
      ],
      en: [
        'The student starts at the back, moves up and touches the net with the racket, side-steps back to the glass, repeats.',
        '20 s all-out and 40 s rest, 8 sets, close to the length of a long point.',
        'Watch for: backing up sideways (never running backwards) and quality holding up in the last sets.',
      ],
    },
  },
  {
    id: 'padel.fisico.intermediario.2',
    sport: 'Padel',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Potência de pernas para o smash', en: 'Leg power for the overhead' },
    objective: {
      pt: 'Desenvolver impulsão e equilíbrio na aterrissagem, que o smash e a víbora exigem.',
      en: 'Develop jumping power and a balanced landing, which the smash and the víbora demand.',
    },
    howTo: {
      pt: [
        '3×8 agachamentos com salto, 3×6 saltos laterais sobre um cone e 3×6 afundos com salto.',
        'Entre as séries, 5 smashes de sombra com tesoura (troca de pernas no ar).',
        'Observar: aterrissagem suave, joelhos alinhados com os pés; parar ao menor sinal de dor.',
      ],
      en: [
        '3×8 jump squats, 3×6 lateral jumps over a cone and 3×6 jumping lunges.',
        'Between sets, 5 shadow smashes with a scissor kick (switching legs in the air).',
        'Watch for: soft landings and knees in line with the feet; stop at the first sign of pain.',
      ],
    },
  },
  {
    id: 'padel.fisico.intermediario.3',
    sport: 'Padel',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Resistência no cesto', en: 'Basket-feed endurance' },
    objective: {
      pt: 'Manter a qualidade do golpe sob cansaço, com alimentação rápida e contínua do professor.',
      en: 'Keep stroke quality under fatigue, with fast, continuous feeding from the coach.',
    },
    howTo: {
      pt: [
        'O professor alimenta sem parar: drive, revés, voleio e bandeja, alternando fundo e rede; 45 s por série.',
        '5 séries com 45 s de descanso; contar quantas bolas passam a rede e caem dentro.',
        'Observar: recuperação da posição entre os golpes e se os erros crescem no fim (técnica cedendo ao cansaço).',
      ],
      en: [
        'The coach feeds non-stop: forehand, backhand, volley and bandeja, alternating back and net; 45 s per set.',
        '5 sets with 45 s rest; count how many balls clear the net and land in.',
        'Watch for: recovering position between shots and whether errors grow at the end (technique giving way to fatigue).',
      ],
    },
  },
  // ─── Mental ────────────────────────────────────────────────────────────────
  {
    id: 'padel.mental.iniciante.1',
    sport: 'Padel',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Rotina entre pontos', en: 'Between-point routine' },
    objective: {
      pt: 'Criar uma rotina curta entre os pontos para deixar o erro para trás e se preparar para o próximo.',
      en: 'Build a short routine between points to leave the mistake behind and get ready for the next one.',
    },
    howTo: {
      pt: [
        'Ensinar 3 passos: respirar fundo de costas para a rede, combinar a jogada com o parceiro, posição de pronto.',
        'Jogar pontos cooperativos; depois de cada ponto o aluno faz a rotina em menos de 20 s.',
        'Observar: a rotina feita também depois do acerto e a conversa curta e positiva com o parceiro.',
      ],
      en: [
        'Teach 3 steps: a deep breath facing away from the net, agree the play with your partner, ready position.',
        'Play cooperative points; after each one the student does the routine in under 20 s.',
        'Watch for: the routine after good points too, and a short, positive word with the partner.',
      ],
    },
  },
  {
    id: 'padel.mental.iniciante.2',
    sport: 'Padel',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Contar acertos, não erros', en: 'Count the good ones' },
    objective: {
      pt: 'Manter o foco no que dá certo com uma meta positiva de bolas em jogo.',
      en: 'Keep the focus on what works with a positive target of balls in play.',
    },
    howTo: {
      pt: [
        'Troca cooperativa cruzada; a dupla conta em voz alta cada bola que passa a rede.',
        'Meta de 15 bolas; batida a meta, sobe para 20. 10 minutos de atividade.',
        'Observar: calma depois do erro e recomeço sem reclamar; o professor elogia o esforço, não só o resultado.',
      ],
      en: [
        'Cooperative cross-court rally; the pair counts out loud every ball that clears the net.',
        'Target of 15 balls; once reached, raise it to 20. 10 minutes of activity.',
        'Watch for: calm after a miss and restarting without complaining; the coach praises effort, not only results.',
      ],
    },
  },
  {
    id: 'padel.mental.iniciante.3',
    sport: 'Padel',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Apoio ao parceiro', en: 'Backing your partner' },
    objective: {
      pt: 'Aprender que padel se joga em dupla: comunicação e incentivo também ganham pontos.',
      en: 'Learn that padel is a doubles game: communication and encouragement win points too.',
    },
    howTo: {
      pt: [
        'Pontos simples em dupla; depois de cada ponto os dois batem as raquetes e dizem uma frase curta.',
        'Regra: proibido criticar; só frases de jogo ("minha", "sua", "sobe", "fica") e de apoio.',
        'Observar: o tom de voz, quem fala durante o ponto e se a dupla continua unida depois dos erros.',
      ],
      en: [
        'Simple doubles points; after each one the partners tap rackets and say one short sentence.',
        'Rule: no criticism; only game calls ("mine", "yours", "up", "stay") and encouragement.',
        'Watch for: tone of voice, who talks during the point and whether the pair stays together after errors.',
      ],
    },
  },
  {
    id: 'padel.mental.intermediario.1',
    sport: 'Padel',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Ponto de ouro sob pressão', en: 'Golden point under pressure' },
    objective: {
      pt: 'Decidir com calma no ponto de ouro, em que um único ponto define o game.',
      en: 'Make calm decisions on the golden point, where a single point decides the game.',
    },
    howTo: {
      pt: [
        'Games que começam em 40–40: cada um é um ponto de ouro e a dupla que recebe escolhe o lado.',
        'Série de 10 pontos de ouro; a dupla que perder 3 seguidos faz 5 saídas de parede extras.',
        'Observar: jogada de baixo risco, rotina antes do saque e combinação da dupla antes do ponto.',
      ],
      en: [
        'Games starting at 40–40: each is a golden point and the receiving pair chooses the side.',
        'Series of 10 golden points; a pair that loses 3 in a row does 5 extra back-wall exits.',
        'Watch for: low-risk choices, a routine before the serve and the pair agreeing a plan before the point.',
      ],
    },
  },
  {
    id: 'padel.mental.intermediario.2',
    sport: 'Padel',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Virar o placar', en: 'Coming back from behind' },
    objective: {
      pt: 'Jogar solto e com plano quando se está perdendo, sem pressa para acabar o ponto.',
      en: 'Play freely and with a plan when behind, without rushing to end the point.',
    },
    howTo: {
      pt: [
        'Sets curtos que começam em 2–4 contra a dupla do aluno; games normais com ponto de ouro.',
        'Antes, a dupla define um plano simples (ex.: globo no revés do rival) e o mantém por 3 games.',
        'Observar: linguagem corporal, paciência nos pontos e se a dupla segue o plano mesmo errando.',
      ],
      en: [
        "Short sets starting with the student's pair down 2–4; normal games with golden point.",
        "Beforehand the pair picks a simple plan (e.g. lob to the opponent's backhand) and keeps it for 3 games.",
        'Watch for: body language, patience in the rallies and whether the pair sticks to the plan despite errors.',
      ],
    },
  },
  {
    id: 'padel.mental.intermediario.3',
    sport: 'Padel',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Não perdoar a bola fácil', en: 'Finishing the easy ball' },
    objective: {
      pt: 'Manter a concentração para finalizar bolas fáceis, onde o excesso de confiança gera erros.',
      en: 'Stay focused to put away easy balls, where overconfidence causes errors.',
    },
    howTo: {
      pt: [
        'O professor mistura bolas difíceis com bolas altas e fáceis perto da rede; o aluno deve finalizar as fáceis.',
        'Cada bola fácil errada anula 2 acertos; meta de 10 finalizações limpas.',
        'Observar: pés que se ajustam também na bola fácil, alvo escolhido antes de bater e nada de relaxar.',
      ],
      en: [
        'The coach mixes hard balls with high, easy ones near the net; the student must put the easy ones away.',
        'Each missed easy ball cancels 2 good ones; target of 10 clean winners.',
        'Watch for: feet adjusting even on easy balls, the target chosen before the hit and no switching off.',
      ],
    },
  },
  // ─── Saque ─────────────────────────────────────────────────────────────────
  {
    id: 'padel.saque.iniciante.1',
    sport: 'Padel',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque por baixo, abaixo da cintura', en: 'Underhand serve below the waist' },
    objective: {
      pt: 'Aprender o saque do padel: quicar a bola, bater abaixo da cintura e colocá-la na diagonal.',
      en: 'Learn the padel serve: bounce the ball, hit it below the waist and place it diagonally.',
    },
    howTo: {
      pt: [
        'Atrás da linha de saque, o aluno quica a bola ao lado e um pouco à frente do corpo e bate abaixo da cintura.',
        'Sacar no quadrado da diagonal; 3 séries de 10 saques de cada lado (direita e esquerda).',
        'Observar: bola quicando antes do golpe, contato abaixo da cintura e pés atrás da linha, sem pisá-la.',
      ],
      en: [
        'Behind the service line, the student bounces the ball beside and slightly ahead of the body and hits below the waist.',
        'Serve into the diagonal box; 3 sets of 10 serves from each side (right and left).',
        'Watch for: the ball bouncing before contact, contact below the waist and feet behind the line, not on it.',
      ],
    },
  },
  {
    id: 'padel.saque.iniciante.2',
    sport: 'Padel',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque com alvo grande', en: 'Big-target serve' },
    objective: {
      pt: 'Ganhar regularidade colocando o saque numa metade do quadrado, sem se preocupar com força.',
      en: 'Gain consistency by placing the serve in one half of the box, without worrying about pace.',
    },
    howTo: {
      pt: [
        'Dividir o quadrado de saque em duas metades com cones: a do vidro lateral e a do meio.',
        '10 saques em cada metade; 1 ponto por acerto. Repetir tentando superar a marca.',
        'Observar: corpo de lado, movimento de pêndulo e bola que passa a rede com margem segura.',
      ],
      en: [
        'Split the service box into two halves with cones: the side-glass half and the middle half.',
        '10 serves into each half; 1 point per hit. Repeat, trying to beat the score.',
        'Watch for: side-on stance, a pendulum swing and the ball clearing the net with a safe margin.',
      ],
    },
  },
  {
    id: 'padel.saque.iniciante.3',
    sport: 'Padel',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Sacar e subir à rede', en: 'Serve and move to the net' },
    objective: {
      pt: 'Criar o hábito de subir à rede depois do saque, como fazem os jogadores de padel.',
      en: 'Build the habit of moving up to the net after serving, as padel players do.',
    },
    howTo: {
      pt: [
        'O aluno saca e avança 3 a 4 passos até a zona de voleio, com split-step quando o professor devolve.',
        'O professor devolve devagar para um voleio fácil; 3 séries de 8.',
        'Observar: subida na diagonal, parada (split-step) antes da devolução e raquete à frente do corpo.',
      ],
      en: [
        'The student serves and moves 3 to 4 steps up to the volley zone, split-stepping as the coach returns.',
        'The coach returns slowly for an easy volley; 3 sets of 8.',
        'Watch for: moving up on the diagonal, a split-step before the return and the racket in front of the body.',
      ],
    },
  },
  {
    id: 'padel.saque.intermediario.1',
    sport: 'Padel',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque no vidro lateral', en: 'Serve into the side glass' },
    objective: {
      pt: 'Abrir o saque para a bola quicar e bater no vidro lateral, forçando uma devolução difícil.',
      en: 'Serve wide so the ball bounces into the side glass, forcing an awkward return.',
    },
    howTo: {
      pt: [
        'Alvo junto à linha lateral do quadrado; o saque quica no alvo e bate no vidro lateral.',
        '3 séries de 10 saques; só conta se bater no vidro e não na grade (na grade é falta).',
        'Observar: efeito cortado para a bola morrer no vidro, sem perder a segurança do primeiro saque.',
      ],
      en: [
        'Target near the side line of the box; the serve bounces on it and runs into the side glass.',
        '3 sets of 10 serves; it only counts if it hits the glass, not the fence (the fence is a fault).',
        'Watch for: slice so the ball dies off the glass, without losing the reliability of the first serve.',
      ],
    },
  },
  {
    id: 'padel.saque.intermediario.2',
    sport: 'Padel',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque no meio (na T)', en: 'Serve down the T' },
    objective: {
      pt: 'Sacar no meio para fechar o ângulo do recebedor e facilitar a interceptação do parceiro na rede.',
      en: "Serve down the middle to cut the returner's angle and help the partner at the net intercept.",
    },
    howTo: {
      pt: [
        'Alvo no canto interno do quadrado, junto à linha central; alternar 5 saques no meio e 5 abertos.',
        'Com recebedor ao vivo: o parceiro do sacador, na rede, tenta interceptar a devolução; 10 pontos.',
        'Observar: mesma preparação para os dois alvos, profundidade e a dupla fechando o meio.',
      ],
      en: [
        'Target in the inner corner of the box, by the centre line; alternate 5 serves down the T and 5 wide.',
        "With a live returner: the server's partner at the net tries to intercept the return; 10 points.",
        'Watch for: the same preparation for both targets, depth and the pair closing the middle.',
      ],
    },
  },
  {
    id: 'padel.saque.intermediario.3',
    sport: 'Padel',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque, devolução e primeiro voleio', en: 'Serve, return and first volley' },
    objective: {
      pt: 'Ligar o saque a um primeiro voleio profundo, sob a pressão de uma devolução ao vivo.',
      en: 'Link the serve to a deep first volley, under the pressure of a live return.',
    },
    howTo: {
      pt: [
        'Pontos ao vivo só até a 3ª bola: saque, devolução (chiquita ou globo) e primeiro voleio ou bandeja.',
        'O sacador ganha se o 1º voleio for ao fundo e a bola não voltar atacando; 10 saques de cada lado.',
        'Observar: split-step, leitura da devolução (seguir ou recuar para o globo) e voleio profundo ao vidro.',
      ],
      en: [
        'Live points up to the 3rd ball only: serve, return (chiquita or lob) and a first volley or bandeja.',
        'The server wins if the first volley goes deep and no attacking ball comes back; 10 serves per side.',
        'Watch for: split-step, reading the return (keep coming or back off for the lob) and a deep volley to the glass.',
      ],
    },
  },
  // ─── Forehand (drive) ──────────────────────────────────────────────────────
  {
    id: 'padel.forehand.iniciante.1',
    sport: 'Padel',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Drive cruzado com bola na mão', en: 'Hand-fed cross-court forehand' },
    objective: {
      pt: 'Construir o drive (forehand) com movimento curto, batendo à frente e colocando a bola cruzada.',
      en: 'Build the forehand (drive) with a short swing, hitting in front and sending the ball cross-court.',
    },
    howTo: {
      pt: [
        'O professor alimenta à mão do lado do drive; o aluno bate cruzado para um alvo grande no fundo.',
        '3 séries de 12 bolas; entre as séries, 5 golpes de sombra para corrigir o movimento.',
        'Observar: preparação cedo, bola batida à frente e ao lado do corpo, e terminação curta.',
      ],
      en: [
        'The coach hand-feeds to the forehand side; the student hits cross-court to a big target at the back.',
        '3 sets of 12 balls; between sets, 5 shadow swings to fix the movement.',
        'Watch for: early preparation, contact in front and to the side of the body, and a short finish.',
      ],
    },
  },
  {
    id: 'padel.forehand.iniciante.2',
    sport: 'Padel',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Drive depois do vidro de fundo', en: 'Forehand off the back glass' },
    objective: {
      pt: 'Golpear de drive depois que a bola rebate no vidro de fundo, com paciência.',
      en: 'Hit a forehand after the ball comes off the back glass, with patience.',
    },
    howTo: {
      pt: [
        'O professor lança a bola para quicar e bater no vidro de fundo, do lado do drive do aluno.',
        'O aluno sai do vidro acompanhando a bola e bate o drive por baixo, para o meio da quadra; 3 séries de 10.',
        'Observar: ombro virado para a parede, espera pela bola descer e nada de ficar colado no vidro.',
      ],
      en: [
        "The coach throws the ball to bounce and hit the back glass on the student's forehand side.",
        'The student moves off the glass with the ball and plays a forehand low to the middle; 3 sets of 10.',
        'Watch for: shoulder turned to the wall, waiting for the ball to drop and not getting stuck on the glass.',
      ],
    },
  },
  {
    id: 'padel.forehand.iniciante.3',
    sport: 'Padel',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Drive com margem sobre a rede', en: 'Forehand with net clearance' },
    objective: {
      pt: 'Controlar a altura do drive, passando a bola acima de uma marca para não errar na rede.',
      en: 'Control forehand height by sending the ball above a marker so it does not end up in the net.',
    },
    howTo: {
      pt: [
        'Uma fita ou corda presa 1 m acima da rede; dois alunos no fundo trocam drives cruzados por cima dela.',
        'Meta: 10 drives seguidos por cima da fita e dentro da quadra; 3 tentativas por dupla.',
        'Observar: raquete abaixo da bola no início do golpe e terminação para cima, com ritmo tranquilo.',
      ],
      en: [
        'A tape or rope tied 1 m above the net; two students at the back rally cross-court forehands over it.',
        'Goal: 10 forehands in a row over the tape and in; 3 attempts per pair.',
        'Watch for: racket below the ball at the start of the swing and an upward finish, at a relaxed pace.',
      ],
    },
  },
  {
    id: 'padel.forehand.intermediario.1',
    sport: 'Padel',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Drive cortado aos pés do voleador', en: "Sliced forehand at the volleyer's feet" },
    objective: {
      pt: 'Baixar a bola com drive cortado aos pés de quem está na rede, em vez de bater forte e alto.',
      en: "Keep the ball low with a sliced forehand at the net player's feet instead of hitting hard and high.",
    },
    howTo: {
      pt: [
        'O aluno no fundo, o professor na rede; drive cortado e baixo que caia antes da linha de saque.',
        'Ponto ao vivo: se o professor volear para cima, o aluno sobe à rede. 3 séries de 10 bolas.',
        'Observar: bola que desce logo depois da rede, calma para não acelerar e leitura da hora de subir.',
      ],
      en: [
        'Student at the back, coach at the net; a low sliced forehand landing before the service line.',
        'Live ball: if the coach volleys up, the student moves to the net. 3 sets of 10 balls.',
        'Watch for: the ball dipping right after the net, not speeding up, and reading when to move up.',
      ],
    },
  },
  {
    id: 'padel.forehand.intermediario.2',
    sport: 'Padel',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Drive de ataque na bola curta', en: 'Attacking forehand on the short ball' },
    objective: {
      pt: 'Reconhecer a bola curta e atacá-la com drive profundo, subindo à rede em seguida.',
      en: 'Recognise the short ball and attack it with a deep forehand, then follow it to the net.',
    },
    howTo: {
      pt: [
        'O professor alterna bolas profundas (que chegam ao vidro) e curtas (que quicam antes da linha de saque).',
        'Na profunda, o aluno defende cruzado; na curta, ataca com drive na paralela e sobe. 4 séries de 8.',
        'Observar: decisão rápida, passos de ajuste e subida completa depois do ataque, sem parar no meio do caminho.',
      ],
      en: [
        'The coach alternates deep balls (reaching the glass) and short ones (bouncing before the service line).',
        'On the deep ball, defend cross-court; on the short one, attack down the line and move up. 4 sets of 8.',
        'Watch for: a quick decision, adjusting steps and moving all the way up after the attack, not stopping halfway.',
      ],
    },
  },
  {
    id: 'padel.forehand.intermediario.3',
    sport: 'Padel',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Passada de drive na paralela', en: 'Forehand passing shot down the line' },
    objective: {
      pt: 'Punir o jogador de rede que fecha o meio com uma passada de drive na paralela, no momento certo.',
      en: 'Punish the net player who closes the middle with a forehand passing shot down the line, at the right time.',
    },
    howTo: {
      pt: [
        'Dois contra um: o aluno no fundo, lado do drive, contra dois jogadores na rede que trocam bolas com ele.',
        'Regra: 3 bolas cruzadas obrigatórias; depois, passada na paralela quando o rival fechar o meio.',
        'Observar: mesma preparação do cruzado, bola baixa junto à lateral e escolha do momento (paralela aberta).',
      ],
      en: [
        'Two v one: the student at the back, forehand side, against two net players rallying with them.',
        'Rule: 3 compulsory cross-court balls; then pass down the line when the opponent closes the middle.',
        'Watch for: the same preparation as cross-court, a low ball along the side and choosing the moment (open line).',
      ],
    },
  },
  // ─── Backhand (revés) ──────────────────────────────────────────────────────
  {
    id: 'padel.backhand.iniciante.1',
    sport: 'Padel',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Revés com bola na mão', en: 'Hand-fed backhand' },
    objective: {
      pt: 'Aprender o revés (backhand) de uma mão com empunhadura continental e golpe curto.',
      en: 'Learn the one-handed backhand (revés) with a continental grip and a short swing.',
    },
    howTo: {
      pt: [
        'O aluno de lado, ombro à frente; o professor alimenta à mão bolas lentas do lado do revés.',
        '3 séries de 12 bolas para o meio; a mão livre segura o coração da raquete na preparação.',
        'Observar: ombros girando juntos, contato à frente do corpo e terminação apontando o alvo.',
      ],
      en: [
        'Student side-on, front shoulder forward; the coach hand-feeds slow balls to the backhand side.',
        "3 sets of 12 balls to the middle; the free hand holds the racket's throat during the preparation.",
        'Watch for: shoulders turning together, contact in front of the body and a finish pointing at the target.',
      ],
    },
  },
  {
    id: 'padel.backhand.iniciante.2',
    sport: 'Padel',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Revés depois do vidro de fundo', en: 'Backhand off the back glass' },
    objective: {
      pt: 'Devolver de revés a bola que rebate no vidro de fundo, mantendo o corpo de lado.',
      en: 'Return with a backhand the ball that comes off the back glass, keeping the body side-on.',
    },
    howTo: {
      pt: [
        'O professor lança bolas que quicam e batem no vidro de fundo, do lado do revés do aluno.',
        'O aluno gira os ombros, acompanha o rebote e devolve por baixo e com altura para o meio; 3 séries de 10.',
        'Observar: um passo a mais de distância do vidro, paciência e golpe curto.',
      ],
      en: [
        "The coach throws balls that bounce and hit the back glass on the student's backhand side.",
        'The student turns the shoulders, follows the rebound and plays it low-to-high to the middle; 3 sets of 10.',
        'Watch for: one extra step of distance from the glass, patience and a short swing.',
      ],
    },
  },
  {
    id: 'padel.backhand.iniciante.3',
    sport: 'Padel',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Revés contra revés cooperativo', en: 'Cooperative backhand rally' },
    objective: {
      pt: 'Ganhar confiança no revés com uma troca lenta, só de revés, entre dois alunos.',
      en: 'Build confidence on the backhand with a slow, backhand-only rally between two students.',
    },
    howTo: {
      pt: [
        'Dois alunos destros no lado esquerdo da quadra trocam revés cruzado (com canhotos, no lado direito).',
        'Meta: 12 bolas seguidas; a cada 12, os dois dão um passo para trás, rumo ao fundo.',
        'Observar: preparação com as duas mãos, bola passando bem acima da rede e volta à posição de espera.',
      ],
      en: [
        'Two right-handed students on the left side of the court rally cross-court backhands (left-handers: right side).',
        'Goal: 12 balls in a row; after each 12, both take a step back towards the baseline.',
        'Watch for: two-hand preparation, the ball well above the net and returning to the ready position.',
      ],
    },
  },
  {
    id: 'padel.backhand.intermediario.1',
    sport: 'Padel',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Revés cortado aos pés', en: 'Sliced backhand at the feet' },
    objective: {
      pt: 'Jogar revés cortado e baixo aos pés do voleador para evitar o ataque e preparar a subida.',
      en: "Play a low sliced backhand at the volleyer's feet to prevent the attack and set up moving forward.",
    },
    howTo: {
      pt: [
        'Professor na rede; o aluno no fundo, do lado do revés, recebe bolas em ritmo médio.',
        'Revés cortado que caia antes da linha de saque; 4 séries de 8, e na última o professor ataca as bolas altas.',
        'Observar: raquete de cima para baixo, face aberta, bola baixa depois da rede e pés parados antes do golpe.',
      ],
      en: [
        'Coach at the net; the student at the back, backhand side, receives medium-pace balls.',
        'A sliced backhand landing before the service line; 4 sets of 8, and in the last one the coach attacks high balls.',
        'Watch for: high-to-low swing, open face, the ball low after the net and feet set before contact.',
      ],
    },
  },
  {
    id: 'padel.backhand.intermediario.2',
    sport: 'Padel',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Globo de revés na defesa', en: 'Defensive backhand lob' },
    objective: {
      pt: 'Defender a bola atacada no revés com um globo alto e profundo que devolve a rede à sua dupla.',
      en: 'Defend an attacked ball on the backhand with a high, deep lob that wins the net back for your pair.',
    },
    howTo: {
      pt: [
        'O professor ataca do outro lado (voleios fortes e bandejas) no revés do aluno, que está no fundo.',
        'O aluno responde com globo de revés por cima do rival, quicando perto do vidro; 4 séries de 6.',
        'Observar: face aberta, bola que sobe devagar (sem força) e a dupla subindo quando o globo sai bom.',
      ],
      en: [
        'From the other side the coach attacks (hard volleys and bandejas) the backhand of the student at the back.',
        'The student answers with a backhand lob over the opponent, bouncing near the glass; 4 sets of 6.',
        'Watch for: an open face, a slow-rising ball (no power) and the pair moving up when the lob is good.',
      ],
    },
  },
  {
    id: 'padel.backhand.intermediario.3',
    sport: 'Padel',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Bajada de revés', en: 'Backhand bajada' },
    objective: {
      pt: 'Transformar em ataque, com uma bajada de revés, o globo do rival que volta alto do vidro de fundo.',
      en: "Turn the opponent's lob that comes high off the back glass into an attack with a backhand bajada.",
    },
    howTo: {
      pt: [
        'O professor lança globos que quicam e voltam altos do vidro de fundo, do lado do revés.',
        'O aluno, de lado, bate na descida, na altura do ombro, chapado e para baixo, cruzado; 4 séries de 6.',
        'Observar: ombro à frente, contato antes de a bola cair demais e, se ela sair baixa do vidro, só defender.',
      ],
      en: [
        'The coach throws lobs that bounce and come back high off the back glass, on the backhand side.',
        'Side-on, the student hits it on the way down at shoulder height, flat and downwards, cross-court; 4 sets of 6.',
        'Watch for: front shoulder forward, contact before the ball drops too far and, if it comes off low, just defend.',
      ],
    },
  },
  // ─── Voleio ────────────────────────────────────────────────────────────────
  {
    id: 'padel.voleio.iniciante.1',
    sport: 'Padel',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio de bloqueio', en: 'Blocked volley' },
    objective: {
      pt: 'Aprender o voleio curto: raquete à frente, sem balanço, bloqueando a bola para o fundo.',
      en: 'Learn the compact volley: racket in front, no backswing, blocking the ball deep.',
    },
    howTo: {
      pt: [
        'Aluno a 2–3 m da rede; o professor lança à mão bolas lentas, alternando drive e revés.',
        'Só bloquear e direcionar para o fundo, sem girar muito o corpo; 3 séries de 15 voleios.',
        'Observar: cabeça da raquete acima do punho, empunhadura continental e passo à frente com a perna certa.',
      ],
      en: [
        'Student 2–3 m from the net; the coach throws slow balls by hand, alternating forehand and backhand.',
        'Just block and direct the ball deep, without much body turn; 3 sets of 15 volleys.',
        'Watch for: racket head above the wrist, continental grip and stepping forward with the correct leg.',
      ],
    },
  },
  {
    id: 'padel.voleio.iniciante.2',
    sport: 'Padel',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio ao alvo no fundo', en: 'Volley to a deep target' },
    objective: {
      pt: 'Colocar o voleio profundo para manter os rivais longe da rede.',
      en: 'Place the volley deep to keep the opponents away from the net.',
    },
    howTo: {
      pt: [
        'Bambolê ou cesto perto do vidro de fundo do outro lado; o professor alimenta com a raquete do fundo.',
        '10 voleios de drive e 10 de revés; contar os que quicam depois da linha de saque.',
        'Observar: golpe curto, bola quicando longe e o aluno mantendo a posição na rede depois do voleio.',
      ],
      en: [
        'A hoop or basket near the back glass on the other side; the coach feeds with the racket from the back.',
        '10 forehand and 10 backhand volleys; count those bouncing past the service line.',
        'Watch for: a short stroke, the ball landing deep and the student holding the net position after the volley.',
      ],
    },
  },
  {
    id: 'padel.voleio.iniciante.3',
    sport: 'Padel',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio contra voleio', en: 'Volley-to-volley exchange' },
    objective: {
      pt: 'Ganhar reflexo e controle trocando voleios suaves com um parceiro, os dois na rede.',
      en: 'Build reflexes and control by trading soft volleys with a partner, both at the net.',
    },
    howTo: {
      pt: [
        'Dois alunos frente a frente, cada um a 2 m da rede, trocam voleios suaves sem deixar a bola quicar.',
        'Contar o maior número de voleios seguidos em 1 minuto; 4 rodadas.',
        'Observar: raquete sempre à frente e pronta, toque leve e pés ativos entre os golpes.',
      ],
      en: [
        'Two students face each other, each 2 m from the net, trading soft volleys without letting the ball bounce.',
        'Count the longest run of volleys in 1 minute; 4 rounds.',
        'Watch for: the racket always up and in front, a soft touch and active feet between shots.',
      ],
    },
  },
  {
    id: 'padel.voleio.intermediario.1',
    sport: 'Padel',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Voleio baixo contra a chiquita', en: 'Low volley against the chiquita' },
    objective: {
      pt: 'Defender a chiquita aos pés com um voleio baixo e profundo, sem entregar a rede.',
      en: 'Handle the chiquita at your feet with a low, deep volley, without giving up the net.',
    },
    howTo: {
      pt: [
        'O aluno na rede; do fundo, o professor mistura chiquitas baixas aos pés e bolas médias.',
        'Voleio baixo, com os joelhos flexionados, para o fundo; 4 séries de 10 bolas.',
        'Observar: face aberta, as pernas (não as costas) descendo até a bola e bola que não sobe para o rival atacar.',
      ],
      en: [
        'Student at the net; from the back, the coach mixes low chiquitas at the feet with medium balls.',
        'Low volley with bent knees, sent deep; 4 sets of 10 balls.',
        'Watch for: an open face, the legs (not the back) getting down to the ball and no floaters for the opponent to attack.',
      ],
    },
  },
  {
    id: 'padel.voleio.intermediario.2',
    sport: 'Padel',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Voleio no meio e depois no ângulo', en: 'Volley middle, then the angle' },
    objective: {
      pt: 'Combinar um voleio no meio, que abre a quadra, com um voleio angulado junto à lateral para fechar o ponto.',
      en: 'Combine a volley through the middle, to open the court, with an angled volley by the side wall to finish.',
    },
    howTo: {
      pt: [
        'Dois alunos na rede contra o professor no fundo, que manda bolas médias seguidas.',
        '1º voleio no meio, 2º voleio curto e angulado junto à lateral; depois o ponto segue livre. 10 sequências.',
        'Observar: paciência no primeiro, ângulo curto de verdade (a bola sai pela lateral) e a dupla se movendo junta.',
      ],
      en: [
        'Two students at the net against the coach at the back, who sends medium balls in a row.',
        '1st volley through the middle, 2nd a short angled volley by the side wall; then play it out. 10 sequences.',
        'Watch for: patience on the first, a truly short angle (the ball leaves by the side) and the pair moving together.',
      ],
    },
  },
  {
    id: 'padel.voleio.intermediario.3',
    sport: 'Padel',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Muralha na rede', en: 'Wall at the net' },
    objective: {
      pt: 'Segurar a rede sob ataque rápido do fundo, com reflexos e voleios de defesa.',
      en: 'Hold the net under fast attack from the back, with reflexes and defensive volleys.',
    },
    howTo: {
      pt: [
        'Dois alunos na rede; o professor e outro aluno, no fundo, batem forte no corpo e nos pés deles.',
        'A dupla da rede precisa de 5 voleios seguidos sem perder a rede; depois, jogo livre. 6 rodadas.',
        'Observar: raquete à frente do peito, voleio de bloqueio e comunicação sobre quem pega a bola do meio.',
      ],
      en: [
        'Two students at the net; the coach and another student at the back hit hard at their body and feet.',
        'The net pair needs 5 volleys in a row without losing the net; then play it out. 6 rounds.',
        'Watch for: racket in front of the chest, blocked volleys and calling who takes the middle ball.',
      ],
    },
  },
  // ─── Movimentação ──────────────────────────────────────────────────────────
  {
    id: 'padel.movimentacao.iniciante.1',
    sport: 'Padel',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Split-step no golpe do rival', en: "Split-step on the opponent's hit" },
    objective: {
      pt: 'Aprender o split-step (pequeno salto) no momento em que o rival bate na bola.',
      en: 'Learn to split-step (a small hop) at the moment the opponent hits the ball.',
    },
    howTo: {
      pt: [
        'Aluno no fundo; o professor simula golpes e, a cada um, o aluno faz o split-step e aponta o lado da bola.',
        'Depois, com bola: o professor alimenta à direita ou à esquerda e o aluno sai do split para golpear; 3 séries de 10.',
        'Observar: salto curto na hora certa, aterrissagem na ponta dos pés e primeiro passo rápido.',
      ],
      en: [
        'Student at the back; the coach mimes shots and, on each one, the student split-steps and points to the side.',
        'Then with balls: the coach feeds left or right and the student goes from the split-step to the shot; 3 sets of 10.',
        'Watch for: a small hop at the right moment, landing on the balls of the feet and a quick first step.',
      ],
    },
  },
  {
    id: 'padel.movimentacao.iniciante.2',
    sport: 'Padel',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Subir e recuar em dupla', en: 'Moving up and back as a pair' },
    objective: {
      pt: 'Mover-se como dupla: subir e recuar juntos, mantendo sempre a mesma distância entre os dois.',
      en: 'Move as a pair: go up and back together, always keeping the same distance between you.',
    },
    howTo: {
      pt: [
        'Dupla segurando as pontas de uma corda de 3 m (ou de uma toalha); sobem e recuam ao comando do professor.',
        'Depois, sem corda e com bola: o professor alimenta e a dupla avança ou recua junta; 10 repetições.',
        'Observar: os dois na mesma linha, sem buraco no meio e sem um na rede e outro no fundo.',
      ],
      en: [
        "The pair holds the ends of a 3 m rope (or a towel); they move up and back on the coach's call.",
        'Then without the rope and with balls: the coach feeds and the pair moves up or back together; 10 reps.',
        'Watch for: both on the same line, no gap in the middle and never one at the net with the other at the back.',
      ],
    },
  },
  {
    id: 'padel.movimentacao.iniciante.3',
    sport: 'Padel',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Recuar de lado para o globo', en: 'Backing up sideways for the lob' },
    objective: {
      pt: 'Recuar para a bola alta com passos laterais e cruzados, nunca correndo de costas.',
      en: 'Move back for the high ball with side and crossover steps, never running backwards.',
    },
    howTo: {
      pt: [
        'O aluno na rede; o professor lança globos fáceis por cima dele.',
        'O aluno vira de lado, recua com passos cruzados e devolve alto e tranquilo ao meio; 3 séries de 8.',
        'Observar: primeiro passo de giro, tronco de lado e deixar a bola bater no vidro quando não der para alcançar.',
      ],
      en: [
        'Student at the net; the coach throws easy lobs over them.',
        'The student turns side-on, backs up with crossover steps and sends a high, calm ball to the middle; 3 sets of 8.',
        "Watch for: a turning first step, the trunk side-on and letting the ball hit the glass when it can't be reached.",
      ],
    },
  },
  {
    id: 'padel.movimentacao.intermediario.1',
    sport: 'Padel',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Cobertura do parceiro', en: 'Covering for your partner' },
    objective: {
      pt: 'Cobrir a quadra quando o parceiro é tirado para a parede, compensando a posição da dupla.',
      en: "Cover the court when your partner is pulled out to the wall, rebalancing the pair's position.",
    },
    howTo: {
      pt: [
        'Pontos 2 contra 2; o professor alimenta bolas que tiram um jogador para a lateral ou para o fundo.',
        'O parceiro vai para o meio e cobre o centro; a dupla se realinha depois do golpe. 12 pontos.',
        'Observar: leitura antecipada, o jogador livre se mexendo junto e a dupla voltando à forma em segundos.',
      ],
      en: [
        'Points 2 v 2; the coach feeds balls that pull one player out to the side wall or the back.',
        'The partner shifts to cover the middle; the pair realigns after the shot. 12 points.',
        'Watch for: early reading, the free player moving too, and the pair back in shape within seconds.',
      ],
    },
  },
  {
    id: 'padel.movimentacao.intermediario.2',
    sport: 'Padel',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Troca de lado no globo', en: 'Switching sides on the lob' },
    objective: {
      pt: 'Fazer a troca de lado quando o globo passa por cima do parceiro, com comunicação clara.',
      en: 'Switch sides when the lob goes over your partner, with clear communication.',
    },
    howTo: {
      pt: [
        'Dupla na rede; o professor manda globos ora por cima de um, ora por cima do outro.',
        'Quem está do lado oposto cruza para pegar o globo e grita "troca"; o parceiro ocupa o outro lado. 12 globos.',
        'Observar: voz antes de se mexer, cruzamento na diagonal sem choque e a dupla reposicionada rapidamente.',
      ],
      en: [
        'Pair at the net; the coach sends lobs over one player, then over the other.',
        'The player on the far side crosses to take the lob and calls "switch"; the partner takes the other side. 12 lobs.',
        'Watch for: calling before moving, crossing on the diagonal without collisions and the pair reset quickly.',
      ],
    },
  },
  {
    id: 'padel.movimentacao.intermediario.3',
    sport: 'Padel',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Leitura e primeiro passo', en: 'Read it, first step' },
    objective: {
      pt: 'Antecipar a direção da bola pela preparação do rival e reagir com o primeiro passo certo.',
      en: "Anticipate the ball's direction from the opponent's preparation and react with the right first step.",
    },
    howTo: {
      pt: [
        'Do fundo, o professor prepara o golpe e varia: globo, chiquita, bola no corpo ou na lateral.',
        'O aluno na rede reage com o primeiro passo (à frente, atrás ou para o lado) e devolve; 4 séries de 10.',
        'Observar: split-step na hora, leitura da raquete do rival (face aberta = globo) e volta à posição.',
      ],
      en: [
        'From the back, the coach prepares and varies the shot: lob, chiquita, ball at the body or down the side.',
        'The student at the net reacts with the first step (forward, back or sideways) and returns; 4 sets of 10.',
        "Watch for: a timely split-step, reading the opponent's racket (open face = lob) and recovering position.",
      ],
    },
  },
  // ─── Smash (bandeja, víbora, smash) ────────────────────────────────────────
  {
    id: 'padel.smash.iniciante.1',
    sport: 'Padel',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Bandeja: o smash de controle', en: 'Bandeja: the control overhead' },
    objective: {
      pt: 'Aprender a bandeja, o golpe por cima controlado do padel que mantém a dupla na rede.',
      en: "Learn the bandeja, padel's controlled overhead that keeps your pair at the net.",
    },
    howTo: {
      pt: [
        'O professor lança globos médios; o aluno de lado, braço livre apontando a bola, raquete na altura da cabeça.',
        'Golpe cortado, de cima para baixo, rumo ao fundo do rival, perto do vidro; 3 séries de 10.',
        'Observar: corpo de lado, contato à frente e acima da cabeça, sem força e sem fechar a face da raquete.',
      ],
      en: [
        'The coach throws medium lobs; the student is side-on, free arm pointing at the ball, racket at head height.',
        "A sliced, high-to-low stroke towards the opponents' back, near the glass; 3 sets of 10.",
        'Watch for: side-on body, contact in front of and above the head, no power and no closed racket face.',
      ],
    },
  },
  {
    id: 'padel.smash.iniciante.2',
    sport: 'Padel',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash simples ao alvo', en: 'Simple smash to a target' },
    objective: {
      pt: 'Fazer o smash em bola fácil colocando a bola no fundo, em vez de só bater forte.',
      en: 'Smash an easy ball by placing it deep, rather than just hitting hard.',
    },
    howTo: {
      pt: [
        'O professor lança bolas altas e curtas; o aluno, entre a rede e a linha de saque, faz o smash.',
        'Alvo grande na metade do fundo do rival; 3 séries de 8 smashes, com descanso entre as séries.',
        'Observar: braço livre para cima, contato alto e à frente do corpo e aterrissagem equilibrada.',
      ],
      en: [
        'The coach throws high, short balls; the student, between the net and the service line, smashes them.',
        "Big target in the back half of the opponents' court; 3 sets of 8 smashes, resting between sets.",
        'Watch for: free arm up, contact high and in front of the body and a balanced landing.',
      ],
    },
  },
  {
    id: 'padel.smash.iniciante.3',
    sport: 'Padel',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Arremesso para aprender o smash', en: 'Throwing into the smash' },
    objective: {
      pt: 'Aprender o gesto do smash arremessando bolas por cima da cabeça, antes de usar a raquete.',
      en: 'Learn the smash motion by throwing balls overhead before using the racket.',
    },
    howTo: {
      pt: [
        'Sem raquete: o aluno, de lado, arremessa bolas por cima da cabeça e da rede até o fundo do outro lado.',
        '10 arremessos; depois, 10 smashes com raquete repetindo o mesmo gesto em bolas lançadas pelo professor.',
        'Observar: cotovelo alto, braço livre apontando a bola e giro do tronco, como num arremesso.',
      ],
      en: [
        'No racket: side-on, the student throws balls overhead, over the net, to the back of the other side.',
        '10 throws; then 10 smashes with the racket repeating the same motion on balls thrown by the coach.',
        'Watch for: a high elbow, the free arm pointing at the ball and trunk rotation, as in a throw.',
      ],
    },
  },
  {
    id: 'padel.smash.intermediario.1',
    sport: 'Padel',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Víbora no vidro lateral', en: 'Víbora into the side glass' },
    objective: {
      pt: 'Jogar a víbora, bandeja agressiva com efeito lateral, para a bola morrer baixa no vidro lateral.',
      en: 'Play the víbora, an aggressive sidespin bandeja, so the ball dies low off the side glass.',
    },
    howTo: {
      pt: [
        'O professor lança globos médios; o aluno, entre a rede e a linha de saque, ataca com víbora cruzada.',
        'A bola deve quicar perto da linha de saque do rival e bater baixa no vidro lateral; 4 séries de 8.',
        'Observar: contato ao lado da cabeça (mais baixo que no smash), corte lateral e volta rápida à rede.',
      ],
      en: [
        'The coach throws medium lobs; the student, between the net and the service line, attacks with a cross-court víbora.',
        "The ball should bounce near the opponents' service line and hit the side glass low; 4 sets of 8.",
        'Watch for: contact beside the head (lower than a smash), sideways slice and a quick return to the net.',
      ],
    },
  },
  {
    id: 'padel.smash.intermediario.2',
    sport: 'Padel',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash por 3', en: 'Smash "por 3" (x3)' },
    objective: {
      pt: 'Finalizar o globo curto com um smash que bate no vidro de fundo e sai por cima da grade lateral.',
      en: 'Finish a short lob with a smash that hits the back glass and flies out over the side fence.',
    },
    howTo: {
      pt: [
        'O professor lança globos curtos e altos; o aluno, perto da linha de saque, bate no ponto mais alto.',
        'Smash com efeito e força para a bola quicar, subir no vidro de fundo e sair pela lateral (3 m); 4 séries de 6.',
        'Observar: corpo arqueado, contato à frente com pronação e, se o globo for profundo, optar pela bandeja.',
      ],
      en: [
        'The coach throws short, high lobs; the student, near the service line, hits at the highest point.',
        'A powerful smash with spin so the ball bounces, climbs the back glass and exits over the side (3 m); 4 sets of 6.',
        'Watch for: an arched body, contact in front with pronation and choosing the bandeja when the lob is deep.',
      ],
    },
  },
  {
    id: 'padel.smash.intermediario.3',
    sport: 'Padel',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Bandeja, víbora ou smash?', en: 'Bandeja, víbora or smash?' },
    objective: {
      pt: 'Escolher o golpe por cima certo conforme a altura e a profundidade do globo, em ritmo de jogo.',
      en: 'Choose the right overhead for the height and depth of the lob, at match pace.',
    },
    howTo: {
      pt: [
        'O professor mistura globos profundos, médios e curtos; o aluno decide o golpe por cima em cada um.',
        'Profundo: bandeja ao fundo; médio: víbora; curto e alto: smash para finalizar. 4 séries de 10 globos.',
        'Observar: decisão antes de a bola cair, posição dos pés e volta à rede depois da bandeja ou da víbora.',
      ],
      en: [
        'The coach mixes deep, medium and short lobs; the student picks the overhead for each one.',
        'Deep: bandeja to the back; medium: víbora; short and high: smash to finish. 4 sets of 10 lobs.',
        'Watch for: deciding before the ball drops, foot position and returning to the net after a bandeja or víbora.',
      ],
    },
  },
]
