import type { Drill } from './types'

/**
 * Tênis drills: every focus tag × level × 3. 'iniciante' is for 5ª–7ª classe
 * (fed balls, cooperative rallies, big targets); 'intermediario' for 4ª classe and above (live
 * ball, decisions, pressure). Plain data: the suggestion rules pick from it by id.
 */
export const TENIS_DRILLS: Drill[] = [
  // ── Técnica ────────────────────────────────────────────────────────────────
  {
    id: 'tenis.tecnica.iniciante.1',
    sport: 'Tênis',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Minitênis nas áreas de saque', en: 'Mini-tennis in the service boxes' },
    objective: {
      pt: 'Controlar a bola com golpes curtos e soltos, acertando o contato à frente do corpo.',
      en: 'Control the ball with short, relaxed strokes, making contact in front of the body.',
    },
    howTo: {
      pt: [
        'Aluno e professor trocam bolas lentas dentro das áreas de saque, com swing curto.',
        '3 séries de 20 trocas seguidas; a contagem recomeça a cada erro.',
        'Observe: contato à frente do corpo, terminação sobre o ombro e pés sempre se ajustando.',
      ],
      en: [
        'Student and coach trade slow balls inside the service boxes with a short swing.',
        '3 sets of 20 shots in a row; the count restarts after every miss.',
        'Watch for: contact in front of the body, finish over the shoulder, feet always adjusting.',
      ],
    },
  },
  {
    id: 'tenis.tecnica.iniciante.2',
    sport: 'Tênis',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Empunhaduras e swing de sombra', en: 'Grips and shadow swings' },
    objective: {
      pt: 'Fixar as empunhaduras básicas e o caminho da raquete no forehand e no backhand, sem bola.',
      en: 'Lock in the basic grips and the racket path on forehand and backhand, without a ball.',
    },
    howTo: {
      pt: [
        'Na linha de base, sem bola: 10 swings de forehand e 10 de backhand, pausando na terminação.',
        'Antes de cada série, o professor confere a empunhadura e o giro de ombros na preparação.',
        '3 séries; depois 10 bolas alimentadas do cesto por golpe, repetindo o mesmo gesto.',
      ],
      en: [
        'On the baseline, no ball: 10 forehand and 10 backhand swings, holding the finish.',
        'Before each set the coach checks the grip and the shoulder turn in the preparation.',
        '3 sets; then 10 basket-fed balls per stroke, repeating the same motion.',
      ],
    },
  },
  {
    id: 'tenis.tecnica.iniciante.3',
    sport: 'Tênis',
    tag: 'Técnica',
    level: 'iniciante',
    name: { pt: 'Quica-bate: tempo de bola', en: 'Bounce-hit: timing the ball' },
    objective: {
      pt: 'Ler a bola mais cedo e bater no tempo certo, falando o ritmo em voz alta.',
      en: 'Read the ball earlier and hit on time by calling out the rhythm.',
    },
    howTo: {
      pt: [
        'O professor alimenta do cesto; o aluno fala "quica" no quique e "bate" no contato.',
        '4 séries de 12 bolas, alternando forehand e backhand.',
        'Observe se a fala coincide com o quique e o contato: isso mostra se o aluno lê a bola cedo.',
      ],
      en: [
        'The coach feeds from the basket; the student says "bounce" on the bounce and "hit" at contact.',
        '4 sets of 12 balls, alternating forehand and backhand.',
        'Check the calls match bounce and contact: it shows whether the student reads the ball early.',
      ],
    },
  },
  {
    id: 'tenis.tecnica.intermediario.1',
    sport: 'Tênis',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Profundidade com top spin', en: 'Depth with topspin' },
    objective: {
      pt: 'Manter a bola funda no rali, com altura sobre a rede e top spin para ela cair dentro.',
      en: 'Keep rally balls deep, with height over the net and topspin to bring them down.',
    },
    howTo: {
      pt: [
        'Marque com fita ou cones a zona funda, entre a linha de saque e a linha de base.',
        'Rali cruzado de 3 min; conte as bolas que caem na zona funda. 4 séries.',
        'Meta: 70% na zona. Observe 1 a 1,5 m de altura sobre a rede e a raquete subindo por baixo.',
      ],
      en: [
        'Mark the deep zone, between the service line and the baseline, with tape or cones.',
        '3-minute cross-court rally; count the balls landing in the deep zone. 4 sets.',
        'Target: 70% in the zone. Watch for 1–1.5 m of net clearance and a low-to-high racket path.',
      ],
    },
  },
  {
    id: 'tenis.tecnica.intermediario.2',
    sport: 'Tênis',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Top, slice ou chapado no comando', en: 'Topspin, slice or flat on call' },
    objective: {
      pt: 'Alternar efeitos sob comando com a mesma preparação, para não entregar a intenção.',
      en: 'Switch spins on command from the same preparation, so the intention stays hidden.',
    },
    howTo: {
      pt: [
        'Rali de fundo; o professor grita "top", "slice" ou "chapado" enquanto a bola vem.',
        'O aluno executa o efeito pedido naquela bola; séries de 2 min com 1 min de pausa.',
        'Observe a preparação igual até o fim e o ajuste de empunhadura e face da raquete no slice.',
      ],
      en: [
        'Baseline rally; the coach calls "topspin", "slice" or "flat" while the ball is coming.',
        'The student plays the called spin on that ball; 2-minute sets with 1 minute of rest.',
        'Watch for the same preparation until late and the grip and racket-face change on the slice.',
      ],
    },
  },
  {
    id: 'tenis.tecnica.intermediario.3',
    sport: 'Tênis',
    tag: 'Técnica',
    level: 'intermediario',
    name: { pt: 'Bater na subida, dentro da quadra', en: 'Taking the ball on the rise' },
    objective: {
      pt: 'Tirar tempo do adversário batendo a bola na subida, sem recuar para trás da linha de base.',
      en: 'Take time away from the opponent by hitting on the rise, without backing off the baseline.',
    },
    howTo: {
      pt: [
        'Aluno 1 m dentro da linha de base; o professor manda bolas médias e fundas, com ritmo.',
        '3 séries de 15 bolas; é proibido recuar para trás da linha de base.',
        'Observe swing compacto, base estável e contato antes do ponto mais alto do quique.',
      ],
      en: [
        'Student 1 m inside the baseline; the coach sends medium and deep balls with pace.',
        '3 sets of 15 balls; stepping back behind the baseline is not allowed.',
        'Watch for a compact swing, a stable base and contact before the top of the bounce.',
      ],
    },
  },

  // ── Tática ─────────────────────────────────────────────────────────────────
  {
    id: 'tenis.tatica.iniciante.1',
    sport: 'Tênis',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Cruzada segura', en: 'Safe cross-court' },
    objective: {
      pt: 'Entender que a cruzada passa na parte baixa da rede e tem mais quadra, por isso erra menos.',
      en: 'Learn that cross-court goes over the low part of the net and has more court, so it misses less.',
    },
    howTo: {
      pt: [
        'Rali só na diagonal, de fundo a fundo, com o professor; cones marcam a metade cruzada.',
        '3 séries de 3 min; anote o recorde de bolas seguidas em cada série.',
        'Explique e observe: margem sobre a rede e bola longe das linhas laterais.',
      ],
      en: [
        'Rally only on the diagonal, baseline to baseline, with the coach; cones mark the cross half.',
        '3 sets of 3 minutes; note the best run of balls in a row in each set.',
        'Explain and watch for: margin over the net and balls well inside the sidelines.',
      ],
    },
  },
  {
    id: 'tenis.tatica.iniciante.2',
    sport: 'Tênis',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Jogo da bola funda vale 2', en: 'Deep ball scores 2' },
    objective: {
      pt: 'Perceber que a bola funda empurra o adversário para trás e dá tempo para se recuperar.',
      en: 'See that a deep ball pushes the opponent back and buys time to recover.',
    },
    howTo: {
      pt: [
        'Rali de fundo com o professor: bola depois da linha de saque vale 2, antes dela vale 1.',
        'Jogo até 21; o erro não tira pontos, só encerra o rali.',
        'Observe se o aluno passa a buscar mais altura sobre a rede para ganhar profundidade.',
      ],
      en: [
        'Baseline rally with the coach: a ball past the service line scores 2, one short of it scores 1.',
        'Play to 21; a miss loses no points, it only ends the rally.',
        'Watch whether the student starts using more net clearance to gain depth.',
      ],
    },
  },
  {
    id: 'tenis.tatica.iniciante.3',
    sport: 'Tênis',
    tag: 'Tática',
    level: 'iniciante',
    name: { pt: 'Bola curta: avançar e atacar', en: 'Short ball: move in and attack' },
    objective: {
      pt: 'Reconhecer a bola curta e aproveitá-la avançando, em vez de esperar atrás da linha de base.',
      en: 'Recognise the short ball and use it by moving in, instead of waiting behind the baseline.',
    },
    howTo: {
      pt: [
        'O professor alterna, sem avisar, bolas fundas e curtas (antes da linha de saque); 12 por série.',
        'Bola funda: o aluno devolve cruzado. Bola curta: avança, ataca na paralela e para no meio.',
        '4 séries; observe a leitura rápida e os passos para a frente antes de bater.',
      ],
      en: [
        'Without warning, the coach mixes deep and short balls (inside the service line); 12 per set.',
        'Deep ball: the student plays cross-court. Short ball: moves in, attacks down the line.',
        '4 sets; watch for a quick read and the steps forward before the hit.',
      ],
    },
  },
  {
    id: 'tenis.tatica.intermediario.1',
    sport: 'Tênis',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Saque + 1: primeira bola no espaço', en: 'Serve +1: first ball into space' },
    objective: {
      pt: 'Construir o ponto com saque aberto e a primeira bola de fundo no lado vazio da quadra.',
      en: 'Build the point with a wide serve and the first groundstroke into the open court.',
    },
    howTo: {
      pt: [
        'O aluno saca aberto no lado de iguais; o parceiro devolve no meio da quadra.',
        'O aluno ataca de forehand no espaço aberto e o ponto segue livre.',
        '10 pontos em cada lado; conte os pontos ganhos em até 3 golpes e discuta a escolha do alvo.',
      ],
      en: [
        'The student serves wide on the deuce side; the partner returns to the middle.',
        'The student attacks with a forehand into the open court and the point is played out.',
        '10 points on each side; count points won within 3 shots and discuss the choice of target.',
      ],
    },
  },
  {
    id: 'tenis.tatica.intermediario.2',
    sport: 'Tênis',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Quando trocar a direção', en: 'When to change direction' },
    objective: {
      pt: 'Trocar a cruzada pela paralela só com bola confortável, dentro da quadra.',
      en: 'Switch from cross-court to down the line only off a comfortable ball inside the court.',
    },
    howTo: {
      pt: [
        'Rali cruzado livre; a paralela só vale quando a bola chega curta ou alta e confortável.',
        'Trocou de direção com bola difícil e errou: perde 2 pontos. Jogo até 11.',
        'Avalie a decisão, não só o acerto; pare o rali e pergunte "por que trocou?".',
      ],
      en: [
        'Free cross-court rally; down the line is only allowed off a short or high, comfortable ball.',
        'Changing direction off a hard ball and missing costs 2 points. Play to 11.',
        'Judge the decision, not just the result; stop the rally and ask "why did you switch?".',
      ],
    },
  },
  {
    id: 'tenis.tatica.intermediario.3',
    sport: 'Tênis',
    tag: 'Tática',
    level: 'intermediario',
    name: { pt: 'Aproximação contra passada', en: 'Approach versus passing shot' },
    objective: {
      pt: 'Treinar a subida à rede com aproximação paralela e a defesa com passada ou balão.',
      en: 'Practise coming to the net behind a down-the-line approach, and defending with a pass or lob.',
    },
    howTo: {
      pt: [
        'O professor dá uma bola curta ao aluno A, que aproxima na paralela e sobe à rede.',
        'O aluno B defende com passada ou balão; ponto jogado até o fim, trocam a cada 5 pontos.',
        'Observe aproximação funda e baixa, split step antes do voleio e a leitura da passada.',
      ],
      en: [
        'The coach feeds a short ball to player A, who approaches down the line and comes in.',
        'Player B defends with a pass or a lob; the point is played out, swap roles every 5 points.',
        'Watch for a deep, low approach, a split step before the volley and reading the pass.',
      ],
    },
  },

  // ── Físico ─────────────────────────────────────────────────────────────────
  {
    id: 'tenis.fisico.iniciante.1',
    sport: 'Tênis',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Leque de cones', en: 'Cone fan' },
    objective: {
      pt: 'Melhorar a aceleração curta e a frenagem com deslocamentos parecidos com os do jogo.',
      en: 'Improve short acceleration and braking with movements like those of a match.',
    },
    howTo: {
      pt: [
        'Espalhe 5 cones em leque a 3–4 m de um ponto central na linha de base, uma bolinha em cada.',
        'O aluno busca uma bolinha por vez e a deixa no centro; 3 séries com 1 min de descanso.',
        'Observe a frenagem com o corpo baixo e a volta ao centro de frente para a rede.',
      ],
      en: [
        'Set 5 cones in a fan 3–4 m from a central point on the baseline, a ball on each.',
        'The student fetches one ball at a time back to the centre; 3 sets with 1 minute of rest.',
        'Watch for braking with a low body and returning to the centre facing the net.',
      ],
    },
  },
  {
    id: 'tenis.fisico.iniciante.2',
    sport: 'Tênis',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Escada de agilidade e golpe', en: 'Agility ladder and a shot' },
    objective: {
      pt: 'Desenvolver coordenação e pés rápidos para os ajustes antes do golpe.',
      en: 'Build coordination and quick feet for the adjustments before each shot.',
    },
    howTo: {
      pt: [
        'Escada no chão perto da linha de base: dois pés em cada casa, lateral e entra-e-sai.',
        'Ao sair da escada, o aluno rebate uma bola alimentada; 8 passagens por padrão.',
        'Observe passos curtos, apoio na ponta dos pés e a postura pronta antes do golpe.',
      ],
      en: [
        'Ladder on the ground near the baseline: two feet in each square, lateral, and in-and-out.',
        'Coming out of the ladder the student hits one fed ball; 8 runs per pattern.',
        'Watch for short steps, weight on the balls of the feet and a ready stance before the shot.',
      ],
    },
  },
  {
    id: 'tenis.fisico.iniciante.3',
    sport: 'Tênis',
    tag: 'Físico',
    level: 'iniciante',
    name: { pt: 'Circuito de força básica', en: 'Basic strength circuit' },
    objective: {
      pt: 'Fortalecer pernas, tronco e ombro para ganhar estabilidade nos golpes e evitar lesões.',
      en: 'Strengthen legs, trunk and shoulder for steadier strokes and fewer injuries.',
    },
    howTo: {
      pt: [
        'Estações de 30 s: agachamento, prancha, avanço e rotação externa do ombro com elástico.',
        '2 a 3 voltas, com 30 s de descanso entre as estações.',
        'Observe a técnica antes da carga: joelhos alinhados, coluna neutra e respiração contínua.',
      ],
      en: [
        '30-second stations: squat, plank, lunge and shoulder external rotation with a band.',
        '2 to 3 rounds, with 30 seconds of rest between stations.',
        'Technique before load: knees aligned, neutral spine and steady breathing.',
      ],
    },
  },
  {
    id: 'tenis.fisico.intermediario.1',
    sport: 'Tênis',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Intervalado com ritmo de ponto', en: 'Point-paced intervals' },
    objective: {
      pt: 'Simular o esforço do jogo: 5 a 10 s de ponto intenso e 25 s de pausa, como entre pontos.',
      en: 'Mimic match effort: 5–10 s of intense play and 25 s of rest, as between points.',
    },
    howTo: {
      pt: [
        'O professor alimenta sequências de 4 a 6 bolas cobrindo a quadra toda, em ritmo alto.',
        '25 s de pausa entre sequências; 10 sequências por série, 2 séries.',
        'Observe se a qualidade do golpe e o split step se mantêm nas últimas sequências.',
      ],
      en: [
        'The coach feeds runs of 4 to 6 balls covering the whole court at a high pace.',
        '25 seconds of rest between runs; 10 runs per set, 2 sets.',
        'Watch whether shot quality and the split step hold up in the last runs.',
      ],
    },
  },
  {
    id: 'tenis.fisico.intermediario.2',
    sport: 'Tênis',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Medicine ball: potência rotacional', en: 'Medicine ball: rotational power' },
    objective: {
      pt: 'Gerar potência de pernas e tronco para o forehand, o backhand e o saque.',
      en: 'Build leg and trunk power for the forehand, the backhand and the serve.',
    },
    howTo: {
      pt: [
        'Arremessos laterais de medicine ball (2–3 kg) contra a parede: 3 séries de 8 de cada lado.',
        'Para o saque, arremesso por cima da cabeça: 3 séries de 6.',
        'Observe o movimento nascendo das pernas e do quadril, não dos braços; pausa completa entre séries.',
      ],
      en: [
        'Side throws with a 2–3 kg medicine ball against a wall: 3 sets of 8 on each side.',
        'For the serve, overhead throws: 3 sets of 6.',
        'Check the motion starts from the legs and hips, not the arms; full rest between sets.',
      ],
    },
  },
  {
    id: 'tenis.fisico.intermediario.3',
    sport: 'Tênis',
    tag: 'Físico',
    level: 'intermediario',
    name: { pt: 'Teste da aranha', en: 'Spider run test' },
    objective: {
      pt: 'Treinar e medir a velocidade com trocas de direção, num teste que se repete todo mês.',
      en: 'Train and measure speed with changes of direction, in a test repeated every month.',
    },
    howTo: {
      pt: [
        'Coloque 5 bolas nos cruzamentos de linhas da meia quadra e a raquete no centro da linha de base.',
        'O aluno leva uma bola por vez até a raquete, o mais rápido possível; cronometre.',
        '3 tentativas com 90 s de pausa; anote o melhor tempo e compare no mês seguinte.',
      ],
      en: [
        'Place 5 balls where the lines meet on one half of the court and a racket mid-baseline.',
        'The student brings one ball at a time to the racket as fast as possible; time it.',
        '3 attempts with 90 seconds of rest; record the best time and compare next month.',
      ],
    },
  },

  // ── Mental ─────────────────────────────────────────────────────────────────
  {
    id: 'tenis.mental.iniciante.1',
    sport: 'Tênis',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Rotina entre pontos', en: 'Between-point routine' },
    objective: {
      pt: 'Criar uma rotina simples de 15 a 20 s entre pontos para se acalmar e focar no próximo.',
      en: 'Build a simple 15–20 s routine between points to settle down and focus on the next one.',
    },
    howTo: {
      pt: [
        'Ensine 4 passos: virar de costas, respirar fundo, ajeitar as cordas e decidir a jogada.',
        'Jogue 10 pontos a partir do saque; o professor confere se a rotina acontece em todos.',
        'Ao fim da série, pergunte ao aluno o que ele decidiu antes de cada ponto.',
      ],
      en: [
        'Teach 4 steps: turn away, take a deep breath, straighten the strings, decide the play.',
        'Play 10 points from the serve; the coach checks the routine happens before every one.',
        'At the end of the set, ask the student what they decided before each point.',
      ],
    },
  },
  {
    id: 'tenis.mental.iniciante.2',
    sport: 'Tênis',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Reset de 5 segundos após o erro', en: 'Five-second reset after a miss' },
    objective: {
      pt: 'Aprender a soltar o erro rápido, com um gesto de reset, em vez de se criticar.',
      en: 'Learn to let a mistake go quickly with a reset gesture instead of self-criticism.',
    },
    howTo: {
      pt: [
        'Jogo de pontos com o professor; após cada erro, o aluno faz o gesto combinado e respira.',
        'Cada frase negativa em voz alta dá 1 ponto ao professor. Jogo até 15.',
        'Observe a linguagem corporal: cabeça erguida, ombros soltos e passo firme até a posição.',
      ],
      en: [
        'Point play with the coach; after each miss the student does the agreed gesture and breathes.',
        'Every negative remark out loud gives the coach 1 point. Play to 15.',
        'Watch the body language: head up, loose shoulders, a firm walk back to position.',
      ],
    },
  },
  {
    id: 'tenis.mental.iniciante.3',
    sport: 'Tênis',
    tag: 'Mental',
    level: 'iniciante',
    name: { pt: 'Meta de rali sob contagem', en: 'Rally target under a count' },
    objective: {
      pt: 'Lidar com a pressão leve de uma meta, mantendo o swing solto até a última bola.',
      en: 'Handle the light pressure of a target while keeping a loose swing to the last ball.',
    },
    howTo: {
      pt: [
        'Rali cruzado cooperativo; o aluno escolhe antes a meta de bolas seguidas (ex.: 10).',
        'Cumpriu: a meta sobe 5. Errou 3 vezes seguidas: a meta cai 2. Séries de 5 min.',
        'Observe se o aluno "empurra" a bola perto da meta; reforce manter o mesmo golpe.',
      ],
      en: [
        'Cooperative cross-court rally; the student first picks a target of balls in a row (e.g. 10).',
        'Hit it: the target goes up by 5. Three misses in a row: it drops by 2. 5-minute sets.',
        'Watch whether the student starts pushing the ball near the target; insist on the same stroke.',
      ],
    },
  },
  {
    id: 'tenis.mental.intermediario.1',
    sport: 'Tênis',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Tie-break começando atrás', en: 'Tie-breaks from behind' },
    objective: {
      pt: 'Tomar boas decisões em placar apertado, jogando tie-breaks que começam em desvantagem.',
      en: 'Make good decisions in tight scores by playing tie-breaks that start from behind.',
    },
    howTo: {
      pt: [
        'Jogue tie-breaks de 7 pontos com o aluno começando perdendo por 3-5.',
        '3 tie-breaks; o aluno diz em voz alta o plano do ponto antes de cada saque ou devolução.',
        'Depois, converse sobre as escolhas nos pontos de 5-5 e 6-6: margem, alvo e ritmo.',
      ],
      en: [
        'Play 7-point tie-breaks with the student starting 3-5 down.',
        '3 tie-breaks; the student says the plan for the point out loud before each serve or return.',
        'Afterwards, talk through the choices at 5-5 and 6-6: margin, target and tempo.',
      ],
    },
  },
  {
    id: 'tenis.mental.intermediario.2',
    sport: 'Tênis',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Plano de jogo e ajuste na troca', en: 'Game plan and changeover review' },
    objective: {
      pt: 'Definir um plano antes do set e ajustá-lo nas trocas de lado, sem perder a cabeça.',
      en: 'Set a plan before the set and adjust it at changeovers without losing composure.',
    },
    howTo: {
      pt: [
        'Antes de um set curto (até 4 games), o aluno escreve 2 metas, ex.: "cruzada funda no backhand".',
        'Na troca de lado, 60 s para avaliar: o plano funciona? Manter, ou mudar uma coisa só.',
        'No fim, compare com o que o professor anotou: erros não forçados e pontos ganhos.',
      ],
      en: [
        'Before a short set (first to 4 games), the student writes 2 goals, e.g. "deep cross to the backhand".',
        'At the changeover, 60 s to review: is the plan working? Keep it, or change one thing only.',
        "At the end, compare with the coach's notes: unforced errors and points won.",
      ],
    },
  },
  {
    id: 'tenis.mental.intermediario.3',
    sport: 'Tênis',
    tag: 'Mental',
    level: 'intermediario',
    name: { pt: 'Break points: salvar e converter', en: 'Break points: save and convert' },
    objective: {
      pt: 'Escolher jogadas de alto percentual quando o placar pesa, em 30-40 e 40-30.',
      en: 'Choose high-percentage plays when the score weighs, at 30-40 and 40-30.',
    },
    howTo: {
      pt: [
        'Cada game começa em 30-40 (ou 40-30), alternando quem saca; jogue 10 games.',
        'Regra: primeiro saque com alvo anunciado e primeira bola com margem sobre a rede.',
        'Observe a respiração e a rotina antes do ponto; anote os pontos perdidos por erro não forçado.',
      ],
      en: [
        'Each game starts at 30-40 (or 40-30), alternating the server; play 10 games.',
        'Rule: first serve to an announced target and the first groundstroke with net clearance.',
        'Watch breathing and the pre-point routine; note the points lost to unforced errors.',
      ],
    },
  },

  // ── Saque ──────────────────────────────────────────────────────────────────
  {
    id: 'tenis.saque.iniciante.1',
    sport: 'Tênis',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Lançamento da bola no lugar certo', en: 'A consistent ball toss' },
    objective: {
      pt: 'Lançar a bola sempre no mesmo lugar, à frente e acima do ombro do braço da raquete.',
      en: 'Toss the ball to the same spot every time, in front and above the hitting shoulder.',
    },
    howTo: {
      pt: [
        'Raquete no chão, à frente do pé da frente; o aluno lança sem bater e deixa a bola cair.',
        'A bola deve cair sobre as cordas; 3 séries de 10 lançamentos.',
        'Observe o braço esticado, a bola solta na altura dos olhos e o punho sem girar.',
      ],
      en: [
        'Racket on the ground in front of the front foot; the student tosses without hitting and lets it drop.',
        'The ball should land on the strings; 3 sets of 10 tosses.',
        'Watch for a straight arm, releasing at eye level and no wrist flick.',
      ],
    },
  },
  {
    id: 'tenis.saque.iniciante.2',
    sport: 'Tênis',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Saque a partir da posição de troféu', en: 'Serve from the trophy position' },
    objective: {
      pt: 'Construir o saque por partes, começando da posição de troféu e completando o movimento.',
      en: 'Build the serve in parts, starting from the trophy position and finishing the motion.',
    },
    howTo: {
      pt: [
        'O aluno começa com a raquete atrás do ombro (posição de troféu), lança e saca.',
        'Primeiro da linha de saque, depois do meio da quadra e por fim da linha de base; 10 saques em cada.',
        'Observe a empunhadura continental, o cotovelo alto e o contato no ponto mais alto possível.',
      ],
      en: [
        'The student starts with the racket behind the shoulder (trophy position), tosses and serves.',
        'First from the service line, then mid-court, then the baseline; 10 serves from each.',
        'Watch for a continental grip, a high elbow and contact as high as possible.',
      ],
    },
  },
  {
    id: 'tenis.saque.iniciante.3',
    sport: 'Tênis',
    tag: 'Saque',
    level: 'iniciante',
    name: { pt: 'Meia área de saque como alvo', en: 'Half a service box as the target' },
    objective: {
      pt: 'Colocar o saque com segurança na metade escolhida da área de saque, com margem na rede.',
      en: 'Place the serve safely in the chosen half of the service box, with margin over the net.',
    },
    howTo: {
      pt: [
        'Divida cada área de saque em duas metades com cones; o aluno escolhe uma antes de sacar.',
        '20 saques de cada lado (iguais e vantagem); conte os acertos na metade escolhida.',
        'Observe o ritmo constante e o mesmo lançamento; o objetivo é entrar, não a velocidade.',
      ],
      en: [
        'Split each service box in two halves with cones; the student picks one before serving.',
        '20 serves from each side (deuce and ad); count the hits in the chosen half.',
        'Watch for a steady rhythm and the same toss; the goal is getting it in, not speed.',
      ],
    },
  },
  {
    id: 'tenis.saque.intermediario.1',
    sport: 'Tênis',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Alvos: aberto, corpo e T', en: 'Targets: wide, body and T' },
    objective: {
      pt: 'Colocar o saque nas três direções com o mesmo lançamento, sem entregar a intenção.',
      en: 'Serve to all three targets from the same toss, without giving the direction away.',
    },
    howTo: {
      pt: [
        'Cones nas três zonas de cada área de saque; o professor sorteia o alvo antes de cada saque.',
        'Séries de 12 saques por lado, 4 em cada alvo.',
        'Meta: 50% nos alvos no primeiro saque; observe se o lançamento muda conforme a direção.',
      ],
      en: [
        'Cones in the three zones of each service box; the coach picks the target before each serve.',
        'Sets of 12 serves per side, 4 to each target.',
        'Target: 50% on first serves; check whether the toss changes with the direction.',
      ],
    },
  },
  {
    id: 'tenis.saque.intermediario.2',
    sport: 'Tênis',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Segundo saque com kick ou slice', en: 'Second serve with kick or slice' },
    objective: {
      pt: 'Ganhar confiança no segundo saque com efeito e margem, sem dupla falta.',
      en: 'Build confidence in the second serve with spin and margin, without double faults.',
    },
    howTo: {
      pt: [
        'Só segundos saques: 30 na sessão, metade em cada lado, mirando o backhand do recebedor.',
        'Meta: 80% dentro, com a bola passando 1 m acima da rede e quique alto (no kick).',
        'Observe a raquete escovando a bola de baixo para cima e o lançamento um pouco atrás da cabeça.',
      ],
      en: [
        "Second serves only: 30 in the session, half on each side, aimed at the returner's backhand.",
        'Target: 80% in, with the ball clearing the net by 1 m and a high bounce (on the kick).',
        'Watch the racket brushing up the back of the ball and the toss slightly behind the head.',
      ],
    },
  },
  {
    id: 'tenis.saque.intermediario.3',
    sport: 'Tênis',
    tag: 'Saque',
    level: 'intermediario',
    name: { pt: 'Jogo de um saque só', en: 'One-serve game' },
    objective: {
      pt: 'Sacar sob pressão num jogo em que só existe uma chance e a falta é ponto perdido.',
      en: 'Serve under pressure in a game with one chance only, where a fault loses the point.',
    },
    howTo: {
      pt: [
        'Games normais, mas o sacador tem um saque só; falta é ponto do recebedor.',
        'Sets curtos até 4 games; o sacador anuncia o alvo antes de cada saque.',
        'Observe se o aluno controla com efeito e alvo, em vez de só diminuir a velocidade.',
      ],
      en: [
        'Normal games, but the server has a single serve; a fault gives the returner the point.',
        'Short sets to 4 games; the server announces the target before each serve.',
        'Watch whether the student controls it with spin and placement rather than just slowing down.',
      ],
    },
  },

  // ── Forehand ───────────────────────────────────────────────────────────────
  {
    id: 'tenis.forehand.iniciante.1',
    sport: 'Tênis',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Forehand com bola de cesto', en: 'Basket-fed forehands' },
    objective: {
      pt: 'Fixar a preparação antecipada e a terminação completa do forehand.',
      en: 'Groove an early preparation and a full finish on the forehand.',
    },
    howTo: {
      pt: [
        'O professor alimenta do cesto, perto da rede, bolas fáceis no forehand; alvo: metade funda.',
        '4 séries de 12 bolas; o aluno volta ao centro depois de cada golpe.',
        'Observe o giro de ombros na preparação, o contato à frente e a terminação sobre o ombro oposto.',
      ],
      en: [
        'The coach feeds easy forehands from the basket near the net; target: the deep half.',
        '4 sets of 12 balls; the student recovers to the centre after each shot.',
        'Watch the shoulder turn in the preparation, contact in front, and a finish over the other shoulder.',
      ],
    },
  },
  {
    id: 'tenis.forehand.iniciante.2',
    sport: 'Tênis',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Forehand cruzado no alvo', en: 'Cross-court forehand to a target' },
    objective: {
      pt: 'Direcionar o forehand para a diagonal com margem de segurança nas linhas.',
      en: 'Direct the forehand cross-court with a safe margin from the lines.',
    },
    howTo: {
      pt: [
        'Marque um alvo grande com cones no fundo da diagonal, 1 m para dentro das linhas.',
        'O aluno rebate bolas alimentadas; 3 séries de 15, contando os acertos no alvo.',
        'Observe a base aberta ou semiaberta e o tronco girando até ficar de frente para o alvo.',
      ],
      en: [
        'Mark a big target with cones deep on the diagonal, 1 m inside the lines.',
        'The student hits fed balls; 3 sets of 15, counting the hits on target.',
        'Watch for an open or semi-open stance and the trunk rotating to face the target.',
      ],
    },
  },
  {
    id: 'tenis.forehand.iniciante.3',
    sport: 'Tênis',
    tag: 'Forehand',
    level: 'iniciante',
    name: { pt: 'Rali só de forehand', en: 'Forehand-only rally' },
    objective: {
      pt: 'Repetir forehands em rali contínuo, ajustando a distância para bater na altura da cintura.',
      en: 'Repeat forehands in a continuous rally, adjusting distance to hit at waist height.',
    },
    howTo: {
      pt: [
        'Rali cooperativo em meia quadra, só de forehand, com o professor no fundo oposto.',
        'Séries de 2 min; o aluno contorna a bola quando preciso para bater sempre de forehand.',
        'Observe os passos de ajuste e se o contato acontece na altura da cintura.',
      ],
      en: [
        'Cooperative rally on half a court, forehands only, with the coach on the far baseline.',
        'Two-minute sets; the student runs around the ball when needed to always hit a forehand.',
        'Watch the adjustment steps and whether contact happens at waist height.',
      ],
    },
  },
  {
    id: 'tenis.forehand.intermediario.1',
    sport: 'Tênis',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Forehand invertido', en: 'Inside-out forehand' },
    objective: {
      pt: 'Contornar a bola no lado do backhand e atacar de forehand na diagonal invertida.',
      en: 'Run around the backhand and attack with the forehand on the inside-out diagonal.',
    },
    howTo: {
      pt: [
        'O professor alimenta no meio e no lado do backhand; o aluno contorna e bate o invertido.',
        '3 séries de 10; depois rali livre em que o invertido vencedor vale 2 pontos.',
        'Observe os passos de contorno curtos e rápidos, o ombro fechado e a recuperação rápida.',
      ],
      en: [
        'The coach feeds to the middle and the backhand side; the student runs around and hits inside-out.',
        '3 sets of 10; then a free rally where an inside-out winner scores 2.',
        'Watch for short, quick steps around the ball, a closed shoulder and a fast recovery.',
      ],
    },
  },
  {
    id: 'tenis.forehand.intermediario.2',
    sport: 'Tênis',
    tag: 'Forehand',
    level: 'intermediario',
    name: {
      pt: 'Forehand: defender, neutralizar, atacar',
      en: 'Forehand: defend, neutralise, attack',
    },
    objective: {
      pt: 'Escolher altura e velocidade do forehand conforme a bola: defender, neutralizar ou atacar.',
      en: 'Choose forehand height and pace from the ball: defend, neutralise or attack.',
    },
    howTo: {
      pt: [
        'O professor mistura bolas largas e fundas, médias no centro e curtas e altas.',
        'Larga: bola alta e funda. Média: top spin cruzado. Curta: ataque chapado ou na paralela.',
        '4 séries de 12; observe se o aluno decide o golpe antes do contato.',
      ],
      en: [
        'The coach mixes wide deep balls, medium balls to the centre and short high ones.',
        'Wide: high and deep. Medium: cross-court topspin. Short: a flat or down-the-line attack.',
        '4 sets of 12; watch whether the student picks the shot before contact.',
      ],
    },
  },
  {
    id: 'tenis.forehand.intermediario.3',
    sport: 'Tênis',
    tag: 'Forehand',
    level: 'intermediario',
    name: { pt: 'Forehand na corrida', en: 'Forehand on the run' },
    objective: {
      pt: 'Manter a qualidade do forehand em deslocamento largo e recuperar a posição logo depois.',
      en: 'Keep forehand quality when stretched wide, then recover position straight away.',
    },
    howTo: {
      pt: [
        'O professor alterna forehand aberto e bola no meio, em ritmo alto; 8 bolas por série.',
        'Alvo: diagonal funda; bola curta ou erro reinicia a série. 5 séries.',
        'Observe o último passo de frenagem, a base aberta e a recuperação com passo cruzado.',
      ],
      en: [
        'The coach alternates a wide forehand and a ball to the middle at a high pace; 8 balls per set.',
        'Target: deep cross-court; a short ball or a miss restarts the set. 5 sets.',
        'Watch the last braking step, the open stance and a crossover step to recover.',
      ],
    },
  },

  // ── Backhand ───────────────────────────────────────────────────────────────
  {
    id: 'tenis.backhand.iniciante.1',
    sport: 'Tênis',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Backhand com bola de cesto', en: 'Basket-fed backhands' },
    objective: {
      pt: 'Aprender a preparação e o contato do backhand de duas mãos (ou de uma, se for o caso).',
      en: 'Learn the preparation and contact of the two-handed backhand (or one-handed, if used).',
    },
    howTo: {
      pt: [
        'O professor alimenta bolas fáceis no backhand, de perto da rede; 4 séries de 10.',
        'Dica: "gira os ombros, bate à frente, termina sobre o ombro".',
        'Observe a mão não dominante conduzindo o golpe e o peso passando para o pé da frente.',
      ],
      en: [
        'The coach feeds easy backhands from close to the net; 4 sets of 10.',
        'Cue: "turn the shoulders, hit in front, finish over the shoulder".',
        'Watch the non-dominant hand driving the stroke and the weight moving onto the front foot.',
      ],
    },
  },
  {
    id: 'tenis.backhand.iniciante.2',
    sport: 'Tênis',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Rali cruzado de backhand', en: 'Cross-court backhand rally' },
    objective: {
      pt: 'Ganhar confiança no backhand em rali cooperativo na diagonal.',
      en: 'Gain confidence on the backhand in a cooperative diagonal rally.',
    },
    howTo: {
      pt: [
        'Rali de backhand contra backhand na diagonal, com o professor; comece nas áreas de saque.',
        'Meta: 10 backhands seguidos; quando cumprir, recue para a linha de base. 3 séries.',
        'Observe a preparação cedo, com giro de ombros, e a bola passando com folga sobre a rede.',
      ],
      en: [
        'Backhand-to-backhand diagonal rally with the coach; start inside the service boxes.',
        'Target: 10 backhands in a row; once reached, move back to the baseline. 3 sets.',
        'Watch for an early preparation with a shoulder turn and good clearance over the net.',
      ],
    },
  },
  {
    id: 'tenis.backhand.iniciante.3',
    sport: 'Tênis',
    tag: 'Backhand',
    level: 'iniciante',
    name: { pt: 'Backhand com passos de ajuste', en: 'Backhand with adjustment steps' },
    objective: {
      pt: 'Chegar à distância certa da bola no backhand com passos curtos, sem bater esticado.',
      en: 'Get to the right distance from the ball on the backhand with small steps, not reaching.',
    },
    howTo: {
      pt: [
        'O professor alimenta bolas ora perto do corpo, ora afastadas, no lado do backhand.',
        'O aluno ajusta com passos curtos e firma a base antes de bater; 3 séries de 12.',
        'Observe se o aluno chega parado à bola e se não bate com o braço esticado ou encolhido.',
      ],
      en: [
        'The coach feeds backhands that are sometimes close to the body, sometimes further away.',
        'The student adjusts with small steps and sets the base before hitting; 3 sets of 12.',
        'Watch whether the student is set at contact and not hitting cramped or overstretched.',
      ],
    },
  },
  {
    id: 'tenis.backhand.intermediario.1',
    sport: 'Tênis',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Slice de backhand: defesa e subida', en: 'Backhand slice: defend and approach' },
    objective: {
      pt: 'Usar o slice de backhand para defender bola difícil e para aproximar e subir à rede.',
      en: 'Use the backhand slice to defend a tough ball and to approach the net.',
    },
    howTo: {
      pt: [
        'O professor alterna bola larga (slice defensivo, alto e fundo) e curta (slice baixo de aproximação).',
        '4 séries de 10; na bola curta o aluno sobe e finaliza com um voleio.',
        'Observe a empunhadura continental, a face da raquete aberta e o ombro fechado até o fim.',
      ],
      en: [
        'The coach alternates a wide ball (defensive slice, high and deep) and a short one (low approach slice).',
        '4 sets of 10; on the short ball the student comes in and finishes with a volley.',
        'Watch for a continental grip, an open racket face and the shoulder staying closed.',
      ],
    },
  },
  {
    id: 'tenis.backhand.intermediario.2',
    sport: 'Tênis',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Backhand paralelo no rali', en: 'Down-the-line backhand in a rally' },
    objective: {
      pt: 'Sair da diagonal com o backhand paralelo na hora certa, numa bola boa.',
      en: 'Break the diagonal with a down-the-line backhand at the right moment, off a good ball.',
    },
    howTo: {
      pt: [
        'Rali cruzado de backhand; a partir da 4ª bola o aluno pode abrir na paralela.',
        'O ponto segue até o fim; paralelo vencedor vale 2. Jogo até 11.',
        'Observe se o paralelo sai de bola na altura da cintura e dentro da quadra, não na defesa.',
      ],
      en: [
        'Cross-court backhand rally; from the 4th ball on, the student may go down the line.',
        'The point is played out; a down-the-line winner scores 2. Play to 11.',
        'Check the line shot comes off a waist-high ball inside the court, not when defending.',
      ],
    },
  },
  {
    id: 'tenis.backhand.intermediario.3',
    sport: 'Tênis',
    tag: 'Backhand',
    level: 'intermediario',
    name: { pt: 'Backhand na bola alta', en: 'High backhand' },
    objective: {
      pt: 'Resolver a bola alta de top spin no backhand: subir na bola ou recuar e devolver fundo.',
      en: 'Deal with a high topspin ball on the backhand: step in on it, or back up and play deep.',
    },
    howTo: {
      pt: [
        'O professor manda bolas altas com top spin no backhand; 3 séries de 10.',
        'No comando, o aluno avança e bate na subida, ou recua e devolve alto e fundo.',
        'Observe o tronco estável e o contato à frente; com uma mão, ombro fechado até o contato.',
      ],
      en: [
        'The coach sends high topspin balls to the backhand; 3 sets of 10.',
        'On the call, the student steps in and takes it on the rise, or backs up and plays high and deep.',
        'Watch for a stable trunk and contact in front; one-handers keep the shoulder closed.',
      ],
    },
  },

  // ── Voleio ─────────────────────────────────────────────────────────────────
  {
    id: 'tenis.voleio.iniciante.1',
    sport: 'Tênis',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio: pegar e bloquear', en: 'Volley: catch, then block' },
    objective: {
      pt: 'Entender que o voleio é um bloqueio curto, sem swing, com a raquete à frente do corpo.',
      en: 'Understand the volley as a short block, with no swing and the racket in front.',
    },
    howTo: {
      pt: [
        'Primeiro o aluno pega com a mão bolas lançadas, na posição do voleio; 10 de cada lado.',
        'Depois, com empunhadura continental, bloqueia bolas lançadas de perto; 3 séries de 10.',
        'Observe a raquete à frente, a cabeça da raquete acima do punho e um passo à frente.',
      ],
      en: [
        'First the student catches thrown balls by hand in the volley position; 10 on each side.',
        'Then, with a continental grip, blocks balls thrown from close range; 3 sets of 10.',
        'Watch for the racket in front, the racket head above the wrist and a step forward.',
      ],
    },
  },
  {
    id: 'tenis.voleio.iniciante.2',
    sport: 'Tênis',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio contra voleio', en: 'Volley-to-volley' },
    objective: {
      pt: 'Controlar o voleio com toques suaves, ganhando reação e sensibilidade de mão.',
      en: 'Control the volley with soft touches, building reactions and feel.',
    },
    howTo: {
      pt: [
        'Aluno e professor perto da linha de saque trocam voleios sem deixar a bola quicar.',
        'Meta: 15 voleios seguidos; 3 séries.',
        'Observe a base baixa com joelhos flexionados e a bola tocada sempre à frente do corpo.',
      ],
      en: [
        'Student and coach near the service line trade volleys without letting the ball bounce.',
        'Target: 15 volleys in a row; 3 sets.',
        'Watch for a low base with bent knees and the ball always met in front of the body.',
      ],
    },
  },
  {
    id: 'tenis.voleio.iniciante.3',
    sport: 'Tênis',
    tag: 'Voleio',
    level: 'iniciante',
    name: { pt: 'Voleio nos cantos', en: 'Volleys to the corners' },
    objective: {
      pt: 'Direcionar o voleio para o espaço aberto em vez de devolver a bola no adversário.',
      en: 'Direct the volley into the open court instead of back to the opponent.',
    },
    howTo: {
      pt: [
        'Dois alvos grandes nos cantos do fundo; o professor alimenta alternando forehand e backhand.',
        '3 séries de 12; o aluno vira o ombro para a bola e dá o passo com a perna oposta.',
        'Observe o punho firme no contato e pouco movimento de raquete.',
      ],
      en: [
        'Two big targets in the deep corners; the coach feeds alternating forehand and backhand.',
        '3 sets of 12; the student turns the shoulder to the ball and steps with the opposite leg.',
        'Watch for a firm wrist at contact and very little racket movement.',
      ],
    },
  },
  {
    id: 'tenis.voleio.intermediario.1',
    sport: 'Tênis',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Dois contra um na rede', en: 'Two against one at the net' },
    objective: {
      pt: 'Ganhar reflexo e controle no voleio sob ritmo alto, com o corpo baixo.',
      en: 'Sharpen volley reflexes and control at a high pace, staying low.',
    },
    howTo: {
      pt: [
        'Aluno na rede contra dois jogadores no fundo, que mandam bolas para os dois lados.',
        'Séries de 45 s; o aluno voleia fundo e alterna as diagonais. 6 séries.',
        'Observe o split step a cada bola, a flexão de joelhos no voleio baixo e a volta ao centro.',
      ],
      en: [
        'Student at the net against two players on the baseline, who hit to both sides.',
        '45-second sets; the student volleys deep, alternating the diagonals. 6 sets.',
        'Watch for a split step on every ball, bent knees on low volleys and recovering to the centre.',
      ],
    },
  },
  {
    id: 'tenis.voleio.intermediario.2',
    sport: 'Tênis',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Primeiro voleio e meio-voleio', en: 'First volley and half-volley' },
    objective: {
      pt: 'Dominar a bola nos pés e o primeiro voleio ao subir à rede depois do saque ou da aproximação.',
      en: 'Handle balls at the feet and the first volley when coming in behind a serve or approach.',
    },
    howTo: {
      pt: [
        'O aluno saca ou aproxima e sobe; o professor devolve baixo, nos pés.',
        'Primeiro voleio ou meio-voleio fundo no meio; depois fecha a rede e finaliza.',
        '4 séries de 8; observe o split step quando o adversário bate e a raquete baixa.',
      ],
      en: [
        'The student serves or approaches and comes in; the coach returns low, at the feet.',
        'First volley or half-volley deep down the middle; then close the net and finish.',
        '4 sets of 8; watch for a split step as the opponent hits and the racket kept low.',
      ],
    },
  },
  {
    id: 'tenis.voleio.intermediario.3',
    sport: 'Tênis',
    tag: 'Voleio',
    level: 'intermediario',
    name: { pt: 'Voleio curto ou angulado', en: 'Drop or angle volley' },
    objective: {
      pt: 'Escolher entre o voleio curto e o angulado para finalizar o ponto perto da rede.',
      en: 'Choose between the drop volley and the angled volley to finish the point at the net.',
    },
    howTo: {
      pt: [
        'Os pontos começam com uma bola lenta para o aluno na rede; o adversário fica no fundo.',
        'Voleio curto ou angulado vencedor vale 2; o adversário pode passar ou dar balão.',
        'Jogo até 11; observe a mão macia no voleio curto e o contato à frente no angulado.',
      ],
      en: [
        'Points start with a slow ball to the student at the net; the opponent stays on the baseline.',
        'A drop or angled volley winner scores 2; the opponent may pass or lob.',
        'Play to 11; watch for soft hands on the drop volley and contact in front on the angle.',
      ],
    },
  },

  // ── Movimentação ───────────────────────────────────────────────────────────
  {
    id: 'tenis.movimentacao.iniciante.1',
    sport: 'Tênis',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Split step na hora certa', en: 'Split step on time' },
    objective: {
      pt: 'Fazer o split step quando o adversário bate, para sair rápido na direção da bola.',
      en: 'Split step as the opponent hits, to move off quickly towards the ball.',
    },
    howTo: {
      pt: [
        'O professor alimenta e o aluno dá um pequeno salto no instante em que a raquete toca a bola.',
        'Sem bater: o aluno aponta e dá 2 passos na direção da bola; 3 séries de 10.',
        'Depois com golpe; observe se os pés tocam o chão junto com o contato do professor.',
      ],
      en: [
        "The coach feeds and the student makes a small hop the instant the coach's racket meets the ball.",
        'No hitting: the student points and takes 2 steps towards the ball; 3 sets of 10.',
        'Then with a shot; check the feet land as the coach makes contact.',
      ],
    },
  },
  {
    id: 'tenis.movimentacao.iniciante.2',
    sport: 'Tênis',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Recuperar ao centro', en: 'Recover to the centre' },
    objective: {
      pt: 'Voltar ao centro depois de cada golpe, sempre de frente para a rede.',
      en: 'Get back to the centre after every shot, always facing the net.',
    },
    howTo: {
      pt: [
        'Um cone marca o centro, atrás da linha de base; o professor alterna forehand e backhand abertos.',
        'Bolas lentas, 10 por série; o aluno passa pelo cone entre um golpe e outro.',
        'Observe passos laterais e cruzados de frente para a rede e o split step antes da bola seguinte.',
      ],
      en: [
        'A cone marks the centre behind the baseline; the coach alternates wide forehands and backhands.',
        'Slow balls, 10 per set; the student passes the cone between shots.',
        'Watch for side and crossover steps facing the net and a split step before the next ball.',
      ],
    },
  },
  {
    id: 'tenis.movimentacao.iniciante.3',
    sport: 'Tênis',
    tag: 'Movimentação',
    level: 'iniciante',
    name: { pt: 'Frente e trás: curta e funda', en: 'Forward and back: short and deep' },
    objective: {
      pt: 'Mover-se para a frente e para trás, ajustando a distância para bater na altura ideal.',
      en: 'Move forward and back, adjusting distance to hit at the ideal height.',
    },
    howTo: {
      pt: [
        'O professor alterna uma bola curta, perto da linha de saque, e uma funda.',
        'O aluno avança na curta e recua na funda com passos laterais; 4 séries de 8.',
        'Observe que o aluno não recua de costas: ombros de lado e passos curtos na chegada.',
      ],
      en: [
        'The coach alternates a short ball, near the service line, and a deep one.',
        'The student moves in for the short one and back for the deep one with side steps; 4 sets of 8.',
        'Check the student never backpedals: shoulders sideways and small steps on arrival.',
      ],
    },
  },
  {
    id: 'tenis.movimentacao.intermediario.1',
    sport: 'Tênis',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Drill do X: quatro cantos', en: 'X drill: four corners' },
    objective: {
      pt: 'Cobrir a quadra nas diagonais, entre bola funda aberta e bola curta do lado oposto.',
      en: 'Cover the court on the diagonals, between a deep wide ball and a short one on the other side.',
    },
    howTo: {
      pt: [
        'O professor alterna sem parar: forehand fundo, backhand curto, backhand fundo, forehand curto.',
        'Séries de 12 bolas com 40 s de descanso; 4 séries.',
        'Observe o primeiro passo explosivo, a frenagem e a escolha do golpe na bola curta.',
      ],
      en: [
        'The coach alternates non-stop: deep forehand, short backhand, deep backhand, short forehand.',
        '12-ball sets with 40 seconds of rest; 4 sets.',
        'Watch the explosive first step, the braking and the shot choice on the short ball.',
      ],
    },
  },
  {
    id: 'tenis.movimentacao.intermediario.2',
    sport: 'Tênis',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Deslize no saibro na bola larga', en: 'Sliding into wide balls on clay' },
    objective: {
      pt: 'Chegar à bola larga deslizando no saibro (ou freando na quadra dura) e recuperar logo.',
      en: 'Reach wide balls by sliding on clay (or braking on hard courts) and recover at once.',
    },
    howTo: {
      pt: [
        'O professor manda bolas largas alternando forehand e backhand; 8 por série, 5 séries.',
        'No saibro, o aluno desliza com o pé de fora e bate com base aberta; na quadra dura, freia em passos curtos.',
        'Observe o corpo baixo, o equilíbrio no golpe e o primeiro passo de volta já no fim do swing.',
      ],
      en: [
        'The coach sends wide balls alternating forehand and backhand; 8 per set, 5 sets.',
        'On clay, the student slides on the outside foot and hits open stance; on hard courts, brakes with small steps.',
        'Watch for a low body, balance through the shot and the first recovery step as the swing ends.',
      ],
    },
  },
  {
    id: 'tenis.movimentacao.intermediario.3',
    sport: 'Tênis',
    tag: 'Movimentação',
    level: 'intermediario',
    name: { pt: 'Rali 2 contra 1: quadra toda', en: '2-on-1 rally: the whole court' },
    objective: {
      pt: 'Manter a movimentação eficiente e a recuperação em rali vivo, com muito volume de bolas.',
      en: 'Keep movement efficient and recovery sharp in a live rally with a high volume of balls.',
    },
    howTo: {
      pt: [
        'Dois jogadores de um lado, cada um cobrindo meia quadra; o aluno cobre a quadra toda sozinho.',
        'Séries de 90 s com 60 s de descanso; 4 séries.',
        'Observe o split step, a recuperação ao ponto certo (nem sempre o centro) e os passos de ajuste.',
      ],
      en: [
        'Two players on one side, each covering half the court; the student covers the whole court alone.',
        '90-second sets with 60 seconds of rest; 4 sets.',
        'Watch the split step, recovering to the right spot (not always the centre) and adjustment steps.',
      ],
    },
  },

  // ── Smash ──────────────────────────────────────────────────────────────────
  {
    id: 'tenis.smash.iniciante.1',
    sport: 'Tênis',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash: de lado e apontando', en: 'Smash: sideways and pointing' },
    objective: {
      pt: 'Preparar o smash de lado para a rede, com a mão livre apontando para a bola.',
      en: 'Set up the smash side-on to the net, with the free hand pointing at the ball.',
    },
    howTo: {
      pt: [
        'O professor lança bolas altas com a mão; o aluno vira de lado, aponta e pega a bola, sem bater.',
        'Depois, com a raquete já atrás da cabeça, bate bolas altas e lentas; 3 séries de 8.',
        'Observe os passos laterais para ficar sob a bola e o contato à frente e acima da cabeça.',
      ],
      en: [
        'The coach throws high balls by hand; the student turns sideways, points and catches, no hitting.',
        'Then, with the racket already behind the head, hits high slow balls; 3 sets of 8.',
        'Watch the side steps to get under the ball and contact in front of and above the head.',
      ],
    },
  },
  {
    id: 'tenis.smash.iniciante.2',
    sport: 'Tênis',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Smash depois do quique', en: 'Smash after the bounce' },
    objective: {
      pt: 'Bater o smash deixando o balão quicar antes, para ganhar tempo e se posicionar.',
      en: 'Hit the smash after letting the lob bounce, to gain time to get in position.',
    },
    howTo: {
      pt: [
        'O professor manda balões que quicam perto da linha de saque; o aluno bate depois do quique.',
        '3 séries de 8; alvo: a metade funda da quadra.',
        'Observe o recuo de lado e a batida para a frente e para baixo, sem força exagerada.',
      ],
      en: [
        'The coach sends lobs that bounce near the service line; the student hits after the bounce.',
        '3 sets of 8; target: the deep half of the court.',
        'Watch for moving back sideways and hitting forward and down, without overhitting.',
      ],
    },
  },
  {
    id: 'tenis.smash.iniciante.3',
    sport: 'Tênis',
    tag: 'Smash',
    level: 'iniciante',
    name: { pt: 'Voleio e smash em sequência', en: 'Volley, then smash' },
    objective: {
      pt: 'Encadear voleio e smash, aprendendo a recuar depois de fechar a rede.',
      en: 'Link a volley and a smash, learning to move back after closing in on the net.',
    },
    howTo: {
      pt: [
        'O professor alimenta um voleio e, em seguida, um balão curto; o aluno voleia, recua e bate o smash.',
        '4 séries de 6 sequências; alvo grande no fundo da quadra.',
        'Observe o recuo de lado, nunca de costas, e a mão livre levantada para a bola.',
      ],
      en: [
        'The coach feeds a volley and then a short lob; the student volleys, moves back and smashes.',
        '4 sets of 6 sequences; a big target deep in the court.',
        'Watch for moving back sideways, never backpedalling, and the free hand raised to the ball.',
      ],
    },
  },
  {
    id: 'tenis.smash.intermediario.1',
    sport: 'Tênis',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash em tesoura no balão fundo', en: 'Scissor-kick smash on deep lobs' },
    objective: {
      pt: 'Cobrir balões fundos com passo cruzado e salto em tesoura, sem perder o equilíbrio.',
      en: 'Cover deep lobs with crossover steps and a scissor kick, without losing balance.',
    },
    howTo: {
      pt: [
        'Aluno na rede; o professor manda balões fundos, acima do alcance normal.',
        'O aluno recua com passo cruzado e bate saltando, trocando as pernas no ar (tesoura).',
        '3 séries de 6; observe o tempo do salto e a aterrissagem na perna de trás, pronto para voltar.',
      ],
      en: [
        'Student at the net; the coach sends deep lobs beyond normal reach.',
        'The student moves back with crossover steps and hits in the air, switching legs (scissor kick).',
        '3 sets of 6; watch the jump timing and landing on the back leg, ready to come forward again.',
      ],
    },
  },
  {
    id: 'tenis.smash.intermediario.2',
    sport: 'Tênis',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Smash com alvo e ângulo', en: 'Placed smash: targets and angle' },
    objective: {
      pt: 'Colocar o smash no ângulo ou no espaço aberto, em vez de só bater forte.',
      en: 'Place the smash into the angle or the open court, rather than just hitting hard.',
    },
    howTo: {
      pt: [
        'Cones em dois alvos: o ângulo curto cruzado e o fundo no lado aberto.',
        'O professor manda balões variados; o aluno anuncia o alvo antes de bater; 4 séries de 8.',
        'Meta: 60% nos alvos; observe a direção vindo do giro do corpo e da pronação no contato.',
      ],
      en: [
        'Cones on two targets: the short cross-court angle and deep on the open side.',
        'The coach sends varied lobs; the student calls the target before hitting; 4 sets of 8.',
        'Target: 60% on target; watch the direction come from body rotation and pronation at contact.',
      ],
    },
  },
  {
    id: 'tenis.smash.intermediario.3',
    sport: 'Tênis',
    tag: 'Smash',
    level: 'intermediario',
    name: { pt: 'Balão contra smash: ponto vivo', en: 'Lob versus smash: live points' },
    objective: {
      pt: 'Decidir entre smash de definição, smash de controle ou deixar quicar, em ponto vivo.',
      en: 'Decide between a finishing smash, a control smash or letting it bounce, in live points.',
    },
    howTo: {
      pt: [
        'Aluno na rede; o adversário no fundo só pode jogar balões até o ponto terminar.',
        'Jogos até 7 pontos; trocam de função a cada jogo.',
        'Observe: deixar quicar o balão muito alto, e smash de controle quando estiver fora de posição.',
      ],
      en: [
        'Student at the net; the opponent on the baseline may only play lobs until the point ends.',
        'Games to 7 points; swap roles after each game.',
        'Watch for letting very high lobs bounce, and a control smash when out of position.',
      ],
    },
  },
]
