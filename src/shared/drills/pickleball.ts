import type { Drill } from './types'

/**
 * Pickleball drills: 10 focus tags × 2 levels × 3 drills, in pt-BR and en.
 * Pickleball words kept as players say them in Brazil: cozinha (kitchen, the non-volley zone),
 * dink, drop de terceira bola, drive, speed-up, reset, Erne, split step. 'Smash' is the overhead.
 */
export const PICKLEBALL_DRILLS: Drill[] = [
  // ── Técnica ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.tecnica.iniciante.1',
    sport: 'Pickleball',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Dink cooperativo na cozinha', en: 'Cooperative kitchen dinks' },
    objective: {
      pt: 'Controlar o dink com a raquete firme e um movimento curto a partir do ombro, sem punho.',
      en: 'Control the dink with a firm paddle and a short swing from the shoulder, no wrist.',
    },
    howTo: {
      pt: [
        'Aluno e professor frente a frente na linha da cozinha; dinks retos que quicam dentro da cozinha.',
        'Meta: 20 dinks seguidos sem erro; 3 séries de 2 min com 30 s de descanso.',
        'O professor observa: joelhos flexionados, raquete à frente do corpo e nada de "quebrar" o punho.',
      ],
      en: [
        'Student and coach face each other at the kitchen line; straight dinks that bounce inside the kitchen.',
        'Goal: 20 dinks in a row; 3 sets of 2 min with 30 s rest.',
        'The coach watches for bent knees, the paddle in front of the body and no wrist flick.',
      ],
    },
  },
  {
    id: 'pickleball.tecnica.iniciante.2',
    sport: 'Pickleball',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Empunhadura e posição de espera', en: 'Grip and ready position' },
    objective: {
      pt: 'Usar a empunhadura continental e voltar à posição de espera depois de cada golpe.',
      en: 'Use the continental grip and return to the ready position after every shot.',
    },
    howTo: {
      pt: [
        'Empunhadura de "aperto de mão", com pressão leve (4 numa escala de 0 a 10).',
        'O professor lança bolas com a mão, alternando forehand e backhand; aluno devolve e volta à base.',
        '3 séries de 10 bolas; o professor confere se a raquete volta à frente do peito, entre os golpes.',
      ],
      en: [
        'A "handshake" grip with light pressure (4 on a scale of 0 to 10).',
        'The coach hand-feeds balls, alternating forehand and backhand; the student returns them and resets.',
        '3 sets of 10 balls; the coach checks that the paddle comes back in front of the chest between shots.',
      ],
    },
  },
  {
    id: 'pickleball.tecnica.iniciante.3',
    sport: 'Pickleball',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Primeiros drops do meio da quadra', en: 'First drops from mid-court' },
    objective: {
      pt: 'Aprender o drop: bola em arco suave que cai na cozinha do outro lado.',
      en: 'Learn the drop: a soft, arcing ball that lands in the opponent’s kitchen.',
    },
    howTo: {
      pt: [
        'Aluno começa logo atrás da cozinha; o professor alimenta bolas fáceis e o aluno faz o drop.',
        'A cada 5 drops dentro da cozinha, o aluno recua um passo até chegar à linha de fundo.',
        'O professor observa: golpe de baixo para cima com as pernas, contato à frente, terminação longa.',
      ],
      en: [
        'The student starts just behind the kitchen; the coach feeds easy balls and the student drops them.',
        'After every 5 drops into the kitchen, the student moves back one step, until reaching the baseline.',
        'The coach watches for a low-to-high lift from the legs, contact in front and a long follow-through.',
      ],
    },
  },
  {
    id: 'pickleball.tecnica.intermediario.1',
    sport: 'Pickleball',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Reset na zona de transição', en: 'Transition zone resets' },
    objective: {
      pt: 'Neutralizar bolas rápidas na zona de transição, devolvendo-as suaves para a cozinha.',
      en: 'Neutralise fast balls in the transition zone by softening them back into the kitchen.',
    },
    howTo: {
      pt: [
        'Aluno no meio da quadra; o professor, na cozinha, ataca com drives e voleios nos pés dele.',
        'O aluno amortece (reset) com a face da raquete estável e o swing curto; 3 séries de 15 bolas.',
        'Conte os resets que caem na cozinha (meta: 10 de 15); o professor cobra base baixa e punho firme.',
      ],
      en: [
        'The student stands mid-court; the coach, at the kitchen, attacks with drives and volleys at the feet.',
        'The student absorbs the pace (reset) with a steady paddle face and a short swing; 3 sets of 15 balls.',
        'Count resets landing in the kitchen (goal: 10 of 15); the coach demands a low base and a firm wrist.',
      ],
    },
  },
  {
    id: 'pickleball.tecnica.intermediario.2',
    sport: 'Pickleball',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Dink com slice e topspin', en: 'Slice and topspin dinks' },
    objective: {
      pt: 'Variar o efeito do dink (slice e topspin) mantendo a bola baixa sobre a rede.',
      en: 'Vary the spin on the dink (slice and topspin) while keeping the ball low over the net.',
    },
    howTo: {
      pt: [
        'Dink cruzado em bola viva; a cada 5 dinks o aluno troca de efeito: slice, depois topspin.',
        'Depois, jogo até 11 só de dinks: perde o ponto quem deixar a bola subir acima da altura da rede.',
        'O professor observa o caminho da raquete (alto-baixo no slice, baixo-alto no topspin) e o alvo.',
      ],
      en: [
        'Live cross-court dinks; every 5 dinks the student switches spin: slice, then topspin.',
        'Then a dinks-only game to 11: the player who lets the ball rise above net height loses the point.',
        'The coach watches the paddle path (high-to-low for slice, low-to-high for topspin) and the target.',
      ],
    },
  },
  {
    id: 'pickleball.tecnica.intermediario.3',
    sport: 'Pickleball',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Lob ofensivo disfarçado de dink', en: 'Offensive lob disguised as a dink' },
    objective: {
      pt: 'Disfarçar o lob ofensivo na postura de dink e mandá-lo por cima do adversário, até o fundo.',
      en: 'Disguise the offensive lob in the dink stance and send it over the opponent to the baseline.',
    },
    howTo: {
      pt: [
        'Dinks cruzados com o professor; quando ele se inclinar para frente, o aluno solta o lob.',
        'Mesma preparação do dink; a bola sobe com as pernas e cai nos últimos 2 m da quadra.',
        '3 séries de 8 lobs; o professor conta os que passam fora do alcance dele e caem dentro.',
      ],
      en: [
        'Cross-court dinks with the coach; when the coach leans forward, the student lobs.',
        'Same preparation as the dink; lift the ball with the legs so it lands in the last 2 m of the court.',
        '3 sets of 8 lobs; the coach counts those that clear his reach and land in.',
      ],
    },
  },

  // ── Tática ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.tatica.iniciante.1',
    sport: 'Pickleball',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Jogo da regra dos dois quiques', en: 'Two-bounce rule game' },
    objective: {
      pt: 'Entender a regra dos dois quiques: saque e devolução quicam antes de qualquer voleio.',
      en: 'Understand the two-bounce rule: the serve and the return bounce before anyone volleys.',
    },
    howTo: {
      pt: [
        'Pontos em dupla, em ritmo lento; a dupla que saca fica no fundo até a devolução quicar.',
        'Quem devolve manda a bola funda e sobe para a cozinha; o professor para o jogo a cada infração.',
        '10 minutos; no fim, o aluno explica ao professor onde cada jogador deve estar no 3º golpe.',
      ],
      en: [
        'Slow-paced doubles points; the serving team stays back until the return has bounced.',
        'The returner hits deep and moves up to the kitchen; the coach stops play at every violation.',
        '10 minutes; at the end the student tells the coach where each player should be on the third shot.',
      ],
    },
  },
  {
    id: 'pickleball.tatica.iniciante.2',
    sport: 'Pickleball',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Subir junto com o parceiro', en: 'Move up together as a team' },
    objective: {
      pt: 'Subir à cozinha lado a lado com o parceiro, sem deixar buraco no meio da dupla.',
      en: 'Move up to the kitchen side by side with the partner, leaving no gap in the middle.',
    },
    howTo: {
      pt: [
        'Os dois seguram as pontas de uma corda de 3 m, no fundo; o professor alimenta bolas fáceis.',
        'A cada golpe a dupla avança junta, sem esticar nem afrouxar a corda, até a linha da cozinha.',
        '10 repetições; depois sem a corda, e o professor aponta quando um ficou para trás.',
      ],
      en: [
        'Both hold the ends of a 3 m rope at the baseline; the coach feeds easy balls.',
        'With each shot the team moves forward together, keeping the rope neither taut nor slack.',
        '10 reps; then without the rope, and the coach points out when one player lags behind.',
      ],
    },
  },
  {
    id: 'pickleball.tatica.iniciante.3',
    sport: 'Pickleball',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Bola no meio', en: 'Down the middle' },
    objective: {
      pt: 'Perceber que a bola no meio da dupla adversária gera dúvida e erros.',
      en: 'See that a ball down the middle of the opposing team creates doubt and errors.',
    },
    howTo: {
      pt: [
        'Jogo em dupla até 7; o ponto ganho com bola pelo meio da dupla vale 2 pontos.',
        'Antes de começar, os parceiros combinam quem pega a bola do meio (ex.: quem tem o forehand ali).',
        '2 jogos; o professor pergunta, ao final, quantos pontos saíram pelo meio e por quê.',
      ],
      en: [
        'Doubles game to 7; a point won with a ball down the middle of the team counts double.',
        'Before starting, partners agree who takes the middle ball (e.g. the one with the forehand there).',
        '2 games; at the end the coach asks how many points came from the middle, and why.',
      ],
    },
  },
  {
    id: 'pickleball.tatica.intermediario.1',
    sport: 'Pickleball',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Terceira bola: drop ou drive?', en: 'Third shot: drop or drive?' },
    objective: {
      pt: 'Escolher entre drop e drive na terceira bola conforme a altura e a profundidade da devolução.',
      en: 'Choose between a drop and a drive on the third shot, by the return’s height and depth.',
    },
    howTo: {
      pt: [
        'O aluno saca; o professor devolve variando: alta e curta, funda e baixa, no forehand ou no backhand.',
        'Regra de base: devolução alta e curta pede drive; funda e baixa pede drop.',
        '20 pontos ao vivo; depois de cada um, o professor pergunta o porquê da escolha.',
      ],
      en: [
        'The student serves; the coach varies the return: high and short, deep and low, forehand or backhand.',
        'Rule of thumb: a high, short return calls for a drive; a deep, low one calls for a drop.',
        '20 live points; after each one the coach asks why the student chose that shot.',
      ],
    },
  },
  {
    id: 'pickleball.tatica.intermediario.2',
    sport: 'Pickleball',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Paciência no dink, depois o ataque', en: 'Dink patience, then attack' },
    objective: {
      pt: 'Manter o dink até surgir uma bola alta e só então acelerar (speed-up).',
      en: 'Keep dinking until a high ball appears, and only then speed it up.',
    },
    howTo: {
      pt: [
        'Jogo até 11 que começa sempre no dink, com aluno e professor na cozinha.',
        'Speed-up de bola abaixo da altura da rede que perde o ponto custa 2 pontos.',
        'O professor anota os ataques certos e os precipitados e revisa com o aluno a cada 5 pontos.',
      ],
      en: [
        'Game to 11 that always starts with dinks, student and coach at the kitchen.',
        'A speed-up from below net height that loses the point costs 2 points.',
        'The coach notes good and rushed attacks and goes over them with the student every 5 points.',
      ],
    },
  },
  {
    id: 'pickleball.tatica.intermediario.3',
    sport: 'Pickleball',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Stacking na dupla', en: 'Stacking in doubles' },
    objective: {
      pt: 'Usar o stacking para manter cada jogador no seu lado preferido, no saque e na devolução.',
      en: 'Use stacking to keep each player on the preferred side, when serving and returning.',
    },
    howTo: {
      pt: [
        'A dupla ensaia as posições do stacking no saque e na devolução, sem bola, por 10 rotações.',
        'Depois, pontos ao vivo: o parceiro indica com a mão nas costas se há troca de lado.',
        'Jogo até 11; o professor observa se a troca acontece sem abrir o meio e sem errar o placar.',
      ],
      en: [
        'The team rehearses stacking positions on serve and return, without a ball, for 10 rotations.',
        'Then live points: the partner signals behind the back whether they switch sides.',
        'Game to 11; the coach checks that the switch leaves no gap in the middle and the score stays right.',
      ],
    },
  },

  // ── Físico ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.fisico.iniciante.1',
    sport: 'Pickleball',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Pernas para a base do dink', en: 'Leg strength for the dink stance' },
    objective: {
      pt: 'Fortalecer as pernas para manter a base baixa durante trocas longas de dink.',
      en: 'Build leg strength to hold a low base during long dink rallies.',
    },
    howTo: {
      pt: [
        '3 séries de 12 agachamentos de meia amplitude e 20 s parado na postura de dink.',
        'Logo depois de cada série, 1 min de dink cooperativo mantendo a mesma altura do corpo.',
        'O professor observa joelhos alinhados com os pés, costas retas e o peso na frente dos pés.',
      ],
      en: [
        '3 sets of 12 half squats plus a 20 s hold in the dink stance.',
        'Right after each set, 1 min of cooperative dinks keeping the same body height.',
        'The coach watches for knees in line with the feet, a straight back and weight on the balls of the feet.',
      ],
    },
  },
  {
    id: 'pickleball.fisico.iniciante.2',
    sport: 'Pickleball',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Escada de agilidade e dink', en: 'Agility ladder into dinks' },
    objective: {
      pt: 'Desenvolver pés leves e coordenação com padrões simples de escada de agilidade.',
      en: 'Develop light feet and coordination with simple agility ladder patterns.',
    },
    howTo: {
      pt: [
        'Escada no chão (ou linhas de giz) ao lado da cozinha: um pé em cada casa, dois pés, lateral.',
        'Ao sair da escada, o aluno faz 5 dinks com o professor e volta; 6 rodadas.',
        'O professor cobra passos curtos na ponta dos pés, sem pisar nas linhas da escada.',
      ],
      en: [
        'A ladder on the ground (or chalk lines) next to the kitchen: one foot per box, two feet, lateral.',
        'Coming out of the ladder, the student plays 5 dinks with the coach and goes back; 6 rounds.',
        'The coach wants short steps on the balls of the feet, without touching the ladder lines.',
      ],
    },
  },
  {
    id: 'pickleball.fisico.iniciante.3',
    sport: 'Pickleball',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Arrancada do fundo à cozinha', en: 'Baseline-to-kitchen sprints' },
    objective: {
      pt: 'Ganhar explosão nos primeiros passos para sair do fundo e chegar à cozinha.',
      en: 'Gain explosiveness in the first steps to get from the baseline to the kitchen.',
    },
    howTo: {
      pt: [
        'Do fundo, arrancada até a linha da cozinha, parando equilibrado com split step antes da linha.',
        '8 repetições com 30 s de descanso; nas 4 últimas o professor lança uma bola para volear na chegada.',
        'O professor observa a frenagem: sem pisar na cozinha e sem cair para frente.',
      ],
      en: [
        'From the baseline, sprint to the kitchen line and stop balanced with a split step before the line.',
        '8 reps with 30 s rest; on the last 4 the coach feeds a ball to volley on arrival.',
        'The coach watches the braking: no stepping into the kitchen and no falling forward.',
      ],
    },
  },
  {
    id: 'pickleball.fisico.intermediario.1',
    sport: 'Pickleball',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Intervalado de dink com deslocamento', en: 'Moving dink intervals' },
    objective: {
      pt: 'Manter a qualidade do dink cansado, em blocos intervalados de alta intensidade.',
      en: 'Keep dink quality while tired, in high-intensity interval blocks.',
    },
    howTo: {
      pt: [
        '40 s de dink com o professor mandando a bola de uma lateral à outra da cozinha, 20 s de descanso.',
        '8 blocos; meta: no máximo 2 erros por bloco.',
        'O professor observa se o aluno continua baixo e equilibrado nos últimos blocos.',
      ],
      en: [
        '40 s of dinks with the coach moving the ball from one sideline of the kitchen to the other, 20 s rest.',
        '8 blocks; goal: at most 2 errors per block.',
        'The coach checks that the student stays low and balanced in the last blocks.',
      ],
    },
  },
  {
    id: 'pickleball.fisico.intermediario.2',
    sport: 'Pickleball',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Pliometria para o primeiro passo', en: 'Plyometrics for the first step' },
    objective: {
      pt: 'Melhorar a reação e o primeiro passo lateral com saltos e estímulos do professor.',
      en: 'Sharpen reaction and the first lateral step with jumps and cues from the coach.',
    },
    howTo: {
      pt: [
        'Saltos laterais sobre uma linha e saltos de patinador: 3 séries de 10 de cada.',
        'Depois, na base da cozinha, o aluno reage ao dedo do professor e toca o cone do lado indicado.',
        '3 séries de 8 estímulos; o professor olha a velocidade do primeiro passo e a volta à base.',
      ],
      en: [
        'Lateral line hops and skater jumps: 3 sets of 10 of each.',
        'Then, in the kitchen-line stance, the student reacts to the coach’s pointing and touches that cone.',
        '3 sets of 8 cues; the coach looks at the speed of the first step and the recovery to the base.',
      ],
    },
  },
  {
    id: 'pickleball.fisico.intermediario.3',
    sport: 'Pickleball',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Core e rotação com medicine ball', en: 'Core and rotation with a medicine ball' },
    objective: {
      pt: 'Fortalecer o core e a rotação do tronco que dão potência ao drive e ao smash.',
      en: 'Strengthen the core and trunk rotation that power the drive and the overhead.',
    },
    howTo: {
      pt: [
        'Arremesso lateral de medicine ball (2 a 3 kg) contra a parede: 3 séries de 10 de cada lado.',
        'Prancha lateral: 3 séries de 30 s de cada lado.',
        'Fecha com 10 drives ao vivo; o professor observa a rotação vindo do quadril, não só do braço.',
      ],
      en: [
        'Side throws of a medicine ball (2 to 3 kg) against a wall: 3 sets of 10 per side.',
        'Side plank: 3 sets of 30 s per side.',
        'Finish with 10 live drives; the coach checks that rotation starts at the hips, not just the arm.',
      ],
    },
  },

  // ── Mental ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.mental.iniciante.1',
    sport: 'Pickleball',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Rotina entre pontos', en: 'Between-point routine' },
    objective: {
      pt: 'Criar uma rotina curta entre pontos: respirar, cantar o placar e escolher o alvo.',
      en: 'Build a short routine between points: breathe, call the score and pick a target.',
    },
    howTo: {
      pt: [
        'Jogo até 11; antes de cada saque, o aluno respira fundo uma vez e canta o placar (ex.: 0-0-2).',
        'Em seguida, diz em voz alta o alvo do saque ("fundo no backhand").',
        'Quem cumpre a rotina em todos os pontos ganha 1 ponto de bônus; o professor anota.',
      ],
      en: [
        'Game to 11; before each serve, the student takes one deep breath and calls the score (e.g. 0-0-2).',
        'Then says the serve target out loud ("deep to the backhand").',
        'Whoever follows the routine on every point gets a 1-point bonus; the coach keeps track.',
      ],
    },
  },
  {
    id: 'pickleball.mental.iniciante.2',
    sport: 'Pickleball',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Errou, próxima!', en: 'Miss it, next one!' },
    objective: {
      pt: 'Deixar o erro para trás com uma palavra-gatilho e voltar logo à posição de espera.',
      en: 'Let go of a mistake with a trigger word and get straight back to the ready position.',
    },
    howTo: {
      pt: [
        'Dink cooperativo; a cada erro o aluno diz "próxima", toca a raquete na mão livre e recomeça.',
        '3 séries de 3 min; conte a maior sequência sem erro de cada série.',
        'O professor observa se a frustração some rápido: sem reclamar nem explicar o erro.',
      ],
      en: [
        'Cooperative dinks; after each error the student says "next", taps the paddle on the free hand, restarts.',
        '3 sets of 3 min; count the longest error-free streak in each set.',
        'The coach watches that frustration fades fast: no complaining and no explaining the miss.',
      ],
    },
  },
  {
    id: 'pickleball.mental.iniciante.3',
    sport: 'Pickleball',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Olho na bola colorida', en: 'Eyes on the coloured ball' },
    objective: {
      pt: 'Manter o olhar na bola até o contato, sem levantar a cabeça antes da hora.',
      en: 'Keep the eyes on the ball until contact, without lifting the head too early.',
    },
    howTo: {
      pt: [
        'O professor pinta marcas de cores diferentes em algumas bolas e as alimenta misturadas.',
        'O aluno diz a cor da marca antes de bater; 3 séries de 10 bolas, forehand e backhand.',
        'O professor observa a cabeça parada no contato e conta as cores acertadas.',
      ],
      en: [
        'The coach marks some balls with different colours and feeds them mixed together.',
        'The student calls the colour before hitting; 3 sets of 10 balls, forehand and backhand.',
        'The coach watches for a still head at contact and counts the colours called right.',
      ],
    },
  },
  {
    id: 'pickleball.mental.intermediario.1',
    sport: 'Pickleball',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Fechamento a partir de 8 a 8', en: 'Closing out from 8-all' },
    objective: {
      pt: 'Manter a paciência e o plano de jogo no fim da partida, sem forçar o ataque.',
      en: 'Keep patience and the game plan at the end of a match, without forcing the attack.',
    },
    howTo: {
      pt: [
        'Jogos curtos que começam em 8 a 8, até 11, com a dupla do aluno contra o professor e um parceiro.',
        'Erro não forçado em bola fácil custa 2 pontos.',
        '5 jogos; depois de cada um, o aluno diz em uma frase qual ponto decidiu e o que faria igual.',
      ],
      en: [
        'Short games starting at 8-all, to 11, the student’s team against the coach and a partner.',
        'An unforced error on an easy ball costs 2 points.',
        '5 games; after each one, the student says in one sentence which point decided it and what to repeat.',
      ],
    },
  },
  {
    id: 'pickleball.mental.intermediario.2',
    sport: 'Pickleball',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Calma contra o batedor', en: 'Staying calm against a banger' },
    objective: {
      pt: 'Manter a calma contra quem só bate forte, usando bloqueios e resets em vez de revidar.',
      en: 'Stay calm against a player who only hits hard, using blocks and resets instead of hitting back.',
    },
    howTo: {
      pt: [
        'O professor joga como "batedor": drive em quase toda bola, mirando o corpo do aluno.',
        'O aluno só pode bloquear ou resetar para a cozinha até o professor levantar uma bola.',
        'Jogo até 11; o professor conta quantas vezes o aluno revidou com força sem a bola pedir.',
      ],
      en: [
        'The coach plays as a "banger": a drive on almost every ball, aimed at the student’s body.',
        'The student may only block or reset into the kitchen until the coach pops a ball up.',
        'Game to 11; the coach counts how often the student hit back hard when the ball did not call for it.',
      ],
    },
  },
  {
    id: 'pickleball.mental.intermediario.3',
    sport: 'Pickleball',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Plano de jogo e revisão', en: 'Game plan and review' },
    objective: {
      pt: 'Definir um plano de jogo antes da partida e ajustá-lo com números no intervalo.',
      en: 'Set a game plan before the match and adjust it with numbers at the break.',
    },
    howTo: {
      pt: [
        'Antes do jogo, o aluno escreve 2 metas (ex.: drop de terceira na cozinha, atacar o backhand).',
        'Jogo até 11 em que o professor anota os acertos de cada meta; 2 min de revisão com os números.',
        'Segundo jogo com um ajuste escolhido pelo aluno; o professor compara os dois jogos.',
      ],
      en: [
        'Before the game, the student writes 2 goals (e.g. third-shot drops into the kitchen, attack the backhand).',
        'A game to 11 while the coach tallies each goal; then 2 min of review with the numbers.',
        'A second game with one adjustment chosen by the student; the coach compares both games.',
      ],
    },
  },

  // ── Saque ────────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.saque.iniciante.1',
    sport: 'Pickleball',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque por baixo em alvo grande', en: 'Underhand serve to a big target' },
    objective: {
      pt: 'Sacar por baixo, com contato abaixo da cintura, passando a cozinha na diagonal.',
      en: 'Serve underhand, making contact below the waist, clearing the kitchen on the diagonal.',
    },
    howTo: {
      pt: [
        'Aluno atrás da linha de fundo; alvo: a metade de trás da área de saque na diagonal, com cones.',
        '3 séries de 10 saques, alternando os lados direito e esquerdo.',
        'O professor observa: pés atrás da linha, braço subindo em arco e contato abaixo do umbigo.',
      ],
      en: [
        'The student stands behind the baseline; target: the back half of the diagonal service box, with cones.',
        '3 sets of 10 serves, alternating the right and left sides.',
        'The coach watches for feet behind the line, the arm swinging up in an arc and contact below the navel.',
      ],
    },
  },
  {
    id: 'pickleball.saque.iniciante.2',
    sport: 'Pickleball',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque com quique (drop serve)', en: 'The drop serve' },
    objective: {
      pt: 'Aprender o saque com quique, uma opção simples e regular para quem está começando.',
      en: 'Learn the drop serve, a simple and consistent option for beginners.',
    },
    howTo: {
      pt: [
        'O aluno solta a bola da mão (sem jogar para cima nem dar efeito), deixa quicar e bate por baixo.',
        '20 saques na diagonal; meta: 15 dentro, passando a cozinha.',
        'O professor observa a soltura limpa da bola e o golpe terminando alto, na direção do alvo.',
      ],
      en: [
        'The student drops the ball from the hand (no toss, no spin), lets it bounce and hits it upward.',
        '20 diagonal serves; goal: 15 in, clearing the kitchen.',
        'The coach watches for a clean release and a high finish toward the target.',
      ],
    },
  },
  {
    id: 'pickleball.saque.iniciante.3',
    sport: 'Pickleball',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque e placar cantado', en: 'Serve and call the score' },
    objective: {
      pt: 'Sacar do lado certo e cantar o placar de três números antes de cada saque.',
      en: 'Serve from the correct side and call the three-number score before every serve.',
    },
    howTo: {
      pt: [
        'Jogo em dupla só de saque e devolução: o sacador canta o placar (ex.: 4-2-1) e saca.',
        'Ao ganhar o ponto, troca de lado com o parceiro; ao perder, passa o saque.',
        '10 minutos; o professor corrige o lado do saque e o placar na hora.',
      ],
      en: [
        'Doubles game of serve and return only: the server calls the score (e.g. 4-2-1), then serves.',
        'On winning the point, switch sides with the partner; on losing it, the serve passes on.',
        '10 minutes; the coach corrects the serving side and the score on the spot.',
      ],
    },
  },
  {
    id: 'pickleball.saque.intermediario.1',
    sport: 'Pickleball',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque fundo no backhand', en: 'Deep serve to the backhand' },
    objective: {
      pt: 'Sacar fundo e no backhand do recebedor para atrasar a chegada dele à cozinha.',
      en: 'Serve deep to the receiver’s backhand to delay the receiver’s arrival at the kitchen.',
    },
    howTo: {
      pt: [
        'Uma toalha a 1 m da linha de fundo, no canto do backhand do recebedor, como alvo.',
        '3 séries de 10 saques de cada lado; meta: 6 de 10 na toalha ou atrás dela.',
        'Na última série, o aluno anuncia T ou aberto antes de sacar; o professor confere.',
      ],
      en: [
        'A towel 1 m inside the baseline, in the corner of the receiver’s backhand, as the target.',
        '3 sets of 10 serves from each side; goal: 6 of 10 on the towel or behind it.',
        'In the last set the student calls T or wide before serving; the coach checks.',
      ],
    },
  },
  {
    id: 'pickleball.saque.intermediario.2',
    sport: 'Pickleball',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Variação de saque sob pressão', en: 'Serve variety under pressure' },
    objective: {
      pt: 'Variar profundidade, ângulo e efeito do saque sem perder a regularidade sob pressão.',
      en: 'Vary serve depth, angle and spin without losing consistency under pressure.',
    },
    howTo: {
      pt: [
        'O aluno alterna 4 saques: fundo, curto em ângulo, com topspin e com slice (efeito só da raquete).',
        'O professor devolve ao vivo; dois saques errados seguidos = 5 agachamentos e zera a contagem.',
        'Meta: 20 saques válidos; o professor anota quais variações geram devolução fraca.',
      ],
      en: [
        'The student alternates 4 serves: deep, short angle, topspin and slice (spin from the paddle only).',
        'The coach returns live; two missed serves in a row = 5 squats and the count restarts.',
        'Goal: 20 good serves; the coach notes which variations draw a weak return.',
      ],
    },
  },
  {
    id: 'pickleball.saque.intermediario.3',
    sport: 'Pickleball',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque e terceira bola', en: 'Serve plus third shot' },
    objective: {
      pt: 'Emendar o saque com a terceira bola, ficando atrás por causa da regra dos dois quiques.',
      en: 'Link the serve to the third shot, staying back because of the two-bounce rule.',
    },
    howTo: {
      pt: [
        'O aluno saca e fica atrás da linha de fundo com split step; o professor devolve fundo.',
        'O aluno escolhe drop ou drive e sobe para a cozinha; o ponto continua ao vivo.',
        '15 pontos; o professor observa se o aluno entra na quadra antes da devolução quicar.',
      ],
      en: [
        'The student serves and stays behind the baseline with a split step; the coach returns deep.',
        'The student chooses a drop or a drive and moves up to the kitchen; the point continues live.',
        '15 points; the coach watches whether the student creeps in before the return has bounced.',
      ],
    },
  },

  // ── Forehand ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.forehand.iniciante.1',
    sport: 'Pickleball',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Forehand de fundo em alvo grande', en: 'Baseline forehand to a big target' },
    objective: {
      pt: 'Bater o forehand do fundo com swing de baixo para cima, mandando a bola funda.',
      en: 'Hit the baseline forehand with a low-to-high swing, sending the ball deep.',
    },
    howTo: {
      pt: [
        'O professor alimenta bolas no forehand; alvo: a metade de trás da quadra, marcada com cones.',
        '3 séries de 10 bolas; conte quantas caem no alvo.',
        'O professor observa ombros de lado, contato à frente e terminação acima do ombro.',
      ],
      en: [
        'The coach feeds balls to the forehand; target: the back half of the court, marked with cones.',
        '3 sets of 10 balls; count how many land in the target.',
        'The coach watches for sideways shoulders, contact in front and a finish above the shoulder.',
      ],
    },
  },
  {
    id: 'pickleball.forehand.iniciante.2',
    sport: 'Pickleball',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Dink cruzado de forehand', en: 'Cross-court forehand dinks' },
    objective: {
      pt: 'Controlar o dink de forehand na diagonal, com a bola caindo na cozinha adversária.',
      en: 'Control the forehand dink on the diagonal, landing the ball in the opponent’s kitchen.',
    },
    howTo: {
      pt: [
        'Aluno e professor na linha da cozinha, na diagonal do forehand; dinks cooperativos cruzados.',
        '3 séries de 2 min; meta: 15 dinks seguidos.',
        'O professor observa a empunhadura solta, as pernas levantando a bola e a raquete abaixo do punho.',
      ],
      en: [
        'Student and coach at the kitchen line, on the forehand diagonal; cooperative cross-court dinks.',
        '3 sets of 2 min; goal: 15 dinks in a row.',
        'The coach watches for a relaxed grip, the legs lifting the ball and the paddle head below the wrist.',
      ],
    },
  },
  {
    id: 'pickleball.forehand.iniciante.3',
    sport: 'Pickleball',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Devolução funda de forehand', en: 'Deep forehand return' },
    objective: {
      pt: 'Devolver o saque com um forehand alto e fundo, para ter tempo de subir à cozinha.',
      en: 'Return the serve with a high, deep forehand, to buy time to move up to the kitchen.',
    },
    howTo: {
      pt: [
        'O professor saca no forehand do aluno; uma linha de cones marca o terço final da quadra.',
        'O aluno devolve por cima da linha de cones e caminha até a cozinha; 2 séries de 10.',
        'O professor observa a bola com arco alto (sem pressa) e o aluno chegando antes do 3º golpe.',
      ],
      en: [
        'The coach serves to the student’s forehand; a row of cones marks the last third of the court.',
        'The student returns past the cones and walks up to the kitchen; 2 sets of 10.',
        'The coach watches for a high, unhurried arc and the student arriving before the third shot.',
      ],
    },
  },
  {
    id: 'pickleball.forehand.intermediario.1',
    sport: 'Pickleball',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Drive de forehand na terceira bola', en: 'Third-shot forehand drive' },
    objective: {
      pt: 'Bater um drive de forehand com topspin, baixo sobre a rede, e seguir com o drop de quinta.',
      en: 'Hit a low topspin forehand drive over the net, then follow with a fifth-shot drop.',
    },
    howTo: {
      pt: [
        'O professor, após o saque do aluno, devolve no forehand; o aluno faz o drive nos pés dele.',
        'O professor bloqueia; o aluno faz o drop de quinta bola e avança; 3 séries de 10.',
        'O professor observa o topspin, a altura baixa sobre a rede e o avanço depois do drop.',
      ],
      en: [
        'After the student serves, the coach returns to the forehand; the student drives at the coach’s feet.',
        'The coach blocks; the student plays a fifth-shot drop and moves in; 3 sets of 10.',
        'The coach watches the topspin, the low net clearance and the move forward after the drop.',
      ],
    },
  },
  {
    id: 'pickleball.forehand.intermediario.2',
    sport: 'Pickleball',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Speed-up de forehand no dink', en: 'Forehand speed-up from the dink' },
    objective: {
      pt: 'Reconhecer o dink alto e acelerar de forehand no ombro ou no quadril do adversário.',
      en: 'Spot the high dink and speed it up with the forehand at the opponent’s shoulder or hip.',
    },
    howTo: {
      pt: [
        'Dinks cooperativos; de vez em quando o professor levanta um dink acima da altura da rede.',
        'O aluno acelera de forehand no lado da raquete do professor, que tenta contra-atacar.',
        '15 pontos; o professor observa swing compacto e se o aluno só ataca bolas acima da rede.',
      ],
      en: [
        'Cooperative dinks; now and then the coach pops a dink up above net height.',
        'The student speeds it up with the forehand at the coach’s paddle side, and the coach counters.',
        '15 points; the coach checks for a compact swing and that only balls above the net are attacked.',
      ],
    },
  },
  {
    id: 'pickleball.forehand.intermediario.3',
    sport: 'Pickleball',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Passada de forehand: cruzada ou paralela', en: 'Forehand pass: cross or line' },
    objective: {
      pt: 'Escolher a passada de forehand certa conforme a posição da dupla que sobe à rede.',
      en: 'Pick the right forehand passing shot based on where the incoming team stands.',
    },
    howTo: {
      pt: [
        'Aluno no fundo; professor e parceiro sobem à cozinha após cada bola alimentada.',
        'Se o jogador da paralela fechar o meio, passada na paralela; se não, cruzada no pé dele.',
        '3 séries de 8; o professor pergunta depois de cada bola o que o aluno viu.',
      ],
      en: [
        'Student at the baseline; the coach and a partner move up to the kitchen after each fed ball.',
        'If the player on the line side shifts to the middle, pass down the line; if not, go cross at the feet.',
        '3 sets of 8; after each ball the coach asks what the student saw.',
      ],
    },
  },

  // ── Backhand ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.backhand.iniciante.1',
    sport: 'Pickleball',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Dink de backhand cooperativo', en: 'Cooperative backhand dinks' },
    objective: {
      pt: 'Ganhar confiança no dink de backhand com a face da raquete estável e o punho firme.',
      en: 'Gain confidence in the backhand dink with a steady paddle face and a firm wrist.',
    },
    howTo: {
      pt: [
        'Aluno e professor na diagonal do backhand, na linha da cozinha; dinks cooperativos.',
        '3 séries de 2 min; meta: 12 dinks seguidos.',
        'O professor observa o ombro girando, a face da raquete aberta e nenhum movimento de punho.',
      ],
      en: [
        'Student and coach on the backhand diagonal at the kitchen line; cooperative dinks.',
        '3 sets of 2 min; goal: 12 dinks in a row.',
        'The coach watches for the shoulder turn, an open paddle face and no wrist movement.',
      ],
    },
  },
  {
    id: 'pickleball.backhand.iniciante.2',
    sport: 'Pickleball',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Backhand de fundo com bola lançada', en: 'Fed baseline backhands' },
    objective: {
      pt: 'Bater o backhand do fundo, com uma ou duas mãos, mandando a bola funda e no meio.',
      en: 'Hit the baseline backhand, one- or two-handed, sending the ball deep and down the middle.',
    },
    howTo: {
      pt: [
        'O professor alimenta bolas fáceis no backhand; alvo: faixa central no fundo da quadra.',
        '3 séries de 10; o aluno experimenta uma e duas mãos e fica com a mais firme.',
        'O professor observa o giro dos ombros, o contato à frente do corpo e o swing de baixo para cima.',
      ],
      en: [
        'The coach feeds easy balls to the backhand; target: a central strip at the back of the court.',
        '3 sets of 10; the student tries one and two hands and keeps the steadier one.',
        'The coach watches for the shoulder turn, contact in front of the body and a low-to-high swing.',
      ],
    },
  },
  {
    id: 'pickleball.backhand.iniciante.3',
    sport: 'Pickleball',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Devolução de backhand', en: 'Backhand return of serve' },
    objective: {
      pt: 'Devolver o saque no backhand com segurança, bola alta e funda, sem tentar ganhar o ponto.',
      en: 'Return serves to the backhand safely, high and deep, without going for a winner.',
    },
    howTo: {
      pt: [
        'O professor saca devagar no backhand do aluno; alvo grande no fundo, no meio da quadra.',
        '2 séries de 10 devoluções; depois de cada uma, o aluno sobe para a cozinha.',
        'O professor observa a preparação cedo (virar os ombros quando a bola sai) e a bola funda.',
      ],
      en: [
        'The coach serves slowly to the student’s backhand; a big target deep in the middle of the court.',
        '2 sets of 10 returns; after each one the student moves up to the kitchen.',
        'The coach watches for early preparation (shoulders turn as the ball leaves) and a deep ball.',
      ],
    },
  },
  {
    id: 'pickleball.backhand.intermediario.1',
    sport: 'Pickleball',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Drop de terceira de backhand', en: 'Backhand third-shot drop' },
    objective: {
      pt: 'Fazer o drop de terceira bola de backhand, ponto fraco de muitos jogadores.',
      en: 'Play the third-shot drop off the backhand, a weak spot for many players.',
    },
    howTo: {
      pt: [
        'O aluno saca; o professor devolve fundo no backhand e fica na cozinha.',
        'O aluno faz o drop de backhand na cozinha e avança; o ponto segue ao vivo até o dink.',
        '3 séries de 10; meta: 6 drops que o professor não consegue atacar.',
      ],
      en: [
        'The student serves; the coach returns deep to the backhand and stays at the kitchen.',
        'The student drops off the backhand into the kitchen and moves in; the point plays on into dinks.',
        '3 sets of 10; goal: 6 drops the coach cannot attack.',
      ],
    },
  },
  {
    id: 'pickleball.backhand.intermediario.2',
    sport: 'Pickleball',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Roll de backhand no dink', en: 'Backhand roll from the dink' },
    objective: {
      pt: 'Atacar dinks na altura da rede com o roll de backhand (topspin) sem levantar a bola.',
      en: 'Attack net-high dinks with a backhand roll (topspin) without lifting the ball.',
    },
    howTo: {
      pt: [
        'Dinks cruzados no backhand; quando o dink vier na altura do joelho ou acima, o aluno faz o roll.',
        'Alvo: os pés do professor, que tenta bloquear; 15 pontos.',
        'O professor observa o swing curto de baixo para cima e a bola caindo rápido depois da rede.',
      ],
      en: [
        'Cross-court backhand dinks; when a dink comes at knee height or above, the student rolls it.',
        'Target: the coach’s feet, and the coach tries to block; 15 points.',
        'The coach watches for a short low-to-high swing and the ball dipping fast after the net.',
      ],
    },
  },
  {
    id: 'pickleball.backhand.intermediario.3',
    sport: 'Pickleball',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Slice de backhand na defesa', en: 'Defensive backhand slice' },
    objective: {
      pt: 'Defender bolas rápidas no backhand com um slice baixo e fundo, ganhando tempo.',
      en: 'Defend fast balls to the backhand with a low, deep slice that buys time.',
    },
    howTo: {
      pt: [
        'Aluno no fundo; o professor, na cozinha, manda drives e bolas fundas no backhand.',
        'O aluno responde com slice baixo e fundo, ou com reset curto se a bola vier fraca.',
        '3 séries de 12; o professor observa a raquete de alto para baixo e a bola sem subir.',
      ],
      en: [
        'Student at the baseline; the coach, at the kitchen, sends drives and deep balls to the backhand.',
        'The student answers with a low, deep slice, or a short reset if the ball comes in soft.',
        '3 sets of 12; the coach watches for a high-to-low paddle path and a ball that stays low.',
      ],
    },
  },

  // ── Voleio ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.voleio.iniciante.1',
    sport: 'Pickleball',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio de bloqueio na cozinha', en: 'Blocking volleys at the kitchen' },
    objective: {
      pt: 'Bloquear a bola no ar com a raquete à frente, sem swing e sem pisar na cozinha.',
      en: 'Block the ball out of the air with the paddle in front, no swing and no foot in the kitchen.',
    },
    howTo: {
      pt: [
        'Aluno na linha da cozinha; o professor, no meio da quadra, manda bolas médias no corpo.',
        'O aluno só bloqueia, com a raquete na frente do peito; 3 séries de 10 de cada lado.',
        'O professor observa os pés atrás da linha, inclusive no embalo depois do voleio.',
      ],
      en: [
        'Student at the kitchen line; the coach, mid-court, sends medium-paced balls at the body.',
        'The student only blocks, paddle in front of the chest; 3 sets of 10 on each side.',
        'The coach watches that the feet stay behind the line, including the momentum after the volley.',
      ],
    },
  },
  {
    id: 'pickleball.voleio.iniciante.2',
    sport: 'Pickleball',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio ou deixar quicar?', en: 'Volley or let it bounce?' },
    objective: {
      pt: 'Aprender a regra da cozinha: volear de fora dela e só entrar para bola que já quicou.',
      en: 'Learn the kitchen rule: volley from outside it and step in only for a ball that bounced.',
    },
    howTo: {
      pt: [
        'O professor alterna bolas no ar e bolas curtas que quicam na cozinha.',
        'Bola no ar: o aluno voleia atrás da linha; bola curta: entra, bate após o quique e sai.',
        '20 bolas; o professor canta falta sempre que o aluno voleia com o pé na cozinha ou na linha.',
      ],
      en: [
        'The coach alternates balls in the air and short balls that bounce in the kitchen.',
        'Air ball: volley from behind the line; short ball: step in, hit after the bounce and step out.',
        '20 balls; the coach calls a fault whenever the student volleys with a foot in the kitchen or on the line.',
      ],
    },
  },
  {
    id: 'pickleball.voleio.iniciante.3',
    sport: 'Pickleball',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio com toque de controle', en: 'Tap-up control volleys' },
    objective: {
      pt: 'Ganhar controle no voleio amortecendo a bola com a raquete antes de devolvê-la.',
      en: 'Gain volley control by cushioning the ball on the paddle before sending it back.',
    },
    howTo: {
      pt: [
        'O professor lança bolas suaves; o aluno dá um toquinho para cima e então voleia de volta.',
        '3 séries de 10, alternando forehand e backhand.',
        'O professor observa a empunhadura relaxada e a raquete "recebendo" a bola, sem empurrar.',
      ],
      en: [
        'The coach tosses soft balls; the student taps the ball up once, then volleys it back.',
        '3 sets of 10, alternating forehand and backhand.',
        'The coach watches for a relaxed grip and the paddle "catching" the ball, not pushing it.',
      ],
    },
  },
  {
    id: 'pickleball.voleio.intermediario.1',
    sport: 'Pickleball',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Batalha de mãos na cozinha', en: 'Kitchen hand battles' },
    objective: {
      pt: 'Vencer trocas rápidas de voleio na cozinha com swing curto e raquete alta.',
      en: 'Win fast volley exchanges at the kitchen with a short swing and a high paddle.',
    },
    howTo: {
      pt: [
        'Os dois na cozinha; o ponto começa com dink e qualquer um pode acelerar uma bola alta.',
        'Na troca rápida, mire o ombro do lado da raquete ou o quadril do adversário; jogo até 11.',
        'O professor observa a ponta da raquete para cima, a volta à base e nenhum swing longo.',
      ],
      en: [
        'Both at the kitchen; the point starts with a dink and either player may speed up a high ball.',
        'In the exchange, aim at the opponent’s paddle-side shoulder or hip; game to 11.',
        'The coach watches for the paddle tip up, the reset to ready and no long swings.',
      ],
    },
  },
  {
    id: 'pickleball.voleio.intermediario.2',
    sport: 'Pickleball',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Punch ou bloqueio?', en: 'Punch or block?' },
    objective: {
      pt: 'Escolher entre voleio ofensivo nos pés e bloqueio neutro conforme a altura da bola.',
      en: 'Choose between an attacking volley at the feet and a neutral block, by the ball’s height.',
    },
    howTo: {
      pt: [
        'O professor, da zona de transição, manda bolas de alturas variadas; o aluno está na cozinha.',
        'Acima da rede: punch nos pés do professor; abaixo: bloqueio suave para a cozinha.',
        '3 séries de 12; o professor conta as decisões certas (meta: 10 de 12).',
      ],
      en: [
        'From the transition zone, the coach sends balls at varied heights; the student is at the kitchen.',
        'Above the net: punch at the coach’s feet; below it: a soft block into the kitchen.',
        '3 sets of 12; the coach counts the right decisions (goal: 10 of 12).',
      ],
    },
  },
  {
    id: 'pickleball.voleio.intermediario.3',
    sport: 'Pickleball',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Erne', en: 'The Erne' },
    objective: {
      pt: 'Executar o Erne: contornar a cozinha por fora da lateral para volear a bola paralela.',
      en: 'Play the Erne: go around the kitchen outside the sideline to volley a ball down the line.',
    },
    howTo: {
      pt: [
        'Dinks paralelos junto à lateral; quando o professor dá um dink perto da linha, o aluno arma o Erne.',
        'Ele sai por fora da quadra sem tocar a cozinha e voleia com os pés já fora dela.',
        '3 séries de 6 de cada lado; o professor observa o tempo do movimento e os pés fora da cozinha.',
      ],
      en: [
        'Dinks down the line near the sideline; when the coach dinks close to it, the student sets up the Erne.',
        'The student goes outside the court without touching the kitchen and volleys with both feet outside it.',
        '3 sets of 6 per side; the coach watches the timing and the feet staying out of the kitchen.',
      ],
    },
  },

  // ── Movimentação ─────────────────────────────────────────────────────────────────────────
  {
    id: 'pickleball.movimentacao.iniciante.1',
    sport: 'Pickleball',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Split step na hora certa', en: 'Well-timed split step' },
    objective: {
      pt: 'Fazer o split step quando o adversário bate, para reagir equilibrado em qualquer direção.',
      en: 'Split step as the opponent hits, to react with balance in any direction.',
    },
    howTo: {
      pt: [
        'O aluno caminha do fundo para a cozinha enquanto o professor alimenta bolas.',
        'A cada contato do professor, o aluno para com um pequeno salto (split step) e então bate.',
        '3 séries de 8; o professor observa o momento do salto e a base larga ao aterrissar.',
      ],
      en: [
        'The student walks from the baseline toward the kitchen while the coach feeds balls.',
        'At each of the coach’s contacts, the student stops with a small hop (split step), then hits.',
        '3 sets of 8; the coach watches the timing of the hop and a wide base on landing.',
      ],
    },
  },
  {
    id: 'pickleball.movimentacao.iniciante.2',
    sport: 'Pickleball',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Passos laterais na cozinha', en: 'Side shuffles at the kitchen line' },
    objective: {
      pt: 'Mover-se de lado na linha da cozinha sem cruzar os pés e sem pisar na cozinha.',
      en: 'Move sideways along the kitchen line without crossing the feet or stepping in.',
    },
    howTo: {
      pt: [
        'O professor dá dinks alternando 1 a 2 m à esquerda e à direita do aluno.',
        'O aluno se desloca com passos laterais, bate o dink e volta ao centro; 3 séries de 1 min.',
        'O professor observa a base baixa, os pés sem cruzar e a raquete sempre à frente.',
      ],
      en: [
        'The coach dinks alternately 1 to 2 m to the student’s left and right.',
        'The student shuffles sideways, plays the dink and returns to the centre; 3 sets of 1 min.',
        'The coach watches for a low base, feet that do not cross and the paddle always in front.',
      ],
    },
  },
  {
    id: 'pickleball.movimentacao.iniciante.3',
    sport: 'Pickleball',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Bater e voltar à base', en: 'Hit and recover' },
    objective: {
      pt: 'Voltar à posição de base depois de cada golpe, em vez de ficar parado olhando a bola.',
      en: 'Recover to the base position after every shot instead of standing and watching the ball.',
    },
    howTo: {
      pt: [
        'Um cone marca a base do aluno no fundo; o professor alimenta bolas abertas, alternando os lados.',
        'Depois de cada golpe, o aluno volta a tocar o cone antes da próxima bola; 3 séries de 8.',
        'O professor observa a volta imediata e os primeiros passos curtos e rápidos.',
      ],
      en: [
        'A cone marks the student’s base at the baseline; the coach feeds wide balls to alternating sides.',
        'After each shot the student goes back to touch the cone before the next ball; 3 sets of 8.',
        'The coach watches for an immediate recovery and short, quick first steps.',
      ],
    },
  },
  {
    id: 'pickleball.movimentacao.intermediario.1',
    sport: 'Pickleball',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Transição em etapas até a cozinha', en: 'Step-by-step transition to the kitchen' },
    objective: {
      pt: 'Avançar do fundo à cozinha em etapas, parando com split step a cada golpe do adversário.',
      en: 'Move from the baseline to the kitchen in stages, split-stepping at each opponent’s shot.',
    },
    howTo: {
      pt: [
        'O aluno faz o drop do fundo; o professor, na cozinha, devolve nos pés dele.',
        'O aluno ganha terreno a cada bola boa e para quando o professor bate; meta: cozinha em 3 golpes.',
        '10 repetições; o professor observa se o aluno não corre através da bola nem avança após bola ruim.',
      ],
      en: [
        'The student drops from the baseline; the coach, at the kitchen, sends the ball back at the feet.',
        'The student gains ground after each good ball and stops as the coach hits; goal: kitchen in 3 shots.',
        '10 reps; the coach checks that the student never runs through the ball or advances after a bad one.',
      ],
    },
  },
  {
    id: 'pickleball.movimentacao.intermediario.2',
    sport: 'Pickleball',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Cobertura do lob em dupla', en: 'Covering lobs as a team' },
    objective: {
      pt: 'Coordenar com o parceiro quem busca o lob e a troca de lados que vem depois.',
      en: 'Coordinate with the partner who chases the lob and the side switch that follows.',
    },
    howTo: {
      pt: [
        'A dupla na cozinha; o professor dá lob por cima de um dos dois.',
        'O parceiro cruza na diagonal para buscar a bola, gritando "minha"; o outro troca de lado e diz "troca".',
        '3 séries de 8; o professor observa a comunicação e a volta da dupla à cozinha.',
      ],
      en: [
        'The team is at the kitchen; the coach lobs over one of them.',
        'The partner crosses diagonally to chase it, calling "mine"; the other switches sides, calling "switch".',
        '3 sets of 8; the coach watches the communication and the team getting back to the kitchen.',
      ],
    },
  },
  {
    id: 'pickleball.movimentacao.intermediario.3',
    sport: 'Pickleball',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Dink em movimento, entrando e saindo', en: 'Moving dinks, in and out' },
    objective: {
      pt: 'Ajustar os passos a dinks largos e curtos, entrando na cozinha e saindo a tempo.',
      en: 'Adjust the footwork to wide and short dinks, stepping into the kitchen and out in time.',
    },
    howTo: {
      pt: [
        'O professor dá dinks em pontos aleatórios: largos, curtos dentro da cozinha e no pé.',
        'Bola curta: o aluno entra, bate depois do quique e sai da cozinha antes de qualquer voleio.',
        '3 séries de 90 s; o professor observa o equilíbrio e os passos de ajuste antes de cada dink.',
      ],
      en: [
        'The coach dinks to random spots: wide, short inside the kitchen and at the feet.',
        'Short ball: the student steps in, hits after the bounce and gets out of the kitchen before any volley.',
        '3 sets of 90 s; the coach watches the balance and the adjustment steps before each dink.',
      ],
    },
  },

  // ── Smash (no pickleball: o overhead) ────────────────────────────────────────────────────
  {
    id: 'pickleball.smash.iniciante.1',
    sport: 'Pickleball',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash (overhead) com bola lançada', en: 'Fed overhead smash' },
    objective: {
      pt: 'Aprender o smash (overhead): corpo de lado, mão livre apontando a bola e contato à frente.',
      en: 'Learn the overhead smash: side-on body, free hand pointing at the ball, contact in front.',
    },
    howTo: {
      pt: [
        'O professor, do outro lado, lança lobs fáceis; o aluno começa um passo atrás da cozinha.',
        'O aluno vira de lado, aponta a bola com a mão livre e bate para baixo num alvo grande no meio.',
        '3 séries de 8; o professor observa o contato alto e à frente, e a raquete terminando do outro lado.',
      ],
      en: [
        'From the other side the coach feeds easy lobs; the student starts one step behind the kitchen.',
        'The student turns side-on, points at the ball with the free hand and hits down into a big middle target.',
        '3 sets of 8; the coach watches for a high contact in front and the paddle finishing across the body.',
      ],
    },
  },
  {
    id: 'pickleball.smash.iniciante.2',
    sport: 'Pickleball',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Recuo de lado para o lob', en: 'Turn and shuffle back for lobs' },
    objective: {
      pt: 'Recuar para o lob virando de lado, sem andar de costas, e terminar com o overhead.',
      en: 'Move back for the lob by turning side-on, never backpedalling, and finish with the overhead.',
    },
    howTo: {
      pt: [
        'O aluno na cozinha; o professor lança lobs 2 a 3 m atrás dele.',
        'O aluno vira de lado, recua com passos laterais ou cruzados e bate o overhead no meio.',
        '3 séries de 6; o professor corrige na hora quem anda de costas (risco de queda).',
      ],
      en: [
        'The student is at the kitchen; the coach feeds lobs 2 to 3 m behind.',
        'The student turns side-on, moves back with side or crossover steps and hits the overhead to the middle.',
        '3 sets of 6; the coach corrects any backpedalling at once (it causes falls).',
      ],
    },
  },
  {
    id: 'pickleball.smash.iniciante.3',
    sport: 'Pickleball',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash depois do quique', en: 'Overhead after the bounce' },
    objective: {
      pt: 'Deixar quicar o lob muito alto e bater o overhead depois do quique, com mais tempo.',
      en: 'Let a very high lob bounce and hit the overhead after the bounce, with more time.',
    },
    howTo: {
      pt: [
        'O professor lança lobs bem altos no fundo da quadra do aluno.',
        'O aluno deixa quicar, se posiciona atrás da bola e bate o overhead com controle, para o fundo.',
        '3 séries de 6; o professor observa a distância certa da bola e o smash sem pressa.',
      ],
      en: [
        'The coach feeds very high lobs deep into the student’s court.',
        'The student lets it bounce, gets behind the ball and hits a controlled overhead deep.',
        '3 sets of 6; the coach watches for the right distance from the ball and an unhurried swing.',
      ],
    },
  },
  {
    id: 'pickleball.smash.intermediario.1',
    sport: 'Pickleball',
    tag: 'Smash',
    level: 'intermediario',
    name: {
      pt: 'Smash no meio, nos pés ou no ângulo',
      en: 'Overhead to the middle, feet or angle',
    },
    objective: {
      pt: 'Finalizar o lob com smash bem colocado (meio, pés ou ângulo), não só com força.',
      en: 'Finish the lob with a well-placed overhead (middle, feet or angle), not just power.',
    },
    howTo: {
      pt: [
        'Professor e parceiro defendem no fundo; o aluno, na cozinha, recebe lobs.',
        'No último instante o professor grita o alvo: "meio", "pé" ou "ângulo".',
        '3 séries de 8; o professor conta os smashes no alvo que voltam fracos ou não voltam.',
      ],
      en: [
        'The coach and a partner defend from the baseline; the student, at the kitchen, gets lobs.',
        'At the last moment the coach calls the target: "middle", "feet" or "angle".',
        '3 sets of 8; the coach counts on-target overheads that come back weak or not at all.',
      ],
    },
  },
  {
    id: 'pickleball.smash.intermediario.2',
    sport: 'Pickleball',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash e volta à cozinha', en: 'Overhead, then back to the kitchen' },
    objective: {
      pt: 'Depois do smash, voltar rápido à cozinha para fechar o ponto no voleio seguinte.',
      en: 'After the overhead, get back to the kitchen fast to finish the point on the next volley.',
    },
    howTo: {
      pt: [
        'O professor dá lob; o aluno recua, bate o smash e corre de volta até a linha da cozinha.',
        'O professor defende e manda a bola seguinte; o aluno fecha no voleio.',
        '3 séries de 6; o professor observa a recuperação para frente logo após o smash.',
      ],
      en: [
        'The coach lobs; the student moves back, hits the overhead and hurries back to the kitchen line.',
        'The coach defends and sends the next ball; the student finishes with a volley.',
        '3 sets of 6; the coach watches for the forward recovery right after the overhead.',
      ],
    },
  },
  {
    id: 'pickleball.smash.intermediario.3',
    sport: 'Pickleball',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Defender o smash e virar o ponto', en: 'Defending the overhead' },
    objective: {
      pt: 'Defender o smash do fundo com bloqueios e lobs até surgir a bola para virar o ponto.',
      en: 'Defend the overhead from the baseline with blocks and lobs until a ball to turn the point comes.',
    },
    howTo: {
      pt: [
        'O professor, na cozinha, bate smashes de força média; o aluno defende do fundo.',
        'O aluno bloqueia ou devolve em lob; quando a bola vier fraca, faz o reset e sobe.',
        '3 séries de 2 min; o professor observa a raquete à frente, a base baixa e a calma na defesa.',
      ],
      en: [
        'The coach, at the kitchen, hits medium-paced overheads; the student defends from the baseline.',
        'The student blocks or lobs back; when a weak ball comes, the student resets and moves up.',
        '3 sets of 2 min; the coach watches for the paddle in front, a low base and calm in defence.',
      ],
    },
  },
]
