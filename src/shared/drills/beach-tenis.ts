import type { Drill } from './types'

/**
 * Beach Tênis drill library: 3 drills per focus tag and level.
 * Beach tennis vocabulary: the ball is always played in the air (no bounce), one serve per point
 * (underhand or overhead), doubles side by side, lob and smash at the heart of the game.
 * 'Backhand' covers the backhand out of the air, including the backhand smash; 'Voleio' is the
 * net volley (block, drop volley, volley at the feet).
 */
export const BEACH_TENIS_DRILLS: Drill[] = [
  {
    id: 'beach-tenis.tecnica.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Empunhadura continental e embaixadinhas', en: 'Continental grip and keep-ups' },
    objective: {
      pt: 'Firmar a empunhadura continental e o contato à frente do corpo, sem deixar a bola cair na areia.',
      en: 'Build the continental grip and a contact in front of the body, without letting the ball touch the sand.',
    },
    howTo: {
      pt: [
        'Aluno com empunhadura continental (de martelo), raquete à altura da cintura e bola de beach tennis.',
        'Faz embaixadinhas: 3 séries de 20 toques seguidos; na 3ª série alterna a face de forehand e a de backhand.',
        'O professor observa o punho firme, a face da raquete estável e o contato sempre à frente do corpo.',
      ],
      en: [
        'Student holds a continental (hammer) grip, racket at waist height, with a beach tennis ball.',
        'Keep-ups: 3 sets of 20 touches in a row; in the 3rd set, alternate the forehand and backhand faces.',
        'Coach watches for a firm wrist, a stable racket face and contact always in front of the body.',
      ],
    },
  },
  {
    id: 'beach-tenis.tecnica.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Troca curta cooperativa', en: 'Cooperative short rally' },
    objective: {
      pt: 'Controlar força e direção em trocas curtas, sempre batendo a bola antes de ela tocar a areia.',
      en: 'Control power and direction in short rallies, always hitting the ball before it touches the sand.',
    },
    howTo: {
      pt: [
        'Professor e aluno a 3 m da rede, um de cada lado, trocam bolas lentas e altas pelo meio da quadra.',
        'Meta: 10 bolas seguidas sem cair; ao conseguir, os dois recuam 2 passos e recomeçam. Blocos de 5 minutos.',
        'Observar a raquete preparada à frente, o movimento curto e o olhar na bola até o contato.',
      ],
      en: [
        'Coach and student 3 m from the net, one on each side, trade slow, high balls down the middle.',
        'Goal: 10 balls in a row without a drop; once reached, both step back 2 paces and restart. 5-minute blocks.',
        'Watch for the racket ready in front, a short swing and the eyes on the ball until contact.',
      ],
    },
  },
  {
    id: 'beach-tenis.tecnica.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Lob básico com bola lançada', en: 'Basic lob from fed balls' },
    objective: {
      pt: 'Aprender o lob por baixo, com a face aberta, para mandar a bola alta e funda no fundo adversário.',
      en: "Learn the underhand lob with an open face, sending the ball high and deep into the opponents' back court.",
    },
    howTo: {
      pt: [
        'Professor lança bolas com a mão na altura da cintura do aluno, que está no meio da quadra.',
        'Aluno abre a face e sobe a bola por cima da rede, mirando uma faixa de 2 m junto à linha de fundo. 3 séries de 10.',
        'Observar o movimento de baixo para cima, a terminação alta e a bola passando bem acima de quem está na rede.',
      ],
      en: [
        'Coach tosses balls by hand at waist height to the student, who stands mid-court.',
        'Student opens the face and lifts the ball over the net, aiming at a 2 m strip by the baseline. 3 sets of 10.',
        'Watch for a low-to-high swing, a high finish and the ball passing well above a player at the net.',
      ],
    },
  },
  {
    id: 'beach-tenis.tecnica.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Mesma preparação, três alturas', en: 'Same preparation, three heights' },
    objective: {
      pt: 'Variar altura e profundidade (chapada, lob e curtinha) com a mesma preparação, para o adversário não ler o golpe.',
      en: 'Vary height and depth (flat, lob and drop) from the same preparation so the opponent cannot read the shot.',
    },
    howTo: {
      pt: [
        'Professor alimenta do outro lado; na quadra dele, 3 zonas marcadas: fundo, meio e curta perto da rede.',
        'O professor grita a zona pouco antes do contato e o aluno executa sem mudar a preparação. 4 séries de 12.',
        'Observar se a preparação é idêntica e se o ajuste vem só da face da raquete e da aceleração no final.',
      ],
      en: [
        "Coach feeds from the other side; on the coach's court, 3 marked zones: deep, middle and short near the net.",
        'Coach calls the zone just before contact and the student plays it without changing the preparation. 4 sets of 12.',
        'Watch for an identical preparation, with the change coming only from the racket face and late acceleration.',
      ],
    },
  },
  {
    id: 'beach-tenis.tecnica.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Defesa da bola no pé', en: 'Defending balls at the feet' },
    objective: {
      pt: 'Levantar bolas baixas, dirigidas aos pés, com flexão de pernas e face aberta, sem entregar bola fácil.',
      en: 'Lift low balls aimed at the feet using bent knees and an open face, without giving away an easy ball.',
    },
    howTo: {
      pt: [
        'Aluno na meia-quadra; o professor, na rede do outro lado, ataca com bolas fortes e descendentes nos pés dele.',
        'Aluno flexiona os joelhos, mantém a raquete à frente e devolve com lob fundo ou bola curta no pé do professor.',
        'Séries de 10 bolas, 4 séries: contar quantas voltam sem virar bola de smash. Observar base baixa e punho firme.',
      ],
      en: [
        'Student at mid-court; the coach, at the net on the other side, attacks hard, dipping balls at the feet.',
        "Student bends the knees, keeps the racket in front and replies with a deep lob or a short ball at the coach's feet.",
        'Sets of 10 balls, 4 sets: count how many come back without becoming a smash ball. Watch for a low base and firm wrist.',
      ],
    },
  },
  {
    id: 'beach-tenis.tecnica.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Slice ou chapada: escolher o efeito', en: 'Slice or flat: choosing the spin' },
    objective: {
      pt: 'Alternar a bola cortada (slice), baixa e lenta, com a chapada rápida, lendo o que cada situação pede.',
      en: 'Alternate a low, slow slice with a fast flat ball, reading what each situation calls for.',
    },
    howTo: {
      pt: [
        'Troca cruzada de fundo com bola viva, contra o professor ou um parceiro; a bola deve passar até 50 cm acima da rede.',
        'Nos primeiros minutos o professor chama "corta" ou "chapa"; depois o aluno decide sozinho pela altura da bola.',
        '3 blocos de 4 minutos. Observar a face aberta no slice, a trajetória rasante e a escolha: bola baixa pede slice.',
      ],
      en: [
        'Live crosscourt rally from the back, against the coach or a partner; the ball must clear the net by under 50 cm.',
        'In the first minutes the coach calls "slice" or "flat"; after that the student decides from the height of the ball.',
        '3 blocks of 4 minutes. Watch for an open face on the slice, a low trajectory and the choice: low ball means slice.',
      ],
    },
  },
  {
    id: 'beach-tenis.tatica.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Bola no meio da dupla', en: 'Down the middle of the pair' },
    objective: {
      pt: 'Entender que a bola no meio da dupla adversária gera dúvida e erro, e é o alvo mais seguro.',
      en: 'Understand that a ball down the middle of the opposing pair creates doubt and errors, and is the safest target.',
    },
    howTo: {
      pt: [
        'Dupla de alunos contra o professor; uma faixa de 2 m marcada com corda no meio da quadra adversária.',
        'Troca cooperativa: cada bola mandada na faixa do meio vale 1 ponto para a dupla. Jogar até 15 pontos.',
        'Observar se os alunos escolhem o meio com bola confortável e evitam arriscar perto das linhas laterais.',
      ],
      en: [
        'A pair of students against the coach; a 2 m strip marked with rope down the middle of the opposite court.',
        'Cooperative rally: every ball sent into the middle strip scores 1 point for the pair. Play to 15 points.',
        'Watch that students pick the middle on comfortable balls and avoid risky shots near the sidelines.',
      ],
    },
  },
  {
    id: 'beach-tenis.tatica.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Bola difícil sobe, bola fácil ataca', en: 'Hard ball goes up, easy ball attacks' },
    objective: {
      pt: 'Aprender a regra básica: bola difícil vira lob alto e fundo; bola fácil vira ataque para baixo.',
      en: 'Learn the basic rule: a hard ball becomes a high, deep lob; an easy ball becomes an attack downwards.',
    },
    howTo: {
      pt: [
        'Professor alimenta do outro lado, alternando bolas fáceis (altas, perto do corpo) e difíceis (baixas, longe).',
        'Aluno grita "sobe" ou "ataca" antes de bater e executa: lob na difícil, bola para baixo na fácil. 3 séries de 12.',
        'Observar se a escolha é coerente e se o aluno decide cedo, antes de a bola chegar.',
      ],
      en: [
        'Coach feeds from the other side, mixing easy balls (high, close to the body) and hard ones (low, far away).',
        'Student shouts "up" or "attack" before hitting and plays it: lob on the hard ball, downwards on the easy one. 3 sets of 12.',
        'Watch that the choice makes sense and that the student decides early, before the ball arrives.',
      ],
    },
  },
  {
    id: 'beach-tenis.tatica.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Dupla lado a lado, ligada por corda', en: 'Side by side, tied by a rope' },
    objective: {
      pt: 'Aprender a se mover junto com o parceiro, lado a lado, acompanhando a bola sem abrir buraco no meio.',
      en: 'Learn to move together with the partner, side by side, following the ball without leaving a gap in the middle.',
    },
    howTo: {
      pt: [
        'Dois alunos seguram as pontas de uma corda de 3 m no meio da própria quadra.',
        'Professor lança bolas para zonas diferentes; a dupla se desloca junta, para a rede ou o fundo, sem soltar a corda. 10 bolas.',
        'Depois repetir sem a corda, batendo na bola. Observar se a dupla sobe e recua junta e fecha o meio.',
      ],
      en: [
        'Two students hold the ends of a 3 m rope in the middle of their own court.',
        'Coach sends balls to different zones; the pair moves together, to the net or back, without letting go. 10 balls.',
        'Then repeat without the rope, hitting the ball. Watch that the pair moves up and back together and closes the middle.',
      ],
    },
  },
  {
    id: 'beach-tenis.tatica.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Lob e tomada da rede', en: 'Lob and take the net' },
    objective: {
      pt: 'Usar o lob para tirar os adversários da rede e ocupar a rede em dupla logo em seguida.',
      en: 'Use the lob to push the opponents off the net and take the net as a pair right after.',
    },
    howTo: {
      pt: [
        '2x2 com bola viva; a dupla A só pode pontuar depois de um lob que faça a dupla B recuar.',
        'Após o lob, a dupla A sobe junta e tenta fechar no voleio ou no smash. Games até 7 pontos, depois inverte.',
        'Observar o tempo da subida (com a bola ainda no ar) e se a dupla sobe lado a lado, sem deixar o meio aberto.',
      ],
      en: [
        '2v2 live ball; pair A may only score after a lob that forces pair B to move back.',
        'After the lob, pair A moves up together and tries to finish with a volley or smash. Games to 7 points, then swap.',
        'Watch the timing of the move up (while the ball is still in the air) and that the pair advances side by side.',
      ],
    },
  },
  {
    id: 'beach-tenis.tatica.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Tática',
    level: 'intermediario',
    name: {
      pt: 'Construir no meio, abrir na paralela',
      en: 'Build in the middle, open down the line',
    },
    objective: {
      pt: 'Construir o ponto pelo meio e na cruzada, abrindo na paralela só quando a dupla adversária se desloca.',
      en: 'Build the point down the middle and crosscourt, going down the line only when the opponents shift.',
    },
    howTo: {
      pt: [
        '2x2 com bola viva; a paralela só vale ponto depois de pelo menos 3 bolas no meio ou na cruzada.',
        'Erro na paralela antes da hora dá 2 pontos ao adversário. Sets curtos até 7 pontos.',
        'Observar a leitura: abrir a paralela quando o adversário fecha o meio, não por impulso.',
      ],
      en: [
        '2v2 live ball; a down-the-line winner only counts after at least 3 balls down the middle or crosscourt.',
        'A down-the-line error played too early gives the opponents 2 points. Short sets to 7 points.',
        'Watch the reading: open down the line when the opponent closes the middle, not on impulse.',
      ],
    },
  },
  {
    id: 'beach-tenis.tatica.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Saque e primeira bola combinados', en: 'Serve plus one, planned' },
    objective: {
      pt: 'Planejar o saque e a bola seguinte como uma jogada só, com alvos definidos antes de sacar.',
      en: 'Plan the serve and the next ball as a single play, with targets chosen before serving.',
    },
    howTo: {
      pt: [
        'Antes de cada ponto, o sacador diz ao parceiro o alvo do saque e da primeira bola (ex.: saque no corpo, lob na paralela).',
        'Jogo 2x2 normal; ponto ganho com a jogada anunciada vale 2. 10 pontos de saque por dupla.',
        'Observar se a jogada faz sentido contra aquele adversário e se o parceiro se posiciona de acordo com o plano.',
      ],
      en: [
        'Before each point, the server tells the partner the serve target and the first-ball target (e.g. body serve, lob down the line).',
        'Normal 2v2 game; a point won with the announced play counts double. 10 service points per pair.',
        'Watch that the play suits that opponent and that the partner positions according to the plan.',
      ],
    },
  },
  {
    id: 'beach-tenis.fisico.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Agilidade na areia com cones', en: 'Sand agility with cones' },
    objective: {
      pt: 'Ganhar força nas pernas e equilíbrio para se mover na areia com passos curtos e base baixa.',
      en: 'Build leg strength and balance to move on sand with short steps and a low base.',
    },
    howTo: {
      pt: [
        '4 cones num quadrado de 3 m na areia; aluno parte do centro, em posição de prontidão.',
        'Professor aponta um cone; aluno vai, toca o cone com a mão e volta ao centro. 8 toques por série, 4 séries, 40 s de pausa.',
        'Observar passos curtos, joelhos flexionados e tronco estável na volta ao centro.',
      ],
      en: [
        '4 cones in a 3 m square on the sand; the student starts from the centre in the ready position.',
        'Coach points at a cone; the student runs, touches it and returns to the centre. 8 touches per set, 4 sets, 40 s rest.',
        'Watch for short steps, bent knees and a stable trunk on the way back to the centre.',
      ],
    },
  },
  {
    id: 'beach-tenis.fisico.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Circuito de saltos e agachamentos', en: 'Jumps and squats circuit' },
    objective: {
      pt: 'Fortalecer pernas e tornozelos para aguentar pontos seguidos e saltar no smash sem se machucar.',
      en: 'Strengthen legs and ankles to last through rallies and jump for the smash without getting hurt.',
    },
    howTo: {
      pt: [
        'Circuito de 3 estações na areia, 30 s cada com 30 s de pausa: agachamento, salto com os dois pés, afundo alternado.',
        'Repetir o circuito 3 vezes e terminar com 10 smashes de sombra (sem bola), com salto.',
        'Observar joelhos alinhados com os pés, aterrissagem suave e respiração controlada.',
      ],
      en: [
        '3-station circuit on the sand, 30 s each with 30 s rest: squat, two-foot jump, alternating lunge.',
        'Repeat the circuit 3 times and finish with 10 shadow smashes (no ball), with a jump.',
        'Watch for knees in line with the feet, soft landings and controlled breathing.',
      ],
    },
  },
  {
    id: 'beach-tenis.fisico.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Troca contínua com toque na linha', en: 'Non-stop rally with a line touch' },
    objective: {
      pt: 'Aumentar a resistência mantendo a qualidade do golpe em trocas longas e contínuas.',
      en: 'Build endurance while keeping stroke quality in long, continuous rallies.',
    },
    howTo: {
      pt: [
        'Professor e aluno trocam bolas cooperativas; depois de cada golpe, o aluno toca uma linha a 2 m ao lado e volta.',
        'Blocos de 1 minuto com 1 minuto de pausa, 5 blocos; contar as bolas sem erro em cada bloco.',
        'Observar se a técnica se mantém no fim do bloco e se o aluno recupera o fôlego na pausa.',
      ],
      en: [
        'Coach and student trade cooperative balls; after each shot, the student touches a line 2 m to the side and returns.',
        '1-minute blocks with 1 minute of rest, 5 blocks; count the balls without an error in each block.',
        'Watch that technique holds at the end of each block and that the student gets their breath back in the rest.',
      ],
    },
  },
  {
    id: 'beach-tenis.fisico.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Intervalado no ritmo do ponto', en: 'Point-rhythm intervals' },
    objective: {
      pt: 'Treinar esforços curtos e explosivos com pausa curta, no ritmo real de um jogo de beach tennis.',
      en: 'Train short, explosive efforts with short rests, at the real rhythm of a beach tennis match.',
    },
    howTo: {
      pt: [
        'Professor alimenta rápido, alternando rede, fundo e laterais: 8 a 10 s de esforço, 20 s de pausa.',
        '10 repetições formam um bloco; fazer 3 blocos com 2 minutos de descanso entre eles.',
        'Observar se a qualidade da bola cai no fim; se cair muito, aumentar a pausa em vez de baixar a intensidade.',
      ],
      en: [
        'Coach feeds fast, mixing net, deep and wide balls: 8 to 10 s of effort, 20 s of rest.',
        '10 repetitions make one block; do 3 blocks with 2 minutes of rest between them.',
        'Watch whether ball quality drops at the end; if it drops a lot, lengthen the rest rather than lower the intensity.',
      ],
    },
  },
  {
    id: 'beach-tenis.fisico.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Impulsão para o smash saltado', en: 'Jump power for the smash' },
    objective: {
      pt: 'Desenvolver impulsão e aterrissagem equilibrada para smashes saltados repetidos.',
      en: 'Develop jump power and balanced landings for repeated jump smashes.',
    },
    howTo: {
      pt: [
        'Aquecimento: 3x8 saltos com contramovimento na areia e 3x6 saltos laterais por cima de uma corda.',
        'Depois, o professor lança lobs seguidos: aluno salta, bate o smash e volta a tocar a rede. 3 séries de 8.',
        'Observar aterrissagem nos dois pés e joelhos estáveis; 90 s de pausa entre séries para manter a potência.',
      ],
      en: [
        'Warm-up: 3x8 countermovement jumps on the sand and 3x6 lateral jumps over a rope.',
        'Then the coach feeds lobs in a row: the student jumps, smashes and goes back to touch the net. 3 sets of 8.',
        'Watch for two-foot landings and stable knees; 90 s of rest between sets to keep the power.',
      ],
    },
  },
  {
    id: 'beach-tenis.fisico.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Core e ombro para golpes altos', en: 'Core and shoulder for overheads' },
    objective: {
      pt: 'Fortalecer core e ombro para proteger o braço da repetição de smashes e saques por cima.',
      en: 'Strengthen core and shoulder to protect the arm from repeated smashes and overhead serves.',
    },
    howTo: {
      pt: [
        'Circuito com elástico: rotação externa de ombro 3x15, prancha 3x40 s e prancha lateral 3x30 s de cada lado.',
        'Terminar com 3x10 rotações de tronco com a raquete em posição de smash, controlando a volta.',
        'Observar a postura neutra e a ausência de dor; se doer o ombro ou o cotovelo, reduzir a carga e reavaliar.',
      ],
      en: [
        'Band circuit: shoulder external rotation 3x15, plank 3x40 s and side plank 3x30 s on each side.',
        'Finish with 3x10 trunk rotations holding the racket in the smash position, controlling the return.',
        'Watch for a neutral posture and no pain; if the shoulder or elbow hurts, lower the load and reassess.',
      ],
    },
  },
  {
    id: 'beach-tenis.mental.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Rotina entre pontos', en: 'Between-point routine' },
    objective: {
      pt: 'Criar uma rotina curta entre pontos (respirar, tocar a mão do parceiro, combinar) para recomeçar com calma.',
      en: "Build a short between-point routine (breathe, touch the partner's hand, agree a plan) to restart calmly.",
    },
    howTo: {
      pt: [
        'Jogo cooperativo 2x2; depois de cada ponto a dupla faz a rotina: uma respiração longa, toque de mãos e uma frase curta.',
        'Ensinar frases simples: "próxima", "bola no meio", "sobe a bola". Jogar 15 minutos.',
        'Observar se a rotina acontece também depois dos erros e se dura menos de 15 segundos.',
      ],
      en: [
        'Cooperative 2v2 game; after each point the pair does the routine: one long breath, a hand touch and a short phrase.',
        'Teach simple phrases: "next one", "ball in the middle", "go high". Play for 15 minutes.',
        'Watch that the routine also happens after errors and takes less than 15 seconds.',
      ],
    },
  },
  {
    id: 'beach-tenis.mental.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Desafio das 10 bolas no alvo', en: 'Ten balls on target challenge' },
    objective: {
      pt: 'Treinar a concentração por uma sequência inteira, sem se desligar depois de um erro.',
      en: 'Train focus through a whole sequence, without switching off after a mistake.',
    },
    howTo: {
      pt: [
        'Troca cooperativa com o professor; meta: 10 bolas seguidas dentro de um bambolê no meio da quadra dele.',
        'Errou, recomeça do zero depois de uma respiração. Anotar o melhor número em 10 minutos.',
        'Observar a reação ao erro (postura, fala) e elogiar a volta rápida à concentração.',
      ],
      en: [
        "Cooperative rally with the coach; goal: 10 balls in a row into a hoop in the middle of the coach's court.",
        'After a miss, restart from zero after one breath. Note the best score in 10 minutes.',
        'Watch the reaction to errors (posture, words) and praise a quick return to focus.',
      ],
    },
  },
  {
    id: 'beach-tenis.mental.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Minha ou sua: falar com o parceiro', en: 'Mine or yours: calling the ball' },
    objective: {
      pt: 'Criar o hábito de chamar toda bola do meio ("minha", "sua") para evitar a indecisão da dupla.',
      en: 'Build the habit of calling every middle ball ("mine", "yours") to avoid hesitation in the pair.',
    },
    howTo: {
      pt: [
        'Dupla de alunos do mesmo lado; professor manda bolas lentas e altas no meio da dupla.',
        'Antes de bater, quem vai na bola grita "minha"; o outro responde "sua" e cobre o espaço. 3 séries de 10.',
        'Bola sem chamado conta como erro. Observar a voz clara e a chamada feita cedo.',
      ],
      en: [
        'A pair of students on the same side; the coach sends slow, high balls between them.',
        'Before hitting, the player going for the ball shouts "mine"; the other answers "yours" and covers. 3 sets of 10.',
        'A ball without a call counts as an error. Watch for a clear voice and an early call.',
      ],
    },
  },
  {
    id: 'beach-tenis.mental.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Todo game no ponto decisivo', en: 'Every game on the deciding point' },
    objective: {
      pt: 'Preparar a dupla para o ponto decisivo (sem vantagem), com plano definido e calma antes do saque.',
      en: 'Prepare the pair for the deciding (no-ad) point, with a clear plan and calm before the serve.',
    },
    howTo: {
      pt: [
        'Jogo 2x2 em que todos os games começam em 40-40: cada ponto é decisivo e vale o game.',
        'Antes de cada ponto a dupla tem 20 s para combinar saque, alvo e posição. Set até 6 games.',
        'Observar se a dupla segue o plano, se evita erros não forçados e como reage depois de perder um decisivo.',
      ],
      en: [
        '2v2 game where every game starts at 40-40: each point is decisive and wins the game.',
        'Before each point the pair has 20 s to agree on the serve, target and positions. One set to 6 games.',
        'Watch that the pair sticks to the plan, avoids unforced errors and how it reacts after losing a deciding point.',
      ],
    },
  },
  {
    id: 'beach-tenis.mental.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Virada: começar perdendo', en: 'Comeback: starting behind' },
    objective: {
      pt: 'Treinar a resiliência jogando sempre em desvantagem, mantendo a estratégia sem se desesperar.',
      en: 'Build resilience by always playing from behind, keeping the strategy without panicking.',
    },
    howTo: {
      pt: [
        'Sets curtos 2x2 em que a dupla treinada começa perdendo por 0-3, e cada game seu começa em 15-30.',
        'Proibido mudar a estratégia combinada antes do 3º game; o professor anota os erros não forçados.',
        'No fim, 2 minutos de conversa: o que funcionou e o que mudar. Observar a linguagem corporal entre os pontos.',
      ],
      en: [
        'Short 2v2 sets where the pair in training starts 0-3 down, and each of its games starts at 15-30.',
        'No changing the agreed strategy before the 3rd game; the coach notes the unforced errors.',
        'At the end, a 2-minute talk: what worked and what to change. Watch body language between points.',
      ],
    },
  },
  {
    id: 'beach-tenis.mental.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Regra dos 5 segundos após o erro', en: 'Five-second rule after an error' },
    objective: {
      pt: 'Cortar sequências de erros, aprendendo a deixar o erro para trás em até 5 segundos.',
      en: 'Cut error streaks by learning to let a mistake go within 5 seconds.',
    },
    howTo: {
      pt: [
        'Jogo 2x2; após cada erro o jogador tem 5 s para reagir e então faz a rotina: vira de costas, respira, olha a raquete.',
        'O professor anota sequências de 2 ou mais erros seguidos; meta: nenhuma em um set até 6.',
        'Observar se o jogador volta à prontidão a tempo e se a conversa com o parceiro continua positiva.',
      ],
      en: [
        '2v2 game; after each error the player has 5 s to react, then does the routine: turn away, breathe, look at the racket.',
        'The coach notes streaks of 2 or more errors in a row; goal: none in a set to 6.',
        'Watch that the player is back in the ready position in time and that the talk with the partner stays positive.',
      ],
    },
  },
  {
    id: 'beach-tenis.saque.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque por baixo em alvo grande', en: 'Underhand serve to a big target' },
    objective: {
      pt: 'Colocar a bola em jogo com um saque por baixo seguro e alto, já que não existe segundo saque.',
      en: 'Put the ball in play with a safe, high underhand serve, since there is no second serve.',
    },
    howTo: {
      pt: [
        'Aluno atrás da linha de fundo; a metade da quadra adversária é o alvo, marcada com corda.',
        'Solta a bola à frente do corpo e bate de baixo para cima, passando bem acima da rede. 3 séries de 10.',
        'Observar a bola solta sempre no mesmo lugar, o peso indo para a frente e nenhum pé sobre a linha.',
      ],
      en: [
        "Student behind the baseline; half of the opponents' court is the target, marked with a rope.",
        'Drops the ball in front of the body and hits low to high, clearing the net comfortably. 3 sets of 10.',
        'Watch for the ball always released in the same place, the weight moving forward and no foot on the line.',
      ],
    },
  },
  {
    id: 'beach-tenis.saque.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Lançamento para o saque por cima', en: 'Toss for the overhead serve' },
    objective: {
      pt: 'Criar um lançamento constante, à frente e levemente para o lado da raquete, base do saque por cima.',
      en: 'Build a consistent toss, in front and slightly to the racket side, the basis of the overhead serve.',
    },
    howTo: {
      pt: [
        'Sem bater: o aluno lança e deixa a bola cair; ela deve cair num bambolê à frente do pé da frente. 3 séries de 10.',
        'Depois lança e bate com meio movimento (raquete já atrás da cabeça), mirando o fundo adversário. 3 séries de 10.',
        'Observar o braço do lançamento esticado, a bola solta na altura dos olhos e o contato no ponto mais alto.',
      ],
      en: [
        'No hitting: the student tosses and lets the ball fall; it must land in a hoop in front of the front foot. 3 sets of 10.',
        "Then toss and hit with a half swing (racket already behind the head), aiming deep in the opponents' court. 3 sets of 10.",
        'Watch for a straight tossing arm, the ball released at eye level and contact at the highest point.',
      ],
    },
  },
  {
    id: 'beach-tenis.saque.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Sacar e ficar pronto', en: 'Serve and get ready' },
    objective: {
      pt: 'Sacar e entrar logo na posição de prontidão, porque a devolução vem rápida e sem quique.',
      en: 'Serve and get straight into the ready position, because the return comes fast and without a bounce.',
    },
    howTo: {
      pt: [
        'Aluno saca (por baixo ou por cima) para o professor, que devolve uma bola lenta e alta no meio.',
        'Aluno dá 2 ou 3 passos para dentro, faz o split-step e devolve a bola. 3 séries de 8 saques.',
        'Observar se o aluno não fica parado olhando o saque e se chega equilibrado à segunda bola.',
      ],
      en: [
        'Student serves (underhand or overhead) to the coach, who returns a slow, high ball down the middle.',
        'Student takes 2 or 3 steps in, does a split-step and plays the ball back. 3 sets of 8 serves.',
        'Watch that the student does not stand admiring the serve and arrives balanced for the second ball.',
      ],
    },
  },
  {
    id: 'beach-tenis.saque.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque por cima em três alvos', en: 'Overhead serve to three targets' },
    objective: {
      pt: 'Colocar o saque por cima em 3 alvos (aberto, no corpo e no meio) com a mesma preparação.',
      en: 'Place the overhead serve on 3 targets (wide, body and middle) with the same preparation.',
    },
    howTo: {
      pt: [
        'Não há área de saque: três alvos de 1 m na quadra adversária, aberto, no corpo de quem recebe e no meio da dupla. 10 saques por alvo.',
        'Depois, o professor chama o alvo durante o lançamento. Contar acertos; meta: 6 em 10 por alvo.',
        'Observar o lançamento sempre igual e a variação só na direção do corpo e do punho.',
      ],
      en: [
        "There is no service box: three 1 m targets in the opposite court, wide, at a receiver's body and between the pair. 10 serves per target.",
        'Then the coach calls the target during the toss. Count hits; goal: 6 out of 10 per target.',
        'Watch for an identical toss, with the variation coming only from the body and wrist direction.',
      ],
    },
  },
  {
    id: 'beach-tenis.saque.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Saque chapado e cortado', en: 'Flat and slice serves' },
    objective: {
      pt: 'Variar velocidade e efeito no saque (chapado e cortado) para tirar o ritmo de quem devolve.',
      en: "Vary speed and spin on the serve (flat and slice) to break the returner's rhythm.",
    },
    howTo: {
      pt: [
        'Série de 20 saques alternando chapado e cortado (slice), com alvo fundo a 1,5 m da linha de fundo.',
        'Um recebedor devolve ao vivo; o sacador anota quantas devoluções voltaram altas e fáceis.',
        'Observar a escovada na bola no slice e se o saque chapado mantém margem acima da rede.',
      ],
      en: [
        'A set of 20 serves alternating flat and slice, aiming deep, within 1.5 m of the baseline.',
        'A receiver returns live; the server notes how many returns came back high and easy.',
        'Watch for the brushing contact on the slice and that the flat serve keeps a margin over the net.',
      ],
    },
  },
  {
    id: 'beach-tenis.saque.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Pressão do saque único', en: 'One-serve pressure' },
    objective: {
      pt: 'Sacar agressivo sem errar sob pressão, já que no beach tennis só há um saque por ponto.',
      en: 'Serve aggressively without missing under pressure, since beach tennis allows one serve per point.',
    },
    howTo: {
      pt: [
        'Aluno saca 10 vezes seguidas nos alvos; cada acerto vale 1 ponto e cada erro tira 2. Meta: 7 pontos.',
        'Depois, jogo 2x2 em que saque no alvo dá 1 ponto extra e saque errado dá 2 pontos ao adversário.',
        'Observar a rotina antes do saque e se o aluno acha o equilíbrio entre risco e segurança.',
      ],
      en: [
        'Student serves 10 times in a row at targets; each hit scores 1 and each miss takes 2 away. Goal: 7 points.',
        'Then a 2v2 game where a serve on target earns 1 extra point and a missed serve gives the opponents 2.',
        'Watch the pre-serve routine and whether the student finds the balance between risk and safety.',
      ],
    },
  },
  {
    id: 'beach-tenis.forehand.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Forehand na altura da cintura', en: 'Waist-high forehand' },
    objective: {
      pt: 'Bater o forehand no ar com a raquete preparada cedo e o contato à frente do corpo.',
      en: 'Hit the forehand out of the air with an early preparation and contact in front of the body.',
    },
    howTo: {
      pt: [
        'Professor lança bolas com a mão, de lado, na altura da cintura do aluno, que está no meio da quadra.',
        'Aluno gira os ombros, dá um passo à frente e bate cruzado num alvo grande de 2 m. 4 séries de 10.',
        'Observar a raquete pronta antes de a bola chegar, o contato à frente e a terminação na direção do alvo.',
      ],
      en: [
        'Coach tosses balls by hand, from the side, at waist height to the student standing mid-court.',
        'Student turns the shoulders, steps forward and hits crosscourt to a big 2 m target. 4 sets of 10.',
        'Watch for the racket ready before the ball arrives, contact in front and a finish towards the target.',
      ],
    },
  },
  {
    id: 'beach-tenis.forehand.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Forehand alto, para baixo', en: 'High forehand, hit down' },
    objective: {
      pt: 'Atacar a bola alta de forehand para baixo, sem esperar que ela desça até a cintura.',
      en: 'Attack a high forehand ball downwards, without waiting for it to drop to waist height.',
    },
    howTo: {
      pt: [
        'Professor, do outro lado da rede, lança bolas altas e lentas no lado do forehand do aluno.',
        'Aluno pega a bola acima do ombro, com a face levemente fechada, e bate para baixo no meio da quadra. 3 séries de 10.',
        'Observar o contato alto e à frente, sem deixar a bola cair, e o corpo equilibrado no final.',
      ],
      en: [
        "Coach, on the other side of the net, feeds high, slow balls to the student's forehand side.",
        'Student meets the ball above the shoulder with a slightly closed face and hits down the middle. 3 sets of 10.',
        'Watch for a high contact in front, without letting the ball drop, and a balanced body at the finish.',
      ],
    },
  },
  {
    id: 'beach-tenis.forehand.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Forehand cruzado e paralelo', en: 'Crosscourt and down-the-line forehand' },
    objective: {
      pt: 'Direcionar o forehand para a cruzada e para a paralela mudando só o ponto de contato.',
      en: 'Direct the forehand crosscourt and down the line by changing only the contact point.',
    },
    howTo: {
      pt: [
        'Dois alvos grandes (bambolês ou toalhas) na quadra adversária: um na cruzada e outro na paralela.',
        'Professor alimenta com a mão; aluno alterna 5 bolas na cruzada e 5 na paralela. 4 séries.',
        'Observar o contato mais à frente para a cruzada e mais ao lado do corpo para a paralela.',
      ],
      en: [
        "Two big targets (hoops or towels) in the opponents' court: one crosscourt, one down the line.",
        'Coach feeds by hand; the student alternates 5 balls crosscourt and 5 down the line. 4 sets.',
        'Watch for contact further in front for crosscourt and more beside the body for down the line.',
      ],
    },
  },
  {
    id: 'beach-tenis.forehand.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Ataque de forehand e subida', en: 'Forehand attack and close in' },
    objective: {
      pt: 'Transformar a bola média de forehand em ataque e fechar a rede com o parceiro.',
      en: 'Turn a mid-height forehand into an attack and close the net with the partner.',
    },
    howTo: {
      pt: [
        'Professor alimenta bolas médias na meia-quadra; aluno ataca de forehand no meio ou no pé do adversário.',
        'Após o ataque, sobe 2 passos com o parceiro e joga o voleio seguinte ao vivo. 4 séries de 6 sequências.',
        'Observar a escolha pela altura: atacar só bola acima da rede; abaixo disso, controlar e subir.',
      ],
      en: [
        "Coach feeds mid-height balls to mid-court; the student attacks with the forehand down the middle or at a player's feet.",
        'After the attack, move up 2 steps with the partner and play the next volley live. 4 sets of 6 sequences.',
        'Watch the choice by height: attack only balls above the net; below it, control and move up.',
      ],
    },
  },
  {
    id: 'beach-tenis.forehand.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Forehand de defesa sob ataque', en: 'Defensive forehand under attack' },
    objective: {
      pt: 'Defender ataques fortes no lado do forehand com bloqueio ou lob, ganhando tempo para se reposicionar.',
      en: 'Defend hard attacks on the forehand side with a block or a lob, buying time to recover position.',
    },
    howTo: {
      pt: [
        'Aluno no fundo; professor ou parceiro na rede ataca forte no lado do forehand, com bola viva.',
        'Aluno escolhe: bloqueio curto no pé de quem ataca ou lob fundo. Jogo até 7 pontos, depois troca de papéis.',
        'Observar preparação curta, base baixa e se a escolha acompanha a altura e a velocidade da bola.',
      ],
      en: [
        'Student at the back; the coach or a partner at the net attacks hard to the forehand side, live ball.',
        "Student chooses: a short block at the attacker's feet or a deep lob. Play to 7 points, then swap roles.",
        'Watch for a short preparation, a low base and a choice that matches the height and speed of the ball.',
      ],
    },
  },
  {
    id: 'beach-tenis.forehand.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Forehand invertido no meio', en: 'Inside-out forehand from the middle' },
    objective: {
      pt: 'Contornar a bola do meio para bater de forehand invertido, atacando com o golpe mais forte.',
      en: 'Run around the middle ball to hit an inside-out forehand, attacking with the stronger stroke.',
    },
    howTo: {
      pt: [
        'Professor alimenta bolas no meio e no lado do backhand; aluno contorna quando a bola dá tempo.',
        'Bate o forehand invertido na paralela do adversário ou no meio e volta à posição. 4 séries de 8.',
        'Observar passos laterais curtos para abrir espaço e se o aluno não deixa o lado dele desprotegido.',
      ],
      en: [
        'Coach feeds balls to the middle and the backhand side; the student runs around them when there is time.',
        "Student hits the inside-out forehand down the opponent's line or the middle and recovers. 4 sets of 8.",
        'Watch for short side steps to make room and that the student does not leave their own side open.',
      ],
    },
  },
  {
    id: 'beach-tenis.backhand.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Backhand no ar com bola lançada', en: 'Backhand out of the air from feeds' },
    objective: {
      pt: 'Bater o backhand sem deixar a bola cair, com ombro virado e face firme, mirando um alvo grande.',
      en: 'Hit the backhand without letting the ball drop, shoulder turned and face firm, aiming at a big target.',
    },
    howTo: {
      pt: [
        'Professor lança bolas com a mão, na altura da cintura, no lado do backhand do aluno.',
        'Aluno vira o ombro da frente para a rede, dá um passo à frente e bate cruzado no alvo. 4 séries de 10.',
        'Observar o ombro virado, o contato à frente do corpo e o punho firme, sem quebrar o punho.',
      ],
      en: [
        "Coach tosses balls by hand at waist height to the student's backhand side.",
        'Student turns the front shoulder to the net, steps forward and hits crosscourt to the target. 4 sets of 10.',
        'Watch for a turned shoulder, contact in front of the body and a firm wrist that does not break.',
      ],
    },
  },
  {
    id: 'beach-tenis.backhand.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Bloqueio de backhand no corpo', en: 'Backhand block at the body' },
    objective: {
      pt: 'Usar o backhand nas bolas no corpo, defendendo com bloqueio curto em vez de fugir da bola.',
      en: 'Use the backhand for balls at the body, defending with a short block instead of dodging.',
    },
    howTo: {
      pt: [
        'Professor, a 4 m, joga bolas lentas na direção do peito e do ombro do aluno.',
        'Aluno põe a raquete de backhand à frente do corpo e só bloqueia, devolvendo no meio. 3 séries de 10.',
        'Aumentar a velocidade aos poucos. Observar a raquete à frente do corpo e os cotovelos soltos.',
      ],
      en: [
        "Coach, 4 m away, sends slow balls at the student's chest and shoulder.",
        'Student places the backhand face in front of the body and just blocks, returning down the middle. 3 sets of 10.',
        'Raise the speed gradually. Watch for the racket in front of the body and relaxed elbows.',
      ],
    },
  },
  {
    id: 'beach-tenis.backhand.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Backhand alto, bola acima do ombro', en: 'High backhand above the shoulder' },
    objective: {
      pt: 'Devolver bolas altas do lado do backhand com segurança, mandando-as fundas e no meio.',
      en: 'Return high balls on the backhand side safely, sending them deep and down the middle.',
    },
    howTo: {
      pt: [
        'Professor lança bolas altas e lentas no lado do backhand, um pouco atrás do aluno.',
        'Aluno gira as costas para a rede, pega a bola acima do ombro e devolve funda no meio. 3 séries de 8.',
        'Observar o giro de ombros, o cotovelo alto e a face firme; no começo, pedir só profundidade, não força.',
      ],
      en: [
        'Coach feeds high, slow balls to the backhand side, slightly behind the student.',
        'Student turns the back to the net, meets the ball above the shoulder and sends it deep down the middle. 3 sets of 8.',
        'Watch for the shoulder turn, a high elbow and a firm face; at first ask only for depth, not power.',
      ],
    },
  },
  {
    id: 'beach-tenis.backhand.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Smash de backhand', en: 'Backhand smash' },
    objective: {
      pt: 'Atacar lobs do lado do backhand com o smash de backhand (golpe alto de costas), sem contornar a bola.',
      en: 'Attack lobs on the backhand side with the backhand smash (high shot facing away), without running around.',
    },
    howTo: {
      pt: [
        'Professor lança lobs médios no lado do backhand; aluno parte da rede, recua de lado e salta para a bola.',
        'Bate de costas para a rede, cotovelo alto e golpe de punho, para baixo na paralela ou no meio. 4 séries de 8.',
        'Observar o deslocamento lateral, o contato acima da cabeça e a volta rápida à rede após o golpe.',
      ],
      en: [
        'Coach feeds medium lobs to the backhand side; the student starts at the net, moves back sideways and jumps.',
        'Student hits with the back to the net, high elbow and a wrist snap, down the line or the middle. 4 sets of 8.',
        'Watch for the sideways movement, contact above the head and a quick return to the net after the shot.',
      ],
    },
  },
  {
    id: 'beach-tenis.backhand.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Backhand cruzado em troca viva', en: 'Live crosscourt backhand rally' },
    objective: {
      pt: 'Sustentar trocas de backhand na diagonal com consistência e mudar para a paralela na bola certa.',
      en: 'Sustain crosscourt backhand rallies consistently and switch down the line on the right ball.',
    },
    howTo: {
      pt: [
        'Dois jogadores em diagonal, usando só meia quadra, trocam bolas apenas de backhand.',
        'Depois de 4 bolas seguidas, qualquer um pode abrir na paralela e o ponto segue livre. Jogos até 11.',
        'Observar a consistência na cruzada e a paralela escolhida só em bola alta e confortável.',
      ],
      en: [
        'Two players on a diagonal, using only half the court, rally with backhands only.',
        'After 4 balls in a row, either may open down the line and the point is then free. Games to 11.',
        'Watch for consistency crosscourt and the line chosen only on a high, comfortable ball.',
      ],
    },
  },
  {
    id: 'beach-tenis.backhand.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Lob de backhand na defesa', en: 'Defensive backhand lob' },
    objective: {
      pt: 'Defender ataques no backhand com lob alto e fundo, recuperando a posição para a próxima bola.',
      en: 'Defend attacks on the backhand with a high, deep lob, recovering position for the next ball.',
    },
    howTo: {
      pt: [
        'Parceiro na rede ataca forte no lado do backhand; o aluno, no fundo, devolve com lob por cima dele.',
        'Se o lob sair curto, o atacante pode bater o smash. 3 séries de 10 ataques, depois troca de papéis.',
        'Observar face aberta, terminação alta e se o aluno volta ao centro enquanto a bola sobe.',
      ],
      en: [
        'A partner at the net attacks hard to the backhand side; the student, at the back, lobs over them.',
        'If the lob lands short, the attacker may smash. 3 sets of 10 attacks, then swap roles.',
        'Watch for an open face, a high finish and the student recovering to the centre while the ball is rising.',
      ],
    },
  },
  {
    id: 'beach-tenis.voleio.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio de bloqueio perto da rede', en: 'Block volley close to the net' },
    objective: {
      pt: 'Ficar perto da rede com a raquete alta à frente e bloquear a bola sem balançar o braço.',
      en: 'Stay close to the net with the racket high in front and block the ball without swinging.',
    },
    howTo: {
      pt: [
        'Aluno a 1,5 m da rede, raquete à frente na altura do peito; o professor, do outro lado, lança bolas na raquete.',
        'Aluno só bloqueia, com movimento curto, mandando no meio da quadra. 4 séries de 10, alternando os lados.',
        'Observar a raquete sempre à frente, o cotovelo solto e o punho firme, sem levar a raquete para trás.',
      ],
      en: [
        'Student 1.5 m from the net, racket in front at chest height; the coach, on the other side, feeds at the racket.',
        'Student only blocks, with a short movement, sending the ball down the middle. 4 sets of 10, alternating sides.',
        'Watch for the racket always in front, a relaxed elbow and a firm wrist, with no backswing.',
      ],
    },
  },
  {
    id: 'beach-tenis.voleio.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio contra voleio com o professor', en: 'Volley-to-volley with the coach' },
    objective: {
      pt: 'Ganhar reflexo e controle em trocas de voleio a curta distância.',
      en: 'Build reflexes and control in volley exchanges at short range.',
    },
    howTo: {
      pt: [
        'Professor e aluno na rede, cada um a 2 m dela, trocam voleios lentos e com a bola alta.',
        'Meta: 15 voleios seguidos; ao conseguir, o professor acelera um pouco. Blocos de 3 minutos.',
        'Observar a base de prontidão entre as bolas, a raquete à frente e os golpes curtos.',
      ],
      en: [
        'Coach and student at the net, each 2 m from it, trade slow volleys with the ball kept high.',
        'Goal: 15 volleys in a row; once reached, the coach speeds up slightly. 3-minute blocks.',
        'Watch for the ready stance between balls, the racket in front and short strokes.',
      ],
    },
  },
  {
    id: 'beach-tenis.voleio.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Voleio',
    level: 'iniciante',
    name: {
      pt: 'Voleio de forehand e backhand alternado',
      en: 'Alternating forehand/backhand volleys',
    },
    objective: {
      pt: 'Escolher rápido o lado do voleio mantendo a empunhadura continental, sem trocar de pegada.',
      en: 'Choose the volley side quickly while keeping the continental grip, without changing grips.',
    },
    howTo: {
      pt: [
        'Professor lança bolas alternadas, uma no forehand e uma no backhand do aluno, que está a 2 m da rede.',
        'Aluno devolve em alvos grandes à direita e à esquerda. 4 séries de 10 bolas.',
        'Observar que a empunhadura não muda, que a raquete volta ao centro após cada bola e que o ombro gira.',
      ],
      en: [
        'Coach feeds alternating balls, one to the forehand and one to the backhand, with the student 2 m from the net.',
        'Student volleys into big targets on the right and on the left. 4 sets of 10 balls.',
        'Watch that the grip does not change, the racket returns to the centre after each ball and the shoulder turns.',
      ],
    },
  },
  {
    id: 'beach-tenis.voleio.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Voleio rápido: 2 contra 1 na rede', en: 'Fast volleys: 2 against 1 at the net' },
    objective: {
      pt: 'Aguentar trocas rápidas na rede com reflexo, raquete alta e bloqueios direcionados.',
      en: 'Hold fast exchanges at the net with quick reflexes, a high racket and directed blocks.',
    },
    howTo: {
      pt: [
        'Dois jogadores contra um, todos a 2 m da rede; bola viva, só voleios.',
        'A dupla mira o corpo do jogador sozinho, que tenta abrir ângulos. Jogos até 7 pontos, com rodízio de posições.',
        'Observar a raquete sempre alta entre as bolas, os bloqueios curtos e a leitura do ombro de quem ataca.',
      ],
      en: [
        'Two players against one, all 2 m from the net; live ball, volleys only.',
        "The pair aims at the single player's body; the single player tries to open angles. Games to 7, rotating positions.",
        "Watch for the racket held high between balls, short blocks and reading the attacker's shoulder.",
      ],
    },
  },
  {
    id: 'beach-tenis.voleio.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Voleio curto angulado', en: 'Short-angle drop volley' },
    objective: {
      pt: 'Fechar o ponto com voleio curto e angulado (curtinha) quando os adversários estão no fundo.',
      en: 'Finish the point with a short, angled drop volley when the opponents are deep.',
    },
    howTo: {
      pt: [
        'Dupla adversária no fundo; o professor alimenta bolas médias para o aluno, que está na rede.',
        'Aluno escolhe: voleio fundo no meio ou curtinha angulada perto da rede; os do fundo tentam chegar. 4 séries de 8.',
        'Observar a face amortecendo a bola na curtinha e se a escolha leva em conta a posição dos adversários.',
      ],
      en: [
        'Opposing pair at the back; the coach feeds medium balls to the student at the net.',
        'Student chooses: a deep volley down the middle or an angled drop volley near the net; the back pair chase it. 4 sets of 8.',
        "Watch for a soft face cushioning the drop volley and whether the choice reflects the opponents' position.",
      ],
    },
  },
  {
    id: 'beach-tenis.voleio.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Voleio no pé do adversário', en: "Volley at the opponent's feet" },
    objective: {
      pt: 'Mandar o voleio para baixo, no pé do adversário que está na rede, para forçar uma bola alta.',
      en: 'Send the volley down at the feet of the opponent at the net, forcing a high ball back.',
    },
    howTo: {
      pt: [
        '2x2 com todos na rede, bola viva, só voleios; a bola no pé que volta alta dá a chance de fechar.',
        'Ponto fechado logo depois de um voleio no pé vale 2. Games de 7 pontos.',
        'Observar a face levemente fechada, o golpe curto e a paciência para esperar a bola certa.',
      ],
      en: [
        '2v2 with everyone at the net, live ball, volleys only; a ball at the feet that comes back high is the chance to finish.',
        'A point won right after a volley at the feet counts double. Games of 7 points.',
        'Watch for a slightly closed face, a short stroke and the patience to wait for the right ball.',
      ],
    },
  },
  {
    id: 'beach-tenis.movimentacao.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Split-step na areia', en: 'Split-step on sand' },
    objective: {
      pt: 'Fazer o split-step (passinho de prontidão) quando o adversário bate, para sair rápido para a bola.',
      en: 'Do the split-step (small ready hop) as the opponent hits, to move off quickly to the ball.',
    },
    howTo: {
      pt: [
        'Aluno em prontidão no meio da quadra; o professor faz o gesto de bater e lança a bola para um lado.',
        'Aluno dá o split-step no momento do gesto, chega à bola em 2 ou 3 passos e devolve. 4 séries de 8.',
        'Observar o pequeno salto no tempo certo (nem antes, nem depois) e os pés na largura dos ombros.',
      ],
      en: [
        'Student in the ready position mid-court; the coach makes a hitting gesture and tosses the ball to one side.',
        'Student split-steps on the gesture, reaches the ball in 2 or 3 steps and plays it back. 4 sets of 8.',
        'Watch for the small hop at the right moment (not early, not late) and feet shoulder-width apart.',
      ],
    },
  },
  {
    id: 'beach-tenis.movimentacao.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Recuar de lado para o lob', en: 'Moving back sideways for the lob' },
    objective: {
      pt: 'Recuar de lado, com passo cruzado e sem andar de costas, para alcançar lobs sem cair na areia.',
      en: 'Move back sideways with crossover steps, not backpedalling, to reach lobs without falling on the sand.',
    },
    howTo: {
      pt: [
        'Aluno na rede; o professor lança lobs lentos por cima dele, alternando os lados.',
        'Aluno gira o corpo de lado, recua com passo cruzado e devolve a bola alta. 3 séries de 8.',
        'Observar que o aluno não anda de costas e que o primeiro movimento é o giro do ombro.',
      ],
      en: [
        'Student at the net; the coach lobs slow balls over them, alternating sides.',
        'Student turns sideways, moves back with crossover steps and sends the ball back high. 3 sets of 8.',
        'Watch that the student never backpedals and that the first movement is the shoulder turn.',
      ],
    },
  },
  {
    id: 'beach-tenis.movimentacao.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Vai e volta: rede e fundo', en: 'Up and back: net and deep' },
    objective: {
      pt: 'Subir à rede e recuar para o fundo com passos curtos, voltando sempre à posição base.',
      en: 'Move up to the net and back deep with short steps, always returning to the base position.',
    },
    howTo: {
      pt: [
        'Cones na rede e no fundo; o professor alterna bolas curtas (perto da rede) e lobs.',
        'Aluno sobe para a curta, recua para o lob e volta à posição base, no meio da quadra, após cada bola. 3 séries de 10.',
        'Observar passos curtos, base baixa na areia e a volta à posição base sem parar para olhar a bola.',
      ],
      en: [
        'Cones at the net and at the back; the coach alternates short balls (near the net) and lobs.',
        'Student moves up for the short ball, back for the lob and returns to the base position mid-court after each. 3 sets of 10.',
        'Watch for short steps, a low base on the sand and the return to base without stopping to watch the ball.',
      ],
    },
  },
  {
    id: 'beach-tenis.movimentacao.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Cobertura do parceiro no lob', en: 'Covering the partner on lobs' },
    objective: {
      pt: 'Trocar de lado com o parceiro quando um lob passa por cima dele, mantendo a dupla organizada.',
      en: 'Switch sides with the partner when a lob goes over them, keeping the pair organised.',
    },
    howTo: {
      pt: [
        '2x2 com bola viva; a dupla adversária joga lobs na paralela de quem está mais perto da rede.',
        'O parceiro cruza em diagonal para pegar o lob, grita "troca" e a dupla troca de lado. Games de 7 pontos.',
        'Observar o chamado cedo, a diagonal curta e se a dupla volta a ficar lado a lado depois do golpe.',
      ],
      en: [
        '2v2 live ball; the opposing pair lobs down the line over whoever is closer to the net.',
        'The partner crosses diagonally to take the lob, shouts "switch" and the pair changes sides. Games of 7 points.',
        'Watch for an early call, a short diagonal path and the pair getting back side by side after the shot.',
      ],
    },
  },
  {
    id: 'beach-tenis.movimentacao.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Reação em quatro direções', en: 'Four-direction reaction' },
    objective: {
      pt: 'Ler a direção cedo e acelerar o primeiro passo para a frente, para trás e para os lados sem perder o equilíbrio.',
      en: 'Read the direction early and explode on the first step forward, back and sideways without losing balance.',
    },
    howTo: {
      pt: [
        'Professor alimenta bolas rápidas e aleatórias: curta, lob, aberta à direita e aberta à esquerda.',
        'Aluno devolve e volta ao centro; 12 bolas por série, 4 séries, 45 s de pausa.',
        'Observar o split-step a cada bola, o primeiro passo explosivo e o equilíbrio no momento do contato.',
      ],
      en: [
        'Coach feeds fast, random balls: short, lob, wide right and wide left.',
        'Student plays each ball and recovers to the centre; 12 balls per set, 4 sets, 45 s rest.',
        'Watch for a split-step on every ball, an explosive first step and balance at contact.',
      ],
    },
  },
  {
    id: 'beach-tenis.movimentacao.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Voltar à rede depois do golpe', en: 'Back to the net after the shot' },
    objective: {
      pt: 'Voltar rápido à posição de rede depois de um smash ou lob, pronto para a próxima bola.',
      en: 'Get back to the net position quickly after a smash or a lob, ready for the next ball.',
    },
    howTo: {
      pt: [
        'Sequência: o aluno bate um smash vindo do fundo, corre à rede e bloqueia um voleio rápido do professor.',
        'Depois, lob fundo e subida à rede. 6 sequências por série, 4 séries, 1 minuto de pausa.',
        'Observar o primeiro passo logo após o golpe e a chegada à rede com split-step, equilibrado.',
      ],
      en: [
        'Sequence: the student smashes from deep, runs to the net and blocks a fast volley from the coach.',
        'Then a deep lob and a move up to the net. 6 sequences per set, 4 sets, 1 minute of rest.',
        'Watch for the first step right after the shot and arriving at the net with a balanced split-step.',
      ],
    },
  },
  {
    id: 'beach-tenis.smash.iniciante.1',
    sport: 'Beach Tênis',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Posição de smash com bola lançada', en: 'Smash stance from fed balls' },
    objective: {
      pt: 'Montar a posição do smash (de lado, mão livre apontando a bola) e bater com segurança.',
      en: 'Set up the smash stance (sideways, free hand pointing at the ball) and hit safely.',
    },
    howTo: {
      pt: [
        'Professor, do mesmo lado da rede, lança bolas altas com a mão, 1 m à frente do aluno.',
        'Aluno fica de lado, aponta a bola com a mão livre, leva a raquete atrás da cabeça e bate no meio. 4 séries de 8.',
        'Observar o contato acima e à frente da cabeça, o braço esticado e o foco na direção, não na força.',
      ],
      en: [
        'Coach, on the same side of the net, tosses high balls by hand 1 m in front of the student.',
        'Student turns sideways, points at the ball with the free hand, takes the racket behind the head and hits. 4 sets of 8.',
        'Watch for contact above and in front of the head, a straight arm and a focus on direction, not power.',
      ],
    },
  },
  {
    id: 'beach-tenis.smash.iniciante.2',
    sport: 'Beach Tênis',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash em zona grande', en: 'Smash into a big zone' },
    objective: {
      pt: 'Mandar o smash para baixo, dentro de uma zona grande no meio da quadra adversária.',
      en: "Send the smash downwards into a big zone in the middle of the opponents' court.",
    },
    howTo: {
      pt: [
        'Zona de 3 m x 3 m marcada no meio da quadra adversária; o professor lança lobs curtos e lentos.',
        'Aluno ajusta os pés, bate o smash e conta os acertos na zona. 3 séries de 10; meta: 6 acertos.',
        'Observar os ajustes de pés antes da bola, o punho solto e a bola batida para baixo.',
      ],
      en: [
        "A 3 m x 3 m zone marked in the middle of the opponents' court; the coach feeds short, slow lobs.",
        'Student adjusts the feet, smashes and counts hits in the zone. 3 sets of 10; goal: 6 hits.',
        'Watch for the foot adjustments before the ball, a loose wrist and the ball hit downwards.',
      ],
    },
  },
  {
    id: 'beach-tenis.smash.iniciante.3',
    sport: 'Beach Tênis',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash ou lob: decidir na bola alta', en: 'Smash or lob: reading the high ball' },
    objective: {
      pt: 'Aprender quando bater o smash (bola alcançável) e quando devolver alto (bola que passou por cima).',
      en: 'Learn when to smash (reachable ball) and when to send it back high (a ball that has gone overhead).',
    },
    howTo: {
      pt: [
        'Professor alterna lobs curtos (fáceis) e lobs fundos (por cima do aluno), sem avisar.',
        'Aluno bate o smash na curta e devolve a funda com outro lob. 3 séries de 10.',
        'Observar a leitura rápida da bola e o deslocamento de lado; elogiar a escolha certa mesmo sem ponto.',
      ],
      en: [
        'Coach mixes short (easy) lobs and deep lobs (over the student), without warning.',
        'Student smashes the short one and answers the deep one with another lob. 3 sets of 10.',
        'Watch for a quick read of the ball and the sideways movement; praise the right choice even without the point.',
      ],
    },
  },
  {
    id: 'beach-tenis.smash.intermediario.1',
    sport: 'Beach Tênis',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash saltado com direção', en: 'Jump smash with direction' },
    objective: {
      pt: 'Bater o smash saltado com direção: no meio, no pé do adversário ou em ângulo, fora do alcance.',
      en: "Hit the jump smash with direction: down the middle, at an opponent's feet or angled out of reach.",
    },
    howTo: {
      pt: [
        'Professor lança lobs fundos; o aluno recua de lado, salta em tesoura e bate no alvo chamado durante o lob.',
        'Três alvos: meio, pé do adversário e ângulo. 4 séries de 8, com 60 s de pausa.',
        'Observar a tesoura (troca de pernas no ar), a aterrissagem equilibrada e a direção antes da força.',
      ],
      en: [
        'Coach feeds deep lobs; the student moves back sideways, scissor-jumps and hits the target called during the lob.',
        "Three targets: middle, an opponent's feet and the angle. 4 sets of 8, with 60 s rest.",
        'Watch for the scissor kick (legs switching in the air), a balanced landing and direction before power.',
      ],
    },
  },
  {
    id: 'beach-tenis.smash.intermediario.2',
    sport: 'Beach Tênis',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash contra defesa viva', en: 'Smash against a live defence' },
    objective: {
      pt: 'Fechar o ponto no smash contra uma dupla que defende, com paciência para repetir o ataque.',
      en: 'Finish the point with smashes against a defending pair, patiently repeating the attack.',
    },
    howTo: {
      pt: [
        'Dupla de ataque na rede contra dupla no fundo, que só pode jogar lobs; bola viva.',
        'O ataque tem 5 smashes para fechar o ponto; se não fechar, o ponto é da defesa. Jogos até 7.',
        'Observar a escolha: smash de colocação quando desequilibrado; força só com bola boa e pés posicionados.',
      ],
      en: [
        'Attacking pair at the net against a pair at the back that may only lob; live ball.',
        'The attackers have 5 smashes to win the point; if not, the point goes to the defence. Games to 7.',
        'Watch the choice: a placement smash when off balance; power only on a good ball with the feet set.',
      ],
    },
  },
  {
    id: 'beach-tenis.smash.intermediario.3',
    sport: 'Beach Tênis',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash de controle no lob fundo', en: 'Control smash on deep lobs' },
    objective: {
      pt: 'Responder a lobs fundos com smash controlado e profundo, em vez de forçar a potência longe da rede.',
      en: 'Answer deep lobs with a controlled, deep smash instead of forcing power far from the net.',
    },
    howTo: {
      pt: [
        'Professor joga lobs bem fundos, perto da linha de fundo; o aluno começa na rede.',
        'Aluno recua de lado, bate um smash de controle fundo no meio e volta à rede com o parceiro. 4 séries de 6.',
        'Observar se o aluno reduz a força longe da rede e mantém a bola funda, sem dar bola curta ao adversário.',
      ],
      en: [
        'Coach plays very deep lobs, close to the baseline; the student starts at the net.',
        'Student moves back sideways, hits a deep control smash down the middle and returns to the net with the partner. 4 sets of 6.',
        'Watch that the student eases off the power far from the net and keeps the ball deep, giving no short ball.',
      ],
    },
  },
]
