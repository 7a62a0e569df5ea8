"""Textos en español de los tutoriales (`ui.tutorial`): el recuadro de instrucciones y los
pasos de cada juego, cada uno diciendo qué hacer y por qué."""

MESSAGES = {
    "tut.start": "Aprender jugando",
    "tut.start_of": "Aprender {game} jugando: una partida guiada",
    "tut.title": "Tutorial",
    "tut.intro_n": "Tutorial · el juego en resumen, luego {total} pasos",
    "tut.begin": "Empezar: paso 1",
    "tut.step_n": "Tutorial · paso {n} de {total}",
    "tut.played_on": "Jugados desde tu último paso: {n} {n:movimiento|movimientos}, {mine} "
                     "{mine:tuyo|tuyos}, elegidos como lo haría el ordenador (mira el registro).",
    "tut.played_by_others": "Jugados desde tu último paso: {n} {n:movimiento|movimientos} de "
                            "los jugadores del ordenador (mira el registro).",
    "tut.race": "Puntuación si la partida acabara ahora: tú {mine}, {others}.",
    "tut.hs.built": "Tus movimientos construyeron: {names}.",
    "tut.gw.built": "Tus movimientos construyeron en {n} {n:hexágono|hexágonos} del tablero.",
    "tut.mt.built": "Tus movimientos construyeron {n} {n:campamento|campamentos} en el paisaje.",
    "tut.leave": "Salir (el tutorial queda guardado)",
    "tut.wants": "Las reglas lo permiten, pero este paso pide «{move}»: {why}",
    "tut.fold": "Ver el tablero",
    "tut.unfold": "Ver el paso",
    "tut.done": "Tutorial terminado",
    "tut.scoring": "La partida ha terminado y has hecho {total} puntos. Tu puntuación, línea "
                   "a línea:",
    "tut.real_game": "Jugar una partida de verdad",
    # -- Homesteaders ----------------------------------------------------------------------
    "tut.hs.intro": "Homesteaders dura 10 rondas, cada una en tres partes: tus trabajadores "
                    "producen en tus edificios (ingresos), todos pujan por el derecho a "
                    "construir, y los ganadores construyen. Edificios, fichas de puntos de "
                    "victoria (PV) y recursos puntúan; gana quien tenga más puntos. Aquí tomas "
                    "una decisión de cada tipo, y la partida juega tus movimientos rutinarios "
                    "entre medias.",
    "tut.hs.place": "Una ronda empieza con tus trabajadores: pulsa la casilla resaltada de tu "
                    "Homestead para poner allí a tu trabajador. Una casilla ocupada produce lo "
                    "que muestra: esta da 1 PV (la otra, 1 madera, que cuestan muchos edificios).",
    "tut.hs.income": "Pulsa Listo: llegan tus ingresos (los 2 de plata del Homestead y el PV de "
                     "tu trabajador), y luego cada trabajador cobra 1 plata de salario.",
    "tut.hs.bid": "Ahora las subastas, que deciden quién construye: cada ficha de subasta muestra "
                  "los tipos de edificio que su ganador puede construir (residencial verde, "
                  "comercial rojo, industrial azul, especial amarillo; subasta 2: cualquiera). "
                  "Puja 3 de plata en la subasta 2: solo pagas si tu puja sigue en pie cuando los "
                  "demás han pasado. Con dos jugadores, el jugador inicial pone además una puja "
                  "neutral en una subasta, la que menos quiere: supérala para ganar esa ficha.",
    "tut.hs.pass": "Te han superado: puedes pujar más alto, aquí o en otra subasta, o pasar. La "
                   "siguiente puja aquí sería 9: pasa. Pasar te saca de las subastas de esta "
                   "ronda, no cuesta nada y avanza tu marcador una casilla en la vía de "
                   "desarrollo del ferrocarril, con una bonificación. Puja solo lo que puedas "
                   "pagar: más allá de tu plata, una subasta ganada se paga con deudas, que "
                   "restan puntos.",
    "tut.hs.trade": "Elige tu bonificación de la vía: una ficha de comercio. Cada ficha paga "
                    "una compra o una venta en el mercado, en cualquier momento. Cuanto más "
                    "avanzas en la vía, más bonificaciones hay para elegir.",
    "tut.hs.debt": "Ganaste la subasta 1: puedes construir un edificio industrial (azul), "
                   "pagando los recursos impresos en él. El acero te costará 3 de tus 5 de "
                   "plata: toma una deuda, 2 de plata ahora; cada deuda sin saldar al final "
                   "cuesta puntos.",
    "tut.hs.market": "La Mina de oro cuesta 1 madera y 1 acero (impresos en ella), y no tienes "
                     "acero: compra 1 acero en el mercado por 3 de plata y tu ficha de comercio. "
                     "Los movimientos ofrecen solo los edificios que puedes pagar ya: compra "
                     "antes lo que falta. Vender funciona igual, y cada venta da además 1 PV.",
    "tut.hs.build": "Construye la Mina de oro: un trabajador en su casilla da un oro cada "
                    "ronda, y cada oro vale 2 puntos al final.",
    "tut.hs.worker": "Un edificio solo produce con un trabajador en su casilla: esta vez pon a "
                     "tu trabajador en la Mina de oro, por un oro cada ronda. Más trabajadores "
                     "salen de las fichas de subasta, de la vía del ferrocarril o del mercado "
                     "(contratados por una ficha de comercio y una comida).",
    "tut.hs.pay": "Toca pagar salarios, 1 plata por trabajador: paga con plata (0 oro). Un oro "
                  "vale 5 de plata pero no da cambio; guárdalo, vale 2 puntos al final. Sin "
                  "plata suficiente, tomarías una deuda.",
    "tut.hs.rail": "Ganar la subasta 2 te dio un trabajador gratis y un paso en la vía: toma "
                   "una línea de ferrocarril como bonificación. Cada línea suma 1 plata a tus "
                   "ingresos, y algunos edificios dan puntos por cada una.",
    "tut.hs.pay_gold": "Has ganado la subasta 1 por 5 de plata pero solo tienes 3: esta vez "
                       "paga con 1 oro. Un oro vale 5 de plata, justo el precio (una deuda "
                       "también serviría, a costa de puntos).",
    "tut.hs.choose": "Ahora elige tu edificio entre los que permite la ficha: la Granja. Con un "
                     "trabajador en cada casilla da 2 de plata y una ficha de comercio, y una "
                     "comida: más que el salario de los trabajadores. Una carta muestra su coste, "
                     "sus puntos, su ingreso (con trabajador o sin él) y su posible bonificación "
                     "final, y ×2 cuántos quedan; cada edificio se tiene una sola vez. Más "
                     "edificios salen en la ronda 5 (Pueblo) y la 9 (Ciudad).",
    "tut.hs.second": "Ronda 5, y tienes dos trabajadores: el juego puso uno en la Mina de oro. "
                     "Pon el segundo en la primera casilla de la Granja, por 2 de plata y una "
                     "ficha de comercio: cada trabajador cuesta 1 de plata de salario, así que "
                     "ponlo donde dé más.",
    "tut.hs.auction": "Elige tu subasta según lo que podrías construir: la ficha de la subasta 1 "
                      "(#5) permite un edificio comercial (rojo) y da un trabajador. Puja 3 en la "
                      "subasta 1: el juego sigue pujando por ti y luego construye los Establos, "
                      "un edificio rojo, con un ganado comprado en el mercado. En una partida "
                      "real, los recursos de los demás están ocultos tras su pantalla.",
    "tut.hs.workshop": "Ronda 8: construye el Taller (la partida te compró su acero, con un oro). "
                       "Vale 2 puntos, da 1 PV en cada ingreso, y un trabajador en cuanto se "
                       "construye.",
    "tut.hs.exchange": "La ficha de subasta que ganaste ofrece también un intercambio: 1 comida "
                       "por 2 PV, ahora o nunca. Tu comida fue al Rancho para turistas (3 puntos, "
                       "y 1 más por trabajador al final), que vale más: pulsa Renunciar al "
                       "intercambio.",
    "tut.hs.sell": "Las diez rondas, y el último ingreso tras ellas, han terminado; en las "
                   "acciones finales el mercado sigue abierto mientras tengas fichas de comercio. "
                   "La madera no puntúa al final: vende una a su precio, 1 de plata, más el PV "
                   "que da cada venta.",
    "tut.hs.repay": "Tu deuda de la ronda 2 sigue sin pagar y te costaría 1 punto al final (una "
                    "segunda deuda, 2 más, etc.). La plata que sobra solo sirve para desempatar: "
                    "devuelve la deuda con 5 de plata.",
    "tut.hs.hire": "Contrata un trabajador en el mercado por una ficha de comercio y una comida. "
                   "Tu Rancho para turistas y tu Circo dan 1 punto por trabajador al final: este "
                   "vale 2 puntos. Durante las rondas, un trabajador contratado produce en una "
                   "casilla libre.",
    "tut.hs.end": "La partida vendió por ti tus dos últimas maderas. Pulsa Terminar para la "
                  "puntuación final.",
    "tut.hs.score.vp_tokens": "las fichas de PV ganadas durante la partida (casillas de "
                              "trabajadores, ventas, bonificaciones de la vía).",
    "tut.hs.score.buildings": "los puntos impresos en cada uno de tus edificios.",
    "tut.hs.score.building_bonuses": "las bonificaciones finales de tus edificios: puntos por "
                                     "cada edificio de un tipo, trabajador o línea que indican.",
    "tut.hs.score.goods": "2 puntos por cada oro, cobre y ganado que te quede.",
    "tut.hs.score.debt": "las deudas sin pagar: 1 punto la primera, 2 más la segunda, y así "
                         "sucesivamente.",
    # -- Gold West -------------------------------------------------------------------------
    "tut.gw.intro": "Gold West: en cada turno tomas recursos de tu pista de reserva, gastas sus "
                    "metales (cobre, plata, oro) por puntos y luego construyes un campamento o "
                    "una colonia en el mapa con madera o piedra, o saqueas un hexágono si no "
                    "tienes ninguna. Cuando todos los campamentos están colocados, cada jugador "
                    "juega un último turno; gana quien tenga más puntos de victoria (PV). Aquí "
                    "tomas una decisión de cada tipo, y la partida juega las demás por ti.",
    "tut.gw.activate": "Un turno empieza en tu pista de reserva, la fila de casillas de tu "
                       "tablero: activa la casilla 2 (cobre y piedra). Tomas todo lo que "
                       "contiene; lo que no uses este turno se pierde.",
    "tut.gw.drop": "Al subir, los recursos dejan uno en cada casilla que atraviesan: deja el "
                   "cobre en la casilla 1; volverá el próximo turno. Quédate la piedra: "
                   "la madera o la piedra de tu zona de uso es lo que construye este turno.",
    "tut.gw.camp": "Con madera o piedra construyes un campamento: pulsa el hexágono de cobre E4 "
                   "(resaltado; el nombre de los hexágonos aparece con el ratón sobre el "
                   "tablero, y siempre en una pantalla táctil). El "
                   "campamento cuenta para la mayoría de los hexágonos de cobre al final, y tomas "
                   "la ficha del hexágono: 1 cobre, 1 piedra, 1 madera. Con madera y piedra sería "
                   "una colonia: doble influencia, y desempata las mayorías.",
    "tut.gw.section": "Guarda los recursos de la ficha en una casilla de tu pista: la casilla 4 "
                      "da 3 PV ahora (la casilla 1 nada), pero volverán más tarde. Los recursos "
                      "de una misma casilla se suman, y desde la casilla 1 o 2 quedan menos por "
                      "el camino: llegan más a tu zona de uso.",
    "tut.gw.ship": "Los metales de tu zona de uso se gastan antes de construir. Transporta tu "
                   "cobre: tu diligencia avanza una casilla por cobre transportado. Llegar a una "
                   "casilla de 2 PV o 3 PV puntúa al momento, y una diligencia que salta una pila "
                   "de bonificación gana la loseta de arriba.",
    "tut.gw.boomtown": "Pon un marcador de influencia en Boomtown sobre la loseta de 4 PV, "
                       "pagando los metales de su columna y su fila (cobre y oro): 4 PV al "
                       "momento. Las demás casillas son oficinas, distintas en cada partida, que "
                       "puntúan al final (señala una para leer cómo). Un marcador por turno.",
    "tut.gw.loot": "No tienes madera ni piedra, así que no puedes construir: saquea el hexágono "
                   "de oro E2. Tomas su ficha (1 oro, 1 plata, 1 cobre), pero pierdes 1 PV en el "
                   "acto y uno de tus campamentos va a la zona Se busca; quienes tienen más allí "
                   "pierden más puntos al final.",
    "tut.gw.invest": "Invierte en la carta 3 con 2 de plata y 2 de oro: sus 9 PV, la loseta de "
                     "bonificación de 2 PV y su habilidad, mirar dos fichas de mina boca "
                     "abajo.",
    "tut.gw.peek": "Solo están boca arriba las fichas junto al agua o junto a una construcción; "
                   "las demás siguen boca abajo (un pico sobre un disco) hasta que alguien "
                   "construye al lado. Mira el hexágono de bosque resaltado, G7: solo tú ves lo "
                   "que tiene, para elegir dónde construir. Puedes construir en cualquier "
                   "hexágono boca arriba, pero al final tu mayor grupo de construcciones "
                   "conectadas da 2 PV por cada una.",
    "tut.gw.invest_ship": "Invierte en la carta 4 con tus 4 de oro: sus 6 PV, la loseta de "
                          "bonificación de 3 PV y su habilidad, dos casillas de transporte "
                          "gratis. Una inversión por turno. Cada carta indica su habilidad "
                          "bajo su coste; algunas convierten un campamento en colonia, o "
                          "añaden 2 recursos a tu pista de reserva.",
    "tut.gw.freeship": "El transporte gratis de la carta 4 avanza una diligencia sin gastar "
                       "metal: avanza tu diligencia de cobre una línea (la segunda casilla "
                       "viene después).",
    "tut.gw.invest_boomtown": "El último campamento está colocado: es el último turno de todos, "
                              "sin construir. Invierte en la carta 2 con tus 4 de plata: sus 5 PV "
                              "y un marcador de influencia extra en Boomtown.",
    "tut.gw.extraboomtown": "El marcador de la carta 2 va a una oficina donde un rival ya tiene el "
                            "suyo: ponlo en la Oficina de Escrituras. Su bonificación final (2 PV "
                            "por cada mayoría de terreno ganada) puntúa para los dos. Otra carta "
                            "pone uno en una casilla libre.",
    "tut.gw.end": "Tus metales están gastados y el último turno no tiene construcción: "
                  "termina tu turno y llega la puntuación final.",
    "tut.gw.score.supply": "los PV ganados cada vez que guardaste recursos en las casillas 2 a "
                           "4 de tu pista de reserva.",
    "tut.gw.score.shipping": "tus diligencias en las pistas de transporte: las líneas que "
                             "pasaron y las losetas de bonificación que tomaron.",
    "tut.gw.score.investments": "los PV de tus cartas de inversión y sus losetas de "
                                "bonificación.",
    "tut.gw.score.boomtown": "tus marcadores de influencia en Boomtown: las losetas de PV y lo "
                             "que puntúa al final cada oficina que tienes.",
    "tut.gw.score.largest_group": "2 PV por construcción de tu mayor grupo de campamentos y "
                                  "colonias conectados.",
    "tut.gw.score.majorities": "la mayoría de cada terreno: quien tiene más influencia "
                               "(campamento 1, colonia 2) gana sus puntos; las colonias "
                               "desempatan.",
    "tut.gw.score.wanted": "la penalización de Se busca: quien tiene más campamentos en la zona "
                           "Se busca pierde 1 PV por campamento, el segundo la mitad; cada "
                           "saqueo costó además 1 PV.",
    # -- Montana ---------------------------------------------------------------------------
    "tut.mt.intro": "Montana: en cada turno haces una sola cosa: reclutar trabajadores, enviar "
                    "trabajadores a cosechar recursos (o al banco, o al pueblo), o construir "
                    "hasta 3 campamentos, pagados con recursos. La ronda en la que un jugador "
                    "construye su 12.º campamento es la última; gana quien tenga más "
                    "campamentos. Aquí tomas una decisión de cada tipo, y la partida juega las "
                    "demás por ti.",
    "tut.mt.start": "Empiezas tú: pon la loseta inicial en la región E5 (resaltada; el nombre de "
                    "las regiones aparece con el ratón sobre el paisaje, y siempre en una "
                    "pantalla táctil). Los campamentos solo se "
                    "construyen junto a regiones ya ocupadas, así que el paisaje crece desde "
                    "aquí. Luego la rueda gira dos veces para cada jugador: sus primeros "
                    "trabajadores.",
    "tut.mt.town": "La acción de este turno: el pueblo. Su columna cuesta 2 calabazas y su fila "
                   "da tres recursos a elegir; elegir el pueblo también te da una calabaza "
                   "gratis. Otras filas dan cambios: un cambio sustituye una piedra o un cobre "
                   "pequeño tuyo por uno grande (borde amarillo), que piden algunas regiones.",
    "tut.mt.reward": "Toma 3 piedras pequeñas: los campamentos que construirás después piden "
                     "piedra, y los recursos son lo que paga los campamentos. Tus recursos, "
                     "monedas, trabajadores y vacas están en tu tablero, bajo el tablero de "
                     "trabajadores.",
    "tut.mt.join": "El jugador del ordenador eligió el pueblo, y puedes unirte en una casilla "
                   "libre: toma la primera casilla de la fila 2, como la última vez (2 calabazas "
                   "por tres recursos). Pasar no cuesta nada.",
    "tut.mt.build": "Construye un campamento en D6, junto a la región inicial, pagando exactamente "
                    "los recursos que muestra. Un turno puede construir hasta 3 campamentos; gana "
                    "quien tenga más campamentos al final. Una región con dos símbolos de "
                    "campamento, o que completa una línea recta de 4 de las tuyas, da un "
                    "campamento gratis más.",
    "tut.mt.cow": "Otro campamento pide trigo y no tienes: cambia una vaca (la de D6, tomada al "
                  "construir allí) por 1 trigo. Una vaca se cambia por 1 recurso a elegir, 3 "
                  "monedas o 1 trabajador, en cualquier momento de tu turno.",
    "tut.mt.stop": "Ese trigo pagó un segundo campamento, construido para ti (la última "
                   "jugada de arriba). Deja de construir: cada construcción del turno que no "
                   "usas da 1 moneda.",
    "tut.mt.harvest": "Cosecha en el Huerto: paga 3 monedas por la casilla que da 2 "
                      "calabazas. Las calabazas pagan el pueblo. En una partida, cosecha lo que "
                      "piden las regiones libres junto a las tuyas: un campamento se paga con "
                      "exactamente los bienes que muestra su región.",
    "tut.mt.send": "Elige los trabajadores: una casilla de cosecha admite un trabajador del color"
                   " de la zona (aquí uno de calabaza) o dos de cualquier color. Los trabajadores"
                   " enviados se gastan: cuando todas las casillas grandes de una zona están "
                   "ocupadas, sus trabajadores vuelven a la reserva, no a ti; recluta para tener "
                   "más.",
    "tut.mt.small": "Llena también la casilla pequeña, con otro trabajador de calabaza, para "
                    "una calabaza más. Una casilla pequeña admite trabajadores como una grande "
                    "(uno del color de la zona o dos de cualquier color): llénala solo con "
                    "trabajadores de sobra.",
    "tut.mt.recruit": "Este turno, recluta: la rueda gira y tomas los dos trabajadores de la "
                      "casilla donde se para. Más trabajadores, más cosechas. Una casilla de dos "
                      "trabajadores blancos te deja elegir sus colores; por encima de 8 "
                      "trabajadores, devuelves los que sobran a la reserva.",
    "tut.mt.wheat": "La flecha de la rueda se paró en dos trabajadores de calabaza: ya están en tu "
                    "panel, con un círculo. Puedes pagar trigo para avanzarla, 1 trigo por casilla,"
                    " y tomar también los dos trabajadores a los que llega: primero cambia tu vaca "
                    "por 1 trigo.",
    "tut.mt.advance": "Paga el trigo: la flecha avanza una casilla y tomas también sus "
                      "trabajadores de cobre y de trigo. Dos trabajadores por una vaca, que por "
                      "sí sola pagaría uno (una vez por turno, 7 casillas como máximo).",
    "tut.mt.canteen": "Construir junto a un lago te dio una cantimplora: bébela ahora para "
                      "jugar otro turno enseguida.",
    "tut.mt.bank": "Solo te queda 1 moneda: ve al banco, envía allí 3 trabajadores y toma 12 "
                   "monedas para tus próximas cosechas.",
    "tut.mt.end": "Construye tu 12.º y último campamento en F7: esta ronda es la última, y gana "
                  "quien tenga más campamentos (en caso de empate: vacas y cantimploras, luego "
                  "recursos, monedas y trabajadores).",
    "tut.mt.score.camps": "tus campamentos en el paisaje: gana quien tenga más.",
    "tut.mt.score.cows": "un empate se decide primero por vacas y cantimploras juntas.",
    "tut.mt.score.canteens": "cuentan con las vacas para deshacer un empate.",
    "tut.mt.score.goods": "después, recursos, monedas y trabajadores juntos deciden un empate "
                          "que siga.",
    "tut.mt.score.coins": "cuentan con los recursos y los trabajadores en el último desempate.",
    "tut.mt.score.workers": "cuentan con los recursos y las monedas en el último desempate.",
    # the learner's seat, on the board and in the log: the same "you" as the steps
    "tut.seat": "Jugador {n} (tú)",
}
